import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port';

/** One captured message as the tests read it back (harness/mail.ts). */
export interface CapturedMail {
  receivedAt: number;
  to: string[];
  raw: string;
}

export interface MailCatcher {
  url: string;
  stop(): Promise<void>;
}

/**
 * A catch-all SMTP server on loopback for the app's outgoing mail (the server's SMTP_URL). Each message is
 * written as JSON into `dir`, so test files, which run in other processes than this global setup, can read it.
 * Plain SMTP without STARTTLS or AUTH, as nodemailer then sends in clear to a local catcher.
 */
export async function startMailCatcher(dir: string): Promise<MailCatcher> {
  await mkdir(dir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const mail: CapturedMail = {
          receivedAt: Date.now(),
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        const name = `${String(mail.receivedAt).padStart(15, '0')}-${String(++sequence).padStart(6, '0')}.json`;
        writeFile(join(dir, name), JSON.stringify(mail)).then(() => callback(), callback);
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
