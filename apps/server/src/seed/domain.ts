/*
 * What the seed takes from @fxbo/domain, in one place: tax-id generators and validators, the business-day
 * calendar (weekends and national bank holidays, incl. Carnival, Corpus Christi, Nov 20 and Dec 31), the
 * verified bank list and the permission catalogue.
 */
export {
  ALL_PERMISSION_KEYS,
  BRAZILIAN_BANKS,
  PERMISSIONS,
  generateCnpj,
  generateCpf,
  isBusinessDay,
  isValidCnpj,
  isValidCpf,
  validatePixKey,
  type PermissionKey,
  type RemittancePurpose,
  type RemittanceSystemNote,
} from '@fxbo/domain';
