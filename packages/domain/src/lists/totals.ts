import { z } from 'zod';
import { moneyString } from '../money';
import type { ColumnDef } from './columns';

/*
 * Totals per currency of a list's amounts (issue 24): a resource declares `totals`, the money columns to sum;
 * `GET /api/<path>/totals` takes the list's filters and answers, per currency, the matching rows' count and
 * each column's sum, aggregated in SQL over every matching row in the caller's scope (platform/list-routes.ts).
 * The columns share one currency (a row field, or a fixed code), which groups the totals.
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

/** The currency that groups a resource's totals; throws when the columns are not money of one currency. */
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
  const first = currencies[0];
  if (!first) throw new Error(`${name}: totals name no column`);
  if (currencies.some((c) => JSON.stringify(c) !== JSON.stringify(first)))
    throw new Error(`${name}: totals of columns in different currencies`);
  return first;
}
