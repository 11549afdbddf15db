import pino, { type Logger } from 'pino';
import { prettyFactory } from 'pino-pretty';

// Anything that can carry a secret is censored before a log line is written.
export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["x-csrf-token"]',
  'headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.passwordConfirmation',
  '*.code',
  '*.token',
  '*.secret',
  '*.captcha',
  'password',
  'token',
  'secret',
];

/** The options of every logger of the server: its level and the redaction of secrets. */
export function loggerOptions(level: string): { level: string; redact: { paths: string[]; censor: string } } {
  return { level, redact: { paths: redactPaths, censor: '[redacted]' } };
}

/**
 * The process's logger: one line per event, JSON (one object a line, for a log collector) unless `pretty`, when
 * it is formatted for a person reading a terminal. Pretty lines are formatted and written synchronously in this
 * thread (no transport worker), so the last line before an exit ("stopped") is never lost; JSON goes through
 * pino's own destination, flushed when the process exits.
 */
export function createLogger(level: string, pretty: boolean, out?: { write(text: string): unknown }): Logger {
  if (!pretty)
    return out
      ? pino(loggerOptions(level), { write: (line: string) => out.write(line) })
      : pino(loggerOptions(level));
  const format = prettyFactory({
    translateTime: 'SYS:HH:MM:ss',
    // A request line reads `GET /api/remittances/:id 200 12.3 ms`; the other fields follow on the same line.
    ignore: 'pid,hostname,method,route,status,ms',
    singleLine: true,
    messageFormat: (entry, key) => {
      const message = String(entry[key] ?? '');
      if (typeof entry['method'] !== 'string' || typeof entry['route'] !== 'string') return message;
      const parts = [entry['method'], entry['route']];
      if (entry['status'] !== undefined) parts.push(String(entry['status']));
      if (entry['ms'] !== undefined) parts.push(`${String(entry['ms'])} ms`);
      // `request received` (debug) says so; the request line needs no word.
      if (message !== 'request') parts.push(`(${message})`);
      return parts.join(' ');
    },
    colorize: true,
  });
  const to = out ?? process.stdout;
  return pino(loggerOptions(level), { write: (line: string) => to.write(format(line)) });
}
