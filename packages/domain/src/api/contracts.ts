import { z } from 'zod';
import { l } from '../label';
import {
  defineListResource,
  rangeFilters,
  rangeRules,
  foreignMoney,
  STANDARD_PAGING,
  type Label,
  type Labels,
  type ListQueryOf,
} from '../lists';
import { moneyString, rateString } from '../money';
import { listResponseSchema } from '../pagination';
import { NAME_FILTER_MIN } from './remittances-list';
import { namedRefSchema } from '../schemas';

/*
 * FX contracts (spec 2 "/contract", spec 3 "Contract filters"): their coded values labelled, the list's row,
 * and the list declared once (filters, the sorts its indexes serve, docs/data-model.md "Indexes", columns and
 * downloads).
 */

export const CONTRACT_TYPES = ['import', 'export', 'financial_purchase', 'financial_sale'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const CONTRACT_TYPE_LABELS: Labels<ContractType> = {
  import: l('Importação', 'Import'),
  export: l('Exportação', 'Export'),
  financial_purchase: l('Financeiro compra', 'Financial purchase'),
  financial_sale: l('Financeiro venda', 'Financial sale'),
};

export const CONTRACT_STATUSES = ['open', 'liquidated', 'canceled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_STATUS_LABELS: Labels<ContractStatus> = {
  open: l('Aberto', 'Open'),
  liquidated: l('Liquidado', 'Liquidated'),
  canceled: l('Cancelado', 'Canceled'),
};

/**
 * The reference numbers a contract carries (contract_references.kind). DU-E replaced RE and is kept under
 * 're' (the table has no 'due' kind); ROF is now SCE-Crédito and IED SCE-IED, both kept under their old codes.
 */
export const CONTRACT_REFERENCE_KINDS = [
  'knowledge',
  'bill',
  'bl_freight',
  'customer_reference',
  'di',
  'dsi',
  'li',
  're',
  'sd',
  'rof',
  'ied',
  'back_to_back',
] as const;
export type ContractReferenceKind = (typeof CONTRACT_REFERENCE_KINDS)[number];

export const CONTRACT_REFERENCE_LABELS: Labels<ContractReferenceKind> = {
  knowledge: l('Conhecimento (BL/AWB)', 'Bill of lading / air waybill (BL/AWB)'),
  bill: l('Fatura', 'Invoice'),
  bl_freight: l('Frete BL', 'BL freight'),
  customer_reference: l('Referência do cliente', 'Customer reference'),
  di: l('DI', 'DI'),
  dsi: l('DSI', 'DSI'),
  li: l('LI', 'LI'),
  re: l('RE / DU-E', 'RE / DU-E'),
  sd: l('SD', 'SD'),
  rof: l('ROF (SCE-Crédito)', 'ROF (SCE-Crédito)'),
  ied: l('IED (SCE-IED)', 'IED (SCE-IED)'),
  back_to_back: l('Back-to-back', 'Back-to-back'),
};

/** Each reference kind's query parameter (camelCase), searched in contract_references by (kind, number). */
export const CONTRACT_REFERENCE_FILTERS = {
  knowledge: 'knowledge',
  bill: 'bill',
  blFreight: 'bl_freight',
  customerReference: 'customer_reference',
  di: 'di',
  dsi: 'dsi',
  li: 'li',
  re: 're',
  sd: 'sd',
  rof: 'rof',
  ied: 'ied',
  backToBack: 'back_to_back',
} as const satisfies Record<string, ContractReferenceKind>;
export type ContractReferenceFilter = keyof typeof CONTRACT_REFERENCE_FILTERS;

const REFERENCE_MAX = 40;
const reference = (label: Label) => ({ kind: 'exact', max: REFERENCE_MAX, label }) as const;

/** One row of GET /api/contracts: money and rates as decimal strings, dates as yyyy-MM-dd. */
export const contractSummarySchema = z.object({
  id: z.string(),
  contractNumber: z.string(),
  contractDate: z.iso.date(),
  bacenNumber: z.string().nullable(),
  type: z.enum(CONTRACT_TYPES),
  status: z.enum(CONTRACT_STATUSES),
  client: namedRefSchema,
  /** The bank's short name (or name), when one is assigned. */
  bank: z.string().nullable(),
  counterparty: z.string().nullable(),
  currency: z.string(),
  meValue: moneyString,
  rate: rateString,
  mnValue: moneyString,
  natureCode: z.string().nullable(),
  /** The contract's reference numbers by kind (absent kinds left out). */
  references: z.partialRecord(z.enum(CONTRACT_REFERENCE_KINDS), z.array(z.string())),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;
export const contractListSchema = listResponseSchema(contractSummarySchema);

/** Sortable on indexed columns only (migrations 0003, 0015 and 0038); `id` breaks ties. */
export const CONTRACT_SORTABLE = ['contractDate', 'contractNumber', 'meValue', 'mnValue', 'id'] as const;
export type ContractSortField = (typeof CONTRACT_SORTABLE)[number];

export const contractsList = defineListResource({
  name: 'contracts',
  filters: {
    /** Contract number, counterparty, notes and reference numbers, contains, accent- and case-insensitive. */
    keyword: {
      kind: 'contains',
      max: 100,
      min: NAME_FILTER_MIN,
      tooShort: 'text_too_short',
      label: l('Palavra-chave', 'Keyword'),
    },
    clientId: { kind: 'client', companion: 'client', label: l('Cliente', 'Client') },
    type: {
      kind: 'enum',
      values: CONTRACT_TYPES,
      labels: CONTRACT_TYPE_LABELS,
      label: l('Tipo de contrato', 'Contract type'),
    },
    currency: { kind: 'currency', label: l('Moeda', 'Currency') },
    ...rangeFilters('contractDate', 'date', l('Data', 'Date')),
    ...rangeFilters('meValue', 'money', l('Valor ME', 'ME value')),
    /** The payer (purchase) or receiver (sale) abroad, contains; at least 3 characters. */
    counterparty: {
      kind: 'contains',
      max: 200,
      min: NAME_FILTER_MIN,
      tooShort: 'name_filter_too_short',
      label: l('Pagador/recebedor', 'Payer/receiver'),
    },
    /** The bank by its COMPE code (001, 341…). */
    bank: { kind: 'bank', label: l('Banco', 'Bank') },
    /** The nature of operation by its Central Bank code (natures.ts). */
    nature: { kind: 'nature', label: l('Natureza da operação', 'Nature of operation') },
    bacenNumber: reference(l('Número Bacen', 'Bacen number')),
    knowledge: reference(CONTRACT_REFERENCE_LABELS.knowledge),
    bill: reference(CONTRACT_REFERENCE_LABELS.bill),
    blFreight: reference(CONTRACT_REFERENCE_LABELS.bl_freight),
    customerReference: reference(CONTRACT_REFERENCE_LABELS.customer_reference),
    di: reference(CONTRACT_REFERENCE_LABELS.di),
    dsi: reference(CONTRACT_REFERENCE_LABELS.dsi),
    li: reference(CONTRACT_REFERENCE_LABELS.li),
    re: reference(CONTRACT_REFERENCE_LABELS.re),
    sd: reference(CONTRACT_REFERENCE_LABELS.sd),
    rof: reference(CONTRACT_REFERENCE_LABELS.rof),
    ied: reference(CONTRACT_REFERENCE_LABELS.ied),
    backToBack: reference(CONTRACT_REFERENCE_LABELS.back_to_back),
  },
  ranges: rangeRules('contractDate', 'meValue'),
  sortable: CONTRACT_SORTABLE,
  defaultSort: 'contractDate:desc',
  ...STANDARD_PAGING,
  maxPage: 10_000,
  columns: {
    contractNumber: { kind: 'text', label: l('Número', 'Number'), width: 16 },
    contractDate: { kind: 'date', label: l('Data', 'Date'), width: 12 },
    currency: { kind: 'text', label: l('Moeda', 'Currency'), width: 8 },
    meValue: foreignMoney(l('Valor ME', 'ME value'), 16),
    rate: { kind: 'rate', label: l('Taxa', 'Rate'), width: 14 },
    mnValue: {
      kind: 'money',
      currency: { code: 'BRL' },
      label: l('Valor MN', 'MN value'),
      width: 18,
    },
    type: { kind: 'enum', labels: CONTRACT_TYPE_LABELS, label: l('Tipo', 'Type'), width: 20 },
    counterparty: { kind: 'text', label: l('Pagador/recebedor', 'Payer/receiver'), width: 30 },
    client: { kind: 'text', label: l('Cliente', 'Client'), width: 28 },
    bank: { kind: 'text', label: l('Banco', 'Bank'), width: 18 },
    status: { kind: 'enum', labels: CONTRACT_STATUS_LABELS, label: l('Situação', 'Status'), width: 14 },
    bacenNumber: { kind: 'text', label: l('Número Bacen', 'Bacen number'), width: 14 },
    natureCode: { kind: 'text', label: l('Natureza', 'Nature'), width: 10 },
  },
  // The ME value's total per currency and, beside it, those contracts' MN value in reais (issue 24).
  totals: ['meValue', 'mnValue'],
  exportColumns: [
    'contractNumber',
    'contractDate',
    'currency',
    'meValue',
    'rate',
    'mnValue',
    'type',
    'counterparty',
    'client',
    'bank',
    'status',
    'bacenNumber',
    'natureCode',
  ],
  download: { file: l('contratos', 'contracts'), sheet: l('Contratos', 'Contracts') },
});

/** GET /api/contracts. */
export type ContractListFilters = ListQueryOf<typeof contractsList>;
