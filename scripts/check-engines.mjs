// Fails when an installed package declares a Node engine our machines (Node 20) do not satisfy.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const node = process.version;
const bad = [];
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
      const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
      const range = pkg.engines?.node;
      if (range && semver.validRange(range) && !semver.satisfies(node, range))
        bad.push(`${pkg.name}@${pkg.version} wants node ${range}`);
    }
    scan(path.join(p, 'node_modules'));
  }
}
scan('node_modules');
if (bad.length) {
  console.error(`Packages that do not accept ${node}:\n  ${bad.join('\n  ')}`);
  process.exit(1);
}
console.log(`All installed packages accept Node ${node}.`);
