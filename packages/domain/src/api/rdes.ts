import { z } from 'zod';
import { l } from '../label';
import {
  columnIds,
  defineListResource,
  foreignMoney,
  rangeFilters,
  rangeRules,
  STANDARD_PAGING,
  type Label,
  type Labels,
} from '../lists';
import { moneyString } from '../money';
import { listResponseSchema } from '../pagination';
import { CONTRACT_STATUSES, CONTRACT_TYPES } from './contracts';
import { NAME_FILTER_MIN } from './remittances-list';
import { rdeDetailPath } from '../paths';
import { namedRefSchema } from '../schemas';

/*
 * The Central Bank's electronic declaratory registrations (spec 2, Document "RDE": /rde, /rde-detail/{rdeId},
 * and the RDE report). The Central Bank renamed the modules: RDE-ROF is now SCE-Crédito and RDE-IED is
 * SCE-IED; people still type the old names, so the keyword recognises both (`rdeTypesNamed`). The list is
 * declared once (filters, the sorts its indexes serve, columns, downloads, bench); the report is the same list
 * with the document type required (spec 5) and a PDF; the detail carries every field, the module's own data
 * labelled, and the contracts registered under the RDE's number.
 */

export const RDE_TYPES = ['rof', 'ied', 'portfolio'] as const;
export type RdeType = (typeof RDE_TYPES)[number];

/** Each module as the Central Bank names it today (the table's column, the detail's chip). */
export const RDE_TYPE_LABELS: Labels<RdeType> = {
  rof: l('SCE-Crédito', 'SCE-Crédito'),
  ied: l('SCE-IED', 'SCE-IED'),
  portfolio: l('Portfólio (RDE-Portfólio)', 'Portfolio (RDE-Portfolio)'),
};

/** Each module with its former name beside it, where a person chooses one (the type filter). */
export const RDE_TYPE_CHOICE_LABELS: Labels<RdeType> = {
  rof: l('SCE-Crédito (antigo RDE-ROF)', 'SCE-Crédito (formerly RDE-ROF)'),
  ied: l('SCE-IED (antigo RDE-IED)', 'SCE-IED (formerly RDE-IED)'),
  portfolio: RDE_TYPE_LABELS.portfolio,
};

/** The module's name before the Central Bank's renaming (portfolio kept its name). */
export const RDE_TYPE_FORMER_NAMES: Readonly<Record<RdeType, string | null>> = {
  rof: 'RDE-ROF',
  ied: 'RDE-IED',
  portfolio: null,
};

/**
 * The names a person may type for each module, today's and former: the whole name, and its own part without
 * the "SCE"/"RDE" prefix. Compared normalised (`normaliseTypeTerm`).
 */
const RDE_TYPE_NAMES: Readonly<Record<RdeType, readonly string[]>> = {
  rof: ['SCE-Crédito', 'Crédito', 'RDE-ROF', 'ROF'],
  ied: ['SCE-IED', 'IED', 'RDE-IED'],
  portfolio: ['RDE-Portfólio', 'Portfólio'],
};

/** A term as compared with the modules' names: no accents, lower case, no spaces, hyphens, dots or slashes. */
export function normaliseTypeTerm(term: string): string {
  return term
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\-_./]+/g, '');
}

const NAMED = new Map<string, RdeType[]>();
for (const type of RDE_TYPES)
  for (const name of RDE_TYPE_NAMES[type]) {
    const key = normaliseTypeTerm(name);
    const types = NAMED.get(key) ?? [];
    if (!types.includes(type)) NAMED.set(key, [...types, type]);
  }

/**
 * The modules a typed term names: 'RDE-ROF', 'rof', 'SCE Credito' → rof; 'sce-ied', 'IED' → ied; 'Portfólio'
 * → portfolio; anything else (a number, a creditor's name, a fragment) → none, and the keyword then searches
 * the number and the counterparty.
 */
export function rdeTypesNamed(term: string): RdeType[] {
  return [...(NAMED.get(normaliseTypeTerm(term)) ?? [])];
}

export const RDE_STATUSES = ['pending', 'registered', 'settled', 'canceled'] as const;
export type RdeStatus = (typeof RDE_STATUSES)[number];

export const RDE_STATUS_LABELS: Labels<RdeStatus> = {
  pending: l('Pendente', 'Pending'),
  registered: l('Registrado', 'Registered'),
  settled: l('Liquidado', 'Settled'),
  canceled: l('Cancelado', 'Canceled'),
};

/** One row of GET /api/rdes (and of the report): money as a decimal string, dates as yyyy-MM-dd. */
export const rdeSummarySchema = z.object({
  id: z.string(),
  rdeNumber: z.string(),
  rdeType: z.enum(RDE_TYPES),
  client: namedRefSchema,
  /** The creditor or investor abroad, and its country (ISO 3166 alpha-2). */
  counterparty: z.string().nullable(),
  counterpartyCountry: z.string().nullable(),
  currency: z.string(),
  value: moneyString,
  registrationDate: z.iso.date(),
  status: z.enum(RDE_STATUSES),
});
export type RdeSummary = z.infer<typeof rdeSummarySchema>;
export const rdeListSchema = listResponseSchema(rdeSummarySchema);

/** Sortable on indexed columns only (migrations 0005 and 0023); `id` breaks ties. */
export const RDE_SORTABLE = ['registrationDate', 'rdeNumber', 'value', 'id'] as const;
export type RdeSortField = (typeof RDE_SORTABLE)[number];

/** The longest RDE number the filters take. */
export const RDE_NUMBER_MAX = 40;

const TYPE_LABEL = l('Tipo de documento', 'Document type');
const STATUS_LABEL = l('Situação', 'Status');

const RDE_FILTERS = {
  /** A module's name, today's or former (`rdeTypesNamed`), or part of the number or the counterparty. */
  keyword: {
    kind: 'contains',
    max: 100,
    min: NAME_FILTER_MIN,
    tooShort: 'text_too_short',
    label: l('Palavra-chave', 'Keyword'),
  },
  rdeType: { kind: 'enum', values: RDE_TYPES, labels: RDE_TYPE_CHOICE_LABELS, label: TYPE_LABEL },
  rdeNumber: { kind: 'exact', max: RDE_NUMBER_MAX, label: l('Número do RDE', 'RDE number') },
  clientId: { kind: 'client', companion: 'client', label: l('Cliente', 'Client') },
  counterparty: {
    kind: 'contains',
    max: 100,
    min: NAME_FILTER_MIN,
    tooShort: 'text_too_short',
    label: l('Credor/investidor', 'Creditor/investor'),
  },
  status: {
    kind: 'enum',
    multi: true,
    values: RDE_STATUSES,
    labels: RDE_STATUS_LABELS,
    label: STATUS_LABEL,
  },
  ...rangeFilters('registrationDate', 'date', l('Registro', 'Registration')),
  currency: { kind: 'currency', label: l('Moeda', 'Currency') },
  ...rangeFilters('value', 'money', l('Valor', 'Value')),
} as const;

// Widths are XLSX characters and the printed report's shares of the page: each header keeps its words whole.
const RDE_COLUMNS = {
  rdeNumber: {
    kind: 'text',
    label: l('Número', 'Number'),
    header: l('Número do RDE', 'RDE number'),
    width: 14,
    link: { to: rdeDetailPath },
  },
  rdeType: { kind: 'enum', labels: RDE_TYPE_LABELS, label: TYPE_LABEL, width: 24 },
  client: { kind: 'text', label: l('Cliente', 'Client'), width: 28 },
  counterparty: { kind: 'text', label: l('Credor/investidor', 'Creditor/investor'), width: 28 },
  counterpartyCountry: {
    kind: 'text',
    label: l('País', 'Country'),
    header: l('País (ISO)', 'Country (ISO)'),
    width: 11,
  },
  currency: { kind: 'text', label: l('Moeda', 'Currency'), width: 11 },
  value: foreignMoney(l('Valor', 'Value'), 18),
  registrationDate: { kind: 'date', label: l('Registro', 'Registration'), width: 15 },
  status: {
    kind: 'enum',
    labels: RDE_STATUS_LABELS,
    colors: { pending: 'warning', registered: 'info', settled: 'success', canceled: 'default' },
    label: STATUS_LABEL,
    width: 13,
  },
} as const;

const RDE_EXPORT_COLUMNS = columnIds(RDE_COLUMNS);

export const rdesList = defineListResource({
  name: 'rdes',
  filters: RDE_FILTERS,
  ranges: rangeRules('registrationDate', 'value'),
  sortable: RDE_SORTABLE,
  defaultSort: 'registrationDate:desc',
  ...STANDARD_PAGING,
  maxPage: 10_000,
  columns: RDE_COLUMNS,
  exportColumns: RDE_EXPORT_COLUMNS,
  download: { file: l('rde', 'rde'), sheet: l('RDE', 'RDE') },
});

// ------------------------------------------------------------------------------------------ report

/**
 * The RDE report (spec 5: "RDE report: document type required"): the list's filters with the document type
 * required, its rows as XLSX and PDF (/rde-report, linked from /rde).
 */
export const rdeReport = defineListResource({
  name: 'rde-report',
  filters: {
    ...RDE_FILTERS,
    rdeType: { ...RDE_FILTERS.rdeType, required: 'rde_type_required' },
  },
  ranges: rangeRules('registrationDate', 'value'),
  sortable: RDE_SORTABLE,
  defaultSort: 'registrationDate:desc',
  ...STANDARD_PAGING,
  maxPage: 10_000,
  columns: RDE_COLUMNS,
  exportColumns: RDE_EXPORT_COLUMNS,
  download: { file: l('relatorio-rde', 'rde-report'), sheet: l('Relatório RDE', 'RDE report') },
  pdf: { title: l('Relatório de RDE', 'RDE report'), landscape: true },
});

// ------------------------------------------------------------------------------------------ detail

/** Labels of the module data's keys the brokerage records (`rdes.details`); other keys are humanised. */
export const RDE_DETAIL_KEY_LABELS: Readonly<Record<string, Label>> = {
  modalidade: l('Modalidade', 'Type of operation'),
  taxaJuros: l('Taxa de juros', 'Interest rate'),
  prazoMeses: l('Prazo (meses)', 'Term (months)'),
  credor: l('Credor', 'Creditor'),
  investidor: l('Investidor', 'Investor'),
  paisInvestidor: l('País do investidor', "Investor's country"),
  participacao: l('Participação', 'Shareholding'),
  capitalSocial: l('Capital social', 'Share capital'),
  custodiante: l('Custodiante', 'Custodian'),
  representante: l('Representante', 'Representative'),
};

/** Keys whose value is a country code (shown as the country's name). */
export const RDE_DETAIL_COUNTRY_KEYS: ReadonlySet<string> = new Set(['paisInvestidor']);

/**
 * A key nobody labelled yet, readable: `dataVencimento` → "Data vencimento", `valor_parcela` → "Valor parcela".
 * Acronyms stay whole (`taxaCDI` → "Taxa CDI").
 */
export function humaniseDetailKey(key: string): string {
  const words = key
    .replace(/[_\-.]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w, i) => (/^[A-Z\d]+$/.test(w) && w.length > 1 ? w : i === 0 ? w : w.toLowerCase()));
  const text = words.join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : key;
}

/** The module data's entries in reading order: the labelled keys as declared, then the others by name. */
export function orderedDetailKeys(details: Readonly<Record<string, unknown>>): string[] {
  const known = Object.keys(RDE_DETAIL_KEY_LABELS).filter((k) => k in details);
  const others = Object.keys(details)
    .filter((k) => !(k in RDE_DETAIL_KEY_LABELS))
    .sort();
  return [...known, ...others];
}

/** A contract registered under the RDE's number (/contract-detail/{id}). */
export const rdeContractSchema = z.object({
  id: z.string(),
  contractNumber: z.string(),
  contractDate: z.iso.date(),
  type: z.enum(CONTRACT_TYPES),
  status: z.enum(CONTRACT_STATUSES),
  currency: z.string(),
  meValue: moneyString,
});
export type RdeContract = z.infer<typeof rdeContractSchema>;

/** A value of the module's data as stored (jsonb). */
export const rdeDetailValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.unknown()),
  z.record(z.string(), z.unknown()),
]);

/** GET /api/rdes/:id — every field, the module's data and the linked contracts. */
export const rdeDetailSchema = rdeSummarySchema.extend({
  notes: z.string().nullable(),
  createdAt: z.iso.datetime(),
  details: z.record(z.string(), rdeDetailValueSchema),
  contracts: z.array(rdeContractSchema),
});
export type RdeDetail = z.infer<typeof rdeDetailSchema>;
