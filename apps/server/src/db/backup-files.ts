import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export const run = promisify(execFile);

/** Refused with a reason an operator can act on (exit 1, the message alone). */
export class BackupError extends Error {}

/** `20261129T120501Z`: UTC, sorts by time, safe in a file name. */
export function timestamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** `fxbo-<what>-20261129T120501Z.<ext>`: sorts by time, says what it holds. */
export function backupFileName(what: string, ext: string, now: Date): string {
  return `fxbo-${what}-${timestamp(now)}.${ext}`;
}
