import { l } from '../label';
import type { Label, Language } from '../lists';
import { NATURES_OF_OPERATION } from '../natures';

/*
 * Values the upstream systems (the contract registration, the Central Bank's RDE, the document analysis) record
 * in their own Portuguese vocabulary, labelled in both languages (issue 24, decisions §46). The stored value is
 * that vocabulary's code: it stays as stored (filters and searches read it), and a person reads its label. A value
 * outside the vocabulary is shown as recorded, like free text a person typed.
 */

export type StoredWords = Readonly<Record<string, Label>>;

/** The stored value's label in `language`, or the value as recorded when the vocabulary does not know it. */
export function storedWords(words: StoredWords, value: string, language: Language): string;
export function storedWords(words: StoredWords, value: string | null, language: Language): string | null;
export function storedWords(words: StoredWords, value: string | null, language: Language): string | null {
  if (value === null) return null;
  return Object.hasOwn(words, value) ? (words[value] as Label)[language] : value;
}

/** A contract's payment method (contracts.payment_method). */
export const CONTRACT_PAYMENT_METHOD_WORDS: StoredWords = {
  TED: l('TED', 'TED (same-day transfer)'),
  PIX: l('PIX', 'PIX (instant payment)'),
  'Débito em conta': l('Débito em conta', 'Account debit'),
  'Reserva bancária (STR)': l('Reserva bancária (STR)', 'Bank reserves (STR)'),
};

/** A contract's delivery method abroad (contracts.delivery_method). */
export const CONTRACT_DELIVERY_METHOD_WORDS: StoredWords = {
  'SWIFT MT103': l('SWIFT MT103', 'SWIFT MT103'),
  'SWIFT MT202 COV': l('SWIFT MT202 COV', 'SWIFT MT202 COV'),
  'Crédito em conta no exterior': l('Crédito em conta no exterior', 'Credit to an account abroad'),
};

/** Natures of operation by their Central Bank code (contracts.nature_code); their own description otherwise. */
export const NATURE_OF_OPERATION_WORDS: StoredWords = /* @__PURE__ */ Object.fromEntries(
  NATURES_OF_OPERATION.map((n) => [n.code, n.label]),
);

/**
 * A nature of operation as a person reads it: in Portuguese its recorded description (the registration's own
 * words), in English its code's label; either way the other when one is missing.
 */
export function natureOfOperation(
  code: string | null,
  description: string | null,
  language: Language,
): string | null {
  if (language === 'pt-BR' && description) return description;
  if (code && Object.hasOwn(NATURE_OF_OPERATION_WORDS, code))
    return (NATURE_OF_OPERATION_WORDS[code] as Label)[language];
  return description;
}

/** A nature of operation with its code in front ("10024 - Export of goods - payment in advance"). */
export function natureOfOperationText(
  code: string | null,
  description: string | null,
  language: Language,
): string | null {
  const text = [code, natureOfOperation(code, description, language)].filter(Boolean).join(' - ');
  return text || null;
}

/** What an RDE parcel pays (parcels.nature). */
export const PARCEL_NATURE_WORDS: StoredWords = {
  Juros: l('Juros', 'Interest'),
  Principal: l('Principal', 'Principal'),
  Dividendos: l('Dividendos', 'Dividends'),
  'Juros sobre capital próprio': l('Juros sobre capital próprio', 'Interest on equity'),
  Rendimentos: l('Rendimentos', 'Income'),
};

/** Values of an RDE module's data (`rdes.details`) in the Central Bank's vocabulary. */
export const RDE_DETAIL_VALUE_WORDS: StoredWords = {
  'Empréstimo direto': l('Empréstimo direto', 'Direct loan'),
  'Pagamento antecipado de exportação': l('Pagamento antecipado de exportação', 'Export prepayment'),
  'Arrendamento mercantil': l('Arrendamento mercantil', 'Leasing'),
  'Representante legal no país': l('Representante legal no país', 'Legal representative in Brazil'),
};

/** Why the receiving bank returned a remittance's payment (remittances.return_reason), in the SPB's terms. */
export const REMITTANCE_RETURN_REASON_WORDS: StoredWords = {
  'Conta encerrada.': l('Conta encerrada.', 'Account closed.'),
  'Conta inexistente.': l('Conta inexistente.', 'Account does not exist.'),
  'Titular da conta divergente do beneficiário.': l(
    'Titular da conta divergente do beneficiário.',
    'The account holder is not the beneficiary.',
  ),
  'Devolução solicitada pelo banco recebedor.': l(
    'Devolução solicitada pelo banco recebedor.',
    'Return requested by the receiving bank.',
  ),
  'Chave PIX excluída pelo titular.': l('Chave PIX excluída pelo titular.', 'PIX key deleted by its holder.'),
};

/** What the document analysis finds missing (document_pendencies.summary and its description). */
export const PENDENCY_WORDS: StoredWords = {
  'DI não anexada': l('DI não anexada', 'Import declaration (DI) not attached'),
  'Fatura divergente do contrato': l('Fatura divergente do contrato', 'Invoice differs from the contract'),
  'Conhecimento de embarque pendente': l('Conhecimento de embarque pendente', 'Bill of lading pending'),
  'Assinatura pendente': l('Assinatura pendente', 'Signature pending'),
  'NCM não informada': l('NCM não informada', 'NCM code not given'),
  'Prazo de embarque vencido': l('Prazo de embarque vencido', 'Shipment deadline passed'),
  'A Declaração de Importação ainda não foi enviada.': l(
    'A Declaração de Importação ainda não foi enviada.',
    'The import declaration (DI) has not been sent yet.',
  ),
  'O valor da fatura comercial difere do valor do contrato de câmbio.': l(
    'O valor da fatura comercial difere do valor do contrato de câmbio.',
    "The commercial invoice's amount differs from the exchange contract's.",
  ),
  'Enviar a cópia do conhecimento de embarque (BL/AWB).': l(
    'Enviar a cópia do conhecimento de embarque (BL/AWB).',
    'Send the copy of the bill of lading (BL/AWB).',
  ),
  'Documento sem assinatura do representante legal.': l(
    'Documento sem assinatura do representante legal.',
    "The document lacks the legal representative's signature.",
  ),
  'Informar a NCM das mercadorias na fatura.': l(
    'Informar a NCM das mercadorias na fatura.',
    "Give the goods' NCM code on the invoice.",
  ),
  'Prazo de embarque excedido; apresentar justificativa.': l(
    'Prazo de embarque excedido; apresentar justificativa.',
    'Shipment deadline exceeded; give the reason.',
  ),
};
