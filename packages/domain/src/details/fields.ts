import type { ColumnDef, ColumnKind } from '../lists/columns';
import type { Label, Labels, Language } from '../label';

/*
 * A record page's fields, in the lists' vocabulary: a field is a column (its kind, its label in both
 * languages, an enum's labels, money's currency), so a field the list shows reuses the list's column
 * (`rdesList.columns.client`) and a field only the page shows is declared beside it with `l(pt, en)`. The
 * web's generic record page (apps/web/src/components/detail) writes each value for its kind.
 */

/** A column's kinds, and a country (its code shown as its name) and a yes or no. */
export type DetailFieldKind = ColumnKind | 'country' | 'boolean';

export interface DetailField<R = never> {
  kind: DetailFieldKind;
  label: Label;
  /** An enum's labels, one per value; a yes or no's two words (`YES_NO_LABELS`). */
  labels?: Labels<string>;
  /** Money's currency: one for every record (`BRL`), or the record's field that holds it. */
  currency?: ColumnDef['currency'];
  /**
   * The value when it is not the record's field of the same name: computed from the record (in the reader's
   * language, where words join it). A reference (`{ id, name }`) is shown by its name, as in the lists.
   */
  value?: (record: R, language: Language) => unknown;
  /** A link to another record's page: its address from the linked record (`{ id, … }`) and the text shown. */
  link?: { to: (id: string) => string; text: string };
  /** What an absent value reads as, where a dash would not say it ("No contract linked"). */
  empty?: Label;
  /** Left out of the page when it has no value (a former name only some modules have). */
  omitEmpty?: boolean;
  /** Free text whose lines are kept (notes): below the other fields, across the section. */
  multiline?: boolean;
}

/** A record's fields by name; `R` is the record they are read from. */
export type DetailFields<R> = Readonly<Record<string, DetailField<R>>>;

/** Checks a record's fields against the record's type and keeps their names (`detailFields<RdeDetail>()({…})`). */
export const detailFields =
  <R>() =>
  <F extends Record<string, DetailField<R>>>(fields: F): F =>
    fields;

/** A bank as the pages name it: its code and name (`341 - Itaú Unibanco`), or its name alone. */
export const bankLine = (bank: { code: string | null; name: string } | null): string | null =>
  bank && [bank.code, bank.name].filter(Boolean).join(' - ');

/** A yes or no as people read it. */
export const YES_NO_LABELS: Labels<'true' | 'false'> = {
  true: { 'pt-BR': 'Sim', en: 'Yes' },
  false: { 'pt-BR': 'Não', en: 'No' },
};
