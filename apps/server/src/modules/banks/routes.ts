import { BANK_OPTIONS_LIMIT, bankOptionsQuerySchema, bankOptionsSchema } from '@fxbo/domain';
import { sql } from 'kysely';
import { routeOptions } from '../../platform/route-options.js';
import type { ServerArea } from '../../platform/area.js';

const options = routeOptions(['banks']);

/**
 * The bank picker of every form that names a bank (issue 24): up to 20 active banks with a COMPE code, by the
 * start of the code or ISPB (digits) or a part of the name or short name (accent- and case-insensitive), in
 * code order. Each condition is written as its index in migration 0033 expects. Banks are public reference
 * data: any signed-in user may read them, as every form that needs one is open to some signed-in user.
 */
export const bankRoutes: ServerArea = async (app, { database: { db } }) => {
  app.get(
    '/api/banks/options',
    options('signed-in', 'Banks for pickers, by COMPE code, ISPB or name (at most 20)', {
      querystring: bankOptionsQuerySchema,
      response: { 200: bankOptionsSchema },
    }),
    async (req) => {
      let query = db
        .selectFrom('banks as b')
        .select(['b.compe_code', 'b.ispb', 'b.name', 'b.short_name'])
        .where('b.active', '=', true)
        .where('b.compe_code', 'is not', null);
      const q = req.query.q ?? '';
      if (q !== '') {
        const text = q.replace(/[\\%_]/g, (c) => `\\${c}`);
        const digits = /^\d{1,8}$/.test(q) ? q : null;
        query = query.where((eb) =>
          eb.or([
            sql<boolean>`f_unaccent(b.name || ' ' || coalesce(b.short_name, '')) ilike '%' || f_unaccent(${text}) || '%'`,
            ...(digits && digits.length <= 3 ? [eb('b.compe_code', 'like', `${digits}%`)] : []),
            ...(digits ? [eb('b.ispb', 'like', `${digits}%`)] : []),
          ]),
        );
      }
      const rows = await query.orderBy('b.compe_code').limit(BANK_OPTIONS_LIMIT).execute();
      return {
        items: rows.map((r) => ({
          code: r.compe_code ?? '',
          ispb: r.ispb,
          name: r.short_name ?? r.name,
        })),
      };
    },
  );
};
