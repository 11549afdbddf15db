import { l } from '../label';
import type { ContractDetail } from '../api/contract-detail';
import { contractsList } from '../api/contracts';
import {
  CONTRACT_DELIVERY_METHOD_WORDS,
  CONTRACT_PAYMENT_METHOD_WORDS,
  natureOfOperationText,
  storedWords,
} from '../api/stored-words';
import { addressText } from './address';
import { bankLine, detailFields } from './fields';

const list = contractsList.columns;
const BRL = { code: 'BRL' } as const;
const CEP = l('CEP', 'Postal code');

/**
 * A contract's page (/contract-detail/{id}), spec 2's fields: who, with which bank and counterparty, how much
 * at which rate, when and how it settles.
 */
export const CONTRACT_DETAIL_FIELDS = detailFields<ContractDetail>()({
  contractDate: list.contractDate,
  bacenNumber: { kind: 'text', label: l('Número Bacen', 'Central bank (Bacen) number') },
  operator: { kind: 'text', label: l('Operador', 'Operator') },
  type: list.type,
  client: list.client,
  taxId: { kind: 'taxId', label: l('CPF/CNPJ', 'CPF/CNPJ'), value: (c) => c.client.taxId },
  address: {
    kind: 'text',
    label: l('Endereço', 'Address'),
    value: (c, language) => addressText(c.client.address, CEP[language]),
  },
  bank: { kind: 'text', label: l('Banco', 'Bank'), value: (c) => bankLine(c.bank) },
  counterparty: {
    ...list.counterparty,
    value: (c) => c.counterparty && [c.counterparty, c.counterpartyCountry].filter(Boolean).join(' - '),
  },
  nature: {
    kind: 'text',
    label: l('Natureza da operação', 'Nature of operation'),
    value: (c, language) => natureOfOperationText(c.natureCode, c.natureDescription, language),
  },
  createdAt: { kind: 'dateTime', label: l('Registrado em', 'Recorded on') },
  notes: { kind: 'text', label: l('Observações', 'Notes'), multiline: true },
  // Values and dates.
  meValue: {
    ...list.meValue,
    label: l('Valor em moeda estrangeira (ME)', 'Foreign currency value (FC)'),
  },
  rate: list.rate,
  mnValue: { kind: 'money', currency: BRL, label: l('Valor em reais (MN)', 'Value in reais (LC)') },
  expense: { kind: 'money', currency: BRL, label: l('Despesa', 'Expense') },
  liquidatedMeValue: { ...list.meValue, label: l('Valor ME liquidado', 'FC value liquidated') },
  liquidationDate: { kind: 'date', label: l('Liquidação', 'Liquidation') },
  paymentDate: { kind: 'date', label: l('Data de pagamento', 'Payment date') },
  paymentMethod: {
    kind: 'text',
    label: l('Forma de pagamento', 'Payment method'),
    value: (c, language) => storedWords(CONTRACT_PAYMENT_METHOD_WORDS, c.paymentMethod, language),
  },
  deliveryDate: { kind: 'date', label: l('Data de entrega', 'Delivery date') },
  deliveryMethod: {
    kind: 'text',
    label: l('Forma de entrega', 'Delivery method'),
    value: (c, language) => storedWords(CONTRACT_DELIVERY_METHOD_WORDS, c.deliveryMethod, language),
  },
});

/** The fields of the contract's own section, and those of its values and dates. */
export const CONTRACT_OWN_FIELDS = [
  'contractDate',
  'bacenNumber',
  'operator',
  'type',
  'client',
  'taxId',
  'address',
  'bank',
  'counterparty',
  'nature',
  'createdAt',
  'notes',
] as const;
export const CONTRACT_VALUE_FIELDS = [
  'meValue',
  'rate',
  'mnValue',
  'expense',
  'liquidatedMeValue',
  'liquidationDate',
  'paymentDate',
  'paymentMethod',
  'deliveryDate',
  'deliveryMethod',
] as const;
