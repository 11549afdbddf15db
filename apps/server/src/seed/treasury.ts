import type { BackToBack, Contract } from './contracts.js';
import { isSale } from './contracts.js';
import type { SeedContext } from './context.js';
import { NULL, t } from './copy.js';
import type { DocumentRow } from './documents.js';
import { money } from './money.js';
import {
  addMonths,
  at,
  DAY,
  dayStr,
  HOUR,
  monthStart,
  REFERENCE_DAY,
  REFERENCE_NOW,
  ts,
  yearOf,
} from './time.js';

/*
 * Treasury: bills to pay and to receive, back-to-back operations and the exchange to hire per month.
 *  - A bill per contract for part of the contracts: sales (import, financial sale) are bills to pay, purchases
 *    bills to receive; due on the liquidation date, settled when the contract is liquidated. Open import and
 *    export invoices not yet contracted are bills too (no contract, no BRL amount yet).
 *  - exchange_to_hire: per client, month, category and currency, hired_amount is the sum of the ME value of
 *    the client's contracts of that month (canceled ones excluded); planned_amount is what the client
 *    planned (near the hired amount, rounded). The next three months are planned with nothing hired yet.
 */

const CATEGORY: Record<Contract['type'], 'import' | 'export' | 'financial'> = {
  import: 'import',
  export: 'export',
  financial_purchase: 'financial',
  financial_sale: 'financial',
};

export async function seedTreasury(
  ctx: SeedContext,
  contracts: Contract[],
  backToBack: BackToBack[],
  documents: DocumentRow[],
): Promise<void> {
  const rng = ctx.rng('treasury');
  const columns = [
    'id',
    'client_id',
    'direction',
    'category',
    'due_date',
    'currency',
    'amount',
    'mn_amount',
    'contract_id',
    'counterparty_name',
    'description',
    'status',
    'settled_at',
    'created_at',
  ];
  let id = 0;
  await ctx.copy(
    'treasury_bills',
    columns,
    Math.round(contracts.length * 0.45 + documents.length * 0.1),
    async (row) => {
      for (const c of contracts) {
        if (c.status === 'canceled' || !rng.chance(0.4)) continue;
        const number = `${yearOf(c.day)}/${String(c.id).padStart(7, '0')}`;
        const p = row(
          `${++id}\t${c.client.id}\t${isSale(c.type) ? 'pay' : 'receive'}\t${CATEGORY[c.type]}\t${dayStr(c.liquidationDay)}\t${c.currency}\t${money(c.me)}\t` +
            `${money(c.mn)}\t${c.id}\t${t(c.counterparty)}\t${t(`Contrato ${number} - ${c.nature[1]}`)}\t${c.status === 'liquidated' ? 'settled' : 'open'}\t` +
            `${c.status === 'liquidated' ? ts(c.liquidatedAt) : NULL}\t${ts(c.createdAt + 5 * 60)}`,
        );
        if (p) await p;
      }
      for (const d of documents) {
        if (
          d.contract ||
          d.dueDay === null ||
          d.status !== 'open' ||
          (d.type !== 'import_invoice' && d.type !== 'export_invoice')
        )
          continue;
        const created = Math.min(REFERENCE_NOW - HOUR, at(d.issueDay, 11 * HOUR) + DAY);
        const p = row(
          `${++id}\t${d.client.id}\t${d.type === 'import_invoice' ? 'pay' : 'receive'}\t${d.type === 'import_invoice' ? 'import' : 'export'}\t${dayStr(d.dueDay)}\t` +
            `${d.currency}\t${money(d.value)}\t${NULL}\t${NULL}\t${t(d.counterparty)}\t${t('Fatura comercial a contratar')}\topen\t${NULL}\t${ts(created)}`,
        );
        if (p) await p;
      }
    },
  );

  const b2bColumns = [
    'id',
    'client_id',
    'operation_number',
    'import_contract_id',
    'export_contract_id',
    'currency',
    'value',
    'status',
    'operation_date',
    'settlement_date',
    'notes',
    'created_at',
  ];
  await ctx.copyEach(
    'back_to_back_operations',
    b2bColumns,
    [...backToBack].sort((a, b) => a.day - b.day || a.id - b.id),
    (o) =>
      `${o.id}\t${o.client.id}\t${o.number}\t${o.importContract.id}\t${o.exportContract.id}\t${o.currency}\t${money(o.value)}\t${o.status}\t` +
      `${dayStr(o.day)}\t${o.settlementDay ? dayStr(o.settlementDay) : NULL}\t${rng.chance(0.2) ? t('Operação casada importação/exportação.') : NULL}\t` +
      `${ts(Math.min(REFERENCE_NOW - HOUR, at(o.day, 10 * HOUR + rng.int(6 * HOUR))))}`,
  );

  // Exchange to hire: the last twelve months from the contracts, the next three planned.
  const firstMonth = addMonths(monthStart(REFERENCE_DAY), -11);
  const hired = new Map<
    string,
    { client: number; month: number; category: string; currency: string; me: number }
  >();
  const recent = new Map<string, { client: number; category: string; currency: string; me: number }>();
  for (const c of contracts) {
    if (c.status === 'canceled' || c.day < firstMonth) continue;
    const month = monthStart(c.day);
    const category = CATEGORY[c.type];
    const key = `${c.client.id}|${month}|${category}|${c.currency}`;
    const h = hired.get(key) ?? { client: c.client.id, month, category, currency: c.currency, me: 0 };
    h.me += c.me;
    hired.set(key, h);
    if (c.day >= addMonths(monthStart(REFERENCE_DAY), -2)) {
      const rkey = `${c.client.id}|${category}|${c.currency}`;
      const r = recent.get(rkey) ?? { client: c.client.id, category, currency: c.currency, me: 0 };
      r.me += c.me;
      recent.set(rkey, r);
    }
  }
  const plans = [...hired.values()].sort(
    (a, b) =>
      a.client - b.client ||
      a.month - b.month ||
      a.category.localeCompare(b.category) ||
      a.currency.localeCompare(b.currency),
  );
  const future = [...recent.values()].sort(
    (a, b) =>
      a.client - b.client || a.category.localeCompare(b.category) || a.currency.localeCompare(b.currency),
  );
  const total = plans.length + future.length * 3;
  const thousand = (cents: number) => Math.max(1, Math.ceil(cents / 100_000)) * 100_000;
  let planId = 0;
  await ctx.copy(
    'exchange_to_hire',
    [
      'id',
      'client_id',
      'month',
      'category',
      'currency',
      'planned_amount',
      'hired_amount',
      'notes',
      'updated_at',
    ],
    total,
    async (row) => {
      for (const h of plans) {
        const planned = thousand(h.me * (0.9 + rng.next() * 0.4));
        const updated = Math.min(REFERENCE_NOW - HOUR, at(addMonths(h.month, 1), 9 * HOUR));
        const p = row(
          `${++planId}\t${h.client}\t${dayStr(h.month)}\t${h.category}\t${h.currency}\t${money(planned)}\t${money(h.me)}\t${NULL}\t${ts(updated)}`,
        );
        if (p) await p;
      }
      for (const f of future) {
        for (let m = 1; m <= 3; m++) {
          const month = addMonths(monthStart(REFERENCE_DAY), m);
          const planned = thousand((f.me / 3) * (0.8 + rng.next() * 0.4));
          const p = row(
            `${++planId}\t${f.client}\t${dayStr(month)}\t${f.category}\t${f.currency}\t${money(planned)}\t0.00\t${m === 1 && rng.chance(0.2) ? t('Previsão informada pelo cliente.') : NULL}\t${ts(REFERENCE_NOW - rng.between(1, 20) * DAY)}`,
          );
          if (p) await p;
        }
      }
    },
  );
}
