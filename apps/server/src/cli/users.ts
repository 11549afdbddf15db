// `npm run users -- create|unblock …`: operators' user commands against DATABASE_URL or the embedded
// database (migrated first; a running server's, left running, when one owns DATA_DIR).
// Exit codes: 0 done, 1 the command failed, 2 bad command line or configuration.
import { ConfigError, loadConfig } from '../config.js';
import { connectDatabase, type Connected } from '../db/connect.js';
import {
  CommandError,
  createOperatorUser,
  parseUsersArgs,
  unblockByEmail,
  UsageError,
  USERS_USAGE,
  type UsersCommand,
} from '../modules/users/operator.js';
import { syncPermissionCatalogue } from '../seed/startup.js';

async function main(): Promise<number> {
  let cmd: UsersCommand;
  let config;
  try {
    cmd = parseUsersArgs(process.argv.slice(2));
    if (cmd.command === 'help') {
      console.log(USERS_USAGE);
      return 0;
    }
    config = loadConfig();
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`Error: ${err.message}\n\n${USERS_USAGE}`);
      return 2;
    }
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  }

  let connected: Connected | undefined;
  try {
    // Against a running server's DATA_DIR: use its database, never stop it (the server keeps serving).
    connected = await connectDatabase(config, { shareRunning: true });
    const { db } = connected.database;
    if (cmd.command === 'create') {
      await syncPermissionCatalogue(db);
      const user = await createOperatorUser(db, cmd);
      console.log(`Created ${cmd.admin ? 'administrator' : 'user'} ${user.email} (${user.id}).`);
      if (user.generatedPassword) {
        console.log(`Password (shown only now; the user is asked to change it): ${user.generatedPassword}`);
      }
    } else {
      await unblockByEmail(db, cmd.email);
      console.log(`Unblocked ${cmd.email}.`);
    }
    return 0;
  } catch (err) {
    if (err instanceof CommandError) {
      console.error(`Error: ${err.message}`);
      return 1;
    }
    console.error('Failed:', err);
    return 1;
  } finally {
    await connected?.close().catch(() => undefined);
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
