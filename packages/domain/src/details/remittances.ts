import { formatPhone } from '../display';
import { l } from '../label';
import {
  ACCOUNT_TYPE_LABELS,
  PERSON_TYPE_LABELS,
  PIX_KEY_TYPE_LABELS,
  REMITTANCE_PAYMENT_TYPE_LABELS,
  REMITTANCE_PURPOSE_LABELS,
  REMITTANCE_STATUS_LABELS,
  type RemittanceDetail,
} from '../api/remittances';
import { remittancesList } from '../api/remittances-list';
import { detailFields } from './fields';

const list = remittancesList.columns;
const NAME = l('Nome', 'Name');
const COUNTRY = l('País', 'Country');

/** A remittance's page (/remittance-detail/{id}): the remittance's own fields. */
export const REMITTANCE_DETAIL_FIELDS = detailFields<RemittanceDetail>()({
  reference: list.reference,
  id: list.id,
  includeDate: { kind: 'dateTime', label: l('Data de inclusão', 'Inclusion date') },
  origin: { kind: 'text', label: l('Origem', 'Origin') },
  purpose: {
    kind: 'enum',
    labels: REMITTANCE_PURPOSE_LABELS,
    label: l('Natureza da remessa', 'Purpose of the remittance'),
  },
  remittanceTypeDescription: {
    kind: 'text',
    label: l('Descrição do tipo de remessa', 'Remittance type description'),
  },
  shipper: list.shipper,
  client: list.client,
  vetRate: list.vetRate,
  exchangeRate: { kind: 'rate', label: l('Taxa de câmbio', 'Exchange rate') },
});

/** Who sent it. */
export const REMITTANCE_SENDER_FIELDS = detailFields<RemittanceDetail['sender']>()({
  name: { kind: 'text', label: NAME },
  country: { kind: 'country', label: COUNTRY },
  personType: { kind: 'enum', labels: PERSON_TYPE_LABELS, label: l('Tipo de pessoa', 'Person type') },
});

/** Who receives it. */
export const REMITTANCE_BENEFICIARY_FIELDS = detailFields<RemittanceDetail['beneficiary']>()({
  name: { kind: 'text', label: NAME },
  taxId: list.taxId,
  birthDate: { kind: 'date', label: l('Data de nascimento', 'Birth date') },
  phone: { kind: 'text', label: l('Telefone', 'Phone'), value: (b) => formatPhone(b.phone) },
  email: { kind: 'text', label: l('Email', 'Email') },
  country: { kind: 'country', label: COUNTRY },
});

/** The payment, and when it was paid (`paidAt`, the remittance's). */
export type RemittancePayment = RemittanceDetail['payment'] & Pick<RemittanceDetail, 'paidAt'>;

export const REMITTANCE_PAYMENT_FIELDS = detailFields<RemittancePayment>()({
  status: { kind: 'enum', labels: REMITTANCE_STATUS_LABELS, label: list.status.label },
  meValue: list.meValue,
  mnValue: list.mnValue,
  date: { kind: 'date', label: l('Data de pagamento', 'Payment date') },
  paidAt: { kind: 'dateTime', label: l('Paga em', 'Paid at') },
  type: {
    kind: 'enum',
    labels: REMITTANCE_PAYMENT_TYPE_LABELS,
    label: l('Tipo de pagamento', 'Payment type'),
  },
  bank: {
    kind: 'text',
    label: l('Banco', 'Bank'),
    value: (p) => p.bank && [p.bank.code, p.bank.name].filter(Boolean).join(' - '),
  },
  agency: { kind: 'text', label: l('Agência', 'Branch') },
  account: { kind: 'text', label: l('Conta', 'Account') },
  accountType: { kind: 'enum', labels: ACCOUNT_TYPE_LABELS, label: l('Tipo de conta', 'Account type') },
  pixKeyType: { kind: 'enum', labels: PIX_KEY_TYPE_LABELS, label: l('Tipo de chave PIX', 'PIX key type') },
  pixKey: { kind: 'text', label: l('Chave PIX', 'PIX key') },
  noPixKey: { kind: 'boolean', label: l('Sem chave PIX', 'No PIX key') },
  message: { kind: 'text', label: l('Mensagem', 'Message') },
});
