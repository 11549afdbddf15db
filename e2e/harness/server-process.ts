import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { OutputTail } from './output-tail';

export interface ServerOptions {
  /** Script run with this Node binary, e.g. apps/server/dist/main.js. */
  entry: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Absolute URL that answers 200 once the server can take requests. */
  healthUrl: string;
  startupDeadlineMs?: number;
  stopGraceMs?: number;
}

export interface RunningServer {
  stop(): Promise<void>;
}

type Exit = { code: number | null; signal: NodeJS.Signals | null };

function describeExit({ code, signal }: Exit): string {
  return signal ? `killed by ${signal}` : `exit code ${code}`;
}

async function answers200(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false; // not listening yet, or too slow to answer: keep polling
  }
}

/**
 * Polls the health URL until it answers 200. Fails at once if the process dies, or with its output
 * when the deadline passes. The pause between polls only paces the loop; readiness is the 200.
 */
async function waitUntilHealthy(url: string, exited: Promise<Exit>, output: OutputTail, deadlineMs: number) {
  let exit: Exit | undefined;
  void exited.then((value) => (exit = value)).catch(() => undefined);
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (await answers200(url)) return;
    await Promise.race([delay(250), exited]);
    if (exit)
      throw new Error(`Server stopped (${describeExit(exit)}) before ${url} answered 200.\n${output}`);
  }
  throw new Error(`Server did not answer 200 on ${url} within ${deadlineMs / 1000} s.\n${output}`);
}

async function stopChild(child: ChildProcess, exited: Promise<Exit>, output: OutputTail, graceMs: number) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timedOut = Symbol('timeout');
  const result = await Promise.race([exited, delay(graceMs, timedOut, { ref: false })]);
  if (result === timedOut) {
    child.kill('SIGKILL');
    await exited;
    throw new Error(`Server ignored SIGTERM for ${graceMs / 1000} s and was killed.\n${output}`);
  }
  if (result.code !== 0 && result.signal !== 'SIGTERM') {
    console.warn(`Server shut down with ${describeExit(result)}.\n${output}`);
  }
}

/** Starts the server as a child process and resolves once it is healthy. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { entry, cwd, env, healthUrl, startupDeadlineMs = 90_000, stopGraceMs = 20_000 } = options;
  const output = new OutputTail();
  const child = spawn(process.execPath, [entry], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  // 'error' (e.g. spawn failure) rejects this promise through once(); both count as "the process is gone".
  const exited = once(child, 'exit').then(([code, signal]) => ({ code, signal }) as Exit);
  exited.catch(() => undefined); // observed where awaited; avoid an unhandled rejection meanwhile
  const echo = process.env.E2E_SERVER_LOG === '1'; // stream the server's log while debugging a test
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      output.append(chunk);
      if (echo) process.stderr.write(chunk);
    });
  }

  try {
    await waitUntilHealthy(healthUrl, exited, output, startupDeadlineMs);
  } catch (error) {
    await stopChild(child, exited, output, stopGraceMs).catch(() => undefined);
    throw error;
  }
  return { stop: () => stopChild(child, exited, output, stopGraceMs) };
}
