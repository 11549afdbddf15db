import { spawn, type ChildProcess } from 'node:child_process';
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

/** Resolves when the banner is printed (the server listens), rejects if the process dies first. */
export function listening(r: Running): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => r.output().includes('is running at') && resolve();
    r.child.stdout?.on('data', check);
    check();
    void r.exited.then((code) => reject(new Error(`exited ${code}:\n${r.output()}`)));
  });
}
