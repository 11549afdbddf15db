import {
  countryName,
  YES_NO_LABELS,
  type DetailFieldKind,
  type ColumnDef,
  type Language,
} from '@fxbo/domain';
import { formatDate, formatDateTime, formatTaxIdText } from './format';
import { formatMoney, formatRate, pickLabel } from './money';

/*
 * A value written for its field's kind, the same in a list's cell and on a record's page: a date in the
 * reader's format, money with its currency, a code as its label, a country by its name. An absent value is a
 * dash.
 */

type Value = string | number | boolean | null | undefined;

/** What a field's kind needs to write a value: the column's declaration, or a record page's field. */
export interface FieldKind {
  kind: DetailFieldKind;
  labels?: ColumnDef['labels'];
  currency?: ColumnDef['currency'];
}

/** A value as shown: a reference (`{ id, name }`, e.g. a client) by its name. */
export function shownValue(value: unknown): Value {
  if (value && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string')
    return (value as { name: string }).name;
  return value as Value;
}

/** `value` (read from `record`, which may hold money's currency) written for `field`'s kind in `language`. */
export function fieldText(field: FieldKind, value: unknown, record: object, language: Language): string {
  const shown = shownValue(value);
  if (shown === null || shown === undefined || shown === '') return '—';
  const raw = String(shown);
  switch (field.kind) {
    case 'date':
      return formatDate(raw, language);
    case 'dateTime':
      return formatDateTime(raw, language);
    case 'money': {
      const currency = field.currency;
      const row = record as Record<string, unknown>;
      const code = !currency ? '' : 'code' in currency ? currency.code : String(row[currency.field] ?? '');
      return code ? formatMoney(raw, code, language) : '—';
    }
    case 'rate':
      return formatRate(raw, language);
    case 'taxId':
      return formatTaxIdText(raw);
    case 'enum':
      return field.labels ? pickLabel(field.labels, raw, language) : raw;
    case 'country':
      return countryName(raw, language) || raw;
    case 'boolean':
      return pickLabel(field.labels ?? YES_NO_LABELS, raw, language);
    default:
      return raw;
  }
}
