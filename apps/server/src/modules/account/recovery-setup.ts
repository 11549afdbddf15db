import { expect, vi } from 'vitest';
import { solveCaptcha } from '../../../test/auth.js';
import type { ReceivedMail } from '../../../test/smtp.js';
import { createUser, type TestUser } from '../../../test/users.js';
import { randomToken } from '../../platform/tokens.js';
import { suiteAppWithMail } from '../../../test/suite.js';

/* The password recovery tests' app (its mail server may be slowed), requests, mails and users (recovery*.test.ts). */

export const NEW_PASSWORD = 'Outra#Senha42';

export function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export function mailsTo(received: ReceivedMail[], to: string): { subject: string; body: string }[] {
  return received
    .filter((m) => m.to.includes(to))
    .map((m) => {
      const [head = '', ...rest] = m.raw.split(/\r?\n\r?\n/);
      return {
        subject: /^Subject: (.*)$/m.exec(head)?.[1] ?? '',
        body: decodeQuotedPrintable(rest.join('\n\n')),
      };
    });
}

/** A slow mail server makes any mail work done before the answer show in its timing. */
export const mailDelay = { ms: 0 };
export const t = suiteAppWithMail({
  env: { PUBLIC_URL: 'https://backoffice.corretora.test' },
  mailer: (real) => ({
    logOnly: false,
    close: () => real.close(),
    async send(mail) {
      if (mailDelay.ms) await new Promise((resolve) => setTimeout(resolve, mailDelay.ms));
      await real.send(mail);
    },
  }),
});

export const recover = async (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/password/recovery',
    payload: { email, captcha: await solveCaptcha(t.app) },
    headers,
  });

/** The reset token of the newest link e-mailed to `to`, waiting for the mail to arrive. */
export const linkFor = async (
  to: string,
  count = 1,
): Promise<{ token: string; subject: string; body: string }> => {
  let found: { subject: string; body: string } | undefined;
  await vi.waitFor(
    () => {
      const mails = mailsTo(t.smtp.received, to);
      expect(mails.length).toBeGreaterThanOrEqual(count);
      found = mails[mails.length - 1];
    },
    { timeout: 10_000, interval: 20 },
  );
  const body = found?.body ?? '';
  const token = /https:\/\/backoffice\.corretora\.test\/reset-password\/([A-Za-z0-9_-]{43})\s/.exec(
    body,
  )?.[1];
  if (!token) throw new Error(`no link in mail: ${body}`);
  return { token, subject: found?.subject ?? '', body };
};

export const check = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/account/password/reset/${encodeURIComponent(token)}` });

export const reset = (hash: string, newPassword = NEW_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/password/reset',
    payload: { hash, newPassword, newPasswordConfirmation: newPassword },
  });

/** A POST answered in `lang`, for the field messages of both languages. */
export const postIn = (lang: string, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': lang } });

/** A reset through a link that was never issued: only the form's own checks can answer. */
export const resetWithUnknownLinkIn = (lang: string, newPassword: string, newPasswordConfirmation?: string) =>
  postIn(lang, '/api/account/password/reset', {
    hash: randomToken(),
    newPassword,
    newPasswordConfirmation,
  });

export const newUser = (opts: Parameters<typeof createUser>[1] = {}) => createUser(t.database.db, opts);

export const issueToken = async (user: TestUser) => {
  expect((await recover(user.email)).statusCode).toBe(202);
  return (await linkFor(user.email)).token;
};
