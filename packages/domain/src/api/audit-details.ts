import { l } from '../label';
import type { Label, Labels } from '../lists';
import { USER_STATUS_LABELS } from './admin-lists';
import { CONTRACT_STATUS_LABELS } from './contracts';
import { PAYMENT_ORDER_STATE_LABELS } from './payment-orders';
import { REMITTANCE_STATUS_LABELS } from './remittances';

/*
 * The details an audit entry records (audit_log.details), declared once (issue 24, decisions §46): each key's
 * label in both languages and how its value is written. The server's `recordAudit` accepts only these keys
 * (`AuditDetails`), so every detail it records has a label; the audit screen shows them as labelled rows.
 */

/**
 * How a detail's value is written for a person:
 * - `text`: as recorded (a reason, a note, a number the brokerage gave);
 * - `id`: a record's identifier;
 * - `count`, `boolean`, `money`, `rate`, `percent`, `date`, `dateTime`;
 * - `taxIds`: CPFs or CNPJs, masked;
 * - `codes`: a list of codes, each labelled when known (permissions, changed fields), else as recorded;
 * - `status`: a status of the entry's record (`AUDIT_STATUS_LABELS` by entity);
 * - `labelled`: one of the detail's own `labels`;
 * - `group`: an object of details (its keys declared here too).
 * A `{ from, to }` value is a change of its kind.
 */
export type AuditDetailKind =
  | 'text'
  | 'id'
  | 'count'
  | 'boolean'
  | 'money'
  | 'rate'
  | 'percent'
  | 'date'
  | 'dateTime'
  | 'taxIds'
  | 'codes'
  | 'status'
  | 'labelled'
  | 'group';

export interface AuditDetailField {
  label: Label;
  kind: AuditDetailKind;
  labels?: Labels<string>;
}

const f = (label: Label, kind: AuditDetailKind, labels?: Labels<string>): AuditDetailField =>
  labels ? { label, kind, labels } : { label, kind };

export const AUDIT_DETAIL_FIELDS = {
  // The record acted on
  reference: f(l('Referência', 'Reference'), 'text'),
  oprNumber: f(l('Número da OPR', 'OPR number'), 'text'),
  contractNumber: f(l('Número do contrato', 'Contract number'), 'text'),
  parcelNumber: f(l('Número da parcela', 'Parcel number'), 'text'),
  rdeNumber: f(l('Número do RDE', 'RDE number'), 'text'),
  nature: f(l('Natureza da operação', 'Nature of operation'), 'text'),
  invoiceNumber: f(l('Número da fatura', 'Invoice number'), 'text'),
  dueNumber: f(l('Número da DU-E', 'DU-E number'), 'text'),
  clientId: f(l('Cliente (código)', 'Client (id)'), 'id'),
  clientIds: f(l('Clientes (códigos)', 'Clients (ids)'), 'codes'),
  userId: f(l('Usuário (código)', 'User (id)'), 'id'),
  accessRequestId: f(l('Solicitação de acesso (código)', 'Access request (id)'), 'id'),
  documentId: f(l('Documento (código)', 'Document (id)'), 'id'),
  contractId: f(l('Contrato (código)', 'Contract (id)'), 'id'),
  commentId: f(l('Comentário (código)', 'Comment (id)'), 'id'),
  writeOffId: f(l('Baixa (código)', 'Write-off (id)'), 'id'),
  receivingId: f(l('Recebimento (código)', 'Receiving (id)'), 'id'),
  quoteId: f(l('Cotação (código)', 'Quote (id)'), 'id'),
  attachmentId: f(l('Anexo (código)', 'Attachment (id)'), 'id'),
  blocksClosed: f(l('Bloqueios encerrados (códigos)', 'Blocks closed (ids)'), 'codes'),
  // What changed
  from: f(l('Situação anterior', 'Previous status'), 'status'),
  status: f(l('Situação', 'Status'), 'status'),
  reason: f(l('Motivo', 'Reason'), 'text'),
  note: f(l('Observação', 'Note'), 'text'),
  summary: f(l('Resumo', 'Summary'), 'text'),
  changed: f(l('Campos alterados', 'Fields changed'), 'codes'),
  hadDataIssues: f(l('Tinha dados inválidos', 'Had invalid data'), 'boolean'),
  added: f(l('Incluídos', 'Added'), 'codes'),
  removed: f(l('Retirados', 'Removed'), 'codes'),
  permissions: f(l('Permissões', 'Permissions'), 'codes'),
  allClients: f(l('Todos os clientes', 'All clients'), 'boolean'),
  kind: f(l('Tipo de usuário', 'Kind of user'), 'labelled', {
    staff: l('Equipe da corretora', 'Brokerage staff'),
    client: l('Cliente', 'Client'),
  }),
  clientTaxIds: f(l('CNPJ/CPF dos clientes', "Clients' CNPJ/CPF"), 'taxIds'),
  email: f(l('Email', 'Email'), 'text'),
  name: f(l('Nome', 'Name'), 'text'),
  locale: f(l('Idioma', 'Language'), 'labelled', {
    'pt-BR': l('Português', 'Portuguese'),
    en: l('Inglês', 'English'),
  }),
  creditDate: f(l('Data de crédito', 'Credit date'), 'date'),
  expiresAt: f(l('Válido até', 'Valid until'), 'dateTime'),
  // Amounts
  currency: f(l('Moeda', 'Currency'), 'text'),
  value: f(l('Valor', 'Amount'), 'money'),
  amount: f(l('Valor', 'Amount'), 'money'),
  availableAfter: f(l('Saldo disponível depois', 'Available balance after'), 'money'),
  receiptValue: f(l('Valor do recebimento', 'Amount received'), 'money'),
  valueToReceive: f(l('Valor a receber', 'Amount to receive'), 'money'),
  liquidatedMeValue: f(l('Valor liquidado (ME)', 'Amount settled (FC)'), 'money'),
  openAmount: f(l('Valor em aberto', 'Open amount'), 'money'),
  rate: f(l('Taxa de câmbio', 'Exchange rate'), 'rate'),
  before: f(l('Antes', 'Before'), 'group'),
  after: f(l('Depois', 'After'), 'group'),
  spreadPercent: f(l('Spread (%)', 'Spread (%)'), 'percent'),
  operationFee: f(l('Tarifa da operação', 'Operation fee'), 'money'),
  // Sessions and sign-in
  revoked: f(l('Sessões encerradas', 'Sessions ended'), 'count'),
  sessionsEnded: f(l('Sessões encerradas', 'Sessions ended'), 'count'),
  profileUsers: f(l('Usuários com o perfil', 'Users holding the profile'), 'count'),
  devicesRevoked: f(l('Dispositivos confiáveis retirados', 'Trusted devices removed'), 'count'),
  unblocked: f(l('Desbloqueado', 'Unblocked'), 'boolean'),
  wasBlocked: f(l('Estava bloqueado', 'Was blocked'), 'boolean'),
  admin: f(l('Administrador', 'Administrator'), 'boolean'),
  via: f(l('Por meio de', 'Through'), 'labelled', {
    cli: l('Linha de comando do servidor', "The server's command line"),
  }),
  method: f(l('Método', 'Method'), 'labelled', {
    'password+email_code': l('Senha e código por email', 'Password and e-mailed code'),
  }),
  // The maintenance notice
  messagePt: f(l('Mensagem em português', 'Message in Portuguese'), 'text'),
  messageEn: f(l('Mensagem em inglês', 'Message in English'), 'text'),
} satisfies Record<string, AuditDetailField>;

export type AuditDetailKey = keyof typeof AUDIT_DETAIL_FIELDS;
/** What `recordAudit` accepts: only declared keys, so each has its label. */
export type AuditDetails = { [K in AuditDetailKey]?: unknown };

export function auditDetailField(key: string): AuditDetailField | undefined {
  return Object.hasOwn(AUDIT_DETAIL_FIELDS, key) ? AUDIT_DETAIL_FIELDS[key as AuditDetailKey] : undefined;
}

/** The statuses a `status` detail names, by the entry's record (audit_log.entity). */
export const AUDIT_STATUS_LABELS: Readonly<Record<string, Labels<string>>> = {
  remittance: REMITTANCE_STATUS_LABELS,
  payment_order: PAYMENT_ORDER_STATE_LABELS,
  contract: CONTRACT_STATUS_LABELS,
  user: USER_STATUS_LABELS,
};
