import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * The bank picker's search (issue 24, decisions §44, modules/banks): a bank by the start of its COMPE code or
 * ISPB (pattern indexes: `like '34%'`), or by a part of its name or short name, accent- and case-insensitive
 * (trigram index on the expression the route writes).
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create index banks_compe_pattern on banks (compe_code bpchar_pattern_ops)`,
    `create index banks_ispb_pattern on banks (ispb bpchar_pattern_ops)`,
    `create index banks_names_trgm on banks
       using gin (f_unaccent(name || ' ' || coalesce(short_name, '')) gin_trgm_ops)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop index if exists banks_names_trgm',
    'drop index if exists banks_ispb_pattern',
    'drop index if exists banks_compe_pattern',
  ]);
}
