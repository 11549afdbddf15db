import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Who runs the embedded cluster under DATA_DIR. The process that starts PostgreSQL records its pid in
 * `postgres-owner.json` before spawning it, so the postmaster is that process's child for as long as the
 * owner lives. A postmaster whose parent is someone else (init, a subreaper) lost its owner: an orphan.
 */
export type ClusterState =
  | { state: 'stopped' }
  | { state: 'owned'; ownerPid: number; postmasterPid: number; port: number }
  | { state: 'orphan'; postmasterPid: number };

const ownerFile = (dataDir: string) => path.join(dataDir, 'postgres-owner.json');

/** Called just before this process spawns the cluster's postmaster. */
export async function claimCluster(dataDir: string): Promise<void> {
  await fs.writeFile(ownerFile(dataDir), JSON.stringify({ pid: process.pid }));
}

export async function inspectCluster(dataDir: string, clusterDir: string): Promise<ClusterState> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return { state: 'stopped' };
  // postmaster.pid: line 1 the pid, line 4 the port (PostgreSQL's documented layout).
  const lines = (await fs.readFile(pidFile, 'utf8')).split('\n');
  const postmasterPid = Number(lines[0]);
  if (!Number.isInteger(postmasterPid) || postmasterPid <= 0 || !isAlive(postmasterPid)) {
    return { state: 'stopped' };
  }
  const cmdline = await fs.readFile(`/proc/${postmasterPid}/cmdline`, 'utf8').catch(() => '');
  // The pid was reused by something else: PostgreSQL will cope with the stale file.
  if (!cmdline.includes(clusterDir)) return { state: 'stopped' };
  const ownerPid = await recordedOwner(dataDir);
  const port = Number(lines[3]);
  if (ownerPid !== undefined && (await parentOf(postmasterPid)) === ownerPid && Number.isInteger(port)) {
    return { state: 'owned', ownerPid, postmasterPid, port };
  }
  return { state: 'orphan', postmasterPid };
}

/** Stops a postmaster whose owner is gone, waiting up to 30 s for it to exit. */
export async function stopOrphan(postmasterPid: number, log: (l: string) => void): Promise<void> {
  log(`stopping orphaned PostgreSQL (pid ${postmasterPid}) left by an earlier run`);
  process.kill(postmasterPid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (isAlive(postmasterPid) && Date.now() < deadline) await waitForExit(postmasterPid);
}

async function recordedOwner(dataDir: string): Promise<number | undefined> {
  try {
    const { pid } = JSON.parse(await fs.readFile(ownerFile(dataDir), 'utf8')) as { pid?: unknown };
    return typeof pid === 'number' ? pid : undefined;
  } catch {
    return undefined; // no record (a cluster started before owners were recorded): nobody claims it
  }
}

/** The parent pid from /proc/<pid>/stat; the command name (field 2) may hold spaces, so parse after it. */
async function parentOf(pid: number): Promise<number | undefined> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ppid = Number(fields[1]);
  return Number.isInteger(ppid) ? ppid : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Blocks until the process is gone or 1 s passes, without polling in a busy loop. */
async function waitForExit(pid: number): Promise<void> {
  await run('timeout', ['1', 'tail', `--pid=${pid}`, '-f', '/dev/null']).catch(() => undefined);
}
