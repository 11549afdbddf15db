import type { ACCOUNT_TYPES } from '../bank';
import { l } from '../label';
import type { Labels } from '../lists';
import type { PixKeyType } from '../pix';

/* The remittances' value sets and their labels in both languages (remittances.ts re-exports them). */

export const REMITTANCE_STATUSES = [
  'received',
  'pending',
  'blocked',
  'processing',
  'paid',
  'returned',
  'canceled',
] as const;
export type RemittanceStatus = (typeof REMITTANCE_STATUSES)[number];

export const REMITTANCE_PAYMENT_TYPES = ['credit_account', 'pix'] as const;
export type RemittancePaymentType = (typeof REMITTANCE_PAYMENT_TYPES)[number];

/** Spec 3, "remittance type (all, by duplicity, by data)". */
export const REMITTANCE_TYPE_FILTERS = ['all', 'duplicity', 'data'] as const;
export type RemittanceTypeFilter = (typeof REMITTANCE_TYPE_FILTERS)[number];

export const REMITTANCE_BLOCK_KINDS = ['duplicity', 'data', 'compliance', 'other'] as const;
export type RemittanceBlockKind = (typeof REMITTANCE_BLOCK_KINDS)[number];

/**
 * Purpose (nature) of an inbound remittance, as the remittant declares it (remittances.purpose). A code, so
 * each reader sees it in their language; the remittant's own words, if any, stay in the type description.
 */
export const REMITTANCE_PURPOSES = [
  'family_maintenance',
  'personal_transfer',
  'funds_availability',
  'donation',
  'services_payment',
  'services_export',
  'company_transfer',
] as const;
export type RemittancePurpose = (typeof REMITTANCE_PURPOSES)[number];

export const REMITTANCE_PURPOSE_LABELS: Labels<RemittancePurpose> = {
  family_maintenance: l('Manutenção de residentes', 'Family maintenance'),
  personal_transfer: l('Transferência entre pessoas físicas', 'Transfer between individuals'),
  funds_availability: l('Disponibilidade no país', 'Funds made available in Brazil'),
  donation: l('Doação', 'Donation'),
  services_payment: l('Pagamento de serviços', 'Payment for services'),
  services_export: l('Receita de exportação de serviços', 'Revenue from exported services'),
  company_transfer: l('Transferência entre empresas', 'Transfer between companies'),
};

export const REMITTANCE_STATUS_LABELS: Labels<RemittanceStatus> = {
  received: l('Recebida', 'Received'),
  pending: l('Pendente', 'Pending'),
  blocked: l('Bloqueada', 'Blocked'),
  processing: l('Em processamento', 'Processing'),
  paid: l('Paga', 'Paid'),
  returned: l('Devolvida', 'Returned'),
  canceled: l('Cancelada', 'Canceled'),
};

export const REMITTANCE_PAYMENT_TYPE_LABELS: Labels<RemittancePaymentType> = {
  credit_account: l('Crédito em conta', 'Account credit'),
  pix: l('PIX', 'PIX'),
};

export const ACCOUNT_TYPE_LABELS: Labels<(typeof ACCOUNT_TYPES)[number]> = {
  checking: l('Conta corrente', 'Checking account'),
  savings: l('Conta poupança', 'Savings account'),
};

export const PIX_KEY_TYPE_LABELS: Labels<PixKeyType> = {
  cpf: l('CPF', 'CPF'),
  cnpj: l('CNPJ', 'CNPJ'),
  email: l('Email', 'Email'),
  phone: l('Telefone', 'Phone'),
  random: l('Chave aleatória', 'Random key'),
};

export const PERSON_TYPE_LABELS: Labels<'PF' | 'PJ'> = {
  PF: l('Pessoa física', 'Individual'),
  PJ: l('Pessoa jurídica', 'Legal entity'),
};

export const REMITTANCE_BLOCK_KIND_LABELS: Labels<RemittanceBlockKind> = {
  duplicity: l('Duplicidade', 'Duplicity'),
  data: l('Dados', 'Data'),
  compliance: l('Compliance', 'Compliance'),
  other: l('Outro', 'Other'),
};

/**
 * Payment history actions (remittance_history.action): the database allows exactly these (check constraint
 * `remittance_history_action_known`, held equal by a schema test). `created` is the inclusion (docs/data-model.md).
 */
export const REMITTANCE_HISTORY_ACTIONS = [
  'created',
  'blocked',
  'unblocked',
  'pending',
  'processing',
  'paid',
  'returned',
  'canceled',
  'updated',
] as const;
export type RemittanceHistoryAction = (typeof REMITTANCE_HISTORY_ACTIONS)[number];

export const REMITTANCE_HISTORY_ACTION_LABELS: Labels<RemittanceHistoryAction> = {
  created: l('Incluída', 'Created'),
  blocked: l('Bloqueada', 'Blocked'),
  unblocked: l('Desbloqueada', 'Unblocked'),
  pending: l('Em espera', 'On hold'),
  processing: l('Enviada para pagamento', 'Sent for payment'),
  paid: l('Paga', 'Paid'),
  returned: l('Devolvida', 'Returned'),
  canceled: l('Cancelada', 'Canceled'),
  updated: l('Dados de pagamento alterados', 'Payment data changed'),
};
