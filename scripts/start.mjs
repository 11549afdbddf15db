// `npm start`: build what is missing or stale, then run the server in production mode.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}
const stale = (output, ...sources) =>
  !existsSync(output) || statSync(output).mtimeMs < Math.max(...sources.map(newest));

function run(args) {
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (stale(at('apps/web/dist/index.html'), at('apps/web'), at('packages/domain')))
  run(['run', 'build', '-w', '@fxbo/web']);
if (stale(at('apps/server/dist/main.js'), at('apps/server/src'), at('packages/domain')))
  run(['run', 'build', '-w', '@fxbo/server']);

const child = spawn(process.execPath, ['--enable-source-maps', at('apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// Pass stop signals on so the server shuts down gracefully, and exit with its status.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// A service manager or container runtime signals npm alone. npm passes SIGTERM to the `sh -c` running this
// script, which dies of it without passing it on, and npm exits: the signal never reaches us and we are
// re-parented. So under npm the loss of our parent is a stop signal too (run directly, e.g. under nohup,
// the script may outlive its shell).
const parent = process.ppid;
if (process.env.npm_lifecycle_event) {
  const watch = setInterval(() => {
    if (parentPid() === parent) return;
    clearInterval(watch);
    child.kill('SIGTERM');
  }, 200);
}

/** The current parent pid (process.ppid is fixed at start-up); on Linux from /proc, elsewhere a liveness probe. */
function parentPid() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    try {
      process.kill(parent, 0);
      return parent;
    } catch {
      return undefined;
    }
  }
}
