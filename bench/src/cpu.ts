import { readFileSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema.js';

// Linux's USER_HZ, the unit of /proc/<pid>/stat times (100 on every mainstream architecture).
const CLOCK_TICKS = 100;

/** CPU time a local process has used so far (user + system), in seconds; undefined if it cannot be read. */
export function processCpuSeconds(pid: number): number | undefined {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds of the server's export connections (PostgreSQL backends named fxbo-export), read right after an
 * export: its pool opens them for the export and keeps them idle for 10 s, so their whole CPU time is the
 * export's. Undefined when PostgreSQL is not on this machine.
 */
export async function exportBackendsCpuSeconds(db: Kysely<Database>): Promise<number | undefined> {
  const pids = (
    await sql<{ pid: number }>`
      select pid from pg_stat_activity where application_name = 'fxbo-export'`.execute(db)
  ).rows.map((r) => processCpuSeconds(r.pid));
  if (!pids.length || pids.some((s) => s === undefined)) return undefined;
  return pids.reduce<number>((sum, s) => sum + (s ?? 0), 0);
}
