import { z } from 'zod';

export const PERMISSION_AREAS = [
  'home',
  'remittances',
  'balance',
  'payment-orders',
  'contracts',
  'quotations',
  'trade',
  'documents',
  'rde',
  'parcels',
  'treasury',
  'users',
  'access-requests',
  'audit',
  'settings',
  'clients',
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

export interface PermissionInfo {
  area: PermissionArea;
  description: string;
  descriptionPt: string;
}

/**
 * The permission catalogue: the spec's `Chave` keys, `<area>.<action>`. Every route and every action button
 * names one of these; a user holds a set of them (the spec's "one role per permission key").
 */
export const PERMISSIONS = {
  'home.view': { area: 'home', description: 'View the home page', descriptionPt: 'Ver a página inicial' },
  'remittances.consult': {
    area: 'remittances',
    description: 'Consult remittances and their details',
    descriptionPt: 'Consultar remessas e seus detalhes',
  },
  'remittances.cancel': {
    area: 'remittances',
    description: 'Cancel remittances',
    descriptionPt: 'Cancelar remessas',
  },
  'remittances.unblock': {
    area: 'remittances',
    description: 'Unblock remittances',
    descriptionPt: 'Desbloquear remessas',
  },
  'remittances.view-blocking-reasons': {
    area: 'remittances',
    description: 'View the blocking reasons of remittances',
    descriptionPt: 'Ver os motivos de bloqueio das remessas',
  },
  'remittances.export': {
    area: 'remittances',
    description: 'Export remittances (CSV, PDF)',
    descriptionPt: 'Exportar remessas (CSV, PDF)',
  },
  'remittances.edit-beneficiary': {
    area: 'remittances',
    description: "Edit a remittance's beneficiary and payment data",
    descriptionPt: 'Editar o beneficiário e os dados de pagamento de uma remessa',
  },
  'balance.consult': { area: 'balance', description: 'Consult balances', descriptionPt: 'Consultar saldos' },
  'payment-orders.consult': {
    area: 'payment-orders',
    description: 'Consult payment orders',
    descriptionPt: 'Consultar ordens de pagamento',
  },
  'payment-orders.receive': {
    area: 'payment-orders',
    description: 'Receive payment orders',
    descriptionPt: 'Receber ordens de pagamento',
  },
  'payment-orders.confirm': {
    area: 'payment-orders',
    description: 'Confirm the credit of payment orders',
    descriptionPt: 'Confirmar o crédito de ordens de pagamento',
  },
  'payment-orders.cancel': {
    area: 'payment-orders',
    description: 'Cancel payment orders',
    descriptionPt: 'Cancelar ordens de pagamento',
  },
  'payment-orders.comment': {
    area: 'payment-orders',
    description: 'Comment on payment orders',
    descriptionPt: 'Comentar ordens de pagamento',
  },
  'payment-orders.write-off': {
    area: 'payment-orders',
    description: 'Write off payment order balances manually',
    descriptionPt: 'Dar baixa manual no saldo de ordens de pagamento',
  },
  'payment-orders.spreads': {
    area: 'payment-orders',
    description: 'Set the FX spread and operation fee per client and currency',
    descriptionPt: 'Definir o spread de câmbio e a tarifa por cliente e moeda',
  },
  'contracts.consult': {
    area: 'contracts',
    description: 'Consult FX contracts',
    descriptionPt: 'Consultar contratos de câmbio',
  },
  'contracts.print': {
    area: 'contracts',
    description: 'Print contracts and service orders',
    descriptionPt: 'Imprimir contratos e ordens de serviço',
  },
  'quotations.consult': {
    area: 'quotations',
    description: 'Consult quotations',
    descriptionPt: 'Consultar cotações',
  },
  'trade.consult': {
    area: 'trade',
    description: 'Consult import and export contracts',
    descriptionPt: 'Consultar contratos de importação e exportação',
  },
  'trade.liquidate': {
    area: 'trade',
    description: 'Liquidate export contracts',
    descriptionPt: 'Liquidar contratos de exportação',
  },
  'trade.register-dispatch': {
    area: 'trade',
    description: 'Register or reject dispatch requests',
    descriptionPt: 'Registrar ou rejeitar solicitações de despacho',
  },
  'documents.consult': {
    area: 'documents',
    description: 'Consult documents and pending documents',
    descriptionPt: 'Consultar documentos e documentos pendentes',
  },
  'documents.resolve-pendencies': {
    area: 'documents',
    description: 'Resolve the pendencies of documents',
    descriptionPt: 'Resolver as pendências de documentos',
  },
  'rde.consult': { area: 'rde', description: 'Consult RDEs', descriptionPt: 'Consultar RDEs' },
  'parcels.consult': { area: 'parcels', description: 'Consult parcels', descriptionPt: 'Consultar parcelas' },
  'parcels.authorize': {
    area: 'parcels',
    description: 'Authorize parcels',
    descriptionPt: 'Autorizar parcelas',
  },
  'treasury.bills-to-pay': {
    area: 'treasury',
    description: 'Consult bills to pay',
    descriptionPt: 'Consultar contas a pagar',
  },
  'treasury.bills-to-receive': {
    area: 'treasury',
    description: 'Consult bills to receive',
    descriptionPt: 'Consultar contas a receber',
  },
  'treasury.back-to-back': {
    area: 'treasury',
    description: 'Consult back-to-back operations',
    descriptionPt: 'Consultar operações back-to-back',
  },
  'treasury.exchange-contracted': {
    area: 'treasury',
    description: 'Consult contracted exchange',
    descriptionPt: 'Consultar câmbio contratado',
  },
  'treasury.exchange-to-hire': {
    area: 'treasury',
    description: 'Consult exchange to hire',
    descriptionPt: 'Consultar câmbio a contratar',
  },
  'users.consult': { area: 'users', description: 'Consult users', descriptionPt: 'Consultar usuários' },
  'users.administer': {
    area: 'users',
    description: 'Administer users: create, inactivate, delete, resend password, permissions and clients',
    descriptionPt: 'Administrar usuários: criar, inativar, excluir, reenviar senha, permissões e clientes',
  },
  'access-requests.approve': {
    area: 'access-requests',
    description: 'Approve access requests',
    descriptionPt: 'Aprovar solicitações de acesso',
  },
  'audit.consult': {
    area: 'audit',
    description: 'Consult the audit log',
    descriptionPt: 'Consultar a auditoria',
  },
  'settings.maintenance': {
    area: 'settings',
    description: 'Turn the maintenance notice on and off',
    descriptionPt: 'Ativar e desativar o aviso de manutenção',
  },
  'clients.all': {
    area: 'clients',
    description: "See every client's records (staff), not only associated clients",
    descriptionPt: 'Ver os registros de todos os clientes (equipe), não só dos clientes associados',
  },
} as const satisfies Record<string, PermissionInfo>;

export type PermissionKey = keyof typeof PERMISSIONS;
export const ALL_PERMISSION_KEYS = Object.keys(PERMISSIONS) as PermissionKey[];

/** Each permission in words, in both languages: what a person reads instead of its key. */
export const PERMISSION_LABELS: Readonly<Record<PermissionKey, Readonly<Record<'pt-BR' | 'en', string>>>> =
  Object.fromEntries(
    ALL_PERMISSION_KEYS.map((key) => [
      key,
      { 'pt-BR': PERMISSIONS[key].descriptionPt, en: PERMISSIONS[key].description },
    ]),
  ) as Record<PermissionKey, Readonly<Record<'pt-BR' | 'en', string>>>;

export const permissionKeySchema = z.enum(ALL_PERMISSION_KEYS as [PermissionKey, ...PermissionKey[]]);

export function isPermissionKey(value: string): value is PermissionKey {
  return Object.hasOwn(PERMISSIONS, value);
}
