import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { ALL_PERMISSION_KEYS, checkPassword, cpfSchema, emailSchema, personNameSchema } from '@fxbo/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/schema.js';
import { passwordRefusal } from '../../platform/common-passwords.js';
import { hashPassword } from '../../platform/password-hash.js';

/*
 * The operators' user commands (`npm run users -- …`), as plain functions over a database so they are
 * tested without a process. cli/users.ts wires them to the configuration, the terminal and exit codes.
 */

export const USERS_USAGE = `Usage:
  npm run users -- create --email <e-mail> --name <full name> [--cpf <CPF>] [--admin] [--password <password>]
  npm run users -- unblock --email <e-mail>

  create     a new active staff user. Without --password a strong one is generated and printed once
             (the user is asked to change it). --admin: every client and every permission.
  unblock    clears the lock-out after too many wrong passwords.`;

/** Bad command line: printed with the usage, exit code 2. */
export class UsageError extends Error {}
/** The command could not be carried out (e.g. the e-mail is taken): exit code 1. */
export class CommandError extends Error {}

export type UsersCommand =
  | { command: 'help' }
  | {
      command: 'create';
      email: string;
      name: string;
      cpf: string | null;
      admin: boolean;
      password: string | null;
    }
  | { command: 'unblock'; email: string };

function field<T>(schema: z.ZodType<T>, value: string, option: string): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new UsageError(`${option}: ${r.error.issues[0]?.message ?? 'invalid value'}`);
  return r.data;
}

export function parseUsersArgs(argv: readonly string[]): UsersCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        cpf: { type: 'string' },
        admin: { type: 'boolean' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: true,
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, ...extra] = positionals;
  if (values.help || command === 'help') return { command: 'help' };
  if (!command) throw new UsageError('a command is required: create or unblock');
  if (command !== 'create' && command !== 'unblock') {
    throw new UsageError(`unknown command "${command}": use create or unblock`);
  }
  if (extra.length) throw new UsageError(`unexpected argument "${extra[0]}"`);
  if (values.email === undefined) throw new UsageError('--email is required');
  const email = field(emailSchema, values.email, '--email');

  if (command === 'unblock') {
    for (const option of ['name', 'cpf', 'admin', 'password'] as const) {
      if (values[option] !== undefined) throw new UsageError(`--${option} does not apply to unblock`);
    }
    return { command, email };
  }
  if (values.name === undefined) throw new UsageError('--name is required');
  const name = field(personNameSchema, values.name, '--name');
  const cpf = values.cpf === undefined ? null : field(cpfSchema, values.cpf, '--cpf');
  const password = values.password ?? null;
  if (password !== null) {
    const refusal = passwordRefusal(password, { email, name });
    const broken = [...checkPassword(password), ...(refusal ? [refusal] : [])];
    if (broken.length) throw new UsageError(`--password does not meet the policy: ${broken.join(', ')}`);
  }
  return { command, email, name, cpf, admin: values.admin ?? false, password };
}

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SPECIAL = '!@#$%&*-_=+?';

/** 20 characters from a CSPRNG with every class the policy asks for; no look-alikes, no quotes or spaces. */
export function generatePassword(length = 20): string {
  const pick = (set: string) => set.charAt(randomInt(set.length));
  const all = UPPER + LOWER + DIGITS + SPECIAL;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

export interface CreatedUser {
  id: string;
  email: string;
  /** Only when it was generated: the operator prints it once. */
  generatedPassword: string | null;
}

/**
 * Creates an active staff user. The permissions table must hold the catalogue (the CLI runs
 * syncPermissionCatalogue first) before an administrator is given every permission.
 */
export async function createOperatorUser(
  db: Kysely<Database>,
  cmd: Extract<UsersCommand, { command: 'create' }>,
): Promise<CreatedUser> {
  const generatedPassword = cmd.password === null ? generatePassword() : null;
  const passwordHash = await hashPassword(cmd.password ?? generatedPassword ?? '');
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('users')
      .select('email')
      .where('deleted_at', 'is', null)
      .where((eb) => eb.or([eb('email', '=', cmd.email), ...(cmd.cpf ? [eb('cpf', '=', cmd.cpf)] : [])]))
      .executeTakeFirst();
    if (taken)
      throw new CommandError(
        `a user with this ${taken.email === cmd.email ? 'e-mail' : 'CPF'} already exists`,
      );
    const user = await trx
      .insertInto('users')
      .values({
        kind: 'staff',
        all_clients: cmd.admin,
        name: cmd.name,
        email: cmd.email,
        cpf: cmd.cpf,
        status: 'active',
        password_hash: passwordHash,
        password_changed_at: new Date(),
        must_change_password: generatedPassword !== null,
        locale: 'pt-BR',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (cmd.admin) {
      await trx
        .insertInto('user_permissions')
        .values(ALL_PERMISSION_KEYS.map((key) => ({ user_id: user.id, permission_key: key })))
        .execute();
    }
    await recordAudit(trx, {
      actorUserId: null,
      action: 'user.create',
      entity: 'user',
      entityId: user.id,
      details: { via: 'cli', admin: cmd.admin },
    });
    return { id: user.id, email: cmd.email, generatedPassword };
  });
}

/** Clears the lock-out of the live user with this e-mail. */
export async function unblockByEmail(db: Kysely<Database>, email: string): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('users')
      .set({ blocked: false, blocked_at: null, failed_attempts: 0, updated_at: new Date() })
      .where('email', '=', email)
      .where('deleted_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new CommandError(`no user with the e-mail ${email}`);
    await recordAudit(trx, {
      actorUserId: null,
      action: 'user.unblock',
      entity: 'user',
      entityId: row.id,
      details: { via: 'cli' },
    });
    return row;
  });
}
