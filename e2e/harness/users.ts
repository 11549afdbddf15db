import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { childEnv } from './env';

const run = promisify(execFile);

export interface TestUser {
  email: string;
  password: string;
  name: string;
}

// Meets the password policy: 6-40 characters, upper and lower case, a digit and a special character.
export const TEST_PASSWORD = 'Cambio#2026e2e';

/**
 * A new active staff user in the app's database, created through the operators' CLI
 * (`npm run users -- create`), like an operator would. The e-mail is unique per call.
 */
export async function createUser(label: string, options: { admin?: boolean } = {}): Promise<TestUser> {
  const email = `${label}.${randomBytes(4).toString('hex')}@e2e.example.com`;
  const name = `Usuária ${label} Teste`;
  const args = [
    'run',
    'users',
    '--',
    'create',
    '--email',
    email,
    '--name',
    name,
    '--password',
    TEST_PASSWORD,
  ];
  if (options.admin) args.push('--admin');
  try {
    await run('npm', args, {
      cwd: inject('repoRoot'),
      env: childEnv({ DATABASE_URL: inject('databaseUrl'), LOG_LEVEL: 'silent' }),
      timeout: 60_000,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run users -- create failed:\n${stdout ?? ''}\n${stderr ?? ''}`, { cause: error });
  }
  return { email, password: TEST_PASSWORD, name };
}
