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

/**
 * `floorOf` as a check: an import whose target sits on a higher floor than its source. A target outside the tree
 * (a test helper's `../test/suite.ts`) is on none of its floors; the domain's own rule refuses those.
 */
const goesUp = (floorOf) => (from, to) => to[0] !== '..' && floorOf(to) > floorOf(from);
/** The files of `graph` that `floorOf` puts on no floor (a new folder must be given one). */
const unplaced = (graph, floorOf) =>
  [...graph.keys()].filter((file) => floorOf(file.split('/')) === Infinity);

// The web's floors (ARCHITECTURE.md), from the bottom: http/, i18n/, components/, session/, area/ (and the
// zod setting and the test helpers); features/; shell/; app/ and main.tsx. A file imports from its own floor
// and the floors below it. Features share through the floors below them, never with each other: the eslint
// rule sees only `../../features/*`, not a sibling's `../remittances/format`.
const WEB_FLOORS = {
  http: 0,
  i18n: 0,
  components: 0,
  session: 0,
  area: 0,
  test: 0,
  'zodConfig.ts': 0,
  features: 1,
  shell: 2,
  app: 3,
  'main.tsx': 3,
};
const webFloor = (path) => WEB_FLOORS[path[0]] ?? Infinity;
const acrossFeatures = (from, to) => from[0] === 'features' && to[0] === 'features' && from[1] !== to[1];

describe('web floors', () => {
  const graph = importGraph('apps/web/src');

  it('every file is on a floor', () => {
    expect(unplaced(graph, webFloor)).toEqual([]);
  });

  it('no file imports from a floor above its own (shared < features < shell < app)', () => {
    expect(importsWhere(graph, goesUp(webFloor))).toEqual([]);
  });

  it('no feature imports another feature', () => {
    expect(importsWhere(graph, acrossFeatures)).toEqual([]);
  });

  it('finds such imports when there are some (the check itself)', () => {
    const sample = new Map([
      ['features/balance/BalancePage.tsx', ['features/remittances/format.ts', 'components/money.ts']],
      ['features/home/HomePage.tsx', ['shell/navigation/useMenu.ts', 'area/useMenu.ts']],
      ['features/remittances/format.ts', []],
      ['components/RouteTabs.tsx', ['app/session.ts', 'session/access.ts', 'features/users/paths.ts']],
      ['shell/ShellLayout.tsx', ['app/theme.ts', 'shell/theme.ts', 'features/home/HomePage.tsx']],
      ['app/routes.tsx', ['shell/ShellLayout.tsx', 'features/home/area.ts']],
      ['widgets/Chart.tsx', []],
    ]);
    expect(importsWhere(sample, acrossFeatures)).toEqual([
      'features/balance/BalancePage.tsx -> features/remittances/format.ts',
    ]);
    expect(importsWhere(sample, goesUp(webFloor))).toEqual([
      'features/home/HomePage.tsx -> shell/navigation/useMenu.ts',
      'components/RouteTabs.tsx -> app/session.ts',
      'components/RouteTabs.tsx -> features/users/paths.ts',
      'shell/ShellLayout.tsx -> app/theme.ts',
    ]);
    expect(unplaced(sample, webFloor)).toEqual(['widgets/Chart.tsx']);
  });
});

// The server's floors (ARCHITECTURE.md), from the bottom: the configuration (config.ts, trust-proxy.ts) and
// db/; http/ and mail/ (no notion of a user); platform/ (what every module uses: sessions, the auth guard,
// captcha, the client scope, the list routes); modules/<area>/; the assembly (app.ts, areas.ts,
// area-routes.ts, main.ts and its start-up parts, cli/, seed/). What modules share lives below them, never in
// another module: the eslint rule sees `../../modules/*`, not a sibling module's `../auth/sessions`.
const SERVER_FLOORS = {
  'config.ts': 0,
  'trust-proxy.ts': 0,
  db: 0,
  http: 1,
  mail: 1,
  platform: 2,
  modules: 3,
  'app.ts': 4,
  'areas.ts': 4,
  'area-routes.ts': 4,
  'main.ts': 4,
  'banner.ts': 4,
  'lifecycle.ts': 4,
  'secrets.ts': 4,
  cli: 4,
  seed: 4,
};
const serverFloor = (path) => SERVER_FLOORS[path[0]] ?? Infinity;
const acrossModules = (from, to) => from[0] === 'modules' && to[0] === 'modules' && from[1] !== to[1];

describe('server floors', () => {
  const graph = importGraph('apps/server/src');

  it('every file is on a floor', () => {
    expect(unplaced(graph, serverFloor)).toEqual([]);
  });

  it('no file imports from a floor above its own (config, db < http, mail < platform < modules < assembly)', () => {
    expect(importsWhere(graph, goesUp(serverFloor))).toEqual([]);
  });

  it('no module imports another module’s files', () => {
    expect(importsWhere(graph, acrossModules)).toEqual([]);
  });

  it('finds such imports when there are some (the check itself)', () => {
    const sample = new Map([
      ['config.ts', ['http/trust-proxy.ts', 'trust-proxy.ts']],
      ['db/pool.ts', ['config.ts', 'platform/sessions.ts']],
      [
        'http/download.ts',
        ['modules/auth/sessions.ts', 'platform/sessions.ts', 'http/locale.ts', 'db/schema.ts'],
      ],
      ['platform/auth-guard.ts', ['platform/sessions.ts', 'http/app-error.ts', 'modules/auth/cookies.ts']],
      [
        'modules/users/service.ts',
        ['modules/auth/tokens.ts', 'modules/users/context.ts', 'platform/tokens.ts', 'areas.ts'],
      ],
      ['app.ts', ['modules/users/routes.ts', 'platform/auth-guard.ts']],
      ['jobs/nightly.ts', []],
    ]);
    expect(importsWhere(sample, goesUp(serverFloor))).toEqual([
      'config.ts -> http/trust-proxy.ts',
      'db/pool.ts -> platform/sessions.ts',
      'http/download.ts -> modules/auth/sessions.ts',
      'http/download.ts -> platform/sessions.ts',
      'platform/auth-guard.ts -> modules/auth/cookies.ts',
      'modules/users/service.ts -> areas.ts',
    ]);
    expect(importsWhere(sample, acrossModules)).toEqual([
      'modules/users/service.ts -> modules/auth/tokens.ts',
    ]);
    expect(unplaced(sample, serverFloor)).toEqual(['jobs/nightly.ts']);
  });
});

// The domain's floors: its top-level files and documents/ (money, calendar, labels, field messages, the
// primitives every area reads) below lists/ (the generic list engine) below api/ and details/ (each area's
// contracts, lists and record pages). index.ts is the barrel. Nothing is imported from the apps (no relative
// path out of packages/domain/src, no @fxbo/server or @fxbo/web).
const DOMAIN_FLOORS = { documents: 0, lists: 1, api: 2, details: 2 };
const domainFloor = (path) => (path.length === 1 ? 0 : (DOMAIN_FLOORS[path[0]] ?? Infinity));
const domainUpward = (from, to) =>
  from.join('/') !== 'index.ts' && (goesUp(domainFloor)(from, to) || to[0] === '..');

describe('domain floors', () => {
  const graph = importGraph('packages/domain/src');

  it('lists/ imports nothing from api/ or details/; the top-level files and documents/ nothing from lists/, api/ or details/', () => {
    expect(importsWhere(graph, domainUpward)).toEqual([]);
  });

  it('every folder is on a floor', () => {
    expect(unplaced(graph, domainFloor)).toEqual([]);
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
