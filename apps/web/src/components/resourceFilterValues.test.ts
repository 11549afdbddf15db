import { defineListResource } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { toFilters, toInput, toValues } from './resourceFilterValues';

const label = { 'pt-BR': 'x', en: 'x' };
const { filters } = defineListResource({
  name: 'things',
  filters: {
    code: { kind: 'exact', max: 10, label },
    ownerId: { kind: 'id', names: 'user', companion: 'owner', label },
    kind: {
      kind: 'enum',
      values: ['all', 'some'],
      labels: { all: label, some: label },
      default: 'all',
      label,
    },
    state: { kind: 'enum', values: ['open'], labels: { open: label }, label },
    from: { kind: 'date', label },
    hidden: { kind: 'exact', max: 10, apiOnly: true, label },
  },
  sortable: ['id'],
  defaultSort: 'id:asc',
  pageSizes: [10],
  defaultPageSize: 10,
  columns: {},
});

describe('a list resource’s filter form values', () => {
  it('fills the fields from the address: a picker with its name, a select at its default', () => {
    expect(toValues(filters, { code: 'A1', ownerId: '7', owner: 'Ana' })).toEqual({
      code: 'A1',
      ownerId: { id: '7', name: 'Ana' },
      kind: 'all',
      state: '',
      from: '',
    });
    expect(toValues(filters, {}).ownerId).toBeNull();
  });

  it('applies the fields as the address keeps them: no default, no empty, the picker’s name beside its id', () => {
    expect(
      toFilters(filters, {
        code: ' A1 ',
        ownerId: { id: '7', name: 'Ana' },
        kind: 'all',
        state: 'open',
        from: '',
      }),
    ).toEqual({ code: 'A1', ownerId: '7', owner: 'Ana', state: 'open' });
    expect(
      toFilters(filters, { code: '', ownerId: null, kind: 'some', state: '', from: '2026-03-01' }),
    ).toEqual({
      kind: 'some',
      from: '2026-03-01',
    });
  });

  it('checks the fields as the API takes them: the picker’s id, nothing empty', () => {
    expect(
      toInput(filters, { code: '', ownerId: { id: '7', name: 'Ana' }, kind: 'all', state: '', from: 'x' }),
    ).toEqual({ ownerId: '7', kind: 'all', from: 'x' });
  });
});

describe('a filter with a screen default and an "all" choice (a queue)', () => {
  const queue = defineListResource({
    name: 'queue',
    filters: {
      status: {
        kind: 'enum',
        values: ['pending', 'done'],
        labels: { pending: label, done: label },
        screenDefault: 'pending',
        screenAll: label,
        label,
      },
    },
    sortable: ['id'],
    defaultSort: 'id:asc',
    pageSizes: [10],
    defaultPageSize: 10,
    columns: {},
  }).filters;

  it('opens on its default, keeps "all" in the address and asks the API for any value', () => {
    expect(toValues(queue, {})).toEqual({ status: 'pending' });
    expect(toFilters(queue, { status: 'pending' })).toEqual({});
    expect(toFilters(queue, { status: 'all' })).toEqual({ status: 'all' });
    expect(toInput(queue, { status: 'all' })).toEqual({});
    expect(toInput(queue, { status: 'done' })).toEqual({ status: 'done' });
  });
});
