import { defineListResource, l } from '@fxbo/domain';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { resourceTable } from './resourceColumns';

// The cells a column declares (a link, a badge) and the table a screen declares (widths, what a phone keeps).

const deals = defineListResource({
  name: 'deals',
  filters: {},
  sortable: ['number', 'id'],
  defaultSort: 'number:asc',
  pageSizes: [10],
  defaultPageSize: 10,
  columns: {
    number: { kind: 'text', label: l('Número', 'Number'), width: 18, link: { to: (id) => `/deal/${id}` } },
    day: { kind: 'date', label: l('Dia', 'Day'), width: 12 },
    currency: { kind: 'text', label: l('Moeda', 'Currency'), width: 8 },
    leg: {
      kind: 'text',
      label: l('Contrato', 'Contract'),
      width: 20,
      link: { to: (id) => `/contract/${id}`, text: 'contractNumber' },
    },
    state: {
      kind: 'enum',
      label: l('Situação', 'Status'),
      labels: { open: l('Aberta', 'Open'), done: l('Feita', 'Done') },
      colors: { open: 'warning', done: 'success' },
      width: 12,
    },
    note: { kind: 'text', label: l('Nota', 'Note'), width: 30 },
  },
});
type Deal = {
  id: string;
  number: string;
  day: string;
  currency: string;
  leg: { id: string; contractNumber: string } | null;
  state: 'open' | 'done';
  note: string;
};
const deal: Deal = {
  id: '41',
  number: 'BB-1',
  day: '2026-03-02',
  currency: 'USD',
  leg: { id: '9', contractNumber: 'IMP-9' },
  state: 'open',
  note: 'n',
};
const html = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe('a table declared from its resource', () => {
  const columns = resourceTable<Deal, keyof typeof deals.columns>(
    deals,
    { small: ['number', 'day'], cells: { note: 24, state: { width: 70 } } },
    'en',
  );
  const column = (id: string) => columns.find((c) => c.id === id)!;

  it('takes every column of the resource in its order, hiding on a phone those it does not keep', () => {
    expect(columns.map((c) => c.id)).toEqual(['number', 'day', 'currency', 'leg', 'state', 'note']);
    expect(columns.filter((c) => c.hideOnSmall).map((c) => c.id)).toEqual([
      'currency',
      'leg',
      'state',
      'note',
    ]);
  });

  it('sizes a date as a date, a short code by its download width, the others as the screen says', () => {
    expect(columns.map((c) => c.width)).toEqual([
      undefined,
      'calc(10.25ch + 8px)',
      'calc(9ch + 8px)',
      undefined,
      70,
      'calc(24ch + 8px)',
    ]);
  });

  it('links the row’s own record from its column, which names the row', () => {
    expect(column('number').rowHeader).toBe(true);
    expect(html(column('number').cell(deal))).toMatch(/<a [^>]*href="\/deal\/41"[^>]*>BB-1<\/a>/);
  });

  it('links the record a value names, a dash when there is none', () => {
    expect(column('leg').rowHeader).toBeUndefined();
    expect(html(column('leg').cell(deal))).toMatch(/<a [^>]*href="\/contract\/9"[^>]*>IMP-9<\/a>/);
    expect(html(column('leg').cell({ ...deal, leg: null }))).toContain('>—</span>');
  });

  it('draws a status as a badge in its declared colour, its label whole on hover', () => {
    expect(html(column('state').cell(deal))).toBe('<span class="fxbo-badge fxbo-badge-warning">Open</span>');
    expect(column('state').title?.({ ...deal, state: 'done' })).toBe('Done');
  });
});
