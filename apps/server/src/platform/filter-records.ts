import {
  fieldMessageFor,
  l,
  recordFilters,
  type FilterDef,
  type Label,
  type NamedRecord,
} from '@fxbo/domain';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import type { Locale } from '../http/locale.js';
import { title } from '../http/messages.js';
import { inClientScope, userInClientScope, type ClientScope } from './client-scope.js';

/*
 * The records a query names by id (a list's client, shipper or user filter; domain `NamedRecord`), resolved
 * within the caller's client scope before anything is read or printed. One resolver per kind of record, with
 * the scope rule its area applies: a client in the scope; a shipper of a client in the scope; a user
 * associated with a client in the scope (`userInClientScope`, as user administration and the audit see them).
 * A record outside the scope and one that does not exist get the same 404, naming the kind of record, so an
 * id reveals nothing; the printed report's filter line takes the name resolved here.
 */

interface RecordKind {
  /** The record's name, when `id` names one within `scope`. */
  name(db: Kysely<Database>, scope: ClientScope, id: string): Promise<string | undefined>;
  notFound: Label;
}

/** A kind of record read from `table` (alias `r`), within a scope when `inScope(scope)` holds for its row. */
function recordKind(
  table: 'clients' | 'shippers' | 'users',
  inScope: (scope: ClientScope) => Expression<SqlBool>,
  notFound: Label,
): RecordKind {
  return {
    name: async (db, scope, id) =>
      (
        await db
          .selectFrom(sql<{ id: string; name: string }>`${sql.table(table)}`.as('r'))
          .select('r.name')
          .where('r.id', '=', id)
          .where(inScope(scope))
          .executeTakeFirst()
      )?.name,
    notFound,
  };
}

const RECORDS: Readonly<Record<NamedRecord, RecordKind>> = {
  client: recordKind(
    'clients',
    (scope) => inClientScope('r.id', scope),
    l('Cliente não encontrado.', 'Client not found.'),
  ),
  shipper: recordKind(
    'shippers',
    (scope) => inClientScope('r.client_id', scope),
    l('Remessadora não encontrada.', 'Remitter not found.'),
  ),
  user: recordKind(
    'users',
    (scope) => userInClientScope('r', scope),
    l('Usuário não encontrado.', 'User not found.'),
  ),
};

/** The 404 of a record outside the caller's scope, or of none: "Cliente não encontrado.". */
export function recordNotFound(record: NamedRecord, locale: Locale): AppError {
  return new AppError(404, 'not_found', RECORDS[record].notFound[locale]);
}

/** The name of the record of kind `record` that `id` names within `scope`; a 404 when there is none. */
export async function resolveRecord(
  db: Kysely<Database>,
  scope: ClientScope,
  record: NamedRecord,
  id: string,
  locale: Locale,
): Promise<string> {
  const name = await RECORDS[record].name(db, scope, id);
  if (name === undefined) throw recordNotFound(record, locale);
  return name;
}

/** Each record filter the query sets, by the name of its record (a 404 for the first outside the scope). */
export type FilterRecordNames = Readonly<Record<string, string>>;

export type FilterRecordResolver = (
  db: Kysely<Database>,
  scope: ClientScope,
  query: Readonly<Record<string, unknown>>,
  locale: Locale,
) => Promise<FilterRecordNames>;

/**
 * The bank a bank filter names by its COMPE code ("341 — Itaú", for the printed report's filter line); a code
 * that names no bank is a 400 on that query parameter (`invalid_bank`), as the payment-data form answers it.
 * Banks are reference data, outside any client scope.
 */
async function resolveBank(
  db: Kysely<Database>,
  filter: string,
  code: string,
  locale: Locale,
): Promise<string> {
  const bank = await db
    .selectFrom('banks')
    .select(['name', 'short_name'])
    .where('compe_code', '=', code)
    .orderBy('active', 'desc')
    .executeTakeFirst();
  if (bank) return `${code} — ${bank.short_name ?? bank.name}`;
  const message = fieldMessageFor('invalid_bank', locale) ?? 'invalid_bank';
  throw new AppError(400, 'validation_failed', title('validation_failed', locale), {
    errors: [{ path: `querystring.${filter}`, code: 'invalid_bank', message }],
  });
}

/**
 * The resolver of a set of filters' records, made at registration: a filter naming a kind of record that has
 * no resolver here stops the server from starting (`owner` names the list in the error). Bank filters are
 * resolved here too (their bank's name, or a 400).
 */
export function filterRecords(
  owner: string,
  filters: Readonly<Record<string, FilterDef>>,
): FilterRecordResolver {
  const named = recordFilters(filters);
  for (const [filter, record] of named)
    if (!Object.hasOwn(RECORDS, record))
      throw new Error(`${owner}: the filter ${filter} names a ${String(record)}, a record with no resolver`);
  const banks = Object.entries(filters).flatMap(([name, def]) => (def.kind === 'bank' ? [name] : []));
  return async (db, scope, query, locale) => {
    const names: Record<string, string> = {};
    for (const filter of banks) {
      const code = query[filter];
      if (typeof code === 'string' && code !== '')
        names[filter] = await resolveBank(db, filter, code, locale);
    }
    for (const [filter, record] of named) {
      const id = query[filter];
      if (typeof id === 'string' && id !== '')
        names[filter] = await resolveRecord(db, scope, record, id, locale);
    }
    return names;
  };
}
