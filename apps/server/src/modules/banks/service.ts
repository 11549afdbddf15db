import { BANK_OPTIONS_LIMIT } from '@fxbo/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The bank picker of every form that names a bank (issue 24): up to 20 active banks with a COMPE code, by the
 * start of the code or ISPB (digits) or a part of the name or short name (accent- and case-insensitive), in
 * code order. Each condition is written as its index in migration 0033 expects.
 */
export async function bankOptions(db: Kysely<Database>, q: string) {
  let query = db
    .selectFrom('banks as b')
    .select(['b.compe_code', 'b.ispb', 'b.name', 'b.short_name'])
    .where('b.active', '=', true)
    .where('b.compe_code', 'is not', null);
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
}
