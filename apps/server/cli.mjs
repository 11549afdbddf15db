// Runs an operator command: `node cli.mjs <entry> [args…]`, e.g. `cli/users create …` (the package scripts
// `npm run users|migrate|seed|backup|restore`). In production (NODE_ENV=production, or an install without
// devDependencies, where tsx is absent) the bundle dist/<entry>.js that `npm run build` made; in development the
// TypeScript source through tsx, so a command always runs the code as it is.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const entry = process.argv[2];
if (!entry || !/^[a-z/-]+$/.test(entry)) {
  console.error('usage: node cli.mjs <entry> [args…]   (e.g. cli/users help)');
  process.exit(2);
}
const built = path.join(here, 'dist', `${entry}.js`);
const source = path.join(here, 'src', `${entry}.ts`);

let tsx;
try {
  tsx = import.meta.resolve('tsx/esm/api');
} catch {
  tsx = undefined; // a production install: no devDependencies
}
const production = process.env.NODE_ENV === 'production' || tsx === undefined;

// `npm run` runs a workspace's script in the workspace's folder; relative paths (DATA_DIR's default ./data, a
// backup's file) are the operator's, from where npm was run: the repository root for `npm start`'s ./data.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
// The command reads its own arguments from process.argv.slice(2).
process.argv.splice(2, 1);
if (production) {
  if (!existsSync(built)) {
    console.error(`${path.relative(process.cwd(), built)} is missing: run \`npm run build\` first.`);
    process.exit(2);
  }
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(built).href);
} else {
  const { register } = await import(tsx);
  register();
  await import(pathToFileURL(source).href);
}
