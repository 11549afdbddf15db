import {
  BRAZILIAN_BANKS,
  parseSort,
  REMITTANCE_BENEFICIARY_EDITABLE_STATUSES,
  REMITTANCE_CANCELABLE_STATUSES,
  REMITTANCE_EDITABLE_FIELDS,
  REMITTANCE_UNBLOCKABLE_STATUSES,
  remittanceActions,
  remittancesList,
  setsNoFilter,
  type AuditAction,
  type AuditDetails,
  type RemittanceBeneficiaryUpdateParsed,
  type RemittanceBlock,
  type RemittanceDetail,
  type RemittanceHistoryAction,
  type RemittanceHistoryEntry,
  type RemittanceList,
  type RemittanceListFilters,
  type RemittanceStatus,
  type RemittanceSummary,
} from '@fxbo/domain';
import type { FastifyRequest } from 'fastify';
import {
  sql,
  type Expression,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type Transaction,
  type UpdateObject,
} from 'kysely';
import { recordAudit } from '../../db/audit.js';
import type { Database, RemittancesTable } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../http/app-error.js';
import {
  listPage,
  listPageCountFirst,
  listPageSmallSetFirst,
  orderBySort,
  unaccentContains,
} from '../../http/list-query.js';
import { pageIdsAside } from '../../http/page-ids-aside.js';
import type { Locale } from '../../http/locale.js';
import { currentUser } from '../../platform/auth-guard.js';
import { clientScope, inClientScope } from '../../platform/client-scope.js';
import { resolveRecord } from '../../platform/filter-records.js';
import { requestFacts } from '../../platform/request-facts.js';
import type { SessionUser } from '../../platform/sessions.js';
import { remittanceNotFound, stateConflict } from './messages.js';
import { filteredRemittances, SORT_COLUMNS } from './query.js';

/** What the remittance services need from a request; plain functions, testable without HTTP. */
export interface RemittanceContext {
  db: Kysely<Database>;
  user: SessionUser;
  locale: Locale;
  ip: string | null;
  userAgent: string | null;
}

export function remittanceContext(req: FastifyRequest, db: Kysely<Database>): RemittanceContext {
  return { db, user: currentUser(req), ...requestFacts(req) };
}

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

// ------------------------------------------------------------------------------------------ list

const SUMMARY_COLUMNS = [
  'r.id',
  'r.reference',
  'r.include_date',
  'r.payment_date',
  'r.status',
  'r.currency',
  'r.me_value',
  'r.mn_value',
  'r.vet_rate',
  'r.beneficiary_name',
  'r.beneficiary_tax_id',
  'r.shipper_id',
  's.name as shipper_name',
  'r.client_id',
  'c.name as client_name',
  'r.duplicate_of_id',
  'r.has_data_issues',
] as const;

/** A row read with SUMMARY_COLUMNS (the list's rows and the detail's row, which selects every column). */
type SummaryRow = Pick<
  Selectable<RemittancesTable>,
  | 'id'
  | 'reference'
  | 'include_date'
  | 'payment_date'
  | 'status'
  | 'currency'
  | 'me_value'
  | 'mn_value'
  | 'vet_rate'
  | 'beneficiary_name'
  | 'beneficiary_tax_id'
  | 'shipper_id'
  | 'client_id'
  | 'duplicate_of_id'
  | 'has_data_issues'
> & { shipper_name: string; client_name: string };

/** What the list's row and the detail share, written the same way. */
function summaryOf(r: SummaryRow, actions: RemittanceSummary['actions']): RemittanceSummary {
  return {
    id: r.id,
    reference: r.reference,
    includeDate: iso(r.include_date),
    paymentDate: r.payment_date,
    status: r.status,
    currency: r.currency,
    meValue: r.me_value,
    mnValue: r.mn_value,
    vetRate: r.vet_rate,
    beneficiaryName: r.beneficiary_name,
    beneficiaryTaxId: r.beneficiary_tax_id,
    shipper: { id: r.shipper_id, name: r.shipper_name },
    client: { id: r.client_id, name: r.client_name },
    isDuplicate: r.duplicate_of_id !== null,
    hasDataIssues: r.has_data_issues,
    actions,
  };
}

/**
 * A date range under the other date's order: payment-date range in inclusion order (the default sort) or
 * inclusion-date range in payment order. Payment follows inclusion by days, which the planner cannot know,
 * so it walks the sort index from the newest row (see listPageCountFirst).
 */
function crossDateRange(query: RemittanceListFilters): boolean {
  const field = parseSort(query.sort).field;
  if (field === 'includeDate') return Boolean(query.paymentDateFrom || query.paymentDateTo);
  if (field === 'paymentDate') return Boolean(query.includeDateFrom || query.includeDateTo);
  return false;
}

/** The payment days of a closed payment-date range under the inclusion order, else undefined. */
function paymentDaysInInclusionOrder(
  query: RemittanceListFilters,
): { from: string; count: number } | undefined {
  const { paymentDateFrom: from, paymentDateTo: to } = query;
  if (parseSort(query.sort).field !== 'includeDate' || !from || !to) return undefined;
  return { from, count: Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1 };
}

/**
 * The ids of one page of a payment-date range in inclusion order, merged from one index scan per payment
 * day: each day's first offset + limit matches come in inclusion order from an index on (…, payment_date,
 * include_date, id), and the page is cut from their union, which holds the first offset + limit of the range.
 */
function pageIdsByPaymentDay(
  db: Kysely<Database>,
  query: RemittanceListFilters,
  scope: readonly string[] | undefined,
  days: { from: string; count: number },
  limit: number,
  offset: number,
): RawBuilder<string> {
  const oneDay = filteredRemittances(
    db,
    { ...query, paymentDateFrom: undefined, paymentDateTo: undefined },
    scope,
  )
    .where('r.payment_date', '=', sql<string>`d.day`)
    .select(['r.id', 'r.include_date']);
  const firstOfDay = orderBySort(oneDay, query.sort, SORT_COLUMNS, 'r.id').limit(offset + limit);
  const direction = sql.raw(parseSort(query.sort).direction === 'asc' ? 'asc' : 'desc');
  return sql<string>`(select p.id from (select ${days.from}::date + i as day from generate_series(0, ${days.count - 1}) as i) as d
    cross join lateral (${firstOfDay}) as p
    order by p.include_date ${direction}, p.id ${direction} limit ${limit} offset ${offset})`;
}

/** GET /api/remittances: one page of the user's remittances matching the filters, with the total. */
export async function listRemittances(
  ctx: RemittanceContext,
  query: RemittanceListFilters,
  opts: { countThreshold?: number; sortLimit?: number; preferMerged?: boolean } = {},
): Promise<RemittanceList> {
  const scope = clientScope(ctx.user);
  const filtered = filteredRemittances(ctx.db, query, scope);
  const joined = (q: typeof filtered) =>
    q
      .innerJoin('shippers as s', 's.id', 'r.shipper_id')
      .innerJoin('clients as c', 'c.id', 'r.client_id')
      .select(SUMMARY_COLUMNS)
      // Only the page's rows are probed (remittance_blocks_remittance): offers "blocking reasons" when there are
      // some. `offset 0` keeps the planner from turning the EXISTS into a hashed subplan, which it prices by the
      // million rows before the limit and which then reads every block (5 ms of a 5.3 ms page, npm run bench).
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('remittance_blocks as b')
              .select('b.id')
              .whereRef('b.remittance_id', '=', 'r.id')
              .offset(0),
          )
          .as('ever_blocked'),
      );
  const ordered = orderBySort(joined(filtered), query.sort, SORT_COLUMNS, 'r.id');
  const map = (r: Awaited<ReturnType<typeof ordered.execute>>[number]): RemittanceSummary =>
    summaryOf(r, remittanceActions(r.status, ctx.user.permissions, Boolean(r.ever_blocked)));
  if (query.name) {
    // A contains-search: read few matches once by the trigram index, or walk the sort index for many.
    return listPageSmallSetFirst({
      db: ctx.db,
      filtered,
      sort: query.sort,
      columns: SORT_COLUMNS,
      tiebreaker: 'r.id',
      request: query,
      countThreshold: opts.countThreshold,
      rowsOf: async (ids) =>
        (
          await orderBySort(
            joined(ctx.db.selectFrom('remittances as r').where('r.id', 'in', ids)),
            query.sort,
            SORT_COLUMNS,
            'r.id',
          ).execute()
        ).map(map),
      // Matches are frequent: walk the sort index until the page is full. A parallel plan would spend more
      // starting its workers than the walk takes.
      largeRows: (limit, offset) =>
        ctx.db.transaction().execute(async (trx) => {
          await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
          const rows = await orderBySort(
            joined(filteredRemittances(trx, query, scope, { nameIndexed: false })),
            query.sort,
            SORT_COLUMNS,
            'r.id',
          )
            .limit(limit)
            .offset(offset)
            .execute();
          return rows.map(map);
        }),
    });
  }
  if (crossDateRange(query)) {
    // The page's rows, from a subquery that selects their ids in the list's order.
    const byIds = (ids: Expression<string>) =>
      orderBySort(
        joined(ctx.db.selectFrom('remittances as r').where('r.id', 'in', ids)),
        query.sort,
        SORT_COLUMNS,
        'r.id',
      );
    const days = paymentDaysInInclusionOrder(query);
    return listPageCountFirst({
      db: ctx.db,
      filtered,
      // The page's ids are sorted out of the filters' indexes (index-only where they allow), then joined.
      sorted: (limit, offset) =>
        byIds(pageIdsAside(filtered.select('r.id'), query.sort, SORT_COLUMNS, 'r.id', { limit, offset })),
      walked: (limit, offset) => ordered.limit(limit).offset(offset),
      merged: days && {
        parts: days.count,
        rows: (limit, offset) => byIds(pageIdsByPaymentDay(ctx.db, query, scope, days, limit, offset)),
      },
      request: query,
      map,
      countThreshold: opts.countThreshold,
      sortLimit: opts.sortLimit,
      preferMerged: opts.preferMerged,
    });
  }
  return listPage({
    db: ctx.db,
    rows: ordered,
    filtered,
    request: query,
    countThreshold: opts.countThreshold,
    unfiltered: scope === undefined && setsNoFilter(remittancesList.filters, query),
    map,
  });
}

/** Shippers ("remittants") of the user's clients, for the filter picker (at most 200, by name). */
export async function listShipperOptions(
  ctx: RemittanceContext,
  query: { q?: string | undefined; clientId?: string | undefined },
) {
  const scope = clientScope(ctx.user);
  // A client outside the scope (or none) is not found, as in the lists' client filter.
  if (query.clientId) await resolveRecord(ctx.db, scope, 'client', query.clientId, ctx.locale);
  let q = ctx.db
    .selectFrom('shippers as s')
    .innerJoin('clients as c', 'c.id', 's.client_id')
    .where(inClientScope('s.client_id', scope))
    .select(['s.id', 's.name', 's.code', 's.client_id', 'c.name as client_name'])
    .orderBy('s.name')
    .orderBy('s.id')
    .limit(200);
  if (query.clientId) q = q.where('s.client_id', '=', query.clientId);
  if (query.q) q = q.where(unaccentContains('s.name', query.q));
  const rows = await q.execute();
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      code: r.code,
      client: { id: r.client_id, name: r.client_name },
    })),
  };
}

// ------------------------------------------------------------------------------------------ detail

/** GET /api/remittances/:id: every field of spec 2 "Remittance detail", payment history, blocking reasons. */
export async function getRemittance(ctx: RemittanceContext, id: string): Promise<RemittanceDetail> {
  const row = await ctx.db
    .selectFrom('remittances as r')
    .innerJoin('shippers as s', 's.id', 'r.shipper_id')
    .innerJoin('clients as c', 'c.id', 'r.client_id')
    .leftJoin('remittances as d', 'd.id', 'r.duplicate_of_id')
    .leftJoin('users as cu', 'cu.id', 'r.canceled_by')
    .selectAll('r')
    .select([
      's.name as shipper_name',
      'c.name as client_name',
      'd.reference as duplicate_reference',
      'd.client_id as duplicate_client_id',
      'cu.name as canceled_by_name',
      (eb) =>
        eb
          .selectFrom('banks as b')
          .select('b.name')
          .where((w) =>
            w.or([w('b.compe_code', '=', w.ref('r.bank_code')), w('b.ispb', '=', w.ref('r.bank_ispb'))]),
          )
          .orderBy(sql`b.compe_code = r.bank_code`, (ob) => ob.desc().nullsLast())
          .limit(1)
          .as('bank_name'),
    ])
    .where('r.id', '=', id)
    .where(inClientScope('r.client_id', clientScope(ctx.user)))
    .executeTakeFirst();
  if (!row) throw remittanceNotFound(ctx.locale);

  const history = await ctx.db
    .selectFrom('remittance_history as h')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .select([
      'h.id',
      'h.at',
      'h.user_id',
      'u.name as user_name',
      'h.action',
      'h.from_status',
      'h.to_status',
      'h.note',
      'h.note_code',
      'h.note_params',
    ])
    .where('h.remittance_id', '=', id)
    .orderBy('h.at')
    .orderBy('h.id')
    .execute();
  const blocks = ctx.user.permissions.has('remittances.view-blocking-reasons')
    ? await loadBlocks(ctx.db, id)
    : null;
  const actions = remittanceActions(row.status, ctx.user.permissions, Boolean(blocks?.length));

  const scope = clientScope(ctx.user);
  const duplicateVisible =
    row.duplicate_client_id !== null && (scope === undefined || scope.includes(row.duplicate_client_id));
  const bankName =
    row.bank_name ??
    (row.bank_code ? (BRAZILIAN_BANKS.find((b) => b.code === row.bank_code)?.shortName ?? null) : null);

  return {
    ...summaryOf(row, actions),
    exchangeRate: row.exchange_rate,
    origin: row.origin,
    purpose: row.purpose,
    remittanceTypeDescription: row.remittance_type_description,
    sender: { name: row.sender_name, country: row.sender_country, personType: row.sender_person_type },
    beneficiary: {
      name: row.beneficiary_name,
      taxId: row.beneficiary_tax_id,
      birthDate: row.beneficiary_birth_date,
      phone: row.beneficiary_phone,
      email: row.beneficiary_email,
      country: row.beneficiary_country,
    },
    payment: {
      status: row.status,
      currency: row.currency,
      meValue: row.me_value,
      mnValue: row.mn_value,
      date: row.payment_date,
      type: row.payment_type,
      bank:
        row.bank_code || row.bank_ispb ? { code: row.bank_code, ispb: row.bank_ispb, name: bankName } : null,
      agency: withCheckDigit(row.agency, row.agency_check_digit),
      account: withCheckDigit(row.account, row.account_check_digit),
      accountType: row.account_type,
      pixKeyType: row.pix_key_type,
      pixKey: row.pix_key,
      noPixKey: row.no_pix_key,
      message: row.message,
    },
    // A duplicate of another client's remittance is shown as a duplicate without naming the other one.
    duplicateOf: row.duplicate_of_id
      ? {
          id: duplicateVisible ? row.duplicate_of_id : null,
          reference: duplicateVisible ? row.duplicate_reference : null,
        }
      : null,
    canceled:
      row.status === 'canceled' && row.canceled_at
        ? {
            at: iso(row.canceled_at),
            by:
              row.canceled_by && row.canceled_by_name
                ? { id: row.canceled_by, name: row.canceled_by_name }
                : null,
            reason: row.cancel_reason ?? '',
          }
        : null,
    paidAt: isoOrNull(row.paid_at),
    returned: row.returned_at ? { at: iso(row.returned_at), reason: row.return_reason } : null,
    updatedAt: iso(row.updated_at),
    history: history.map((h) => ({
      id: h.id,
      at: iso(h.at),
      user: h.user_id && h.user_name ? { id: h.user_id, name: h.user_name } : null,
      action: h.action,
      fromStatus: h.from_status,
      toStatus: h.to_status,
      note: h.note,
      systemNote: h.note_code
        ? { code: h.note_code, ...(h.note_params?.fields ? { fields: h.note_params.fields } : {}) }
        : null,
    })),
    blocks,
  };
}

function withCheckDigit(number: string | null, digit: string | null): string | null {
  if (!number) return null;
  return digit ? `${number}-${digit}` : number;
}

async function loadBlocks(db: Kysely<Database>, remittanceId: string): Promise<RemittanceBlock[]> {
  const rows = await db
    .selectFrom('remittance_blocks as b')
    .leftJoin('users as bu', 'bu.id', 'b.blocked_by')
    .leftJoin('users as uu', 'uu.id', 'b.unblocked_by')
    .select([
      'b.id',
      'b.reason_kind',
      'b.reason_code',
      'b.description',
      'b.blocked_at',
      'b.blocked_by',
      'bu.name as blocked_by_name',
      'b.unblocked_at',
      'b.unblocked_by',
      'uu.name as unblocked_by_name',
      'b.unblock_note',
    ])
    .where('b.remittance_id', '=', remittanceId)
    .orderBy('b.blocked_at')
    .orderBy('b.id')
    .execute();
  return rows.map((b) => ({
    id: b.id,
    kind: b.reason_kind,
    code: b.reason_code,
    description: b.description,
    blockedAt: iso(b.blocked_at),
    blockedBy: b.blocked_by && b.blocked_by_name ? { id: b.blocked_by, name: b.blocked_by_name } : null,
    open: b.unblocked_at === null,
    unblockedAt: isoOrNull(b.unblocked_at),
    unblockedBy:
      b.unblocked_by && b.unblocked_by_name ? { id: b.unblocked_by, name: b.unblocked_by_name } : null,
    unblockNote: b.unblock_note,
  }));
}

/** GET /api/remittances/:id/blocks: the blocking reasons (open and closed) of a remittance the user may see. */
export async function listBlocks(ctx: RemittanceContext, id: string): Promise<{ items: RemittanceBlock[] }> {
  const visible = await ctx.db
    .selectFrom('remittances as r')
    .select('r.id')
    .where('r.id', '=', id)
    .where(inClientScope('r.client_id', clientScope(ctx.user)))
    .executeTakeFirst();
  if (!visible) throw remittanceNotFound(ctx.locale);
  return { items: await loadBlocks(ctx.db, id) };
}

// ------------------------------------------------------------------------------------------ actions

type Locked = Pick<
  Selectable<RemittancesTable>,
  'id' | 'status' | 'client_id' | 'shipper_id' | 'currency' | 'me_value' | 'reference'
>;

/** What an action writes to the audit log, besides the remittance's reference and client. */
interface ActionAudit {
  action: AuditAction;
  details: AuditDetails;
}

/**
 * Runs `change` in one transaction on the remittance locked with `select … for update` (client scope applied:
 * another client's remittance is not found), writes the audit row it returns in the same transaction, then
 * answers with the remittance as it now is.
 */
async function changeLockedRemittance(
  ctx: RemittanceContext,
  id: string,
  change: (trx: Transaction<Database>, row: Locked) => Promise<ActionAudit>,
): Promise<RemittanceDetail> {
  await inTransaction(ctx.db, async (trx) => {
    const row = await trx
      .selectFrom('remittances as r')
      .select(['r.id', 'r.status', 'r.client_id', 'r.shipper_id', 'r.currency', 'r.me_value', 'r.reference'])
      .where('r.id', '=', id)
      .where(inClientScope('r.client_id', clientScope(ctx.user)))
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw remittanceNotFound(ctx.locale);
    const audit = await change(trx, row);
    await recordAudit(trx, {
      actorUserId: ctx.user.userId,
      action: audit.action,
      entity: 'remittance',
      entityId: id,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      details: { reference: row.reference, clientId: row.client_id, ...audit.details },
    });
  });
  return getRemittance(ctx, id);
}

async function writeHistory(
  trx: Transaction<Database>,
  ctx: RemittanceContext,
  row: Locked,
  action: RemittanceHistoryAction,
  to: RemittanceStatus,
  note: string | null,
  systemNote: RemittanceHistoryEntry['systemNote'] = null,
): Promise<void> {
  await trx
    .insertInto('remittance_history')
    .values({
      remittance_id: row.id,
      user_id: ctx.user.userId,
      action,
      from_status: row.status,
      to_status: to,
      note,
      note_code: systemNote?.code ?? null,
      note_params: systemNote?.fields ? JSON.stringify({ fields: systemNote.fields }) : null,
    })
    .execute();
}

const AWAITING_PAYMENT: readonly RemittanceStatus[] = ['received', 'pending', 'processing'];

/** A status change: the row's new status (with the columns that go with it), its history and the snapshot. */
async function moveStatus(
  trx: Transaction<Database>,
  ctx: RemittanceContext,
  row: Locked,
  move: {
    to: RemittanceStatus;
    history: RemittanceHistoryAction;
    note: string | null;
    set?: UpdateObject<Database, 'remittances'>;
  },
): Promise<void> {
  await trx
    .updateTable('remittances')
    .set({ ...move.set, status: move.to, updated_at: sql`now()` })
    .where('id', '=', row.id)
    .execute();
  await writeHistory(trx, ctx, row, move.history, move.to, move.note);
  await moveSnapshot(trx, row, move.to);
}

/**
 * Keeps the shipper's balance snapshot in step with a status change: blocked ME is "locked", ME received,
 * pending or processing is "pending wire". The balance screen computes both from the remittances; the
 * snapshot's `updated_at` is its "last update".
 */
async function moveSnapshot(trx: Transaction<Database>, row: Locked, to: RemittanceStatus): Promise<void> {
  const delta = (inSet: (s: RemittanceStatus) => boolean) =>
    (inSet(to) ? 1 : 0) - (inSet(row.status) ? 1 : 0);
  const locked = delta((s) => s === 'blocked');
  const pending = delta((s) => AWAITING_PAYMENT.includes(s));
  await trx
    .updateTable('shipper_balances')
    .set({
      locked_balance: sql`greatest(0, locked_balance + ${locked}::int * ${row.me_value}::numeric)`,
      pending_wire: sql`greatest(0, pending_wire + ${pending}::int * ${row.me_value}::numeric)`,
      updated_at: sql`now()`,
    })
    .where('shipper_id', '=', row.shipper_id)
    .where('currency', '=', row.currency)
    .execute();
}

/** POST /api/remittances/:id/cancel: received, pending, blocked or returned → canceled, with the reason. */
export async function cancelRemittance(
  ctx: RemittanceContext,
  id: string,
  reason: string,
): Promise<RemittanceDetail> {
  return changeLockedRemittance(ctx, id, async (trx, row) => {
    if (!REMITTANCE_CANCELABLE_STATUSES.includes(row.status))
      throw stateConflict('cancel', row.status, ctx.locale);
    await moveStatus(trx, ctx, row, {
      to: 'canceled',
      history: 'canceled',
      note: reason,
      set: { cancel_reason: reason, canceled_at: sql`now()`, canceled_by: ctx.user.userId },
    });
    return { action: 'remittance.cancel', details: { from: row.status, reason } };
  });
}

/** POST /api/remittances/:id/unblock: blocked → pending, every open block closed with the optional note. */
export async function unblockRemittance(
  ctx: RemittanceContext,
  id: string,
  note: string | null,
): Promise<RemittanceDetail> {
  return changeLockedRemittance(ctx, id, async (trx, row) => {
    if (!REMITTANCE_UNBLOCKABLE_STATUSES.includes(row.status))
      throw stateConflict('unblock', row.status, ctx.locale);
    const closed = await trx
      .updateTable('remittance_blocks')
      .set({
        // A block recorded in the future (clock skew of an importer) is closed at its own time.
        unblocked_at: sql`greatest(now(), blocked_at)`,
        unblocked_by: ctx.user.userId,
        unblock_note: note,
      })
      .where('remittance_id', '=', row.id)
      .where('unblocked_at', 'is', null)
      .returning('id')
      .execute();
    await moveStatus(trx, ctx, row, { to: 'pending', history: 'unblocked', note });
    return { action: 'remittance.unblock', details: { note, blocksClosed: closed.map((b) => b.id) } };
  });
}

/** A bank code is known when the banks table or the domain's verified list has it; its ISPB comes along. */
async function findBank(db: Kysely<Database>, code: string): Promise<{ ispb: string | null } | undefined> {
  const row = await db
    .selectFrom('banks')
    .select('ispb')
    .where('compe_code', '=', code)
    .where('active', '=', true)
    .executeTakeFirst();
  if (row) return { ispb: row.ispb };
  const known = BRAZILIAN_BANKS.find((b) => b.code === code);
  return known ? { ispb: known.ispb } : undefined;
}

/** The columns a correction writes, named as the history and the audit name them (labelled in the domain). */
const EDITABLE_COLUMNS = REMITTANCE_EDITABLE_FIELDS;

/**
 * PUT /api/remittances/:id/beneficiary: the beneficiary's contact and payment data, validated by the domain
 * (the body schema) and here against the bank list; allowed until the remittance is sent for payment, and
 * after a return. Corrected data clears the "by data" flag; the history names the changed fields.
 */
export async function updateBeneficiary(
  ctx: RemittanceContext,
  id: string,
  body: RemittanceBeneficiaryUpdateParsed,
): Promise<RemittanceDetail> {
  const bank = body.bankCode ? await findBank(ctx.db, body.bankCode) : undefined;
  if (body.bankCode && !bank) {
    const message = ctx.locale === 'en' ? 'Invalid bank.' : 'Banco inválido.';
    throw new AppError(400, 'validation_failed', message, {
      errors: [{ path: 'body.bankCode', code: 'invalid_bank', message }],
    });
  }
  const values = {
    beneficiary_email: body.email,
    beneficiary_phone: body.phone,
    payment_type: body.paymentType,
    bank_code: body.bankCode,
    bank_ispb: bank?.ispb ?? null,
    agency: body.agency?.number ?? null,
    agency_check_digit: body.agency?.checkDigit ?? null,
    account: body.account?.number ?? null,
    account_check_digit: body.account?.checkDigit ?? null,
    account_type: body.accountType,
    pix_key_type: body.pix?.type ?? null,
    pix_key: body.pix?.key ?? null,
    no_pix_key: body.noPixKey,
    message: body.message,
  };
  return changeLockedRemittance(ctx, id, async (trx, row) => {
    if (!REMITTANCE_BENEFICIARY_EDITABLE_STATUSES.includes(row.status))
      throw stateConflict('editBeneficiary', row.status, ctx.locale);
    const before = await trx
      .selectFrom('remittances')
      .select([...EDITABLE_COLUMNS, 'has_data_issues'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    const changed = EDITABLE_COLUMNS.filter((c) => (before[c] ?? null) !== (values[c] ?? null));
    await trx
      .updateTable('remittances')
      .set({ ...values, has_data_issues: false, updated_at: sql`now()` })
      .where('id', '=', row.id)
      .execute();
    await writeHistory(
      trx,
      ctx,
      row,
      'updated',
      row.status,
      null,
      changed.length ? { code: 'fields_changed', fields: changed } : null,
    );
    return {
      action: 'remittance.update_beneficiary',
      details: { changed, hadDataIssues: before.has_data_issues },
    };
  });
}
