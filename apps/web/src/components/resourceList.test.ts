import { defineListResource } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { parseListState } from './listState';
import { listApiQuery, listDownloadUrl, listSpecOf } from './resourceList';

const label = { 'pt-BR': 'x', en: 'x' };
const things = defineListResource({
  name: 'things',
  filters: {
    code: { kind: 'exact', max: 4, label },
    ownerId: { kind: 'id', names: 'user', format: 'uuid', companion: 'owner', label },
    state: {
      kind: 'enum',
      values: ['all', 'open'],
      labels: { all: label, open: label },
      default: 'all',
      label,
    },
    rate: { kind: 'rate', label },
    minValue: { kind: 'money', label },
    secret: { kind: 'exact', max: 10, apiOnly: true, label },
  },
  sortable: ['name', 'id'],
  defaultSort: 'name:asc',
  pageSizes: [10, 50],
  defaultPageSize: 50,
  columns: {},
});
const spec = listSpecOf(things);
const state = (search: string) => parseListState(new URLSearchParams(search), spec);

describe('a list resource in the address bar', () => {
  it('offers the screen’s filters and their pickers’ names, never an API-only one', () => {
    expect(Object.keys(spec.filters)).toEqual(['code', 'ownerId', 'owner', 'state', 'rate', 'minValue']);
    expect(spec).toMatchObject({
      sortable: ['name', 'id'],
      defaultSort: { field: 'name', direction: 'asc' },
      pageSizes: [10, 50],
      defaultPageSize: 50,
    });
  });

  it('parses each filter by its kind and drops what is not one; an amount or rate stays as typed', () => {
    const s = state(
      'code=ABCDEFG&ownerId=nope&owner=Ana&state=closed&rate=5,25&minValue=10.1234&secret=x&sort=id:desc&pageSize=10',
    );
    // The amount is no amount (4 decimals): kept, for the address's check to name it (addressProblems).
    expect(s.filters).toEqual({
      code: 'ABCD',
      owner: 'Ana',
      state: 'all',
      rate: '5,25',
      minValue: '10.1234',
    });
    expect(s.sort).toEqual({ field: 'id', direction: 'desc' });
    expect(s.pageSize).toBe(10);
  });

  it('asks the API by the declared names: no picker name, a decimal dot, no default', () => {
    const query = new URLSearchParams(
      listApiQuery(
        things,
        state('ownerId=3f1d0c8e-9a5b-4c1e-8f2a-1b2c3d4e5f60&owner=Ana&state=all&rate=5,25&minValue=10,5'),
      ),
    );
    expect(Object.fromEntries(query)).toEqual({
      page: '1',
      pageSize: '50',
      sort: 'name:asc',
      ownerId: '3f1d0c8e-9a5b-4c1e-8f2a-1b2c3d4e5f60',
      rate: '5.25',
      minValue: '10.5',
    });
  });

  it('keeps an amount as typed in the address and sends its wire form', () => {
    const s = state('minValue=10.000,00');
    expect(s.filters).toEqual({ state: 'all', minValue: '10.000,00' });
    expect(new URLSearchParams(listApiQuery(things, s)).get('minValue')).toBe('10000.00');
  });

  it('downloads the same filters and sort, without the page, in a language', () => {
    const url = listDownloadUrl(things, state('code=AB&page=3&state=open'), 'xlsx', 'en');
    expect(url.startsWith('/api/things/export.xlsx?')).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(url.split('?')[1]))).toEqual({
      sort: 'name:asc',
      code: 'AB',
      state: 'open',
      lang: 'en',
    });
  });

  it('exports what the screen shows: the chosen columns the list downloads, in the table’s order', () => {
    const withColumns = { ...things, exportColumns: ['code', 'owner', 'value'] };
    const chosen = listDownloadUrl(withColumns, state('cols=value,actions,code'), 'csv', 'en');
    expect(new URLSearchParams(chosen.split('?')[1]).get('columns')).toBe('value,code');
    // No choice made: every download column (no `columns`).
    expect(listDownloadUrl(withColumns, state(''), 'csv', 'en')).not.toContain('columns=');
  });

  it('names the screen’s language in a CSV link, which picks the CSV’s dialect on the server', () => {
    // A Portuguese screen downloads `;` and decimal commas (decisions §39); the link names no dialect itself.
    const url = listDownloadUrl(things, state('code=AB'), 'csv', 'pt-BR');
    expect(url.startsWith('/api/things/export.csv?')).toBe(true);
    const query = new URLSearchParams(url.split('?')[1]);
    expect(query.get('lang')).toBe('pt-BR');
    expect(query.has('csvDialect')).toBe(false);
  });
});
