import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * The lists' value sorts and totals per currency (issue 24, decisions §50), each checked by EXPLAIN at the 1m
 * seed's volume (figures in docs/decisions.md §50): the remittances' ME and MN (BRL) value sorts, for whoever
 * sees every client and for a client's users (led by the client), the MN value (null until the remittance is
 * priced, last in both directions, `nullsLast`) with a descending index of its own; the totals' amounts beside the
 * currency that groups them, so a list's unfiltered totals (all remittances, or a client's; all contracts or
 * quotations) are an index-only scan rather than a read of the table; the contracts' MN value sort.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create index remittances_me_value on remittances (me_value, id)`,
    `create index remittances_mn_value on remittances (mn_value, id)`,
    `create index remittances_mn_value_desc on remittances (mn_value desc nulls last, id desc)`,
    `create index remittances_client_me_value on remittances (client_id, me_value, id)`,
    `create index remittances_client_mn_value on remittances (client_id, mn_value, id)`,
    `create index remittances_client_mn_value_desc on remittances (client_id, mn_value desc nulls last, id desc)`,
    `create index remittances_client_amounts on remittances (client_id, currency) include (me_value, mn_value)`,
    `create index contracts_mn_value on contracts (mn_value, id)`,
    `create index contracts_currency_amounts on contracts (currency) include (me_value, mn_value)`,
    `create index quotations_currency_amounts on quotations (currency) include (quoted_amount)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop index if exists quotations_currency_amounts',
    'drop index if exists contracts_currency_amounts',
    'drop index if exists contracts_mn_value',
    'drop index if exists remittances_client_amounts',
    'drop index if exists remittances_client_mn_value_desc',
    'drop index if exists remittances_client_mn_value',
    'drop index if exists remittances_client_me_value',
    'drop index if exists remittances_mn_value_desc',
    'drop index if exists remittances_mn_value',
    'drop index if exists remittances_me_value',
  ]);
}
