import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { createMailer, type Mailer } from '../src/mail/transport.js';
import { buildTestApp, type TestApp } from './app.js';
import { createTestDatabase, type TestDatabase } from './db.js';
import { startSmtpServer } from './smtp.js';

// One fixture per describe block, made before its tests and released after them. The returned object is
// filled in beforeAll: read its fields inside tests and hooks, not while the block is being declared.
// After-hooks run in the reverse order of their fixtures, so a fixture declared later is released first.

/** What `make` gives, for the enclosing describe block; `release` frees it after the block's tests. */
function suiteFixture<T extends object>(make: () => Promise<T>, release: (made: T) => Promise<void>): T {
  const fixture = {} as T;
  beforeAll(async () => {
    Object.assign(fixture, await make());
  });
  afterAll(async () => release(fixture));
  return fixture;
}

/** The real application over a fresh database, for the enclosing describe block. */
export function suiteApp(opts?: Parameters<typeof buildTestApp>[0]): TestApp {
  return suiteFixture(
    () => buildTestApp(opts),
    (t) => t.close(),
  );
}

/** A fresh, migrated database, for the enclosing describe block. */
export function suiteDatabase(): TestDatabase {
  return suiteFixture(createTestDatabase, (t) => t.drop());
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** A local SMTP server that keeps what it receives, for the enclosing describe block. */
export function suiteSmtp(): SmtpServer {
  return suiteFixture(startSmtpServer, (smtp) => smtp.close());
}

/**
 * The real application sending its mail to a local SMTP server (`smtp`), for the enclosing describe block.
 * `mailer` may wrap the real mailer (to slow it down, say).
 */
export function suiteAppWithMail(
  opts: { env?: NodeJS.ProcessEnv; mailer?: (real: Mailer) => Mailer } = {},
): TestApp & { smtp: SmtpServer } {
  const smtp = suiteSmtp();
  return suiteFixture(
    async () => {
      const real = createMailer(
        {
          smtpUrl: smtp.url,
          mailFrom: 'no-reply@corretora.test',
          brokerageName: 'Câmbio On — Corretora de Câmbio',
        },
        pino({ level: 'silent' }),
      );
      return { ...(await buildTestApp({ env: opts.env, mailer: opts.mailer?.(real) ?? real })), smtp };
    },
    (t) => t.close(),
  );
}
