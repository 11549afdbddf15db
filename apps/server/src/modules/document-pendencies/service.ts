import {
  documentPendenciesList,
  documentPendencySummarySchema,
  type DocumentPendencySummary,
} from '@fxbo/domain';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inClientScope } from '../../platform/client-scope.js';
import { instant } from '../../platform/list-source-fields.js';
import { saoPauloDays } from '../../platform/list-source-filters.js';
import { listSource } from '../../platform/list-source.js';

/*
 * The pending documents list (/documents-pending), declared (platform/list-source.ts): pendencies with their
 * document and client. A pendency carries its document's client and type (migration 0027, held equal by a
 * foreign key), so the client scope, the client and the type filter the pendency's own columns; each filter in
 * the form its index serves (migrations 0025 and 0027): the open ones and all by creation, by client and by
 * type, the summary by trigrams. The document and the client are joined for the page's rows only.
 */

const RESOLVED_AT = sql.ref('p.resolved_at');

export const pendencySource = listSource({
  resource: documentPendenciesList,
  row: documentPendencySummarySchema,
  from: 'document_pendencies as p',
  joins: (q) =>
    q.innerJoin('documents as d', 'd.id', 'p.document_id').innerJoin('clients as c', 'c.id', 'p.client_id'),
  // Every client: no condition at all.
  scope: (scope) => (scope === undefined ? undefined : inClientScope('p.client_id', scope)),
  fields: {
    id: 'p.id',
    document: { id: 'p.document_id', number: 'd.number', type: 'p.document_type' },
    client: { id: 'p.client_id', name: 'c.name' },
    summary: 'p.summary',
    description: 'p.description',
    createdAt: instant('p.created_at'),
    status: "case when p.resolved_at is null then 'open' else 'resolved' end",
    resolvedAt: instant('p.resolved_at'),
    resolutionNote: 'p.resolution_note',
  },
  filters: {
    documentType: 'p.document_type',
    status: (status: 'open' | 'resolved') =>
      status === 'open' ? sql<SqlBool>`${RESOLVED_AT} is null` : sql<SqlBool>`${RESOLVED_AT} is not null`,
    // São Paulo days over the timestamp.
    createdAt: saoPauloDays('p.created_at'),
  },
  downloads: { documentType: 'p.document_type', documentNumber: 'd.number' },
});

/** One page of the pendencies the user's scope allows. */
export const listPendencies = pendencySource.list;

/** One pendency as the list shows it (after an action, once its scope was checked). */
export async function getPendency(db: Kysely<Database>, id: string): Promise<DocumentPendencySummary> {
  const source = pendencySource;
  return source.map(await source.select(source.table(db).where('p.id', '=', id)).executeTakeFirstOrThrow());
}
