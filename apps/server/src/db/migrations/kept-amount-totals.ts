/*
 * A table's ME and MN (BRL) sums per client and currency, kept by the database (issue 24, decisions §50): a
 * list's totals with no filter but the client scope (the screen as it opens) read these rows instead of summing
 * a million rows. Statement triggers with transition tables keep them: an insert adds its rows' sums, a delete
 * subtracts them, an update moves only the rows whose client, currency or values changed (a status change writes
 * nothing here), and a truncate empties them. Rows are written in (client, currency) order, so two writers never
 * wait on each other in opposite orders. An MN value counts as zero until it is priced.
 *
 * `source` is the table (remittances, contracts); the sums live in `<singular>_amount_totals`, its count column
 * named like the source.
 */

export const keptTotalsTable = (source: string) => `${source.replace(/s$/, '')}_amount_totals`;

export function keptAmountTotalsUp(source: string): string[] {
  const totals = keptTotalsTable(source);
  const apply = `
  insert into ${totals} as t (client_id, currency, ${source}, me_value, mn_value)
  select client_id, currency, sum(n), sum(me), sum(mn) from delta group by client_id, currency
  order by client_id, currency
  on conflict (client_id, currency) do update set
    ${source} = t.${source} + excluded.${source},
    me_value = t.me_value + excluded.me_value,
    mn_value = t.mn_value + excluded.mn_value`;
  return [
    `create table ${totals} (
       client_id bigint not null,
       currency char(3) not null,
       ${source} bigint not null,
       me_value numeric(24,2) not null,
       mn_value numeric(24,2) not null,
       primary key (client_id, currency)
     )`,
    `create function ${totals}_insert() returns trigger language plpgsql as $$
     begin
       with delta as (select client_id, currency, 1 as n, me_value as me, coalesce(mn_value, 0) as mn from new_rows)
       ${apply};
       return null;
     end $$`,
    `create function ${totals}_delete() returns trigger language plpgsql as $$
     begin
       with delta as (select client_id, currency, -1 as n, -me_value as me, -coalesce(mn_value, 0) as mn from old_rows)
       ${apply};
       return null;
     end $$`,
    `create function ${totals}_update() returns trigger language plpgsql as $$
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
       ${apply};
       return null;
     end $$`,
    `create function ${totals}_truncate() returns trigger language plpgsql as $$
     begin
       delete from ${totals};
       return null;
     end $$`,
    `create trigger ${totals}_insert after insert on ${source}
       referencing new table as new_rows for each statement execute function ${totals}_insert()`,
    `create trigger ${totals}_delete after delete on ${source}
       referencing old table as old_rows for each statement execute function ${totals}_delete()`,
    `create trigger ${totals}_update after update on ${source}
       referencing old table as old_rows new table as new_rows
       for each statement execute function ${totals}_update()`,
    `create trigger ${totals}_truncate after truncate on ${source}
       for each statement execute function ${totals}_truncate()`,
    // The rows already there.
    `insert into ${totals} (client_id, currency, ${source}, me_value, mn_value)
     select client_id, currency, count(*), sum(me_value), coalesce(sum(mn_value), 0)
     from ${source} group by client_id, currency`,
  ];
}

export function keptAmountTotalsDown(source: string): string[] {
  const totals = keptTotalsTable(source);
  return [
    ...['truncate', 'update', 'delete', 'insert'].map(
      (op) => `drop trigger if exists ${totals}_${op} on ${source}`,
    ),
    ...['truncate', 'update', 'delete', 'insert'].map((op) => `drop function if exists ${totals}_${op}()`),
    `drop table if exists ${totals}`,
  ];
}
