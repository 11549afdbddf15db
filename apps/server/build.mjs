// Bundles the server's own code (and @fxbo/domain's TypeScript) into dist/; npm packages stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@fxbo/'));
const domain = JSON.parse(
  readFileSync(new URL('../../packages/domain/package.json', import.meta.url), 'utf8'),
);
external.push(...Object.keys(domain.dependencies ?? {}));

await build({
  entryPoints: { main: 'src/main.ts', 'cli/migrate': 'src/cli/migrate.ts', 'seed/cli': 'src/seed/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Dynamic imports become chunks of their own, loaded when called: the demo seed's faker stays out of a
  // production server's memory.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  external: [...external, 'pino-pretty'],
  logLevel: 'warning',
});
