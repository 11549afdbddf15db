// `npm run users -- create|unblock …`: operators' user commands against DATABASE_URL or the embedded
// database (migrated first; a running server's, left running, when one owns DATA_DIR).
// Exit codes: 0 done, 1 the command failed, 2 bad command line or configuration.
import { loadConfig } from '../config.js';
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
import { runCommand, withDatabase } from './command.js';

async function main(): Promise<number> {
  let cmd: UsersCommand;
  try {
    cmd = parseUsersArgs(process.argv.slice(2));
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`Error: ${err.message}\n\n${USERS_USAGE}`);
      return 2;
    }
    throw err;
  }
  if (cmd.command === 'help') {
    console.log(USERS_USAGE);
    return 0;
  }
  const config = loadConfig();

  try {
    // Against a running server's DATA_DIR: use its database, never stop it (the server keeps serving).
    return await withDatabase(config, { shareRunning: true }, async ({ database: { db } }) => {
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
    });
  } catch (err) {
    if (err instanceof CommandError) {
      console.error(`Error: ${err.message}`);
      return 1;
    }
    console.error('Failed:', err);
    return 1;
  }
}

runCommand(main);
