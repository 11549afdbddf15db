import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { readMail } from '@fxbo/test-files';
import { inject } from 'vitest';
import type { CapturedMail } from './smtp';

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) of a header, decoded. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_all, _charset: string, encoding: string, text: string) => {
        if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
        const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => `%${hex}`);
        try {
          return decodeURIComponent(bytes);
        } catch {
          return bytes;
        }
      },
    );
}

/** The (unfolded, decoded) value of a header of a raw message. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? decodeHeader(line.slice(name.length + 1).trim()) : undefined;
}

async function mailsTo(address: string, since: number): Promise<CapturedMail[]> {
  const dir = inject('mailDir');
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  const mails = await Promise.all(
    names.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as CapturedMail),
  );
  return mails.filter((m) => m.receivedAt >= since && m.to.includes(address.toLowerCase()));
}

/**
 * The newest message to `address` received at or after `since` (ms since the epoch), waiting for it up to
 * `timeoutMs`. Codes go out with the request that causes them; other mail leaves through the outbox sender,
 * which polls every 2 s, so a loaded machine may need several seconds.
 */
export async function lastMailTo(
  address: string,
  since: number,
  timeoutMs = 30_000,
  /** Only mail with this subject counts: outbox mail queued earlier may still arrive after `since`. */
  subject?: string,
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(address, since))
      .filter((m) => subject === undefined || header(m.raw, 'subject') === subject)
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`No mail to ${address} since ${new Date(since).toISOString()}`);
    await delay(100);
  }
}

/**
 * The 6-digit sign-in code of the newest code e-mail to `address` since `since`, read by mailparser from the
 * mail's text (the code is not in the subject: a locked screen shows subjects).
 */
export async function lastCodeSentTo(address: string, since: number): Promise<string> {
  const mail = await lastMailTo(address, since);
  const text = (await readMail(mail.raw)).text ?? '';
  const code = /(?:código de acesso é|sign-in code is) (\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`No sign-in code in the mail to ${address}: ${text}`);
  return code;
}
