// Fails when an installed package needs a Node this project does not promise: every package's engines range
// must accept the oldest supported Node (package.json engines, e.g. ">=22.13" → 22.13.0) and the Node 24 this
// project brings (scripts/node-runtime.mjs), whatever Node runs this check. Every workspace declares the
// root's engines.
import { readdirSync, readFileSync, existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { RUNTIMES, lowestSupported } from './node-runtime.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The Node versions every package must accept: the oldest supported and the Node 24 brought. */
export function nodeTargets(rootDir) {
  return [lowestSupported(rootDir).join('.'), RUNTIMES[24].version];
}

/** What refuses those versions under `rootDir`: workspaces with other engines, installed packages. */
export function engineProblems(rootDir) {
  const root = readJson(path.join(rootDir, 'package.json'));
  const targets = nodeTargets(rootDir);
  const bad = [];
  for (const pattern of root.workspaces ?? []) {
    const ws = readJson(path.join(rootDir, pattern, 'package.json'));
    if (ws.engines?.node !== root.engines.node)
      bad.push(
        `${ws.name} (${pattern}) declares node ${ws.engines?.node ?? 'nothing'}, the root ${root.engines.node}`,
      );
  }
  function scan(dir) {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      if (name.startsWith('.')) continue;
      const p = path.join(dir, name);
      if (name.startsWith('@')) {
        scan(p);
        continue;
      }
      const pkgFile = path.join(p, 'package.json');
      if (existsSync(pkgFile)) {
        const pkg = readJson(pkgFile);
        const range = pkg.engines?.node;
        if (range && semver.validRange(range)) {
          const refused = targets.filter((v) => !semver.satisfies(v, range));
          if (refused.length)
            bad.push(
              `${pkg.name}@${pkg.version} (${path.relative(rootDir, p)}) wants node ${range}: refuses ${refused.join(', ')}`,
            );
        }
      }
      scan(path.join(p, 'node_modules'));
    }
  }
  for (const dir of ['.', ...(root.workspaces ?? [])]) scan(path.join(rootDir, dir, 'node_modules'));
  return bad;
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const targets = nodeTargets('.');
  const bad = engineProblems('.');
  if (bad.length) {
    console.error(`Not every package accepts Node ${targets.join(' and ')}:\n  ${bad.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`All installed packages accept Node ${targets.join(' and ')}.`);
}
