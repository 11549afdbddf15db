import { defineListResource, l, rangeFilters, rangeRules, STANDARD_PAGING } from '@fxbo/domain';
import { Kysely, PostgresDialect, sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createClient, type ClientFixture } from '../../test/fixtures/clients.js';
import { createTestDatabase, type TestDatabase } from '../../test/db.js';
import type { Database } from '../db/schema.js';
import { afterPage, instant, rowMapper } from './list-source-fields.js';
import { containsTwoForms, standardCondition } from './list-source-filters.js';
import {
  pageCountFirst,
  pageIdsFirst,
  pageSmallSetFirst,
  rangeOffSort,
  type AnyQuery,
} from './list-source-plan.js';
import { listSource } from './list-source.js';

// The derivations of a declared list source (platform/list-source.ts), against the real database: each filter
// kind's SQL by the rows it finds, the row mapper with a nested ref and a read instant, the ids-first page in
// the sort's order with the tiebreaker, the scope, and the download expressions and sort columns derived
// from the same-named fields.

const STATUSES = ['pending', 'registered', 'settled', 'canceled'] as const;
const TYPES = ['rof', 'ied', 'portfolio'] as const;
const labels = <V extends string>(values: readonly V[]) =>
  Object.fromEntries(values.map((v) => [v, l(v, v)])) as Record<V, ReturnType<typeof l>>;
const text = (label: string) => ({ kind: 'text', label: l(label, label), width: 10 }) as const;

const resource = defineListResource({
  name: 'source-test',
  filters: {
    rdeNumber: { kind: 'exact', max: 40, label: l('n', 'n') },
    counterparty: { kind: 'contains', max: 100, label: l('c', 'c') },
    rdeType: { kind: 'enum', values: TYPES, labels: labels(TYPES), label: l('t', 't') },
    status: { kind: 'enum', multi: true, values: STATUSES, labels: labels(STATUSES), label: l('s', 's') },
    clientId: { kind: 'client', label: l('c', 'c') },
    ...rangeFilters('registrationDate', 'date', l('r', 'r')),
    currency: { kind: 'currency', label: l('m', 'm') },
    ...rangeFilters('value', 'money', l('v', 'v')),
    notes: { kind: 'exact', max: 40, label: l('x', 'x') },
  },
  ranges: rangeRules('registrationDate', 'value'),
  sortable: ['registrationDate', 'value', 'id'],
  defaultSort: 'registrationDate:desc',
  ...STANDARD_PAGING,
  columns: { rdeNumber: text('n'), client: text('c'), counterparty: text('p'), status: text('s') },
  exportColumns: ['rdeNumber', 'client', 'counterparty', 'status'],
  download: { file: l('f', 'f'), sheet: l('s', 's') },
});

const row = z.object({
  id: z.string(),
  rdeNumber: z.string(),
  client: z.object({ id: z.string(), name: z.string() }),
  counterparty: z.string().nullable(),
  status: z.string(),
  value: z.string(),
  createdAt: z.string(),
});

const declared = {
  resource,
  row,
  from: 'rdes as r',
  joins: (q: AnyQuery) => q.innerJoin('clients as c', 'c.id', 'r.client_id'),
  scope: 'r.client_id',
  fields: {
    id: 'r.id',
    rdeNumber: 'r.rde_number',
    client: { id: 'r.client_id', name: 'c.name' },
    counterparty: 'r.counterparty_name',
    status: 'r.status',
    value: 'r.value',
    createdAt: instant('r.created_at'),
  },
  filters: {
    rdeType: 'r.rde_type',
    registrationDate: 'r.registration_date',
    currency: 'r.currency',
    notes: (v: string) => sql<SqlBool>`r.notes = ${v}`,
  },
  sorts: { registrationDate: ['r.registration_date'] },
  downloads: { counterparty: "coalesce(r.counterparty_name, '-')" },
};
const source = listSource(declared);

/** The same list with the search in two forms, planned as payment orders are (a search, a range off the sort). */
const planned = listSource({
  ...declared,
  filters: { ...declared.filters, counterparty: containsTwoForms('r.counterparty_name') },
  plan: (parts) =>
    parts.query.counterparty
      ? pageSmallSetFirst(parts)
      : rangeOffSort(parts.query, ['registrationDate'])
        ? pageCountFirst(parts)
        : pageIdsFirst(parts),
});

describe('a declared list source', () => {
  let db: TestDatabase;
  let a: ClientFixture;
  let b: ClientFixture;
  const numbers = async (query: Record<string, unknown>, scope?: string[]) =>
    (await source.list(db.db, resource.querySchema.parse(query), scope)).items.map((r) => r.rdeNumber);

  beforeAll(async () => {
    db = await createTestDatabase();
    a = await createClient(db.db, 'Alfa Comércio Ltda');
    b = await createClient(db.db, 'Beta Ltda');
    const rows = [
      ['N1', a, 'rof', 'pending', 'Açúcar Trading', 'USD', '100.00', '2026-01-10', 'x'],
      ['N2', a, 'ied', 'registered', 'Acucar Corp', 'EUR', '250.00', '2026-01-20', null],
      ['N3', b, 'rof', 'settled', null, 'USD', '900.00', '2026-01-20', null],
      ['N4', b, 'portfolio', 'pending', 'Other', 'USD', '50.00', '2026-02-01', null],
    ] as const;
    for (const [n, client, type, status, name, currency, value, date, notes] of rows)
      await db.db
        .insertInto('rdes')
        .values({
          rde_number: n,
          client_id: client.id,
          rde_type: type,
          status,
          counterparty_name: name,
          currency,
          value,
          registration_date: date,
          notes,
          created_at: new Date('2026-03-04T05:06:07Z'),
        })
        .execute();
  });
  afterAll(async () => db.drop());

  it('writes each filter kind’s standard SQL, and the area’s own', async () => {
    expect(await numbers({ rdeNumber: 'N3' })).toEqual(['N3']);
    expect(await numbers({ counterparty: 'acucar' })).toEqual(['N2', 'N1']);
    expect(await numbers({ rdeType: 'rof' })).toEqual(['N3', 'N1']);
    expect(await numbers({ status: 'pending' })).toEqual(['N4', 'N1']);
    expect(await numbers({ status: ['pending', 'settled'] })).toEqual(['N4', 'N3', 'N1']);
    expect(await numbers({ clientId: b.id })).toEqual(['N4', 'N3']);
    expect(await numbers({ registrationDateFrom: '2026-01-20', registrationDateTo: '2026-01-31' })).toEqual([
      'N3',
      'N2',
    ]);
    expect(await numbers({ currency: 'EUR' })).toEqual(['N2']);
    expect(await numbers({ valueFrom: '100', valueTo: '250' })).toEqual(['N2', 'N1']);
    expect(await numbers({ notes: 'x' })).toEqual(['N1']);
  });

  it('keeps one enum value in the form its index serves (=), several as in', () => {
    const where = (status: string[]) =>
      source.filtered(db.db, { status }, undefined).select('r.id').compile().sql;
    expect(where(['pending'])).toContain('"r"."status" = $1');
    expect(where(['pending', 'settled'])).toContain('"r"."status" in ($1, $2)');
  });

  it('reads a period’s bare ends (from, to: PERIOD_FILTERS) as a range’s', () => {
    const day = { kind: 'date', label: l('d', 'd') } as const;
    const where = (name: string) =>
      sql`${standardCondition(name, day, 'r.registration_date', '2026-01-01')}`.compile(db.db).sql;
    expect(where('from')).toBe('"r"."registration_date" >= $1');
    expect(where('to')).toBe('"r"."registration_date" <= $1');
  });

  it('maps each row to the wire shape, nested refs and read instants included', async () => {
    const page = await source.list(db.db, resource.querySchema.parse({ rdeNumber: 'N1' }), undefined);
    expect(page.items).toEqual([
      {
        id: expect.any(String),
        rdeNumber: 'N1',
        client: { id: a.id, name: 'Alfa Comércio Ltda' },
        counterparty: 'Açúcar Trading',
        status: 'pending',
        value: '100.00',
        createdAt: '2026-03-04T05:06:07.000Z',
      },
    ]);
    expect(row.parse(page.items[0])).toEqual(page.items[0]);
  });

  it('pages ids first in the sort’s order, the id breaking ties, and counts within the scope', async () => {
    const page = (p: number, sort: string, scope?: string[]) =>
      source.list(db.db, resource.querySchema.parse({ page: String(p), pageSize: '10', sort }), scope);
    expect((await page(1, 'registrationDate:asc')).items.map((r) => r.rdeNumber)).toEqual([
      'N1',
      'N2',
      'N3',
      'N4',
    ]);
    expect(await numbers({ sort: 'value:desc' })).toEqual(['N3', 'N2', 'N1', 'N4']);
    const first = await source.list(
      db.db,
      resource.querySchema.parse({ pageSize: '10', sort: 'registrationDate:desc' }),
      [a.id],
    );
    expect(first.items.map((r) => r.rdeNumber)).toEqual(['N2', 'N1']);
    expect(first.total).toBe(2);
    expect(await numbers({}, [])).toEqual([]);
  });

  it('derives the sort columns and the download expressions from the fields and the declared', () => {
    expect(source.sortColumns).toEqual({
      registrationDate: ['r.registration_date'],
      value: ['r.value'],
      id: ['r.id'],
    });
    expect(source.downloads(db.db).expressions).toEqual({
      rdeNumber: 'r.rde_number',
      client: 'c.name',
      counterparty: "coalesce(r.counterparty_name, '-')",
      status: 'r.status',
    });
  });

  it('refuses a declaration that leaves a filter, a sort or a download column without SQL', () => {
    const declare = (over: object) =>
      listSource({
        resource,
        row,
        from: 'rdes as r',
        scope: 'r.client_id',
        fields: declared.fields,
        ...over,
      });
    expect(() => declare({})).toThrow('source-test: the filter rdeType needs its SQL');
    expect(() => declare({ filters: { ...declared.filters, notes: false } })).toThrow(
      'source-test: the sort registrationDate needs its columns',
    );
  });

  it('leaves a field read after the page out of its select list and its mapper, not out of the downloads', async () => {
    const later = listSource({
      ...declared,
      fields: { ...declared.fields, status: afterPage("(select 'read after')") },
      plan: async (parts) => {
        const page = await pageIdsFirst(parts);
        return { ...page, items: page.items.map((r) => ({ ...r, status: `${r.rdeNumber} after` })) };
      },
    });
    const query = resource.querySchema.parse({ rdeNumber: 'N1' });
    expect(later.select(later.filtered(db.db, query, undefined)).compile().sql).not.toContain('read after');
    expect(later.map({ id: '1', rdeNumber: 'N1' })).not.toHaveProperty('status');
    expect((await later.list(db.db, query, undefined)).items.map((r) => r.status)).toEqual(['N1 after']);
    expect(later.downloads(db.db).expressions['status']).toBe("(select 'read after')");
    // Without SQL it is only the page's: a download column that writes it has none.
    const pageOnly = {
      ...declared,
      fields: { ...declared.fields, status: afterPage() },
      filters: { ...declared.filters, status: 'r.status' },
    };
    expect(() => listSource(pageOnly)).toThrow('source-test: the download column status needs its SQL');
  });

  it('writes a two-form filter indexed for the count and the small set, as a row condition for the walk', async () => {
    const queries: string[] = [];
    const logged = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: db.pool }),
      log: (e) => void (e.level === 'query' && queries.push(e.query.sql)),
    });
    const walkedForm = `(f_unaccent("r"."counterparty_name") || '') ilike`;
    const page = async (query: Record<string, unknown>, countThreshold?: number) => {
      queries.length = 0;
      const q = resource.querySchema.parse({ sort: 'value:desc', ...query });
      const found = await planned.list(logged, q, undefined, { countThreshold });
      return { numbers: found.items.map((r) => r.rdeNumber), total: found.total, sql: queries.join('\n') };
    };
    const few = await page({ counterparty: 'acucar' });
    expect(few).toMatchObject({ numbers: ['N2', 'N1'], total: 2 });
    expect(few.sql).not.toContain(walkedForm);
    const many = await page({ counterparty: 'acucar' }, 0);
    expect(many.numbers).toEqual(['N2', 'N1']);
    expect(many.sql).toContain(walkedForm);
    expect(planned.filtered(db.db, { counterparty: 'x' }, undefined).compile().sql).not.toContain('|| ');
    // A range off the sort: counted first, the page's ids sorted aside (no index yields coalesce(x, x)).
    const aside = await page({ registrationDateFrom: '2026-01-15', pageSize: '1', page: '2' });
    expect(aside).toMatchObject({ numbers: ['N2'], total: 3 });
    expect(aside.sql).toContain('order by coalesce("r"."value", "r"."value") desc');
    expect(
      (await page({ registrationDateFrom: '2026-01-15', sort: 'registrationDate:asc' })).sql,
    ).not.toContain('coalesce(');
    expect(rangeOffSort({ sort: 'value:desc', registrationDateTo: '2026-01-01' }, ['registrationDate'])).toBe(
      true,
    );
    expect(
      rangeOffSort({ sort: 'registrationDate:asc', registrationDateFrom: '2026-01-01' }, [
        'registrationDate',
      ]),
    ).toBe(false);
    expect(rangeOffSort({ sort: 'value:desc', registrationDateFrom: '' }, ['registrationDate'])).toBe(false);
  });

  it('takes a plan with options for one call: the walk serial, a count-first page merged from its groups’ ids', async () => {
    const queries: string[] = [];
    const logged = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: db.pool }),
      log: (e) => void (e.level === 'query' && queries.push(e.query.sql)),
    });
    const q = (query: Record<string, unknown>) =>
      resource.querySchema.parse({ sort: 'value:desc', ...query });
    const serial = await planned.list(logged, q({ counterparty: 'acucar' }), undefined, {
      countThreshold: 0,
      plan: (parts) => pageSmallSetFirst(parts, { serialWalk: true }),
    });
    expect(serial.items.map((r) => r.rdeNumber)).toEqual(['N2', 'N1']);
    expect(queries).toContain('set local max_parallel_workers_per_gather = 0');
    queries.length = 0;
    const merged = await planned.list(logged, q({ registrationDateFrom: '2026-01-15' }), undefined, {
      plan: (parts) =>
        pageCountFirst(parts, {
          preferMerged: true,
          merged: {
            parts: 1,
            // The range by its part: the other filters (filteredBy), this one written apart.
            ids: (limit, offset) =>
              sql<string>`(${parts
                .ordered(
                  parts
                    .filteredBy({ ...parts.query, registrationDateFrom: undefined })
                    .where(sql<SqlBool>`r.registration_date >= ${'2026-01-15'}::date`)
                    .select('r.id'),
                )
                .limit(limit)
                .offset(offset)})`,
          },
        }),
    });
    expect(merged).toMatchObject({
      total: 3,
      items: [{ rdeNumber: 'N3' }, { rdeNumber: 'N2' }, { rdeNumber: 'N4' }],
    });
    expect(queries.join('\n')).toContain('r.registration_date >= $1::date');
  });

  it('reads a nested ref through a left join that found nothing as null', () => {
    const map = rowMapper<{ id: string; contract: { id: string; number: string } | null }>({
      id: 'k.id',
      contract: { id: 'c.id', number: 'c.number' },
    });
    expect(map({ id: '1', 'contract.id': null, 'contract.number': null })).toEqual({
      id: '1',
      contract: null,
    });
    expect(map({ id: '1', 'contract.id': '7', 'contract.number': 'X' })).toEqual({
      id: '1',
      contract: { id: '7', number: 'X' },
    });
  });
});
