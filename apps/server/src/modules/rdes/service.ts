import { rdesList, rdeSummarySchema, rdeTypesNamed } from '@fxbo/domain';
import { sql, type Expression, type SqlBool } from 'kysely';
import { containsPattern } from '../../http/list-query.js';
import { listSource } from '../../platform/list-source.js';

/*
 * The RDE list (/rde, spec 2 Document "RDE") and its report, declared (platform/list-source.ts): every filter
 * but the keyword takes its field's standard SQL, in the form its index serves (migrations 0005 and 0023,
 * docs/data-model.md "Indexes"). The report is the same source with the document type required (the domain
 * refuses its absence).
 */

/** The keyword's text of an RDE, exactly the expression of migration 0023's rdes_search_trgm. */
const SEARCH_TEXT = sql`f_unaccent(r.rde_number || ' ' || coalesce(r.counterparty_name, ''))`;

/**
 * The keyword: a module's name, today's or former ('RDE-ROF', 'SCE-Crédito', 'IED'…), selects that module;
 * any other text is looked for in the number and the counterparty, accent- and case-insensitive.
 */
export function keywordMatches(keyword: string): Expression<SqlBool> {
  const types = rdeTypesNamed(keyword);
  if (types.length === 1) return sql<SqlBool>`r.rde_type = ${types[0]}`;
  if (types.length > 1) return sql<SqlBool>`r.rde_type in (${sql.join(types)})`;
  return sql<SqlBool>`${SEARCH_TEXT} ilike f_unaccent(${containsPattern(keyword)})`;
}

export const rdeSource = listSource({
  resource: rdesList,
  row: rdeSummarySchema,
  from: 'rdes as r',
  joins: (q) => q.innerJoin('clients as c', 'c.id', 'r.client_id'),
  scope: 'r.client_id',
  fields: {
    id: 'r.id',
    rdeNumber: 'r.rde_number',
    rdeType: 'r.rde_type',
    client: { id: 'r.client_id', name: 'c.name' },
    counterparty: 'r.counterparty_name',
    counterpartyCountry: 'r.counterparty_country',
    currency: 'r.currency',
    value: 'r.value',
    registrationDate: 'r.registration_date',
    status: 'r.status',
  },
  filters: { keyword: keywordMatches },
});

/** One page of the registrations the user's scope allows (the list's and the report's). */
export const listRdes = rdeSource.list;
