import {
  CLIENT_OPTIONS_LIMIT,
  clientOptionsQuerySchema,
  clientOptionsSchema,
  taxIdPrefix,
} from '@fxbo/domain';
import { sql } from 'kysely';
import { currentUser } from '../../platform/auth-guard.js';
import { clientScope, inClientScope } from '../../platform/client-scope.js';
import { routeOptions } from '../../platform/route-options.js';
import type { ServerArea } from '../../platform/area.js';

const options = routeOptions(['clients']);

/**
 * The client picker of every filter form: up to 20 clients the user may see, by name. The search is
 * contains, accent- and case-insensitive, written as the trigram index on f_unaccent(name) expects; text
 * that can start a CPF/CNPJ also matches tax ids by prefix.
 */
export const clientRoutes: ServerArea = async (app, { database: { db } }) => {
  app.get(
    '/api/clients/options',
    options('signed-in', 'Clients the user may see, for pickers (at most 20)', {
      querystring: clientOptionsQuerySchema,
      response: { 200: clientOptionsSchema },
    }),
    async (req) => {
      const scope = clientScope(currentUser(req));
      let query = db.selectFrom('clients as c').select(['c.id', 'c.name', 'c.tax_id']);
      if (scope !== undefined) query = query.where(inClientScope('c.id', scope));
      const q = req.query.q ?? '';
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
    },
  );
};
