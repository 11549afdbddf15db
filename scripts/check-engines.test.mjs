import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { engineProblems, nodeTargets } from './check-engines.mjs';
import { RUNTIMES } from './node-runtime.mjs';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A project folder: package.json files by relative folder. */
function project(files) {
  dir = mkdtempSync(path.join(tmpdir(), 'fxbo-engines-'));
  for (const [folder, pkg] of Object.entries(files)) {
    mkdirSync(path.join(dir, folder), { recursive: true });
    writeFileSync(path.join(dir, folder, 'package.json'), JSON.stringify(pkg));
  }
  return dir;
}
const rootPkg = { name: 'root', engines: { node: '>=22.13' }, workspaces: ['apps/a'] };
const ws = { name: 'a', engines: { node: '>=22.13' } };
const dep = (name, node) => ({ name, version: '1.0.0', ...(node ? { engines: { node } } : {}) });

describe('the engines check', () => {
  it("checks against the oldest supported 22.x (the root's engines) and the Node 24 brought, not the Node running it", () => {
    expect(nodeTargets(project({ '.': rootPkg, 'apps/a': ws }))).toEqual(['22.13.0', RUNTIMES[24].version]);
  });

  it('accepts packages that take 22.13 and 24, wherever they are installed', () => {
    const root = project({
      '.': rootPkg,
      'apps/a': ws,
      'node_modules/old': dep('old', '>=14'),
      'node_modules/none': dep('none'),
      'node_modules/@s/either': dep('@s/either', '^20.19.0 || ^22.13.0 || >=24'),
      'apps/a/node_modules/nested': dep('nested', '>=22'),
    });
    expect(engineProblems(root)).toEqual([]);
  });

  it('fails on a package that needs more than the oldest supported 22.x, or refuses 24, at any depth', () => {
    const root = project({
      '.': rootPkg,
      'apps/a': ws,
      'node_modules/newer': dep('newer', '>=22.20'),
      'node_modules/x/node_modules/only22': dep('only22', '^22'),
      'apps/a/node_modules/@s/next': dep('@s/next', '>=24'),
    });
    expect(engineProblems(root)).toEqual([
      'newer@1.0.0 (node_modules/newer) wants node >=22.20: refuses 22.13.0',
      `only22@1.0.0 (node_modules/x/node_modules/only22) wants node ^22: refuses ${RUNTIMES[24].version}`,
      '@s/next@1.0.0 (apps/a/node_modules/@s/next) wants node >=24: refuses 22.13.0',
    ]);
  });

  it('fails on a workspace whose engines differ from the root', () => {
    const root = project({ '.': rootPkg, 'apps/a': { name: 'a', engines: { node: '>=20' } } });
    expect(engineProblems(root)).toEqual(['a (apps/a) declares node >=20, the root >=22.13']);
  });
});
