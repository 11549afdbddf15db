// Subpath imports keep the web bundle small: the package root is one 650 kB module.
import { isValidEmail } from '@brazilian-utils/brazilian-utils/is-valid-email';
import { isValidMobilePhone } from '@brazilian-utils/brazilian-utils/is-valid-mobile-phone';
import { z } from 'zod';
import { isValidCnpj, stripCnpj } from './documents/cnpj';
import { isValidCpf, stripCpf } from './documents/cpf';

/** The DICT key types; `random` is the DICT's EVP (endereço virtual de pagamento). */
export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'random'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** DICT limit for an e-mail key. */
export const PIX_EMAIL_MAX = 77;

// The DICT pattern for EVP keys: a lower-case UUID. The DICT issues version 4 UUIDs, but its published
// pattern (and its own example) does not pin the version nibble, so neither do we: rejecting a key the DICT
// would accept would block a legitimate payment.
const RANDOM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `+55` + DDD + mobile number, from masked, bare, `55…` or `+55…` input; null if not a Brazilian mobile. */
function normalizePhone(key: string): string | null {
  const match = /^(?:\+55|0055|55)?(\d{11})$/.exec(key.replace(/[\s().-]/g, ''));
  const national = match?.[1];
  // Version 2 = Anatel Res. 749/2022 numbering: a valid DDD and a mobile number starting with 7, 8 or 9.
  // The DICT registers mobile numbers only, so landlines are not phone keys.
  if (!national || !isValidMobilePhone(national, { version: 2 })) return null;
  return `+55${national}`;
}

/**
 * The canonical DICT form of `key` read as `type` (CPF/CNPJ unmasked, CNPJ upper case, e-mail trimmed and
 * lower-cased, phone `+55DDDNUMBER`, random key lower-case), or null when it is not a valid key of that type.
 */
export function normalizePixKey(type: PixKeyType, key: string): string | null {
  const trimmed = key.trim();
  switch (type) {
    case 'cpf':
      return isValidCpf(trimmed) ? stripCpf(trimmed) : null;
    case 'cnpj':
      return isValidCnpj(trimmed) ? stripCnpj(trimmed) : null;
    case 'email': {
      const email = trimmed.toLowerCase();
      return email.length <= PIX_EMAIL_MAX && isValidEmail(email) ? email : null;
    }
    case 'phone':
      return normalizePhone(trimmed);
    case 'random': {
      const uuid = trimmed.toLowerCase();
      return RANDOM_KEY.test(uuid) ? uuid : null;
    }
  }
}

/** True when `key` is a valid key of `type` (masks and case differences allowed; see normalizePixKey). */
export function validatePixKey(type: PixKeyType, key: string): boolean {
  return normalizePixKey(type, key) !== null;
}

/**
 * Guesses the type of a key. An unmarked 11-digit value that is a valid CPF is read as a CPF even when it is
 * also a plausible mobile number; written with `+55` or a `(DDD)` it is read as a phone.
 */
export function detectPixKeyType(key: string): PixKeyType | null {
  const trimmed = key.trim();
  if (trimmed.includes('@')) return validatePixKey('email', trimmed) ? 'email' : null;
  if (/^\+|\(/.test(trimmed)) return validatePixKey('phone', trimmed) ? 'phone' : null;
  const order: PixKeyType[] = ['random', 'cpf', 'cnpj', 'phone'];
  return order.find((type) => validatePixKey(type, trimmed)) ?? null;
}

/** `{ type, key }` as sent by the remittance beneficiary form; the output key is in canonical form. */
export const pixKeySchema = z
  .object({ type: z.enum(PIX_KEY_TYPES, { message: 'Invalid PIX key type.' }), key: z.string() })
  .transform((value, ctx) => {
    const key = normalizePixKey(value.type, value.key);
    if (key === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['key'],
        message: 'Invalid PIX key.',
        params: { code: 'invalid_pix_key' },
      });
      return z.NEVER;
    }
    return { type: value.type, key };
  });
