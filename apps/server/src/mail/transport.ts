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

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it, the development default renders the
 * message with nodemailer's JSON transport and prints it to the server log, so a local `npm start`
 * can complete a sign-in without a mail server.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, log: Logger): Mailer {
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
    },
    close: () => transport.close(),
  };
}
