import { ConfigError } from '../config.js';
import type { Config } from '../config.js';
import { connectDatabase, type ConnectOptions, type Connected } from '../db/connect.js';
import { BackupError } from '../db/backup-files.js';
import { DatabaseUnreachableError } from '../db/reach.js';

/*
 * What the command lines (npm run seed, npm run users) share. Exit codes: 0 done, 1 the command failed,
 * 2 bad command line or configuration.
 */

/** Runs `main` and exits with its code; a bad configuration exits 2, any other error it lets through 1. */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      // A bad configuration, an unreachable database and a refused backup or restore are one line for the
      // operator, not a stack.
      if (err instanceof BackupError) console.error(`Error: ${err.message}`);
      else
        console.error(
          err instanceof ConfigError || err instanceof DatabaseUnreachableError ? err.message : err,
        );
      process.exit(err instanceof ConfigError ? 2 : 1);
    },
  );
}

/** Connects to the configured database (migrated first), runs `use`, and closes it whatever happens. */
export async function withDatabase<T>(
  config: Config,
  options: ConnectOptions,
  use: (connected: Connected) => Promise<T>,
): Promise<T> {
  const connected = await connectDatabase(config, options);
  try {
    return await use(connected);
  } finally {
    await connected.close().catch(() => undefined);
  }
}
