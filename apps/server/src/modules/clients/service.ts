import { CLIENT_OPTIONS_LIMIT, taxIdPrefix } from '@fxbo/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inClientScope, type ClientScope } from '../../platform/client-scope.js';

/**
 * The client picker of every filter form: up to 20 clients the user may see, by name. The search is
 * contains, accent- and case-insensitive, written as the trigram index on f_unaccent(name) expects; text
 * that can start a CPF/CNPJ also matches tax ids by prefix.
 */
export async function clientOptions(db: Kysely<Database>, scope: ClientScope, q: string) {
  let query = db.selectFrom('clients as c').select(['c.id', 'c.name', 'c.tax_id']);
  if (scope !== undefined) query = query.where(inClientScope('c.id', scope));
  if (q !== '') {
    const text = q.replace(/[\\%_]/g, (c) => `\\${c}`);
    const prefix = taxIdPrefix(q);
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`f_unaccent(c.name) ilike '%' || f_unaccent(${text}) || '%'`,
        ...(prefix ? [eb('c.tax_id', 'like', `${prefix}%`)] : []),
      ]),
    );
  }
  const rows = await query.orderBy('c.name').orderBy('c.id').limit(CLIENT_OPTIONS_LIMIT).execute();
  return { items: rows.map((r) => ({ id: String(r.id), name: r.name, taxId: r.tax_id })) };
}
