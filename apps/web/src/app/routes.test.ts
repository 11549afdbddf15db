import { describe, expect, it } from 'vitest';
import menuEn from '../i18n/en/menu.json';
import menuPt from '../i18n/pt-BR/menu.json';
import routesDoc from '../../../../docs/routes.md?raw';
import { menu, type MenuItem } from './menu';
import { pages } from './routes';

/**
 * Spec section 2, route by route, with the permission key each needs (packages/domain permissions.ts).
 * Written out here, not derived from routes.tsx, so that a route lost or guarded wrongly fails.
 */
const SPEC_ROUTES: Record<string, readonly string[] | 'guest' | 'signed-in'> = {
  '/login': 'guest',
  '/recovery-password': 'guest',
  '/reset-password/:hash': 'guest',
  '/register': 'guest',
  '/change-password': 'signed-in',
  '/home': 'signed-in',
  '/remittance': ['remittances.consult'],
  '/remittance-detail': ['remittances.consult'],
  '/balance': ['balance.consult'],
  '/payment-order': ['payment-orders.consult'],
  '/payment-order-detail/:paymentId': ['payment-orders.consult'],
  '/contract': ['contracts.consult'],
  '/contract-detail': ['contracts.consult'],
  '/contract-detail/:contractId': ['contracts.consult'],
  '/contract-document/:documentId': ['contracts.consult'],
  '/quotation': ['quotations.consult'],
  '/quotation-detail/:quotationId': ['quotations.consult'],
  '/bills-to-pay': ['treasury.bills-to-pay'],
  '/bills-to-pay-day': ['treasury.bills-to-pay'],
  '/bills-to-pay-day/:contractId': ['treasury.bills-to-pay'],
  '/bills-to-pay-financial': ['treasury.bills-to-pay'],
  '/bills-to-pay-import': ['treasury.bills-to-pay'],
  '/bills-to-pay-pag-rec': ['treasury.bills-to-pay'],
  '/pending': ['treasury.back-to-back'],
  '/exchange-contracted': ['treasury.exchange-contracted'],
  '/exchange-month': ['treasury.exchange-to-hire'],
  '/exchange-day': ['treasury.exchange-to-hire'],
  '/exchange-operation': ['treasury.exchange-to-hire'],
  '/exchange-exportation': ['treasury.exchange-to-hire'],
  '/exchange-importation': ['treasury.exchange-to-hire'],
  '/receive-client': ['treasury.bills-to-receive'],
  '/receive-exportation': ['treasury.bills-to-receive'],
  '/receive-financial': ['treasury.bills-to-receive'],
  '/receive-month': ['treasury.bills-to-receive'],
  '/receive-day': ['treasury.bills-to-receive'],
  '/import-export/import-contracts': ['trade.consult'],
  '/import-export/export-contracts/export-pending': ['trade.consult'],
  '/import-export/export-contracts/exchange-to-contract': ['trade.consult'],
  '/import-export/export-contracts/liquidate': ['trade.consult', 'trade.liquidate'],
  '/import-export/export-contracts/dispatch-request-to-register': [
    'trade.consult',
    'trade.register-dispatch',
  ],
  '/document': ['documents.consult'],
  '/document-detail/:documentId': ['documents.consult'],
  '/back-to-back-detail/:backId': ['treasury.back-to-back'],
  '/rde': ['rde.consult'],
  '/rde-detail/:rdeId': ['rde.consult'],
  '/documents-pending': ['documents.consult'],
  '/parcels-to-authorize': ['parcels.consult', 'parcels.authorize'],
  '/admin/users': ['users.consult', 'users.administer'],
  '/admin/users/detail': ['users.consult', 'users.administer'],
  '/admin/users/:userId/detail': ['users.consult', 'users.administer'],
};

const byPath = new Map(pages.map((page) => [page.path, page]));

/** The spec's path with its parameters named as the table names them (`{hash}` → `:hash`). */
const paramShape = (path: string) => path.replace(/:[A-Za-z]+/g, ':_');
const SPEC_SHAPES = Object.fromEntries(Object.keys(SPEC_ROUTES).map((path) => [paramShape(path), true]));

describe('route table', () => {
  it('declares every path once', () => {
    const shapes = pages.map((page) => paramShape(page.path));
    expect(shapes.filter((shape, i) => shapes.indexOf(shape) !== i)).toEqual([]);
  });

  it('has every route of spec section 2 with its guard', () => {
    for (const [path, access] of Object.entries(SPEC_ROUTES)) {
      const page = pages.find((p) => paramShape(p.path) === paramShape(path));
      expect(page, `route ${path}`).toBeDefined();
      if (!page) continue;
      if (access === 'guest' || access === 'signed-in') {
        expect(page.auth, path).toBe(access);
        expect(page.permissions ?? [], path).toEqual([]);
      } else {
        expect(page.auth, path).toBe('signed-in');
        // Any one of the listed keys is accepted; the route must need at least the first.
        expect(page.permissions?.length, path).toBeGreaterThan(0);
        for (const key of page.permissions ?? []) expect(access, `${path} accepts ${key}`).toContain(key);
        expect(page.permissions, path).toContain(access[0]);
      }
    }
  });

  it('shows the guest screens and the password change without navbar, toolbar or footer (spec 2)', () => {
    const cards = pages.filter((p) => p.layout === 'card').map((p) => p.path);
    expect(cards.sort()).toEqual(
      ['/login', '/recovery-password', '/reset-password/:hash', '/register', '/change-password'].sort(),
    );
  });

  it('titles every screen of the spec in the shell with a name both catalogues have', () => {
    for (const page of pages.filter((p) => p.layout === 'main')) {
      if (paramShape(page.path) in SPEC_SHAPES) expect(page.title, page.path).toBeDefined();
      if (!page.title) continue;
      const key = page.title as keyof typeof menuPt.screens;
      expect(menuPt.screens[key], `pt-BR screens.${key}`).toBeTruthy();
      expect(menuEn.screens[key], `en screens.${key}`).toBeTruthy();
    }
  });

  it('lists in docs/routes.md every screen beyond spec 2’s list, and only routes that exist', () => {
    const listed = new Set([...routesDoc.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]));
    const beyond = pages.map((p) => p.path).filter((path) => !(paramShape(path) in SPEC_SHAPES));
    expect(
      beyond.filter((path) => !listed.has(path)),
      'missing from docs/routes.md',
    ).toEqual([]);
    expect(
      [...listed].filter((path) => !byPath.has(path ?? '')),
      'not routes',
    ).toEqual([]);
  });

  it('points every menu entry at a route guarded by the same permissions', () => {
    const walk = (items: readonly MenuItem[]): MenuItem[] =>
      items.flatMap((item) => [item, ...walk(item.children ?? [])]);
    for (const item of walk(menu).filter((i) => i.url)) {
      const page = byPath.get(item.url ?? '');
      expect(page, `menu ${item.id} → ${item.url}`).toBeDefined();
      expect([...(item.auth ?? [])].sort(), item.id).toEqual([...(page?.permissions ?? [])].sort());
    }
  });
});
