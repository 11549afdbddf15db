import {
  AUDIT_STATUS_LABELS,
  auditDetailField,
  isPermissionKey,
  l,
  PERMISSIONS,
  REMITTANCE_EDITABLE_FIELD_LABELS,
  type AuditDetailField,
  type Language,
} from '@fxbo/domain';
import { formatCount, formatDate, formatDateTime, formatTaxIdText } from '../../components/format';
import { formatMoney, formatRate } from '../../components/money';

/** One recorded detail as a person reads it: its label and its value, or its own rows (a group). */
export interface AuditDetailRow {
  key: string;
  label: string;
  value: string;
  rows?: AuditDetailRow[];
}

const YES = l('Sim', 'Yes');
const NO = l('Não', 'No');

/** A code of a list (a permission, a changed field of a remittance) by its label, else as recorded. */
function codeLabel(code: string, language: Language): string {
  if (isPermissionKey(code)) {
    const p = PERMISSIONS[code];
    return language === 'en' ? p.description : p.descriptionPt;
  }
  const field = (REMITTANCE_EDITABLE_FIELD_LABELS as Record<string, { 'pt-BR': string; en: string }>)[code];
  return field ? field[language] : code;
}

function plainNumber(value: string, language: Language, fractions: [number, number]): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: fractions[0],
    maximumFractionDigits: fractions[1],
  }).format(n);
}

interface Context {
  entity: string | null;
  currency: string | null;
  language: Language;
}

/** One value written by its field's kind; a value of another shape than the kind's is written as it came. */
function valueText(field: AuditDetailField, value: unknown, ctx: Context): string {
  const { language } = ctx;
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value.map((item) => valueText(field, item, ctx)).join(', ');
  }
  if (typeof value === 'boolean') return (value ? YES : NO)[language];
  if (typeof value === 'number')
    return field.kind === 'boolean' ? (value ? YES : NO)[language] : formatCount(value, language);
  if (typeof value !== 'string') return JSON.stringify(value);
  switch (field.kind) {
    case 'money':
      return ctx.currency ? formatMoney(value, ctx.currency, language) : plainNumber(value, language, [2, 2]);
    case 'rate':
      return formatRate(value, language);
    case 'percent':
      return `${plainNumber(value, language, [2, 4])} %`;
    case 'date':
      return formatDate(value, language);
    case 'dateTime':
      return formatDateTime(value, language);
    case 'taxIds':
      return formatTaxIdText(value);
    case 'codes':
      return codeLabel(value, language);
    case 'status': {
      const labels = ctx.entity ? AUDIT_STATUS_LABELS[ctx.entity] : undefined;
      return labels?.[value]?.[language] ?? value;
    }
    case 'labelled':
      return field.labels?.[value]?.[language] ?? value;
    default:
      return value;
  }
}

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === 2 &&
  'from' in value &&
  'to' in value;

function rowsOf(details: Record<string, unknown>, ctx: Context): AuditDetailRow[] {
  return Object.entries(details).map(([key, value]): AuditDetailRow => {
    const field = auditDetailField(key) ?? { label: l(key, key), kind: 'text' };
    const label = field.label[ctx.language];
    if (field.kind === 'group' && typeof value === 'object' && value !== null && !Array.isArray(value))
      return { key, label, value: '', rows: rowsOf(value as Record<string, unknown>, ctx) };
    if (isChange(value))
      return {
        key,
        label,
        value: `${valueText(field, value.from, ctx)} → ${valueText(field, value.to, ctx)}`,
      };
    return { key, label, value: valueText(field, value, ctx) };
  });
}

/** An audit entry's recorded details as labelled rows in `language` (AUDIT_DETAIL_FIELDS). */
export function auditDetailRows(
  entry: { entity: string | null; details: Record<string, unknown> },
  language: Language,
): AuditDetailRow[] {
  const currency = typeof entry.details.currency === 'string' ? entry.details.currency : null;
  return rowsOf(entry.details, { entity: entry.entity, currency, language });
}
