import { ALL_PERMISSION_KEYS, checkPassword } from '@fxbo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db.js';
import { verifyPassword } from '../../platform/password-hash.js';
import { syncPermissionCatalogue } from '../../seed/startup.js';
import {
  CommandError,
  createOperatorUser,
  generatePassword,
  parseUsersArgs,
  unblockByEmail,
  UsageError,
} from './operator.js';

describe('parseUsersArgs', () => {
  it('reads create and unblock', () => {
    expect(
      parseUsersArgs([
        'create',
        '--email',
        'Ops.Admin@Corretora.test',
        '--name',
        ' Ana  Operadora ',
        '--admin',
      ]),
    ).toEqual({
      command: 'create',
      email: 'ops.admin@corretora.test',
      name: 'Ana Operadora',
      cpf: null,
      admin: true,
      password: null,
    });
    expect(
      parseUsersArgs([
        'create',
        '--email',
        'ana.ops@corretora.test',
        '--name',
        'Ana Operadora',
        '--cpf',
        '529.982.247-25',
        '--password',
        'Forte@Senha1',
      ]),
    ).toMatchObject({
      cpf: '52998224725',
      admin: false,
      password: 'Forte@Senha1',
    });
    expect(parseUsersArgs(['unblock', '--email', 'ana.ops@corretora.test'])).toEqual({
      command: 'unblock',
      email: 'ana.ops@corretora.test',
    });
    expect(parseUsersArgs(['--help'])).toEqual({ command: 'help' });
  });

  it.each([
    [[], /a command is required/],
    [['delete', '--email', 'ana.ops@corretora.test'], /unknown command "delete"/],
    [['create', '--name', 'Ana Operadora'], /--email is required/],
    [['create', '--email', 'ana.ops@corretora.test'], /--name is required/],
    [
      ['create', '--email', 'not-an-email-at-all', '--name', 'Ana Operadora'],
      /--email: You must enter a valid Email/,
    ],
    [
      ['create', '--email', 'ana.ops@corretora.test', '--name', 'Ana Operadora', '--cpf', '123'],
      /--cpf: Invalid CPF/,
    ],
    [
      ['create', '--email', 'ana.ops@corretora.test', '--name', 'Ana Operadora', '--password', 'fraca'],
      /password_too_short/,
    ],
    [
      ['create', '--email', 'ana.ops@corretora.test', '--name', 'Ana Operadora', '--password', 'Admin@123'],
      /password_common/,
    ],
    [
      [
        'create',
        '--email',
        'ana.ops@corretora.test',
        '--name',
        'Ana Operadora',
        '--password',
        'Ana.Ops#2026',
      ],
      /password_personal/,
    ],
    [
      ['create', '--email', 'ana.ops@corretora.test', '--name', 'Ana Operadora', '--colour', 'red'],
      /Unknown option/,
    ],
    [['unblock', '--email', 'ana.ops@corretora.test', '--admin'], /--admin does not apply to unblock/],
    [['unblock', 'extra', '--email', 'ana.ops@corretora.test'], /unexpected argument "extra"/],
  ])('%j is a usage error', (argv, message) => {
    expect(() => parseUsersArgs(argv)).toThrow(UsageError);
    expect(() => parseUsersArgs(argv)).toThrow(message);
  });
});

describe('generatePassword', () => {
  it('meets the policy and differs each time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const pw = generatePassword();
      expect(pw).toHaveLength(20);
      expect(checkPassword(pw)).toEqual([]);
      seen.add(pw);
    }
    expect(seen.size).toBe(200);
  });
});

describe('user commands', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await syncPermissionCatalogue(database.db);
  });
  afterAll(async () => database.drop());
  const userRow = (id: string) =>
    database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('create --admin: staff with every client and permission, a generated password printed once', async () => {
    const cmd = parseUsersArgs([
      'create',
      '--email',
      'root.ops@corretora.test',
      '--name',
      'Raiz Operadora',
      '--admin',
    ]);
    if (cmd.command !== 'create') throw new Error('parse');
    const created = await createOperatorUser(database.db, cmd);
    expect(created.generatedPassword).toMatch(/^.{20}$/);
    const user = await userRow(created.id);
    expect(user).toMatchObject({
      kind: 'staff',
      all_clients: true,
      status: 'active',
      must_change_password: true,
      email: 'root.ops@corretora.test',
    });
    expect(await verifyPassword(user.password_hash ?? '', created.generatedPassword ?? '')).toBe(true);
    const perms = await database.db
      .selectFrom('user_permissions')
      .select('permission_key')
      .where('user_id', '=', created.id)
      .execute();
    expect(perms.map((p) => p.permission_key).sort()).toEqual([...ALL_PERMISSION_KEYS].sort());
    const audit = await database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      action: 'user.create',
      actor_user_id: null,
      details: { via: 'cli', admin: true },
    });
  });

  it('create with --password: that password, no permissions, no change asked; duplicates refused', async () => {
    const cmd = parseUsersArgs([
      'create',
      '--email',
      'plain.ops@corretora.test',
      '--name',
      'Plena Operadora',
      '--cpf',
      '52998224725',
      '--password',
      'Forte@Senha1',
    ]);
    if (cmd.command !== 'create') throw new Error('parse');
    const created = await createOperatorUser(database.db, cmd);
    expect(created.generatedPassword).toBeNull();
    const user = await userRow(created.id);
    expect(user).toMatchObject({ all_clients: false, must_change_password: false, cpf: '52998224725' });
    expect(await verifyPassword(user.password_hash ?? '', 'Forte@Senha1')).toBe(true);
    await expect(createOperatorUser(database.db, cmd)).rejects.toThrow(CommandError);
    await expect(
      createOperatorUser(database.db, { ...cmd, email: 'other.ops@corretora.test' }),
    ).rejects.toThrow('a user with this CPF already exists');
  });

  it('unblock clears the lock-out; an unknown e-mail is an error', async () => {
    const cmd = parseUsersArgs([
      'create',
      '--email',
      'locked.ops@corretora.test',
      '--name',
      'Bloqueada Operadora',
    ]);
    if (cmd.command !== 'create') throw new Error('parse');
    const { id } = await createOperatorUser(database.db, cmd);
    await database.db
      .updateTable('users')
      .set({ blocked: true, blocked_at: new Date(), failed_attempts: 5 })
      .where('id', '=', id)
      .execute();
    await unblockByEmail(database.db, 'locked.ops@corretora.test');
    expect(await userRow(id)).toMatchObject({ blocked: false, blocked_at: null, failed_attempts: 0 });
    await expect(unblockByEmail(database.db, 'nobody.here@corretora.test')).rejects.toThrow(
      'no user with the e-mail nobody.here@corretora.test',
    );
  });
});
