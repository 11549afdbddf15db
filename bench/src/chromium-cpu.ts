import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time (ms) used so far by the Chromium processes this process started, children of children included
 * (Linux /proc; utime and stime in ticks of 10 ms). Unlike wall time, it hardly grows when other programs
 * share the cores, so it tells what a measure would take on an idle machine.
 */
export function chromiumCpuMs(): number {
  const processes = new Map<number, { parent: number; ticks: number; chromium: boolean }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // After the command's closing parenthesis: state, ppid, … utime (12th field there), stime (13th).
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      processes.set(Number(name), {
        parent: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
        chromium: readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('chrom'),
      });
    } catch {
      // It ended while we looked.
    }
  }
  const ours = (pid: number): boolean => {
    const parent = processes.get(pid)?.parent;
    return parent === process.pid || (parent !== undefined && parent > 1 && ours(parent));
  };
  let ticks = 0;
  for (const [pid, p] of processes) if (p.chromium && ours(pid)) ticks += p.ticks;
  return ticks * 10;
}
