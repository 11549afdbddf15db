import { describe, expect, it } from 'vitest';
import { importCircles, importGraph, packageImports } from './import-graph.mjs';

// The floors of ARCHITECTURE.md, checked on the source rather than trusted to review.
describe('imports', () => {
  it.each(['packages/domain/src', 'apps/server/src', 'apps/web/src'])('%s has no import circle', (root) => {
    expect(importCircles(importGraph(root))).toEqual([]);
  });

  it('finds a circle when there is one (the check itself)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});

/** Each import of `graph` as `from -> to` for which `forbidden(fromPath, toPath)` holds (paths split at `/`). */
function importsWhere(graph, forbidden) {
  return [...graph].flatMap(([from, targets]) =>
    targets.filter((to) => forbidden(from.split('/'), to.split('/'))).map((to) => `${from} -> ${to}`),
  );
}

// Features share through the floors below them (components/, session/, http/, @fxbo/domain), never with each
// other: the eslint rule sees only `../../features/*`, not a sibling's `../remittances/format`.
const acrossFeatures = (from, to) => from[0] === 'features' && to[0] === 'features' && from[1] !== to[1];
// The shared floors sit below the route table (app/), the shell and the screens, and import none of them.
// area/ is what a feature declares about its screens and menu entries (app/ assembles them).
const SHARED_FLOORS = ['area', 'components', 'session', 'http', 'i18n'];
const upward = (from, to) => SHARED_FLOORS.includes(from[0]) && ['app', 'shell', 'features'].includes(to[0]);

describe('web floors', () => {
  const graph = importGraph('apps/web/src');

  it('no feature imports another feature', () => {
    expect(importsWhere(graph, acrossFeatures)).toEqual([]);
  });

  it('area/, components/, session/, http/ and i18n/ import nothing from app/, shell/ or features/', () => {
    expect(importsWhere(graph, upward)).toEqual([]);
  });

  it('finds such imports when there are some (the check itself)', () => {
    const sample = new Map([
      ['features/balance/BalancePage.tsx', ['features/remittances/format.ts', 'components/money.ts']],
      ['features/remittances/format.ts', []],
      ['components/RouteTabs.tsx', ['app/session.ts', 'session/access.ts']],
    ]);
    expect(importsWhere(sample, acrossFeatures)).toEqual([
      'features/balance/BalancePage.tsx -> features/remittances/format.ts',
    ]);
    expect(importsWhere(sample, upward)).toEqual(['components/RouteTabs.tsx -> app/session.ts']);
  });
});

// The server's floors: db/ and http/ at the bottom (no notion of a user), platform/ on them (what every module
// uses: sessions, the auth guard, captcha, the client scope, the list routes), modules/<area>/ on top; app.ts,
// main.ts, cli/ and seed/ assemble them.
// The eslint rule sees `../../modules/*`, not a sibling module's `../auth/sessions`: the graph sees both.
const SERVER_FLOORS = ['http', 'platform', 'modules'];
const floor = (path) => SERVER_FLOORS.indexOf(path[0]);
const aboveItsFloor = (from, to) => floor(from) >= 0 && floor(to) > floor(from);
// What modules share lives below them (platform/, http/, db/, @fxbo/domain), never in another module.
const acrossModules = (from, to) => from[0] === 'modules' && to[0] === 'modules' && from[1] !== to[1];

describe('server floors', () => {
  const graph = importGraph('apps/server/src');

  it('http/ imports nothing from platform/ or modules/, platform/ nothing from modules/', () => {
    expect(importsWhere(graph, aboveItsFloor)).toEqual([]);
  });

  it('no module imports another module’s files', () => {
    expect(importsWhere(graph, acrossModules)).toEqual([]);
  });

  it('finds such imports when there are some (the check itself)', () => {
    const sample = new Map([
      [
        'http/download.ts',
        ['modules/auth/sessions.ts', 'platform/sessions.ts', 'http/locale.ts', 'db/schema.ts'],
      ],
      ['platform/auth-guard.ts', ['platform/sessions.ts', 'http/app-error.ts', 'modules/auth/cookies.ts']],
      [
        'modules/users/service.ts',
        ['modules/auth/tokens.ts', 'modules/users/context.ts', 'platform/tokens.ts'],
      ],
      ['app.ts', ['modules/users/routes.ts', 'platform/auth-guard.ts']],
    ]);
    expect(importsWhere(sample, aboveItsFloor)).toEqual([
      'http/download.ts -> modules/auth/sessions.ts',
      'http/download.ts -> platform/sessions.ts',
      'platform/auth-guard.ts -> modules/auth/cookies.ts',
    ]);
    expect(importsWhere(sample, acrossModules)).toEqual([
      'modules/users/service.ts -> modules/auth/tokens.ts',
    ]);
  });
});

// The domain's floors: its top-level files and documents/ (money, calendar, labels, field messages, the
// primitives every area reads) below lists/ (the generic list engine) below api/ and details/ (each area's
// contracts, lists and record pages). index.ts is the barrel. Nothing is imported from the apps (no relative
// path out of packages/domain/src, no @fxbo/server or @fxbo/web).
const DOMAIN_FLOORS = { documents: 0, lists: 1, api: 2, details: 2 };
const domainFloor = (path) => (path.length === 1 ? 0 : (DOMAIN_FLOORS[path[0]] ?? Infinity));
const domainUpward = (from, to) =>
  from.join('/') !== 'index.ts' && (domainFloor(to) > domainFloor(from) || to[0] === '..');

describe('domain floors', () => {
  const graph = importGraph('packages/domain/src');

  it('lists/ imports nothing from api/ or details/; the top-level files and documents/ nothing from lists/, api/ or details/', () => {
    expect(importsWhere(graph, domainUpward)).toEqual([]);
  });

  it('every folder is on a floor', () => {
    expect([...graph.keys()].filter((file) => domainFloor(file.split('/')) === Infinity)).toEqual([]);
  });

  it('imports nothing from the apps', () => {
    expect(packageImports('packages/domain/src').filter((i) => /@fxbo\/(server|web)\b/.test(i))).toEqual([]);
  });

  it('finds such imports when there are some (the check itself)', () => {
    const sample = new Map([
      ['lists/filters.ts', ['api/users.ts', 'primitives.ts', 'lists/labels.ts']],
      ['primitives.ts', ['lists/params.ts', 'documents/cpf.ts']],
      ['documents/cpf.ts', ['api/users.ts']],
      ['api/rdes.ts', ['lists/index.ts', 'schemas.ts', '../../../apps/server/src/config.ts']],
      ['index.ts', ['api/rdes.ts']],
    ]);
    expect(importsWhere(sample, domainUpward)).toEqual([
      'lists/filters.ts -> api/users.ts',
      'primitives.ts -> lists/params.ts',
      'documents/cpf.ts -> api/users.ts',
      'api/rdes.ts -> ../../../apps/server/src/config.ts',
    ]);
  });
});
