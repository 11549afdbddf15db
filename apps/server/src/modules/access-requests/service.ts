import { sql, type Kysely, type Transaction } from 'kysely';
import {
  permissionsNotHeld,
  type accessRequestsList,
  type AccessRequestSortField,
  type AccessRequestDetail,
  type AccessRequestSummary,
  type accessRequestApproveSchema,
  type accessRequestCreateSchema,
  type accessRequestListQuerySchema,
  type DownloadColumnId,
} from '@fxbo/domain';
import type { z } from 'zod';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../http/app-error.js';
import { hitRateLimit } from '../../http/rate-limit.js';
import { enqueueMail } from '../../mail/outbox.js';
import { requireCaptcha } from '../../platform/captcha.js';
import { listPage, orderBySort, type Page, type SortColumns } from '../../http/list-query.js';
import { clientScope, inClientScope, type ClientScope } from '../../platform/client-scope.js';
import type { DownloadMapping } from '../../platform/list-routes.js';
import { isCommonPassword } from '../../platform/common-passwords.js';
import { hashPassword } from '../../platform/password-hash.js';
import { ensurePermissionRows } from '../../platform/permission-rows.js';
import type { SessionUser } from '../../platform/sessions.js';
import { requestVisibleTo, uniqueViolation, type RequestContext } from './context.js';
import { approvedMail, existingAccountMail, receiptMail, rejectedMail } from './mails.js';
import { fieldFailure, notFound } from '../../http/messages.js';
import { accessRequestMessage } from './messages.js';

/**
 * What a decided request keeps instead of the requester's password hash: the approved user has it now,
 * a rejected requester's is no longer needed (the column's check only asks for the argon2id prefix).
 */
export const ERASED_PASSWORD_HASH = '$argon2id$erased';

/** Access requests accepted per client address per hour (the form is public). */
export const ACCESS_REQUESTS_PER_IP_PER_HOUR = 10;
const IP_WINDOW_SECONDS = 3600;

type Executor = Kysely<Database> | Transaction<Database>;
type CreateInput = z.output<typeof accessRequestCreateSchema>;
type ListQuery = z.output<typeof accessRequestListQuerySchema>;
type Filters = Pick<ListQuery, 'status'>;
type ApproveInput = z.output<typeof accessRequestApproveSchema>;

/**
 * POST /api/access-requests (/register). The answer is the same whether or not the e-mail or CPF already
 * has an account: then no request is stored and the account's owner is told by e-mail instead. The
 * password is hashed on both paths so timing does not tell them apart either. A second pending request
 * for the same CPF is refused.
 */
export async function createAccessRequest(ctx: RequestContext, input: CreateInput): Promise<void> {
  const { db, locale } = ctx;
  if (ctx.ip) {
    const limit = await hitRateLimit(
      db,
      `access-request:ip:${ctx.ip}`,
      IP_WINDOW_SECONDS,
      ACCESS_REQUESTS_PER_IP_PER_HOUR,
    );
    if (!limit.allowed) {
      throw new AppError(429, 'rate_limited', accessRequestMessage('rate_limited', locale), {
        headers: { 'Retry-After': String(limit.retryAfter) },
      });
    }
  }
  // Before the captcha is spent, so the requester can choose another password with the same proof.
  if (isCommonPassword(input.password))
    throw fieldFailure(locale, [{ path: 'password', code: 'password_common' }]);
  await requireCaptcha(db, ctx.captchaKeys, input.captcha, locale);
  const passwordHash = await hashPassword(input.password);

  try {
    await db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('users')
        .select(['id', 'name', 'email', 'locale'])
        .where('deleted_at', 'is', null)
        .where((eb) => eb.or([eb('email', '=', input.email), eb('cpf', '=', input.cpf)]))
        .orderBy(sql`email = ${input.email}`, 'desc')
        .limit(1)
        .executeTakeFirst();
      if (existing) {
        await enqueueMail(
          trx,
          existingAccountMail(existing.email, existing.name, ctx.config.publicUrl, existing.locale),
        );
        await recordAudit(trx, {
          actorUserId: null,
          action: 'access_request.existing_account',
          entity: 'user',
          entityId: existing.id,
          ip: ctx.ip,
          userAgent: ctx.userAgent,
        });
        return;
      }
      const pending = await trx
        .selectFrom('access_requests')
        .select('id')
        .where('cpf', '=', input.cpf)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (pending) throw pendingConflict(ctx);
      const row = await trx
        .insertInto('access_requests')
        .values({
          name: input.name,
          cpf: input.cpf,
          email: input.email,
          phone: input.phone,
          birth_date: input.birthDate,
          password_hash: passwordHash,
          company: input.company,
          client_tax_ids: input.clientTaxIds,
          ip: ctx.ip,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actorUserId: null,
        action: 'access_request.create',
        entity: 'access_request',
        entityId: row.id,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        details: { clientTaxIds: input.clientTaxIds },
      });
      await enqueueMail(trx, receiptMail(input.email, input.name, input.company, locale));
    });
  } catch (err) {
    // Two requests for the same CPF at the same instant: the unique index decides.
    if (uniqueViolation(err) === 'access_requests_pending_cpf') throw pendingConflict(ctx);
    throw err;
  }
}

function pendingConflict(ctx: RequestContext): AppError {
  return new AppError(
    409,
    'access_request_pending',
    accessRequestMessage('access_request_pending', ctx.locale),
  );
}

function approver(ctx: RequestContext): SessionUser {
  if (!ctx.actor) throw new Error('an approver is required');
  return ctx.actor;
}

const SORT_COLUMNS: SortColumns<AccessRequestSortField> = {
  createdAt: ['r.created_at'],
  name: ['r.name'],
};

/** `from access_requests r where <the approver's scope> and <filters>`, nothing selected yet. */
function filteredRequests(db: Executor, filters: Filters, scope: ClientScope) {
  let q = db.selectFrom('access_requests as r').where(requestVisibleTo(scope));
  if (filters.status) q = q.where('r.status', '=', filters.status);
  return q;
}

/** How the list's downloads are read (platform/list-routes.ts): its filters and each column's SQL. */
export function accessRequestDownloads(
  db: Executor,
): DownloadMapping<Filters, AccessRequestSortField, DownloadColumnId<typeof accessRequestsList>> {
  return {
    filtered: (filters, scope) => filteredRequests(db, filters, scope),
    expressions: {
      name: 'r.name',
      email: 'r.email',
      cpf: 'r.cpf',
      company: 'r.company',
      clients: "array_to_string(r.client_tax_ids, ', ')",
      createdAt: 'r.created_at',
      status: 'r.status',
    },
    sortColumns: SORT_COLUMNS,
    tiebreaker: 'r.id',
  };
}

function summarySelect(db: Executor, from = db.selectFrom('access_requests as r')) {
  return from
    .leftJoin('users as d', 'd.id', 'r.decided_by')
    .select([
      'r.id',
      'r.name',
      'r.cpf',
      'r.email',
      'r.phone',
      'r.birth_date',
      'r.company',
      'r.client_tax_ids',
      'r.status',
      'r.created_at',
      'r.decided_at',
      'r.decision_reason',
      'r.user_id',
      'd.id as decider_id',
      'd.name as decider_name',
    ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summarySelect>['executeTakeFirstOrThrow']>>;

function toSummary(r: SummaryRow): AccessRequestSummary {
  return {
    id: String(r.id),
    name: r.name,
    cpf: r.cpf,
    email: r.email,
    phone: r.phone,
    birthDate: r.birth_date,
    company: r.company,
    clientTaxIds: r.client_tax_ids,
    status: r.status,
    createdAt: r.created_at.toISOString(),
    decidedAt: r.decided_at?.toISOString() ?? null,
    decidedBy: r.decider_id && r.decider_name ? { id: r.decider_id, name: r.decider_name } : null,
    decisionReason: r.decision_reason,
    userId: r.user_id,
  };
}

export async function listAccessRequests(
  ctx: RequestContext,
  q: ListQuery,
): Promise<Page<AccessRequestSummary>> {
  const filtered = filteredRequests(ctx.db, q, clientScope(approver(ctx)));
  return listPage({
    db: ctx.db,
    rows: orderBySort(summarySelect(ctx.db, filtered), q.sort, SORT_COLUMNS, 'r.id'),
    filtered,
    request: q,
    map: toSummary,
  });
}

/** One request, with the registered clients its CPF/CNPJs match (suggestions for the approval). */
export async function getAccessRequest(ctx: RequestContext, id: string): Promise<AccessRequestDetail> {
  const scope = clientScope(approver(ctx));
  const row = await summarySelect(ctx.db)
    .where('r.id', '=', id)
    .where(requestVisibleTo(scope))
    .executeTakeFirst();
  if (!row) throw notFound(ctx.locale);
  const [clients, inUse] = await Promise.all([
    ctx.db
      .selectFrom('clients as c')
      .select(['c.id', 'c.name', 'c.tax_id'])
      .where('c.tax_id', 'in', row.client_tax_ids.length ? row.client_tax_ids : [''])
      .where(inClientScope('c.id', scope))
      .execute(),
    ctx.db
      .selectFrom('users')
      .select([
        sql<boolean>`bool_or(email = ${row.email})`.as('email'),
        sql<boolean>`bool_or(cpf = ${row.cpf})`.as('cpf'),
      ])
      .where('deleted_at', 'is', null)
      .where((eb) => eb.or([eb('email', '=', row.email), eb('cpf', '=', row.cpf)]))
      .executeTakeFirstOrThrow(),
  ]);
  const byTaxId = new Map(clients.map((c) => [c.tax_id, c]));
  return {
    ...toSummary(row),
    clientMatches: row.client_tax_ids.map((taxId) => {
      const c = byTaxId.get(taxId);
      return { taxId, client: c ? { id: String(c.id), name: c.name, taxId: c.tax_id } : null };
    }),
    emailInUse: inUse.email === true,
    cpfInUse: inUse.cpf === true,
  };
}

/** The pending request, locked for the decision; 404 when absent or out of scope, 409 when decided. */
async function lockPending(trx: Transaction<Database>, ctx: RequestContext, id: string) {
  const row = await trx
    .selectFrom('access_requests as r')
    .selectAll('r')
    .where('r.id', '=', id)
    .where(requestVisibleTo(clientScope(approver(ctx))))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(ctx.locale);
  if (row.status !== 'pending') {
    throw new AppError(
      409,
      'access_request_decided',
      accessRequestMessage('access_request_decided', ctx.locale),
    );
  }
  return row;
}

/**
 * Approval: creates the user (a client user of the chosen clients, or staff with every client) with the
 * requester's own password and the chosen permissions, marks the request approved and tells the requester,
 * all in one transaction. The approver grants only permissions and clients they hold themselves.
 */
export async function approveAccessRequest(
  ctx: RequestContext,
  id: string,
  input: ApproveInput,
): Promise<{ userId: string }> {
  const actor = approver(ctx);
  const scope = clientScope(actor);
  if (permissionsNotHeld(actor.permissions, input.permissions).length > 0) {
    throw fieldFailure(ctx.locale, [{ path: 'permissions', code: 'permission_not_held' }]);
  }
  if (input.allClients && scope !== undefined) {
    throw fieldFailure(ctx.locale, [{ path: 'allClients', code: 'all_clients_not_allowed' }]);
  }
  const clientIds = input.allClients ? [] : input.clientIds;
  if (!input.allClients && clientIds.length === 0) {
    throw fieldFailure(ctx.locale, [{ path: 'clientIds', code: 'clients_required' }]);
  }
  try {
    return await inTransaction(ctx.db, async (trx) => {
      const request = await lockPending(trx, ctx, id);
      if (clientIds.length > 0) {
        const found = await trx
          .selectFrom('clients as c')
          .select('c.id')
          .where('c.id', 'in', clientIds)
          .where(inClientScope('c.id', scope))
          .execute();
        if (found.length !== clientIds.length) {
          throw fieldFailure(ctx.locale, [{ path: 'clientIds', code: 'client_unknown' }]);
        }
      }
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('deleted_at', 'is', null)
        .where((eb) => eb.or([eb('email', '=', request.email), eb('cpf', '=', request.cpf)]))
        .executeTakeFirst();
      if (taken) throw accountExists(ctx);

      const user = await trx
        .insertInto('users')
        .values({
          kind: input.allClients ? 'staff' : 'client',
          all_clients: input.allClients,
          name: request.name,
          email: request.email,
          cpf: request.cpf,
          birth_date: request.birth_date,
          phone: request.phone,
          status: 'active',
          password_hash: request.password_hash,
          password_changed_at: request.created_at,
          locale: 'pt-BR',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (input.permissions.length > 0) {
        await ensurePermissionRows(trx, input.permissions);
        await trx
          .insertInto('user_permissions')
          .values(
            input.permissions.map((key) => ({
              user_id: user.id,
              permission_key: key,
              granted_by: actor.userId,
            })),
          )
          .execute();
      }
      if (clientIds.length > 0) {
        await trx
          .insertInto('user_clients')
          .values(clientIds.map((client_id) => ({ user_id: user.id, client_id })))
          .execute();
      }
      await trx
        .updateTable('access_requests')
        .set({
          status: 'approved',
          decided_by: actor.userId,
          decided_at: new Date(),
          user_id: user.id,
          password_hash: ERASED_PASSWORD_HASH,
        })
        .where('id', '=', id)
        .execute();
      const meta = { actorUserId: actor.userId, ip: ctx.ip, userAgent: ctx.userAgent };
      await recordAudit(trx, {
        ...meta,
        action: 'access_request.approve',
        entity: 'access_request',
        entityId: id,
        details: { userId: user.id },
      });
      await recordAudit(trx, {
        ...meta,
        action: 'user.create',
        entity: 'user',
        entityId: user.id,
        details: {
          accessRequestId: id,
          kind: input.allClients ? 'staff' : 'client',
          allClients: input.allClients,
          permissions: input.permissions,
          clientIds,
        },
      });
      await enqueueMail(trx, approvedMail(request.email, request.name, ctx.config.publicUrl));
      return { userId: user.id };
    });
  } catch (err) {
    // An account made with the same e-mail or CPF at the same instant.
    if (uniqueViolation(err)?.startsWith('users_')) throw accountExists(ctx);
    throw err;
  }
}

function accountExists(ctx: RequestContext): AppError {
  return new AppError(409, 'account_exists', accessRequestMessage('account_exists', ctx.locale));
}

/** Rejection, with the reason the requester is told by e-mail. */
export async function rejectAccessRequest(ctx: RequestContext, id: string, reason: string): Promise<void> {
  const actor = approver(ctx);
  await inTransaction(ctx.db, async (trx) => {
    const request = await lockPending(trx, ctx, id);
    await trx
      .updateTable('access_requests')
      .set({
        status: 'rejected',
        decided_by: actor.userId,
        decided_at: new Date(),
        decision_reason: reason,
        password_hash: ERASED_PASSWORD_HASH,
      })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actorUserId: actor.userId,
      action: 'access_request.reject',
      entity: 'access_request',
      entityId: id,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      details: { reason },
    });
    await enqueueMail(trx, rejectedMail(request.email, request.name, reason));
  });
}
