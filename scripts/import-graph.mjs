// The relative imports between a source tree's TypeScript files, and the circles among them: for the tests
// that keep the architecture's floors (ARCHITECTURE.md) and forbid import circles.
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
// `import … from '…'`, `export … from '…'`, `import('…')`; type-only imports count too: a circle of types
// is still a circle of modules that cannot be read apart.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : files(p);
    return SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [p]
      : [];
  });
}

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

/** Each non-test source file under `root` and the files it imports (relative imports only), as paths relative to `root`. */
export function importGraph(root) {
  const graph = new Map();
  for (const file of files(root)) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set();
    for (const match of text.matchAll(SPECIFIER)) {
      const target = resolve(file, match[1]);
      if (target) targets.add(path.relative(root, target));
    }
    graph.set(path.relative(root, file), [...targets].sort());
  }
  return graph;
}

const PACKAGE = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^./'"][^'"]*)['"]/g;

/** Each `file: package` a non-test source file under `root` imports by name (`zod`, `@fxbo/domain`…). */
export function packageImports(root) {
  return files(root).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(PACKAGE)].map((m) => `${path.relative(root, file)}: ${m[1]}`),
  );
}

/** The import circles of `graph`: its strongly connected components of more than one file, or a file importing itself. */
export function importCircles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) circles.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return circles;
}
