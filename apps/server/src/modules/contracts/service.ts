import {
  CONTRACT_REFERENCE_FILTERS,
  contractsList,
  contractSummarySchema,
  type ContractSummary,
} from '@fxbo/domain';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import { containsPattern } from '../../http/list-query.js';
import { keptScopeTotals } from '../../platform/kept-amount-totals.js';
import { afterPage, withAfterPage } from '../../platform/list-source-fields.js';
import { containsTwoForms, type FilterForm, type FilterSql } from '../../platform/list-source-filters.js';
import { pageJoined, pageSmallSetFirst } from '../../platform/list-source-plan.js';
import { listSource } from '../../platform/list-source.js';

/*
 * The contracts list (/contract, spec 3 "Contract filters"), declared (platform/list-source.ts): each filter in
 * the form its index serves (migrations 0003 and 0015, docs/data-model.md "Indexes"); the keyword and the
 * payer/receiver in two forms (indexed, and as a row condition for the sort-index walk); a page's reference
 * numbers read after it.
 */

/** The most keyword matches read whole (http/list-query.ts `listPageSmallSetFirst`). */
export const KEYWORD_WHOLE_SET_LIMIT = 1_000;

/** The keyword's text of a contract, exactly the expression of migration 0015's contracts_search_trgm. */
const SEARCH_TEXT = sql`f_unaccent(contract_number || ' ' || coalesce(counterparty_name, '') || ' ' || coalesce(notes, ''))`;

/** The same text of the list's own row (alias c). */
const ROW_SEARCH_TEXT = sql`f_unaccent(c.contract_number || ' ' || coalesce(c.counterparty_name, '') || ' ' || coalesce(c.notes, ''))`;

/**
 * The keyword: contract number, payer/receiver and notes (one trigram index) or a reference number (another),
 * accent- and case-insensitive. `indexed`: the matching ids from both indexes; `walked`: the same test as a row
 * condition, for plans that walk a sort index through frequent matches.
 */
function keywordMatches(text: string, form: FilterForm): Expression<SqlBool> {
  const pattern = containsPattern(text);
  if (form === 'indexed')
    return sql<SqlBool>`c.id in (
      select id from contracts where ${SEARCH_TEXT} ilike f_unaccent(${pattern})
      union
      select contract_id from contract_references where f_unaccent(number) ilike f_unaccent(${pattern}))`;
  // `|| ''` keeps the planner from taking the contracts' trigram index for the text. The reference numbers stay
  // on theirs: a word of the notes ("carta de crédito", 5,000 contracts) matches few of them, read once into a
  // hashed set (4 ms), where a row test per contract became a sequential scan of all 460,000 (900 ms).
  return sql<SqlBool>`((${ROW_SEARCH_TEXT} || '') ilike f_unaccent(${pattern})
    or c.id in (select r.contract_id from contract_references r
                where f_unaccent(r.number) ilike f_unaccent(${pattern})))`;
}

/** A reference number of one kind, by (kind, number) in contract_references. */
const referenceOf =
  (kind: string): FilterSql<string> =>
  (number) =>
    sql<SqlBool>`${sql.ref('c.id')} in (select "contract_id" from "contract_references" where "kind" = ${kind} and "number" = ${number})`;

type References = Pick<ContractSummary, 'references'>;

/** Each contract's reference numbers by kind, read after the page (by the primary key): skipped rows cost none. */
async function referencesOf(db: Kysely<Database>, ids: string[]): Promise<Map<string, References>> {
  const refs = await db
    .selectFrom('contract_references')
    .select(['contract_id', 'kind', 'number'])
    .where('contract_id', 'in', ids)
    .orderBy('contract_id')
    .orderBy('kind')
    .orderBy('number')
    .execute();
  const byContract = new Map<string, References>();
  for (const r of refs) {
    const of = byContract.get(r.contract_id) ?? { references: {} };
    (of.references[r.kind] ??= []).push(r.number);
    byContract.set(r.contract_id, of);
  }
  return byContract;
}

export const contractSource = listSource({
  resource: contractsList,
  row: contractSummarySchema,
  from: 'contracts as c',
  joins: (q) =>
    q.innerJoin('clients as cl', 'cl.id', 'c.client_id').leftJoin('banks as b', 'b.id', 'c.bank_id'),
  scope: 'c.client_id',
  fields: {
    id: 'c.id',
    contractNumber: 'c.contract_number',
    contractDate: 'c.contract_date',
    bacenNumber: 'c.bacen_number',
    type: 'c.contract_type',
    status: 'c.status',
    client: { id: 'c.client_id', name: 'cl.name' },
    bank: 'coalesce(b.short_name, b.name)',
    counterparty: 'c.counterparty_name',
    currency: 'c.currency',
    meValue: 'c.me_value',
    rate: 'c.rate',
    mnValue: 'c.mn_value',
    natureCode: 'c.nature_code',
    references: afterPage(),
  },
  filters: {
    keyword: {
      indexed: (text: string) => keywordMatches(text, 'indexed'),
      walked: (text: string) => keywordMatches(text, 'walked'),
    },
    counterparty: containsTwoForms('c.counterparty_name'),
    // The bank by its COMPE code.
    bank: (code: string) =>
      sql<SqlBool>`${sql.ref('c.bank_id')} in (select "id" from "banks" where "compe_code" = ${code})`,
    nature: 'c.nature_code',
    ...Object.fromEntries(
      Object.entries(CONTRACT_REFERENCE_FILTERS).map(([filter, kind]) => [filter, referenceOf(kind)]),
    ),
  },
  mapping: { totalsUnjoined: true, scopeTotals: (db) => (scope) => keptScopeTotals(db, 'contracts', scope) },
  plan: async (parts) =>
    withAfterPage(
      parts.query.keyword || parts.query.counterparty
        ? // A contains-search: few matches are read once by the trigram indexes, many walk the sort index.
          // Notes are long: beyond 1,000 matches the date index is walked rather than every match rechecked.
          await pageSmallSetFirst(parts, { wholeSetLimit: KEYWORD_WHOLE_SET_LIMIT })
        : await pageJoined(parts),
      (ids) => referencesOf(parts.db, ids),
      { references: {} },
    ),
});

/** One page of the contracts the user's scope allows, with their reference numbers. */
export const listContracts = contractSource.list;
