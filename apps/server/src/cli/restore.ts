// `npm run restore -- FILE [--force]`: restores a backup of `npm run backup` into DATABASE_URL's database or
// the embedded DATA_DIR, which must be empty (--force: replace it). Exit codes: 0 done, 1 failed, 2 bad command
// line or configuration.
import { loadConfig } from '../config.js';
import { restoreDump } from '../db/backup-dump.js';
import { restoreEmbedded } from '../db/backup-embedded.js';
import { BackupError } from '../db/backup-files.js';
import { runCommand } from './command.js';

const USAGE = `Usage: npm run restore -- FILE [--force]

  FILE.dump (of DATABASE_URL) into DATABASE_URL's database, with pg_restore of the server's version or newer;
  FILE.tar.gz (of an embedded database) into DATA_DIR, with no server running on it.
  The target must hold no database; --force replaces it (the embedded one is moved aside, not deleted).`;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('help')) {
    console.log(USAGE);
    return 0;
  }
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    console.error(`Error: name one backup file.\n\n${USAGE}`);
    return 2;
  }
  const file = files[0]!;
  const config = loadConfig();
  if (config.databaseUrl) {
    if (!file.endsWith('.dump')) throw new BackupError(`${file} is not a .dump of DATABASE_URL's backup.`);
    await restoreDump({ url: config.databaseUrl, file, force });
    console.log(`Restored ${file} into DATABASE_URL's database.`);
  } else {
    if (!file.endsWith('.tar.gz')) throw new BackupError(`${file} is not a .tar.gz of an embedded backup.`);
    const { replaced } = await restoreEmbedded({ dataDir: config.dataDir, file, force });
    console.log(`Restored ${file} into ${config.dataDir}.`);
    if (replaced) console.log(`The database it replaced is in ${replaced}; delete it when satisfied.`);
  }
  return 0;
}

runCommand(main);
