import { SHORTCUT_ID } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import menuEn from '../i18n/en/menu.json';
import menuPt from '../i18n/pt-BR/menu.json';
import { assembleMenu, frameSlots, menu, menuEntries, MENU_FRAME, type MenuItem } from './menu';

const all = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...all(i.children ?? [])]);
const shape = (items: readonly MenuItem[]): unknown =>
  items.map((i) => (i.children ? { [i.title]: shape(i.children) } : i.title));

describe('menu', () => {
  it('has the groups and items of spec section 2', () => {
    expect(shape(menu)).toEqual([
      'Home',
      { Shipments: ['Queries', 'Balance'] },
      'Payment Orders',
      { Contract: ['Queries', 'Quotation'] },
      {
        'Imp/Exp': [
          'Import',
          { Export: ['Export pending', 'Exchange to contract', 'Liquidate', 'Dispatch request to register'] },
        ],
      },
      { Document: ['Queries', 'RDE', 'Pending', 'To authorize'] },
      {
        Treasury: [
          'Bills to Pay',
          'Bills to Receive',
          { 'Back to Back': ['Pending'] },
          'Contracted Exchange',
          'Exchange to Hire per month',
        ],
      },
      { Admin: ['Users', 'Permission profiles', 'Access requests', 'Audit'] },
    ]);
    expect(all(menu).find((i) => i.id === 'shipments.queries')?.url).toBe('/remittance');
  });

  it('gives every entry the fields of spec 3, an id fit to be a stored shortcut, and a type', () => {
    const ids = all(menu).map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of all(menu)) {
      expect(item.id).toMatch(SHORTCUT_ID);
      expect(['item', 'group', 'collapse']).toContain(item.type);
      expect(item.icon, item.id).toBeDefined();
      if (item.type === 'item') {
        expect(item.url, item.id).toMatch(/^\//);
        expect(item.children).toBeUndefined();
      } else {
        expect(item.url).toBeUndefined();
        expect(item.children?.length, item.id).toBeGreaterThan(0);
      }
    }
  });

  it('translates every entry in both languages', () => {
    for (const item of all(menu)) {
      const key = item.translate.replace(/^nav\./, '') as keyof typeof menuPt.nav;
      expect(menuPt.nav[key], `pt-BR ${item.translate}`).toBeTruthy();
      expect(menuEn.nav[key], `en ${item.translate}`).toBeTruthy();
    }
  });
});

describe('menu assembled from the areas', () => {
  it('gives every place of the frame exactly one area entry, and every area entry a place', () => {
    const slots = frameSlots(MENU_FRAME);
    const ids = menuEntries.map((entry) => entry.id);
    expect(new Set(slots).size).toBe(slots.length);
    expect(slots.filter((slot) => !ids.includes(slot))).toEqual([]);
    expect(ids.filter((id) => !slots.includes(id))).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('leaves out an empty place and a group left with no entry', () => {
    const entry = menuEntries.find((e) => e.id === 'admin.audit');
    const built = assembleMenu(MENU_FRAME, entry ? [entry] : []);
    expect(shape(built)).toEqual([{ Admin: ['Audit'] }]);
  });
});
