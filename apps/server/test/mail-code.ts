import type { ReceivedMail } from './smtp.js';

/** Decodes a quoted-printable body enough to read the code in it. */
function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The 6-digit code of the newest sign-in e-mail to `to`. */
export function lastCodeFor(received: ReceivedMail[], to: string): string {
  const mail = [...received].reverse().find((m) => m.to.includes(to));
  if (!mail) throw new Error(`no mail to ${to}`);
  const body = decodeQuotedPrintable(
    mail.raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n'),
  );
  const code = /(?:código de acesso é|sign-in code is) (\d{6})/.exec(body)?.[1];
  if (!code) throw new Error(`no code in mail: ${body}`);
  return code;
}
