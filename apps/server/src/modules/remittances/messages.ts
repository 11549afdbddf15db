import { REMITTANCE_STATUS_LABELS, type RemittanceStatus } from '@fxbo/domain';
import { AppError } from '../../http/app-error.js';
import type { Locale } from '../../http/locale.js';
import { notFound } from '../../http/messages.js';

// Server-side wording of the remittances area: conflicts of the row actions, export headers, receipt labels.

const status = (s: RemittanceStatus, locale: Locale) => REMITTANCE_STATUS_LABELS[s][locale];

const conflicts = {
  cancel: {
    'pt-BR': (s: string) => `Não é possível cancelar uma remessa com status “${s}”.`,
    en: (s: string) => `A remittance with status “${s}” cannot be canceled.`,
  },
  unblock: {
    'pt-BR': (s: string) => `Somente remessas bloqueadas podem ser desbloqueadas (status atual: “${s}”).`,
    en: (s: string) => `Only blocked remittances can be unblocked (current status: “${s}”).`,
  },
  editBeneficiary: {
    'pt-BR': (s: string) => `Os dados de pagamento não podem ser alterados com a remessa no status “${s}”.`,
    en: (s: string) => `The payment data cannot be changed while the remittance is “${s}”.`,
  },
} as const;

export type RemittanceAction = keyof typeof conflicts;

/** 409 `state_conflict`: the action is not allowed in the remittance's current status. */
export function stateConflict(action: RemittanceAction, current: RemittanceStatus, locale: Locale): AppError {
  return new AppError(409, 'state_conflict', conflicts[action][locale](status(current, locale)), {
    detail:
      locale === 'en'
        ? `Current status: ${status(current, 'en')}.`
        : `Status atual: ${status(current, 'pt-BR')}.`,
  });
}

/** A remittance outside the user's scope, or none: the generic "not found". */
export const remittanceNotFound = notFound;

/** Labels of the receipt (PDF). */
export const RECEIPT_WORDS = {
  'pt-BR': {
    title: 'Comprovante de remessa',
    file: 'remessa',
    remittance: 'Remessa',
    reference: 'Número de referência',
    id: 'Id',
    includeDate: 'Data de inclusão',
    origin: 'Origem',
    purpose: 'Natureza da remessa',
    typeDescription: 'Descrição do tipo de remessa',
    status: 'Status',
    client: 'Cliente',
    shipper: 'Remessadora',
    sender: 'Remetente',
    name: 'Nome',
    country: 'País',
    personType: 'Tipo de pessoa',
    beneficiary: 'Beneficiário',
    taxId: 'CPF/CNPJ',
    birthDate: 'Data de nascimento',
    phone: 'Telefone',
    email: 'Email',
    payment: 'Pagamento',
    meValue: 'Valor ME',
    mnValue: 'Valor MN',
    exchangeRate: 'Taxa de câmbio',
    vetRate: 'Taxa VET',
    paymentDate: 'Data de pagamento',
    paymentType: 'Tipo de pagamento',
    bank: 'Banco',
    agency: 'Agência',
    account: 'Conta',
    accountType: 'Tipo de conta',
    pixKeyType: 'Tipo de chave PIX',
    pixKey: 'Chave PIX',
    noPixKey: 'Sem chave PIX',
    message: 'Mensagem',
    yes: 'Sim',
    no: 'Não',
    canceledAt: 'Cancelada em',
    canceledBy: 'Cancelada por',
    cancelReason: 'Motivo do cancelamento',
    paidAt: 'Paga em',
    returnedAt: 'Devolvida em',
    returnReason: 'Motivo da devolução',
    history: 'Histórico de pagamento',
    at: 'Data/hora',
    user: 'Usuário',
    action: 'Ação',
    statusChange: 'Status',
    note: 'Observação',
    system: 'Sistema',
    noHistory: 'Sem registros no histórico.',
  },
  en: {
    title: 'Remittance receipt',
    file: 'remittance',
    remittance: 'Remittance',
    reference: 'Reference number',
    id: 'Id',
    includeDate: 'Inclusion date',
    origin: 'Origin',
    purpose: 'Purpose of the remittance',
    typeDescription: 'Remittance type description',
    status: 'Status',
    client: 'Client',
    shipper: 'Remitter',
    sender: 'Sender',
    name: 'Name',
    country: 'Country',
    personType: 'Person type',
    beneficiary: 'Beneficiary',
    taxId: 'CPF/CNPJ',
    birthDate: 'Birth date',
    phone: 'Phone',
    email: 'Email',
    payment: 'Payment',
    meValue: 'ME value',
    mnValue: 'MN value',
    exchangeRate: 'Exchange rate',
    vetRate: 'VET rate',
    paymentDate: 'Payment date',
    paymentType: 'Payment type',
    bank: 'Bank',
    agency: 'Branch',
    account: 'Account',
    accountType: 'Account type',
    pixKeyType: 'PIX key type',
    pixKey: 'PIX key',
    noPixKey: 'No PIX key',
    message: 'Message',
    yes: 'Yes',
    no: 'No',
    canceledAt: 'Canceled on',
    canceledBy: 'Canceled by',
    cancelReason: 'Cancellation reason',
    paidAt: 'Paid on',
    returnedAt: 'Returned on',
    returnReason: 'Return reason',
    history: 'Payment history',
    at: 'Date/time',
    user: 'User',
    action: 'Action',
    statusChange: 'Status',
    note: 'Note',
    system: 'System',
    noHistory: 'No history entries.',
  },
} as const satisfies Record<Locale, Record<string, string>>;
