import nodemailer from 'nodemailer';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Config } from '../config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
  /** True when mail only goes to the log (no SMTP_URL): the start-up banner says so. */
  logOnly: boolean;
}

/** Where a person reads the server's output: a terminal (TTY), not a log collector. */
export interface Terminal {
  write(text: string): unknown;
}

/** The one readable line a mail printed instead of sent gets in a terminal: to whom, and its subject. */
export function mailLine(mail: Pick<OutgoingMail, 'to' | 'subject'>): string {
  return `  ✉  ${mail.to} — ${mail.subject}\n`;
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it, the development default renders the
 * message with nodemailer's JSON transport and prints it to the server log, so a local `npm start`
 * can complete a sign-in without a mail server; in a terminal each such mail is also one readable line (a
 * sign-in code's subject carries the code), so it does not hide among the JSON log lines.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  log: Logger,
  terminal?: Terminal,
): Mailer {
  const logOnly = !config.smtpUrl;
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  return {
    logOnly,
    async send(mail) {
      await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
      });
      if (logOnly)
        log.info(
          { mailTo: mail.to, subject: mail.subject, body: mail.text },
          'mail (no SMTP_URL set: printed instead of sent)',
        );
      if (logOnly && terminal) terminal.write(mailLine(mail));
    },
    close: () => transport.close(),
  };
}
