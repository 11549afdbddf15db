import { readMail } from '@fxbo/test-files';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteDatabase, suiteSmtp } from '../../test/suite.js';
import { enqueueMail } from './outbox.js';
import { sendDue } from './sender.js';
import { createMailer, type Mailer } from './transport.js';

const log = pino({ level: 'silent' });

describe('mail outbox', () => {
  const t = suiteDatabase();
  const smtp = suiteSmtp();
  let mailer: Mailer;
  beforeAll(() => {
    mailer = createMailer(
      {
        smtpUrl: smtp.url,
        mailFrom: 'Corretora <no-reply@corretora.test>',
        brokerageName: 'Corretora Teste',
      },
      log,
    );
  });
  afterAll(() => mailer.close());

  const row = async (id: string) =>
    (
      await sql<{ status: string; attempts: number; last_error: string | null }>`
      select status, attempts, last_error from mail_outbox where id = ${id}`.execute(t.db)
    ).rows[0];

  it('delivers a queued message through SMTP once', async () => {
    const id = await enqueueMail(t.db, {
      to: 'ana@cliente.test',
      subject: 'Código de acesso',
      text: 'Seu código: 123456',
      locale: 'pt-BR',
    });
    expect(await sendDue(t.db, mailer, log)).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['ana@cliente.test']);
    expect(smtp.received[0]?.raw).toContain('Subject: =?UTF-8?Q?C=C3=B3digo_de_acesso?=');
    // The outbox keeps the HTML body and its language: the mail goes out with both parts (mailparser).
    const mail = await readMail(smtp.received[0]?.raw ?? '');
    expect(mail.text).toBe('Seu código: 123456');
    expect(mail.html).toContain('<p style="margin:0 0 16px;">Seu código: 123456</p>');
    expect(mail.headers.get('content-language')).toBe('pt-BR');
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await sendDue(t.db, mailer, log)).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('a message queued in a rolled-back transaction is never sent', async () => {
    await t.db
      .transaction()
      .execute(async (trx) => {
        await enqueueMail(trx, { to: 'bruno@cliente.test', subject: 'x', text: 'y', locale: 'pt-BR' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const before = smtp.received.length;
    expect(await sendDue(t.db, mailer, log)).toBe(0);
    expect(smtp.received.length).toBe(before);
  });

  it('a refused message stays pending with its error and is retried later', async () => {
    smtp.fail.on = true;
    const id = await enqueueMail(t.db, {
      to: 'carla@cliente.test',
      subject: 'x',
      text: 'y',
      locale: 'pt-BR',
    });
    expect(await sendDue(t.db, mailer, log)).toBe(0);
    smtp.fail.on = false;
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.last_error).toMatch(/mailbox unavailable/);
    // Not due again until the back-off passes.
    expect(await sendDue(t.db, mailer, log)).toBe(0);
    await sql`update mail_outbox set send_after = now() where id = ${id}`.execute(t.db);
    expect(await sendDue(t.db, mailer, log)).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('two senders never deliver the same message twice', async () => {
    const before = smtp.received.length;
    for (let i = 0; i < 10; i++)
      await enqueueMail(t.db, { to: `d${i}@cliente.test`, subject: 's', text: 't', locale: 'pt-BR' });
    const [a, b] = await Promise.all([sendDue(t.db, mailer, log), sendDue(t.db, mailer, log)]);
    expect((a ?? 0) + (b ?? 0)).toBe(10);
    expect(smtp.received.length - before).toBe(10);
  });
});
