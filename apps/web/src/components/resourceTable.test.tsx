import { backToBackList, type BackToBackSummary } from '@fxbo/domain';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { resourceTable } from './resourceColumns';

// The cells a column declares (a link, a badge) and the table a screen declares (widths, what a phone keeps),
// read from a real declaration: the back-to-back list.

const operation: BackToBackSummary = {
  id: '41',
  operationNumber: 'BB-1',
  operationDate: '2026-03-02',
  client: { id: '3', name: 'Comercial Casada Ltda' },
  currency: 'USD',
  value: '10000.00',
  importContract: { id: '9', contractNumber: 'IMP-9' },
  exportContract: null,
  status: 'pending',
  settlementDate: null,
};
const html = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe('a table declared from its resource', () => {
  const columns = resourceTable<BackToBackSummary, keyof typeof backToBackList.columns>(
    backToBackList,
    { omit: ['value'], small: ['operationNumber', 'client'], cells: { client: 24, status: { width: 70 } } },
    'en',
  );
  const column = (id: string) => columns.find((c) => c.id === id)!;

  it('takes the resource’s columns in their order but those omitted, hiding on a phone those it does not keep', () => {
    expect(columns.map((c) => c.id)).toEqual([
      'operationNumber',
      'operationDate',
      'client',
      'currency',
      'importContract',
      'exportContract',
      'status',
      'settlementDate',
    ]);
    expect(columns.filter((c) => !c.hideOnSmall).map((c) => c.id)).toEqual(['operationNumber', 'client']);
  });

  it('sizes a date as a date, a short code by its download width, the others as the screen says', () => {
    expect(columns.map((c) => c.width)).toEqual([
      undefined,
      'calc(10.25ch + 8px)',
      'calc(24ch + 8px)',
      'calc(9ch + 8px)',
      undefined,
      undefined,
      70,
      'calc(10.25ch + 8px)',
    ]);
  });

  it('links the row’s own record from its column, which names the row', () => {
    expect(column('operationNumber').rowHeader).toBe(true);
    expect(html(column('operationNumber').cell(operation))).toMatch(
      /<a [^>]*href="\/back-to-back-detail\/41"[^>]*>BB-1<\/a>/,
    );
  });

  it('links the record a value names, a dash when there is none', () => {
    expect(column('importContract').rowHeader).toBeUndefined();
    expect(html(column('importContract').cell(operation))).toMatch(
      /<a [^>]*href="\/contract-detail\/9"[^>]*>IMP-9<\/a>/,
    );
    expect(html(column('exportContract').cell(operation))).toContain('>—</span>');
  });

  it('draws a status as a badge in its declared colour, its label whole on hover', () => {
    expect(html(column('status').cell(operation))).toBe(
      '<span class="fxbo-badge fxbo-badge-warning">Pending</span>',
    );
    expect(column('status').title?.({ ...operation, status: 'settled' })).toBe('Settled');
  });
});
