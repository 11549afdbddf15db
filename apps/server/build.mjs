// Bundles the server's own code (and @fxbo/domain's TypeScript) into dist/; npm packages stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@fxbo/'));
const domain = JSON.parse(
  readFileSync(new URL('../../packages/domain/package.json', import.meta.url), 'utf8'),
);
external.push(...Object.keys(domain.dependencies ?? {}));

// `node build.mjs [outdir]`: dist/ unless told (the production-install test builds into its copy).
const outdir = process.argv[2] ?? 'dist';

await build({
  // The server and every operator command (cli.mjs runs these in production: no tsx there).
  entryPoints: {
    main: 'src/main.ts',
    'cli/migrate': 'src/cli/migrate.ts',
    'cli/users': 'src/cli/users.ts',
    'cli/backup': 'src/cli/backup.ts',
    'cli/restore': 'src/cli/restore.ts',
    'seed/cli': 'src/seed/cli.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  // Dynamic imports become chunks of their own, loaded when called: the demo seed's faker stays out of a
  // production server's memory.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
