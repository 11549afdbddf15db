import type { DocumentPendencySummary } from '@fxbo/domain';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../platform/clock.js';
import { clientScope, inClientScope } from '../../platform/client-scope.js';
import type { RequestFacts } from '../../platform/request-facts.js';
import type { SessionUser } from '../../platform/sessions.js';
import { alreadyResolved, pendencyNotFound, staffOnly } from './messages.js';
import { getPendency } from './service.js';

export interface PendencyContext extends RequestFacts {
  db: Kysely<Database>;
  user: SessionUser;
  clock: Clock;
}

/**
 * POST /api/document-pendencies/:id/resolve (staff, `documents.resolve-pendencies`): in one transaction, the
 * pendency locked `for update` within the user's client scope (else 404), then resolved only if still open
 * (a conditional update), with the note and its audit row. Resolved already, by someone else a moment before
 * or long ago: 409 `state_conflict`, nothing changed. Answers with the pendency as the list shows it.
 */
export async function resolvePendency(
  ctx: PendencyContext,
  id: string,
  note: string,
): Promise<DocumentPendencySummary> {
  if (ctx.user.kind !== 'staff') throw staffOnly(ctx.locale);
  const scope = clientScope(ctx.user);
  await inTransaction(ctx.db, async (trx) => {
    const pendency = await trx
      .selectFrom('document_pendencies as p')
      .select(['p.id', 'p.document_id', 'p.summary', 'p.resolved_at'])
      .where('p.id', '=', id)
      .where(
        sql<SqlBool>`exists (select 1 from documents d where d.id = p.document_id and ${inClientScope('d.client_id', scope)})`,
      )
      .forUpdate()
      .executeTakeFirst();
    if (!pendency) throw pendencyNotFound(ctx.locale);
    if (pendency.resolved_at) throw alreadyResolved(ctx.locale);
    const resolved = await trx
      .updateTable('document_pendencies')
      .set({ resolved_at: ctx.clock(), resolved_by: ctx.user.userId, resolution_note: note })
      .where('id', '=', id)
      .where('resolved_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!resolved) throw alreadyResolved(ctx.locale);
    await recordAudit(trx, {
      actorUserId: ctx.user.userId,
      action: 'document_pendency.resolve',
      entity: 'document_pendency',
      entityId: id,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      details: { documentId: pendency.document_id, summary: pendency.summary, note },
    });
  });
  return getPendency(ctx.db, id);
}
