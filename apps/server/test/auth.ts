import { ALL_PERMISSION_KEYS } from '@fxbo/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Kysely } from 'kysely';
import type { Config } from '../src/config.js';
import type { Database } from '../src/db/schema.js';
import { createSession } from '../src/platform/sessions.js';
import { createUser, type NewUser, type TestUser } from './users.js';

/** Solves a real challenge from the API, as the ALTCHA widget does in the browser. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/captcha' });
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solvable');
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
}

/** The password step of a sign-in with a solved captcha: the answer names the attempt the e-mailed code is for. */
export async function passwordStep(
  app: FastifyInstance,
  login: string,
  password: string,
): Promise<{ res: LightMyRequestResponse; attemptId: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { captcha: await solveCaptcha(app), login, password },
  });
  return { res, attemptId: (res.json() as { attemptId?: string }).attemptId ?? '' };
}

/** name=value pairs of the Set-Cookie headers of a response. */
export function cookiesOf(res: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
}

export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
}

export interface Agent {
  cookies: Record<string, string>;
  /** Headers of a signed-in request: the session cookie and the CSRF token. */
  headers: Record<string, string>;
}

/** A session made directly (for tests of other areas; the sign-in flow has its own tests). */
export async function sessionFor(db: Kysely<Database>, config: Config, userId: string): Promise<Agent> {
  const s = await createSession(db, config.auth, userId, { ip: '127.0.0.1', userAgent: 'vitest' });
  const cookies = { fxbo_session: s.token, fxbo_csrf: s.csrfToken };
  return { cookies, headers: { cookie: cookieHeader(cookies), 'x-csrf-token': s.csrfToken } };
}

/** A new user straight in the database (see createUser) with a session of their own. */
export async function signedInUser(
  t: { database: { db: Kysely<Database> }; config: Config },
  opts: NewUser = {},
): Promise<TestUser & { agent: Agent }> {
  const user = await createUser(t.database.db, opts);
  return { ...user, agent: await sessionFor(t.database.db, t.config, user.id) };
}

/** Staff of every client holding every permission, signed in. */
export function signedInAdministrator(
  t: Parameters<typeof signedInUser>[0],
  opts: NewUser = {},
): Promise<TestUser & { agent: Agent }> {
  return signedInUser(t, { kind: 'staff', allClients: true, permissions: [...ALL_PERMISSION_KEYS], ...opts });
}
