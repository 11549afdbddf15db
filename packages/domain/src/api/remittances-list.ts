import type { z } from 'zod';
import { l } from '../label';
import {
  defineListResource,
  foreignMoney,
  rangeFilters,
  rangeRules,
  STANDARD_PAGING,
  type Labels,
  type ListQueryOf,
} from '../lists';
import {
  REMITTANCE_STATUS_LABELS,
  REMITTANCE_STATUSES,
  REMITTANCE_TYPE_FILTERS,
  type RemittanceTypeFilter,
} from './remittances';

/*
 * The remittance list (/remittance, spec 2 and 3), declared once: the spec's filters ("Remittance filters"),
 * the sorts its indexes serve (docs/data-model.md, "Indexes"), and the columns of its table and downloads.
 */

/** Sortable on indexed columns only (the values: migration 0038); `id` breaks ties. */
export const REMITTANCE_SORTABLE = [
  'includeDate',
  'paymentDate',
  'reference',
  'meValue',
  'mnValue',
  'id',
] as const;
export type RemittanceSortField = (typeof REMITTANCE_SORTABLE)[number];
/** Offset pagination stops here: 100,000 pages of 25 rows, far beyond anything a screen pages through. */
export const REMITTANCE_MAX_PAGE = 100_000;
export const NAME_FILTER_MIN = 3;

export const REMITTANCE_TYPE_FILTER_LABELS: Labels<RemittanceTypeFilter> = {
  all: l('Todas', 'All'),
  duplicity: l('Por duplicidade', 'By duplicity'),
  data: l('Por dados', 'By data'),
};

export const remittancesList = defineListResource({
  name: 'remittances',
  downloadPermission: 'remittances.export',
  filters: {
    /** Beneficiary CPF/CNPJ, exact; masked input accepted. */
    taxId: { kind: 'taxId', label: l('CPF/CNPJ', 'CPF/CNPJ') },
    /** The shipper's reference number, exact. */
    reference: { kind: 'exact', max: 100, label: l('Referência', 'Reference') },
    /** "Remitter": the shipper (remittance company). */
    shipperId: { kind: 'id', names: 'shipper', companion: 'shipper', label: l('Remessadora', 'Remitter') },
    /** One client among those the user may see. */
    clientId: { kind: 'client', apiOnly: true, label: l('Cliente', 'Client') },
    /** One status or several (`status=blocked&status=pending`). */
    status: {
      kind: 'enum',
      multi: true,
      values: REMITTANCE_STATUSES,
      labels: REMITTANCE_STATUS_LABELS,
      label: l('Status', 'Status'),
    },
    /** Beneficiary name contains, accent- and case-insensitive; at least 3 characters. */
    name: {
      kind: 'contains',
      max: 200,
      min: NAME_FILTER_MIN,
      tooShort: 'name_filter_too_short',
      label: l('Nome', 'Name'),
    },
    ...rangeFilters('paymentDate', 'date', l('Data de pagamento', 'Payment date')),
    /** VET rate, exact. */
    vetRate: { kind: 'rate', label: l('Taxa VET', 'VET rate') },
    /** VET rate range, both ends included. */
    ...rangeFilters('vetRate', 'rate', l('Taxa VET', 'VET rate'), { apiOnly: true }),
    type: {
      kind: 'enum',
      values: REMITTANCE_TYPE_FILTERS,
      labels: REMITTANCE_TYPE_FILTER_LABELS,
      default: 'all',
      label: l('Tipo de remessa', 'Remittance type'),
    },
    /** Inclusion days in São Paulo time, both included. */
    ...rangeFilters('includeDate', 'date', l('Data de inclusão', 'Include date')),
  },
  ranges: rangeRules('paymentDate', 'includeDate', 'vetRate'),
  sortable: REMITTANCE_SORTABLE,
  defaultSort: 'includeDate:desc',
  ...STANDARD_PAGING,
  maxPage: REMITTANCE_MAX_PAGE,
  columns: {
    id: { kind: 'integer', label: l('Id', 'Id'), width: 10 },
    reference: { kind: 'text', label: l('Referência', 'Reference'), width: 20 },
    includeDate: {
      kind: 'dateTime',
      label: l('Data', 'Date'),
      header: l('Data de inclusão', 'Include date'),
      width: 19,
    },
    paymentDate: { kind: 'date', label: l('Dia do pagamento', 'Payment day'), width: 12 },
    status: {
      kind: 'enum',
      labels: REMITTANCE_STATUS_LABELS,
      label: l('Status', 'Status'),
      width: 16,
    },
    shipper: { kind: 'text', label: l('Remessadora', 'Remitter'), width: 28 },
    client: { kind: 'text', label: l('Cliente', 'Client'), width: 28 },
    beneficiary: { kind: 'text', label: l('Beneficiário', 'Beneficiary'), width: 32 },
    taxId: { kind: 'taxId', label: l('CPF/CNPJ', 'CPF/CNPJ'), width: 16 },
    currency: { kind: 'text', label: l('Moeda', 'Currency'), width: 8 },
    meValue: foreignMoney(l('Valor ME', 'ME value'), 14),
    mnValue: {
      kind: 'money',
      currency: { code: 'BRL' },
      label: l('Valor MN', 'MN value'),
      width: 14,
    },
    vetRate: { kind: 'rate', label: l('Taxa VET', 'VET rate'), width: 13 },
  },
  // The ME value's total per currency and, beside it, those remittances' MN value in reais (issue 24).
  totals: ['meValue', 'mnValue'],
  exportColumns: [
    'id',
    'reference',
    'includeDate',
    'paymentDate',
    'status',
    'shipper',
    'client',
    'beneficiary',
    'taxId',
    'currency',
    'meValue',
    'mnValue',
    'vetRate',
  ],
  download: {
    file: l('remessas', 'remittances'),
    sheet: l('Remessas', 'Remittances'),
  },
});

/** GET /api/remittances. */
export const remittanceListQuerySchema = remittancesList.querySchema;
export type RemittanceListQuery = z.input<typeof remittanceListQuerySchema>;
export type RemittanceListFilters = ListQueryOf<typeof remittancesList>;

/** GET /api/remittances/export.csv and export.xlsx: the list's filters and sort, every row. */
export const remittanceExportQuerySchema = remittancesList.exportQuerySchema;
