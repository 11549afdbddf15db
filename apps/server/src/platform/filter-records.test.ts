import { defineListResource, l, NAMED_RECORDS, type FilterDef, type NamedRecord } from '@fxbo/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/database.js';
import { filterRecords } from './filter-records.js';
import { listRoutes } from './list-routes.js';

// A filter naming a kind of record no resolver knows would run unchecked: the server refuses to start instead.
// (What each resolver answers, in and out of the scope, is proven on every list by list-filter-scope.test.ts.)
describe('the records a list’s filters name', () => {
  const unknownKind = 'account' as unknown as Exclude<NamedRecord, 'client'>;
  const accounts = defineListResource({
    name: 'accounts',
    filters: { accountId: { kind: 'id', names: unknownKind, label: l('Conta', 'Account') } },
    sortable: ['name'],
    defaultSort: 'name:asc',
    pageSizes: [25],
    defaultPageSize: 25,
    columns: { name: { kind: 'text', label: l('Nome', 'Name') } },
  });

  it('refuses a filter naming a kind of record with no resolver', () => {
    expect(() => filterRecords('accounts', accounts.filters)).toThrow(
      'accounts: the filter accountId names a account, a record with no resolver',
    );
  });

  it('stops the list’s registration, so the server does not start', () => {
    const app = Fastify();
    expect(() =>
      listRoutes(app as never, {
        resource: accounts,
        tags: ['accounts'],
        summary: 'Accounts',
        auth: 'signed-in',
        database: {} as DatabaseHandle,
        row: z.object({ name: z.string() }),
        page: () => Promise.resolve({ items: [], page: 1, pageSize: 25, total: 0, totalIsEstimate: false }),
      }),
    ).toThrow('accounts: the filter accountId names a account, a record with no resolver');
    expect(app.hasRoute({ method: 'GET', url: '/api/accounts' })).toBe(false);
  });

  it.each(NAMED_RECORDS)('knows a filter naming a %s', (record) => {
    const label = l('Registro', 'Record');
    const def: FilterDef =
      record === 'client' ? { kind: 'client', label } : { kind: 'id', names: record, label };
    expect(() => filterRecords('every kind', { recordId: def })).not.toThrow();
  });
});
