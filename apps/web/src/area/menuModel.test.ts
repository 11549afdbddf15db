import { describe, expect, it } from 'vitest';
import { menu, type MenuItem } from '../app/menu';
import {
  activeTrail,
  filterMenu,
  findItem,
  flattenMenu,
  normalize,
  searchMenu,
  SEARCH_LIMIT,
} from './menuModel';

const titles = (items: readonly MenuItem[]): unknown =>
  items.map((item) => (item.children ? { [item.id]: titles(item.children) } : item.id));

describe('menu model', () => {
  it('shows a user only the entries of the permissions held, and the groups that keep an entry', () => {
    expect(titles(filterMenu(menu, ['admin']))).toEqual(['home']);
    expect(titles(filterMenu(menu, ['admin', 'balance.consult', 'parcels.authorize']))).toEqual([
      'home',
      { shipments: ['shipments.balance'] },
      { document: ['document.to-authorize'] },
    ]);
    expect(titles(filterMenu(menu, ['treasury.back-to-back']))).toEqual([
      'home',
      { treasury: [{ 'treasury.back-to-back': ['treasury.back-to-back.pending'] }] },
    ]);
  });

  it('keeps the staff work queues out of a client user’s menu', () => {
    const trade = ['admin', 'trade.consult', 'trade.liquidate', 'trade.register-dispatch'];
    const ids = (kind: string) =>
      flattenMenu(filterMenu(menu, trade, kind), (item) => item.title).map((e) => e.item.id);
    expect(ids('staff')).toEqual(expect.arrayContaining(['trade.export.liquidate', 'trade.export.dispatch']));
    expect(ids('client')).not.toContain('trade.export.liquidate');
    expect(ids('client')).not.toContain('trade.export.dispatch');
    expect(ids('client')).toContain('trade.export.pending');
  });

  it('flattens the entries with their trail, and searches them without accents, at most 10', () => {
    const entries = flattenMenu(menu, (item) => item.title);
    expect(entries.find((e) => e.item.id === 'trade.export.liquidate')).toMatchObject({
      url: '/import-export/export-contracts/liquidate',
      trail: ['Imp/Exp', 'Export'],
    });
    expect(entries.length).toBeGreaterThan(SEARCH_LIMIT);
    expect(SEARCH_LIMIT).toBe(10);
    expect(searchMenu(entries, 'e')).toHaveLength(10);
    expect(searchMenu(entries, '')).toHaveLength(10);
    expect(searchMenu(entries, 'e', 3)).toHaveLength(3);
    // Words may come from the trail; the title's own start ranks first.
    expect(searchMenu(entries, 'document queries').map((e) => e.url)).toEqual(['/document']);
    expect(searchMenu(entries, 'pend').map((e) => e.title)).toEqual(['Pending', 'Pending', 'Export pending']);
    expect(normalize('  Câmbio À Vista ')).toBe('cambio a vista');
    const pt = flattenMenu(menu, (item) =>
      item.id === 'treasury.exchange-contracted' ? 'Câmbio contratado' : item.title,
    );
    expect(searchMenu(pt, 'cambio').map((e) => e.title)).toEqual(['Câmbio contratado']);
    expect(searchMenu(entries, 'zzz')).toEqual([]);
  });

  it('finds the entries leading to a page, detail pages included', () => {
    expect(activeTrail(menu, '/import-export/export-contracts/liquidate')).toEqual([
      'trade',
      'trade.export',
      'trade.export.liquidate',
    ]);
    expect(activeTrail(menu, '/admin/users/123/detail')).toEqual(['admin', 'admin.users']);
    expect(activeTrail(menu, '/admin/users/access-requests/9')).toEqual(['admin', 'admin.access-requests']);
    expect(activeTrail(menu, '/contract-detail/7')).toEqual([]);
    expect(findItem(menu, 'treasury.back-to-back.pending')?.url).toBe('/pending');
  });
});
