import type { Locale } from '../http/locale.js';
import { userText } from '../mail/html.js';
import type { OutgoingMail } from '../mail/transport.js';

/** A mail's words in one language; its text greets the addressee by first name. */
export interface MailWords {
  subject: string;
  text: (first: string) => string;
}

/** A mail to one person, in their language, greeted by their first name (text they typed: never a link). */
export function personalMail(
  to: string,
  name: string,
  locale: Locale,
  words: Record<Locale, MailWords>,
): OutgoingMail {
  const { subject, text } = words[locale];
  return { to, subject, text: text(userText(name.split(/\s+/)[0] ?? name)), locale };
}
