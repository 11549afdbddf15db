import { describe, expect, it } from 'vitest';
import {
  cleanFilters,
  isoDateFilter,
  listStateToParams,
  matching,
  nextSort,
  NUMERIC_ID_PATTERN,
  oneOf,
  parseListState,
  parseSortParam,
  queryString,
  textFilter,
  type ListSpec,
} from './listState';

type F = 'name' | 'status' | 'clientId' | 'from';
const spec: ListSpec<F> = {
  filters: {
    name: {},
    status: { parse: oneOf(['active', 'inactive']), default: 'active' },
    clientId: { parse: matching(NUMERIC_ID_PATTERN) },
    from: { parse: isoDateFilter },
  },
  sortable: ['name', 'email'],
  defaultSort: { field: 'name', direction: 'asc' },
  pageSizes: [10, 25, 50],
  defaultPageSize: 25,
};

const parse = (search: string) => parseListState(new URLSearchParams(search), spec);

describe('URL → list state', () => {
  it('gives the defaults for an empty address', () => {
    expect(parse('')).toEqual({
      filters: { status: 'active' },
      sort: { field: 'name', direction: 'asc' },
      page: 1,
      pageSize: 25,
    });
  });

  it('reads filters, sort, page and page size', () => {
    expect(
      parse('name=%20Ana%20&status=inactive&clientId=42&from=2026-02-28&sort=email:desc&page=3&pageSize=50'),
    ).toEqual({
      filters: { name: 'Ana', status: 'inactive', clientId: '42', from: '2026-02-28' },
      sort: { field: 'email', direction: 'desc' },
      page: 3,
      pageSize: 50,
    });
  });

  it('ignores what is malformed, unknown or not allowed', () => {
    expect(
      parse('name=&status=deleted&clientId=abc&from=2026-02-30&sort=password:asc&page=-2&pageSize=1000&x=1'),
    ).toEqual(parse(''));
    expect(parse('sort=name:sideways&page=1.5&pageSize=abc')).toEqual(parse(''));
    expect(parse('page=0').page).toBe(1);
  });

  it('drops control characters and caps the length of text filters', () => {
    expect(textFilter(5)('\u0000 abcdefgh ')).toBe('abcde');
    expect(textFilter()('  \t ')).toBeUndefined();
  });
});

describe('list state → URL', () => {
  it('leaves the defaults out, so the plain list has a plain address', () => {
    expect(listStateToParams(parse(''), spec).toString()).toBe('');
  });

  it('round-trips a search in a stable order', () => {
    const search = 'name=Jos%C3%A9+Silva&status=inactive&clientId=42&sort=email%3Adesc&page=2&pageSize=10';
    const params = listStateToParams(parse(search), spec);
    expect(params.toString()).toBe(search);
    expect(parse(params.toString())).toEqual(parse(search));
  });

  it('keeps the chosen columns (cols) through a change of filters, page or sort', () => {
    const state = parse('name=a&cols=client,value%2Cdate&page=2');
    expect(state.columns).toEqual(['client', 'value', 'date']);
    const next = listStateToParams({ ...state, filters: { name: 'b' }, page: 1 }, spec);
    expect(next.get('cols')).toBe('client,value,date');
    // Malformed ids are dropped, repeated ones kept once; nothing left is the default columns.
    expect(parse('cols=a,a,%3Cx%3E,b').columns).toEqual(['a', 'b']);
    expect(parse('cols=,,').columns).toBeUndefined();
    expect(listStateToParams(parse('cols='), spec).toString()).toBe('');
  });

  it('writes filters in the spec order whatever the state order', () => {
    const params = listStateToParams(
      { filters: { clientId: '7', name: 'a' }, sort: undefined, page: 1, pageSize: 25 },
      spec,
    );
    expect([...params.keys()]).toEqual(['name', 'clientId']);
  });
});

describe('helpers', () => {
  it('parses and flips sorts', () => {
    expect(parseSortParam('createdAt:desc')).toEqual({ field: 'createdAt', direction: 'desc' });
    expect(parseSortParam(':asc')).toBeUndefined();
    expect(parseSortParam(null)).toBeUndefined();
    expect(nextSort({ field: 'name', direction: 'asc' }, 'name')).toEqual({
      field: 'name',
      direction: 'desc',
    });
    expect(nextSort({ field: 'name', direction: 'desc' }, 'name')).toEqual({
      field: 'name',
      direction: 'asc',
    });
    expect(nextSort({ field: 'name', direction: 'desc' }, 'email')).toEqual({
      field: 'email',
      direction: 'asc',
    });
    expect(nextSort(undefined, 'email')).toEqual({ field: 'email', direction: 'asc' });
  });

  it('cleans form values and builds query strings without empty values', () => {
    expect(cleanFilters({ name: ' Ana ', email: '', cpf: undefined, status: null })).toEqual({ name: 'Ana' });
    expect(queryString({ page: 2, q: 'a b', empty: '', none: undefined, nil: null, flag: false })).toBe(
      '?page=2&q=a+b&flag=false',
    );
    expect(queryString({})).toBe('');
  });

  it('accepts only real calendar days', () => {
    expect(isoDateFilter('2024-02-29')).toBe('2024-02-29');
    expect(isoDateFilter('2023-02-29')).toBeUndefined();
    expect(isoDateFilter('29/02/2024')).toBeUndefined();
  });
});
