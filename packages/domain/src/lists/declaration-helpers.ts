import { l } from '../label';
import { PAGE_SIZE_DEFAULT } from '../pagination';
import type { RangeRule } from './filters';
import type { Label } from '../label';

/*
 * Pieces that several list declarations share, so that each declaration says only what is its own. Each
 * yields the same plain objects the declarations spelled out before, with their precise types.
 */

/** The page sizes most lists offer, 25 rows by default. */
export const STANDARD_PAGING = { pageSizes: [10, 25, 50, 100], defaultPageSize: PAGE_SIZE_DEFAULT } as const;

/** A period's two date filters, `from` and `to` (days, both included); its rule is `PERIOD_RANGE`. */
export const PERIOD_FILTERS = {
  from: { kind: 'date', label: l('Data inicial', 'Date from') },
  to: { kind: 'date', label: l('Data final', 'Date to') },
} as const;

/** The range rule of `PERIOD_FILTERS`: `to` not before `from`. */
export const PERIOD_RANGE = [{ from: 'from', to: 'to' }] as const;

type RangeKind = 'date' | 'rate' | 'money';
type RangeEnd = { apiOnly?: true };

/**
 * The two filters bounding a range of `name`: `<name>From` and `<name>To`, of one kind, labelled
 * "<label> de" / "<label> até" ("<label> from" / "<label> to"); their rule comes from `rangeRules`.
 */
export function rangeFilters<
  const N extends string,
  const K extends RangeKind,
  const E extends RangeEnd = Record<never, never>,
>(name: N, kind: K, label: Label, extra?: E): Record<`${N}From` | `${N}To`, { kind: K; label: Label } & E> {
  const end = (pt: string, en: string) => ({
    kind,
    label: l(`${label['pt-BR']} ${pt}`, `${label.en} ${en}`),
    ...(extra as E),
  });
  return { [`${name}From`]: end('de', 'from'), [`${name}To`]: end('até', 'to') } as Record<
    `${N}From` | `${N}To`,
    { kind: K; label: Label } & E
  >;
}

/** The rules of ranges declared by `rangeFilters`, in the order given: each `<name>To` not below `<name>From`. */
export function rangeRules<const N extends string>(...names: N[]): RangeRule<`${N}From` | `${N}To`>[] {
  return names.map((name) => ({ from: `${name}From` as const, to: `${name}To` as const }));
}

/** A foreign-currency (ME) money column: its currency is the one its row names in `currency`. */
export function foreignMoney(label: Label, width: number, header?: Label) {
  return {
    kind: 'money',
    currency: { field: 'currency' },
    label,
    ...(header && { header }),
    width,
  } as const;
}

/** Every column of a declaration, in its order: the downloads' columns where they write them all. */
export const columnIds = <C extends Record<string, unknown>>(columns: C): readonly (keyof C & string)[] =>
  Object.keys(columns) as (keyof C & string)[];

/** The client's name, as the lists show it. */
export const CLIENT_COLUMN = { kind: 'text', label: l('Cliente', 'Client'), width: 32 } as const;

/** The currency's ISO code, beside amounts in the row's currency (`foreignMoney`). */
export const CURRENCY_COLUMN = { kind: 'text', label: l('Moeda', 'Currency'), width: 8 } as const;

/** A text column whose cell links to the row's own record page (`paths.ts`): the way into the record. */
export function recordColumn(label: Label, width: number, to: (id: string) => string) {
  return { kind: 'text', label, width, link: { to } } as const;
}
