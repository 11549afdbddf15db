// `npm run migrate`: apply pending migrations to DATABASE_URL or the embedded database (a running server's,
// left running, when one owns DATA_DIR), then exit.
import { loadConfig } from '../config.js';
import { connectDatabase, unknownMigrationsWarning } from '../db/connect.js';

const connected = await connectDatabase(loadConfig(), { shareRunning: true });
console.log(
  connected.applied.length ? `Applied: ${connected.applied.join(', ')}` : 'Database is up to date.',
);
if (connected.unknownMigrations.length)
  console.warn(`Warning: ${unknownMigrationsWarning(connected.unknownMigrations)}`);
await connected.close();
