// `npm run backup -- [--out DIR]`: a backup of DATABASE_URL (pg_dump's custom format) or of the embedded
// database under DATA_DIR (a live physical copy, a running server's left running) into DIR (default ./backups),
// named with the time. Exit codes: 0 done, 1 failed, 2 bad command line or configuration.
import { loadConfig } from '../config.js';
import { backupDump } from '../db/backup-dump.js';
import { backupEmbedded } from '../db/backup-embedded.js';
import { runCommand } from './command.js';

const USAGE = `Usage: npm run backup -- [--out DIR]

  Backs up DATABASE_URL's database (pg_dump --format=custom; needs pg_dump of the server's version or newer)
  or, without DATABASE_URL, the embedded database under DATA_DIR with its credentials and session secret
  (a live copy; the server may keep running). Writes DIR/fxbo-…-<UTC time>.dump or .tar.gz (default DIR:
  ./backups). Restore with: npm run restore -- FILE`;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('help')) {
    console.log(USAGE);
    return 0;
  }
  let outDir = 'backups';
  if (args[0] === '--out' && args[1] && args.length === 2) outDir = args[1];
  else if (args.length > 0) {
    console.error(`Error: unexpected arguments: ${args.join(' ')}\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const file = config.databaseUrl
    ? await backupDump({ url: config.databaseUrl, outDir })
    : await backupEmbedded({ dataDir: config.dataDir, outDir });
  console.log(`Backup written: ${file}`);
  return 0;
}

runCommand(main);
