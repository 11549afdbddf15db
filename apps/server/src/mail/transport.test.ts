import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { suiteSmtp } from '../../test/suite.js';
import { signInCodeMail } from '../modules/auth/code-mail.js';
import { createMailer } from './transport.js';

const log = pino({ level: 'silent' });

/** A terminal that keeps what is written to it. */
function fakeTerminal() {
  const written: string[] = [];
  return { written, write: (text: string) => written.push(text) };
}

describe('mail without SMTP_URL', () => {
  const smtp = suiteSmtp();

  it('in a terminal, shows each e-mailed sign-in code as one readable line', async () => {
    const terminal = fakeTerminal();
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: 'no-reply@cambio.example', brokerageName: 'Câmbio On' },
      log,
      terminal,
    );
    await mailer.send(signInCodeMail('cliente@demo.example', 'Camila Costa', '482913', 'pt-BR'));
    await mailer.send(signInCodeMail('client@demo.example', 'Daniel Reis', '105377', 'en'));
    mailer.close();
    expect(terminal.written).toEqual([
      '  ✉  cliente@demo.example — Seu código de acesso — Seu código de acesso é 482913.\n',
      '  ✉  client@demo.example — Your sign-in code — Your sign-in code is 105377.\n',
    ]);
  });

  it('writes nothing to the terminal when the mail is really sent (SMTP_URL)', async () => {
    const terminal = fakeTerminal();
    const mailer = createMailer(
      { smtpUrl: smtp.url, mailFrom: 'no-reply@cambio.example', brokerageName: 'Câmbio On' },
      log,
      terminal,
    );
    await mailer.send(signInCodeMail('cliente@demo.example', 'Camila Costa', '482913', 'pt-BR'));
    mailer.close();
    expect(smtp.received).toHaveLength(1);
    expect(terminal.written).toEqual([]);
  });
});
