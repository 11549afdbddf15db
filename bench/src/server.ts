import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../apps/server/src/db/embedded.js';
import { processCpuSeconds } from './cpu.js';

const root = path.resolve(import.meta.dirname, '../..');

export interface BenchServer {
  url: string;
  pid: number;
  /** Resident memory now, in MB (Linux /proc VmRSS). */
  rssMb(): number;
  /** Peak resident memory since the last reset, in MB (Linux /proc VmHWM). */
  peakRssMb(): number;
  resetPeakRss(): void;
  /** CPU time the server process has used so far (user + system), in seconds (Linux /proc stat). */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** The production bundle as a separate process, so its memory is measured alone. */
export async function startServer(databaseUrl: string, sessionSecret: string): Promise<BenchServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'none',
      SERVE_WEB: 'true',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: sessionSecret,
      DATABASE_POOL_SIZE: '20',
      // The receiving step's business clock: a Wednesday at 10:00 in São Paulo, within exchange hours.
      CLOCK_START: '2026-11-25T10:00:00-03:00',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become ready in 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    rssMb: () => statusMb(pid, 'VmRSS'),
    peakRssMb: () => statusMb(pid, 'VmHWM'),
    cpuSeconds: () => processCpuSeconds(pid) ?? 0,
    resetPeakRss() {
      // Writing 5 to clear_refs resets VmHWM to the current RSS (Linux >= 4.0).
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A memory figure of /proc/<pid>/status (given in kB), in MB. */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}
