import { readMail } from '@fxbo/test-files';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { suiteSmtp } from '../../test/suite.js';
import { receiptMail, rejectedMail } from '../modules/access-requests/mails.js';
import { signInCodeMail } from '../modules/auth/code-mail.js';
import { passwordLinkMail } from '../modules/users/mails.js';
import { createMailer, type OutgoingMail } from './transport.js';

/*
 * What a recipient's mail program gets, read back with mailparser from a real SMTP server: a text part and an
 * HTML part in the brokerage's look, the recipient's language, marked automatic, no code in a subject, and
 * nothing a person typed turned into markup or a link.
 */

const log = pino({ level: 'silent' });
const HOSTILE = '<b>x</b> www.evil.com';

describe('the mails the product sends', () => {
  const smtp = suiteSmtp();

  async function sent(mail: OutgoingMail) {
    const mailer = createMailer(
      { smtpUrl: smtp.url, mailFrom: 'no-reply@cambio.example', brokerageName: 'Câmbio On — Corretora' },
      log,
    );
    await mailer.send(mail);
    mailer.close();
    const raw = smtp.received.at(-1)?.raw;
    if (raw === undefined) throw new Error('nothing received');
    return readMail(raw);
  }

  it('send a text and an HTML part, in the recipient language, marked automatic', async () => {
    for (const [locale, words] of [
      ['pt-BR', 'Seu código de acesso é 482913.'],
      ['en', 'Your sign-in code is 482913.'],
    ] as const) {
      const mail = await sent(signInCodeMail('ana@cliente.test', 'Ana Souza', '482913', locale));
      expect(mail.text).toContain(words);
      expect(mail.html).toContain(words);
      expect(mail.html).toMatch(new RegExp(`^<!doctype html><html lang="${locale}">`));
      expect(mail.html).toContain('Câmbio On — Corretora');
      expect(mail.headers.get('content-language')).toBe(locale);
      expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
      expect(mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    }
  });

  it('keep the sign-in code out of the subject (a locked screen shows subjects)', async () => {
    const pt = await sent(signInCodeMail('ana@cliente.test', 'Ana Souza', '482913', 'pt-BR'));
    expect(pt.subject).toBe('Seu código de acesso');
    const en = await sent(signInCodeMail('ana@cliente.test', 'Ana Souza', '482913', 'en'));
    expect(en.subject).toBe('Your sign-in code');
  });

  it('link the product own addresses', async () => {
    const link = 'https://cambio.example/reset-password/abc123';
    const mail = await sent(passwordLinkMail('ana@cliente.test', 'Ana Souza', link, 30, 'pt-BR'));
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(mail.text).toContain(link);
  });

  it('never turn what a person typed into markup or a link', async () => {
    const receipt = await sent(receiptMail('ana@cliente.test', HOSTILE, HOSTILE, 'en'));
    const rejected = await sent(rejectedMail('ana@cliente.test', 'Ana', `See ${HOSTILE} or http://evil.com`));
    for (const mail of [receipt, rejected]) {
      const html = String(mail.html);
      expect(html).not.toContain('<b>');
      expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
      expect(html).not.toMatch(/<a\b/);
      expect(html).not.toContain('www.evil.com');
      // A zero-width joiner after each dot: no mail program finds an address in it.
      expect(html).toContain('www.\u200devil.\u200dcom');
      expect(mail.text).toContain('www.\u200devil.\u200dcom');
    }
    expect(String(rejected.html)).toContain('http:\u200d//evil.\u200dcom');
  });
});
