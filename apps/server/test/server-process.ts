import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

// The real processes, as `npm start` and the operators' `npm run …` commands run them (sources through tsx).
const src = path.resolve(import.meta.dirname, '../src');
const tsx = path.resolve(import.meta.dirname, '../../../node_modules/tsx/dist/loader.mjs');

export interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs `src/<script>` with the caller's environment minus DATABASE_URL (embedded mode), plus `env`. */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Running {
  let out = '';
  const child = spawn(process.execPath, ['--import', tsx, path.join(src, script), ...args], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

/** The server (src/main.ts) without the web app. */
export function startServer(env: NodeJS.ProcessEnv): Running {
  return runScript('main.ts', [], { SERVE_WEB: 'false', ...env });
}

/** Resolves when the output holds `text`, rejects if the process exits first. */
export function printed(r: Running, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => r.output().includes(text) && resolve();
    r.child.stdout?.on('data', check);
    r.child.stderr?.on('data', check);
    check();
    void r.exited.then((code) => {
      check();
      reject(new Error(`exited ${code} without printing ${text}:\n${r.output()}`));
    });
  });
}

/** Resolves when the banner is printed (the server listens), rejects if the process dies first. */
export function listening(r: Running): Promise<void> {
  return printed(r, 'is running at');
}

/** The embedded cluster's postmaster under DATA_DIR: its pid from postmaster.pid, if the file is there. */
export async function postmasterOf(dataDir: string): Promise<number | undefined> {
  const file = await fs
    .readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .catch(() => undefined);
  return file === undefined ? undefined : Number(file.split('\n')[0]);
}

/** The pids of processes running the embedded cluster under DATA_DIR (their command line names its folder). */
export async function postgresOf(dataDir: string): Promise<number[]> {
  const clusterDir = path.join(path.resolve(dataDir), 'postgres');
  const pids = (await fs.readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const running = await Promise.all(
    pids.map(async (pid) => {
      const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
      return cmdline.split('\0').includes(clusterDir) ? Number(pid) : undefined;
    }),
  );
  return running.filter((pid) => pid !== undefined);
}
