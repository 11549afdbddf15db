import { l } from '../label';
import type { Labels, Language } from '../lists';

/*
 * The words of a remittance's payment history and blocking reasons (issue 24, decisions §46). What the system
 * writes is stored as a code (remittance_history.note_code, with its parameters in note_params) and labelled
 * here in both languages; what a person typed (a cancel reason, an unblock note) stays in `note` as typed.
 */

/** Notes the system writes in the payment history; the database allows exactly these (a schema test holds it). */
export const REMITTANCE_SYSTEM_NOTES = [
  'auto_block_duplicity',
  'auto_block_data',
  'blocked_for_review',
  'released_after_review',
  'awaiting_balance',
  'returned_by_bank',
  'canceled',
  'fields_changed',
] as const;
export type RemittanceSystemNote = (typeof REMITTANCE_SYSTEM_NOTES)[number];

export const REMITTANCE_SYSTEM_NOTE_LABELS: Labels<RemittanceSystemNote> = {
  auto_block_duplicity: l(
    'Bloqueio automático: possível duplicidade.',
    'Automatic block: possible duplicate.',
  ),
  auto_block_data: l(
    'Bloqueio automático: dados de pagamento inválidos.',
    'Automatic block: invalid payment data.',
  ),
  blocked_for_review: l('Remessa bloqueada para análise.', 'Remittance blocked for review.'),
  released_after_review: l('Remessa liberada após análise.', 'Remittance released after review.'),
  awaiting_balance: l(
    'Aguardando saldo do remetente para pagamento.',
    "Waiting for the remitter's balance to pay.",
  ),
  returned_by_bank: l('Pagamento devolvido pelo banco recebedor.', 'Payment returned by the receiving bank.'),
  canceled: l('Remessa cancelada.', 'Remittance canceled.'),
  // Followed by the changed fields' labels.
  fields_changed: l('Campos alterados:', 'Fields changed:'),
};

/**
 * The beneficiary's data an operator may correct (PUT /api/remittances/:id/beneficiary), by the column that
 * holds it: the codes of `fields_changed` and of the audit's `changed`.
 */
export const REMITTANCE_EDITABLE_FIELDS = [
  'beneficiary_email',
  'beneficiary_phone',
  'payment_type',
  'bank_code',
  'bank_ispb',
  'agency',
  'agency_check_digit',
  'account',
  'account_check_digit',
  'account_type',
  'pix_key_type',
  'pix_key',
  'no_pix_key',
  'message',
] as const;
export type RemittanceEditableField = (typeof REMITTANCE_EDITABLE_FIELDS)[number];

export const REMITTANCE_EDITABLE_FIELD_LABELS: Labels<RemittanceEditableField> = {
  beneficiary_email: l('Email', 'Email'),
  beneficiary_phone: l('Telefone', 'Phone'),
  payment_type: l('Tipo de pagamento', 'Payment type'),
  bank_code: l('Banco', 'Bank'),
  bank_ispb: l('ISPB do banco', "Bank's ISPB"),
  agency: l('Agência', 'Branch'),
  agency_check_digit: l('Dígito da agência', 'Branch check digit'),
  account: l('Conta', 'Account'),
  account_check_digit: l('Dígito da conta', 'Account check digit'),
  account_type: l('Tipo de conta', 'Account type'),
  pix_key_type: l('Tipo de chave PIX', 'PIX key type'),
  pix_key: l('Chave PIX', 'PIX key'),
  no_pix_key: l('Sem chave PIX', 'No PIX key'),
  message: l('Mensagem', 'Message'),
};

const isEditableField = (code: string): code is RemittanceEditableField =>
  (REMITTANCE_EDITABLE_FIELDS as readonly string[]).includes(code);

/** The changed fields' labels in `language`, in the form's order; an unknown code is shown as it is. */
export function remittanceFieldsText(fields: readonly string[], language: Language): string {
  return fields
    .map((f) => (isEditableField(f) ? REMITTANCE_EDITABLE_FIELD_LABELS[f][language] : f))
    .join(', ');
}

/** A history entry's note as a person reads it: the system note's label (with its fields), else the typed note. */
export function remittanceHistoryNote(
  entry: {
    note: string | null;
    systemNote: { code: RemittanceSystemNote; fields?: readonly string[] | undefined } | null;
  },
  language: Language,
): string | null {
  const system = entry.systemNote;
  if (!system) return entry.note;
  const label = REMITTANCE_SYSTEM_NOTE_LABELS[system.code][language];
  const text = system.fields?.length ? `${label} ${remittanceFieldsText(system.fields, language)}` : label;
  return entry.note ? `${text} ${entry.note}` : text;
}

/**
 * Blocking reasons the screening writes, by their code. A block with another code (from an upstream system)
 * shows its recorded description.
 */
export const REMITTANCE_BLOCK_REASON_LABELS: Labels<string> = {
  DUP001: l(
    'Possível duplicidade: mesmo beneficiário, moeda, valor e data de pagamento de remessa anterior.',
    'Possible duplicate: same beneficiary, currency, amount and payment date as an earlier remittance.',
  ),
  DAT001: l('Banco do beneficiário inexistente.', "The beneficiary's bank does not exist."),
  DAT002: l('Agência do beneficiário inválida.', "The beneficiary's branch is invalid."),
  DAT003: l('Chave PIX não encontrada no DICT.', 'PIX key not found in the DICT.'),
  CMP001: l(
    'Beneficiário em lista restritiva: análise PLD/FT.',
    'Beneficiary on a restrictive list: AML/CFT review.',
  ),
  CMP002: l('Valor acima do limite mensal do beneficiário.', "Amount above the beneficiary's monthly limit."),
  CMP003: l('Documentação do remetente pendente.', "The remitter's documents are pending."),
  OUT001: l('Bloqueio manual pela mesa de operações.', 'Manual block by the dealing desk.'),
};

/** A blocking reason as a person reads it: the label of its code, else its recorded description. */
export function remittanceBlockReason(
  block: { code: string; description: string },
  language: Language,
): string {
  return Object.hasOwn(REMITTANCE_BLOCK_REASON_LABELS, block.code)
    ? (REMITTANCE_BLOCK_REASON_LABELS[block.code] as { 'pt-BR': string; en: string })[language]
    : block.description;
}
