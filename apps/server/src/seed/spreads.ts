import type { SeedContext } from './context.js';
import type { Order } from './orders.js';
import { DAY, REFERENCE_NOW, ts } from './time.js';

/*
 * FX spreads (fx_spreads): the brokerage's default per currency — what migration 0014 writes, written again
 * because the seed empties the table with the clients it references — and, for one client in ten with payment
 * orders, its own spread and fee in each currency it receives (a negotiated 0.60 %–0.95 %, a fee of R$ 15 to 40),
 * set by a treasury operator a few weeks before the reference day.
 */
export async function seedSpreads(ctx: SeedContext, orders: readonly Order[]): Promise<void> {
  const at = ts(REFERENCE_NOW - 21 * DAY);
  const defaults = await ctx.query(
    `insert into fx_spreads (client_id, currency, spread_percent, operation_fee, updated_at)
     select null, code, 1.00, 0, $1 from currencies where code <> 'BRL' order by code`,
    [at],
  );
  const currencies = new Map<number, Set<string>>();
  for (const o of orders) {
    const set = currencies.get(o.client.id) ?? new Set<string>();
    set.add(o.currency);
    currencies.set(o.client.id, set);
  }
  const operator = ctx.staffBy('treasury')[0] ?? ctx.staffBy('director')[0];
  const rows: [number, string, string, string][] = [];
  for (const [clientId, codes] of [...currencies].sort(([a], [b]) => a - b)) {
    if (clientId % 10 !== 0) continue;
    for (const code of [...codes].sort())
      rows.push([
        clientId,
        code,
        (0.6 + ((clientId / 10) % 8) * 0.05).toFixed(2),
        String(15 + (clientId % 6) * 5),
      ]);
  }
  const own = rows.length
    ? await ctx.query(
        `insert into fx_spreads (client_id, currency, spread_percent, operation_fee, updated_by, updated_at)
         select c, cur, s::numeric, f::numeric, $5, $6
           from unnest($1::bigint[], $2::text[], $3::text[], $4::text[]) as t(c, cur, s, f)`,
        [
          rows.map((r) => r[0]),
          rows.map((r) => r[1]),
          rows.map((r) => r[2]),
          rows.map((r) => r[3]),
          operator?.id ?? null,
          at,
        ],
      )
    : { rowCount: 0 };
  ctx.counts.fx_spreads = (defaults.rowCount ?? 0) + (own.rowCount ?? 0);
}
