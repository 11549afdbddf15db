import { sql } from 'kysely';
import type { AccessRequestDetail } from '@fxbo/domain';
import { notFound } from '../../http/messages.js';
import { clientScope, inClientScope } from '../../platform/client-scope.js';
import { approver, requestVisibleTo, type RequestContext } from './context.js';
import { summarySelect, toSummary } from './service.js';

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
