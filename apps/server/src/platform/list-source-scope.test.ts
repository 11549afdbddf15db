import { defineListResource, l, STANDARD_PAGING } from '@fxbo/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createClient, type ClientFixture } from '../../test/fixtures/clients.js';
import { createTestDatabase, type TestDatabase } from '../../test/db.js';
import { inClientScope, type ClientScope } from './client-scope.js';
import { scoped } from './list-source-fields.js';
import { pageJoined, type AnyQuery } from './list-source-plan.js';
import { listSource } from './list-source.js';
import { downloadRows } from './list-routes.js';

// What a declared list source (platform/list-source.ts) reads of the viewer's client scope, against the real
// database: a field selected by the scope, a filter given it, a scope reading a joined table (the count's
// too), the list's own order for the page and the downloads, the downloads' joins by the scope.

const text = (label: string) => ({ kind: 'text', label: l(label, label), width: 10 }) as const;

describe('a list source of the viewer’s scope', () => {
  let db: TestDatabase;
  let a: ClientFixture;
  const seen: ClientScope[] = [];
  const scopedResource = defineListResource({
    name: 'scope-test',
    filters: { mine: { kind: 'exact', max: 10, label: l('m', 'm') } },
    sortable: ['rdeNumber'],
    defaultSort: 'rdeNumber:asc',
    ...STANDARD_PAGING,
    columns: { rdeNumber: text('n'), visible: text('v') },
    exportColumns: ['rdeNumber', 'visible'],
    download: { file: l('f', 'f'), sheet: l('s', 's') },
  });
  const scopedRow = z.object({ id: z.string(), rdeNumber: z.string(), visible: z.number() });
  const declaration = {
    resource: scopedResource,
    row: scopedRow,
    from: 'rdes as r',
    // The scope reads the joined client: the join is the table's, the count's too.
    tableJoins: (q: AnyQuery) => q.innerJoin('clients as k', 'k.id', 'r.client_id'),
    scope: (scope: ClientScope) => (scope === undefined ? undefined : inClientScope('k.id', scope)),
    fields: {
      id: 'r.id',
      rdeNumber: 'r.rde_number',
      // How many registrations the viewer sees in all.
      visible: scoped(
        (scope) => sql`(select count(*)::int from rdes o where ${inClientScope('o.client_id', scope)})`,
      ),
    },
    filters: {
      mine: (_v: string, _f: unknown, _n: string, scope: ClientScope) => {
        seen.push(scope);
        return undefined;
      },
    },
    // Whatever the sort, by value, largest first.
    order: (q: AnyQuery) => q.orderBy(sql.ref('r.value'), 'desc').orderBy(sql.ref('r.id')),
    plan: pageJoined,
    downloads: { visible: 'n.visible' },
    downloadJoins: (q: AnyQuery, scope: ClientScope) =>
      q.leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('rdes as o')
            .select(sql<string>`count(*)::text`.as('visible'))
            .where(inClientScope('o.client_id', scope))
            .as('n'),
        (join) => join.onTrue(),
      ),
  };
  const source = listSource<typeof scopedResource, z.infer<typeof scopedRow>>(declaration);
  const query = (q: Record<string, unknown>) => scopedResource.querySchema.parse(q);

  beforeAll(async () => {
    db = await createTestDatabase();
    a = await createClient(db.db, 'Alfa Ltda');
    const b = await createClient(db.db, 'Beta Ltda');
    for (const [n, client, value] of [
      ['S1', a, '100.00'],
      ['S2', a, '300.00'],
      ['S3', b, '200.00'],
    ] as const)
      await db.db
        .insertInto('rdes')
        .values({
          rde_number: n,
          client_id: client.id,
          rde_type: 'rof',
          currency: 'USD',
          value,
          registration_date: '2026-01-10',
        })
        .execute();
  });
  afterAll(async () => db.drop());

  it('selects a scoped field and hands a filter the scope, the scope reading a joined table', async () => {
    const all = await source.list(db.db, query({ mine: 'x' }), undefined);
    expect(all.items.map((r) => [r.rdeNumber, r.visible])).toEqual([
      ['S2', 3],
      ['S3', 3],
      ['S1', 3],
    ]);
    const ofA = await source.list(db.db, query({ mine: 'x' }), [a.id]);
    expect(ofA.items.map((r) => [r.rdeNumber, r.visible])).toEqual([
      ['S2', 2],
      ['S1', 2],
    ]);
    expect(ofA.total).toBe(2);
    expect(seen).toEqual([undefined, [a.id]]);
    expect(() => source.select(source.table(db.db))).toThrow('the field visible needs the viewer’s scope');
  });

  it('downloads in the declared order through the scope’s joins', async () => {
    const { rows } = downloadRows(
      scopedResource,
      source.downloads(db.db),
      {},
      'rdeNumber:asc',
      [a.id],
      'csv',
      'en',
    );
    expect((await rows.execute()).map((r) => Object.values(r))).toEqual([
      ['S2', '2'],
      ['S1', '2'],
    ]);
  });

  it('refuses its own order without a plan', () => {
    expect(() => listSource({ ...declaration, plan: undefined })).toThrow(
      'scope-test: its own order needs its plan',
    );
  });
});
