import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * The remittances' totals per client and currency, kept by the database (issue 24, decisions §50): the list's
 * totals with no filter but the client scope (the screen as it opens) read these rows instead of summing the
 * 1,000,000 remittances (460 ms for every client's, 50 ms for the busiest client's at the 1m seed). Statement
 * triggers with transition tables keep them: an insert adds its rows' sums, a delete subtracts them, an
 * update moves only the rows whose client, currency or values changed (a status change writes nothing here),
 * and a truncate empties them. Rows are written in (client, currency) order, so two writers never wait on
 * each other in opposite orders. A remittance's MN value counts as zero until it is priced.
 */

const APPLY = `
  insert into remittance_amount_totals as t (client_id, currency, remittances, me_value, mn_value)
  select client_id, currency, sum(n), sum(me), sum(mn) from delta group by client_id, currency
  order by client_id, currency
  on conflict (client_id, currency) do update set
    remittances = t.remittances + excluded.remittances,
    me_value = t.me_value + excluded.me_value,
    mn_value = t.mn_value + excluded.mn_value`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table remittance_amount_totals (
       client_id bigint not null,
       currency char(3) not null,
       remittances bigint not null,
       me_value numeric(24,2) not null,
       mn_value numeric(24,2) not null,
       primary key (client_id, currency)
     )`,
    `create function remittance_amount_totals_insert() returns trigger language plpgsql as $$
     begin
       with delta as (select client_id, currency, 1 as n, me_value as me, coalesce(mn_value, 0) as mn from new_rows)
       ${APPLY};
       return null;
     end $$`,
    `create function remittance_amount_totals_delete() returns trigger language plpgsql as $$
     begin
       with delta as (select client_id, currency, -1 as n, -me_value as me, -coalesce(mn_value, 0) as mn from old_rows)
       ${APPLY};
       return null;
     end $$`,
    `create function remittance_amount_totals_update() returns trigger language plpgsql as $$
     begin
       with changed as (
         select o.client_id as o_client, o.currency as o_currency, o.me_value as o_me, o.mn_value as o_mn,
           n.client_id as n_client, n.currency as n_currency, n.me_value as n_me, n.mn_value as n_mn
         from old_rows o join new_rows n on n.id = o.id
         where (o.client_id, o.currency, o.me_value, o.mn_value)
           is distinct from (n.client_id, n.currency, n.me_value, n.mn_value)
       ), delta as (
         select o_client as client_id, o_currency as currency, -1 as n, -o_me as me, -coalesce(o_mn, 0) as mn
           from changed
         union all
         select n_client, n_currency, 1, n_me, coalesce(n_mn, 0) from changed
       )
       ${APPLY};
       return null;
     end $$`,
    `create function remittance_amount_totals_truncate() returns trigger language plpgsql as $$
     begin
       delete from remittance_amount_totals;
       return null;
     end $$`,
    `create trigger remittance_amount_totals_insert after insert on remittances
       referencing new table as new_rows for each statement execute function remittance_amount_totals_insert()`,
    `create trigger remittance_amount_totals_delete after delete on remittances
       referencing old table as old_rows for each statement execute function remittance_amount_totals_delete()`,
    `create trigger remittance_amount_totals_update after update on remittances
       referencing old table as old_rows new table as new_rows
       for each statement execute function remittance_amount_totals_update()`,
    `create trigger remittance_amount_totals_truncate after truncate on remittances
       for each statement execute function remittance_amount_totals_truncate()`,
    // The remittances already there.
    `insert into remittance_amount_totals (client_id, currency, remittances, me_value, mn_value)
     select client_id, currency, count(*), sum(me_value), coalesce(sum(mn_value), 0)
     from remittances group by client_id, currency`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop trigger if exists remittance_amount_totals_truncate on remittances',
    'drop trigger if exists remittance_amount_totals_update on remittances',
    'drop trigger if exists remittance_amount_totals_delete on remittances',
    'drop trigger if exists remittance_amount_totals_insert on remittances',
    'drop function if exists remittance_amount_totals_truncate()',
    'drop function if exists remittance_amount_totals_update()',
    'drop function if exists remittance_amount_totals_delete()',
    'drop function if exists remittance_amount_totals_insert()',
    'drop table if exists remittance_amount_totals',
  ]);
}
