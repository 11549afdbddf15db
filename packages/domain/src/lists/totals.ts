import { z } from 'zod';
import { moneyString } from '../money';
import type { ColumnDef } from './columns';

/*
 * Totals per currency of a list's amounts (issue 24): a resource declares `totals`, the money columns to sum;
 * `GET /api/<path>/totals` takes the list's filters and answers, per currency, the matching rows' count and
 * each column's sum, aggregated in SQL over every matching row in the caller's scope (platform/list-routes.ts).
 * The columns' currency groups the totals: the row's currency field that they share; a column always in one
 * currency (a fixed code, such as a remittance's BRL value beside its foreign value) is summed within each
 * group and shown in its own currency (`totalCurrencyOf`).
 */

export const listTotalSchema = z.object({
  currency: z.string(),
  /** The matching rows of this currency. */
  count: z.number().int().min(0),
  /** Each declared column's sum, by column id. */
  sums: z.record(z.string(), moneyString),
});
export type ListTotal = z.infer<typeof listTotalSchema>;

export const listTotalsSchema = z.object({ totals: z.array(listTotalSchema) });

/**
 * The currency that groups a resource's totals: the row field its columns share, or, when every column has
 * a fixed code, that code. Throws when a column is not money with its currency, or when the columns name two
 * currency fields or two fixed codes with no field.
 */
export function totalsCurrency(
  name: string,
  columns: Readonly<Record<string, ColumnDef>>,
  totals: readonly string[],
): { code: string } | { field: string } {
  const currencies = totals.map((id) => {
    const column = columns[id];
    if (column?.kind !== 'money' || !column.currency)
      throw new Error(`${name}: the total of ${id} needs a money column with its currency`);
    return column.currency;
  });
  if (currencies.length === 0) throw new Error(`${name}: totals name no column`);
  const fields = new Set(currencies.flatMap((c) => ('field' in c ? [c.field] : [])));
  const codes = new Set(currencies.flatMap((c) => ('code' in c ? [c.code] : [])));
  const [field] = fields;
  const [code] = codes;
  if (fields.size > 1 || (!field && codes.size > 1))
    throw new Error(`${name}: totals of columns in different currencies`);
  return field ? { field } : { code: code ?? '' };
}

/** The currency a total's sum is in: its column's fixed code, else the currency its group is of. */
export function totalCurrencyOf(column: ColumnDef | undefined, groupCurrency: string): string {
  return column?.kind === 'money' && column.currency && 'code' in column.currency
    ? column.currency.code
    : groupCurrency;
}
