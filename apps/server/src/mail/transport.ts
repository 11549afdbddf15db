import nodemailer from 'nodemailer';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Config } from '../config.js';
import type { Locale } from '../http/locale.js';
import { framedMailHtml, mailBodyHtml, mailBodyLocale, mailText } from './html.js';

/** A composed mail: its words in the recipient's language (user-typed text marked with `userText`). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  locale: Locale;
}

/** A mail as the outbox keeps it: its text, and its HTML body (null for mail queued before there was one). */
export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** What the outbox keeps of a composed mail: the text part, and the HTML body in the recipient's language. */
export function storedMail(mail: OutgoingMail): StoredMail {
  return {
    to: mail.to,
    subject: mail.subject,
    text: mailText(mail.text),
    html: mailBodyHtml(mail.text, mail.locale),
  };
}

export interface Mailer {
  send(mail: OutgoingMail | StoredMail): Promise<void>;
  close(): void;
  /** True when mail only goes to the log (no SMTP_URL): the start-up banner says so. */
  logOnly: boolean;
}

/** Where a person reads the server's output: a terminal (TTY), not a log collector. */
export interface Terminal {
  write(text: string): unknown;
}

/**
 * The one readable line a mail printed instead of sent gets in a terminal: to whom, its subject, and the first
 * sentence after the greeting (a sign-in code's mail: "Seu código de acesso é 482913.").
 */
export function mailLine(mail: Pick<StoredMail, 'to' | 'subject' | 'text'>): string {
  const paragraphs = mail.text.trim().split(/\n{2,}/);
  const gist = /^[\s\S]*?[.!?](?=\s|$)/.exec(paragraphs[1] ?? paragraphs[0] ?? '')?.[0]?.replace(/\s+/g, ' ');
  return `  ✉  ${mail.to} — ${mail.subject}${gist ? ` — ${gist}` : ''}\n`;
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it, the development default renders the
 * message with nodemailer's JSON transport and prints it to the server log, so a local `npm start`
 * can complete a sign-in without a mail server; in a terminal each such mail is also one readable line (with a
 * sign-in code's code), so it does not hide among the JSON log lines.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'brokerageName'>,
  log: Logger,
  terminal?: Terminal,
): Mailer {
  const logOnly = !config.smtpUrl;
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  return {
    logOnly,
    async send(outgoing) {
      const mail = 'locale' in outgoing ? storedMail(outgoing) : outgoing;
      const language = mail.html === null ? undefined : mailBodyLocale(mail.html);
      await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === null
          ? {}
          : { html: framedMailHtml(mail.html, mail.subject, config.brokerageName) }),
        // Sent by the product, not a person (RFC 3834): no out-of-office replies; the recipient's language.
        headers: {
          'Auto-Submitted': 'auto-generated',
          ...(language ? { 'Content-Language': language } : {}),
        },
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
