import { sql } from 'kysely';
import type { AccessRequestDetail } from '@fxbo/domain';
import { notFound } from '../../http/messages.js';
import { clientScope, inClientScope } from '../../platform/client-scope.js';
import { approver, requestVisibleTo, type RequestContext } from './context.js';
import { accessRequestSource } from './service.js';

/** One request, with the registered clients its CPF/CNPJs match (suggestions for the approval). */
export async function getAccessRequest(ctx: RequestContext, id: string): Promise<AccessRequestDetail> {
  const scope = clientScope(approver(ctx));
  const row = await accessRequestSource
    .select(accessRequestSource.table(ctx.db).where(requestVisibleTo(scope)), scope)
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(ctx.locale);
  const summary = accessRequestSource.map(row);
  const [clients, inUse] = await Promise.all([
    ctx.db
      .selectFrom('clients as c')
      .select(['c.id', 'c.name', 'c.tax_id'])
      .where('c.tax_id', 'in', summary.clientTaxIds.length ? summary.clientTaxIds : [''])
      .where(inClientScope('c.id', scope))
      .execute(),
    ctx.db
      .selectFrom('users')
      .select([
        sql<boolean>`bool_or(email = ${summary.email})`.as('email'),
        sql<boolean>`bool_or(cpf = ${summary.cpf})`.as('cpf'),
      ])
      .where('deleted_at', 'is', null)
      .where((eb) => eb.or([eb('email', '=', summary.email), eb('cpf', '=', summary.cpf)]))
      .executeTakeFirstOrThrow(),
  ]);
  const byTaxId = new Map(clients.map((c) => [c.tax_id, c]));
  return {
    ...summary,
    clientMatches: summary.clientTaxIds.map((taxId) => {
      const c = byTaxId.get(taxId);
      return { taxId, client: c ? { id: String(c.id), name: c.name, taxId: c.tax_id } : null };
    }),
    emailInUse: inUse.email === true,
    cpfInUse: inUse.cpf === true,
  };
}
