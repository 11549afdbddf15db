import {
  isBusinessDay,
  isWithinExchangeHours,
  nextBusinessDay,
  toSaoPauloDate,
  type ExchangeHours,
} from '@fxbo/domain';
import type { DemoSignIns } from './seed/startup.js';

/** What `npm start` prints once the server listens. */
export interface BannerFacts {
  url: string;
  /** The demo's sign-ins that still have the demo password (none without demo data). */
  demo: DemoSignIns | undefined;
  /** No SMTP_URL: mail goes to the log. */
  mailLogOnly: boolean;
  /** The output is a terminal: each mail printed instead of sent is also one readable line. */
  terminal: boolean;
  /** The Node running the server: its version and binary (the system's, or the registry's Node 24). */
  node: { version: string; execPath: string };
  /** The receiving flow's hours, the business clock's now and CLOCK_START when set. */
  exchange: { hours: ExchangeHours; now: Date; clockStart: Date | undefined };
}

const LANGUAGE = { 'pt-BR': 'Português', en: 'English' } as const;

/** Where to go and, with demo data, how to sign in as the administrator and as the client's users. */
export function banner(facts: BannerFacts): string {
  const { url, demo } = facts;
  const lines = [
    `FX back-office is running at ${url}`,
    `API reference: ${url}/api/docs`,
    `Node ${facts.node.version} (${facts.node.execPath})`,
  ];
  if (demo) {
    if (demo.admin) lines.push(`Demo administrator: ${demo.admin.email} / ${demo.admin.password}`);
    if (demo.clients) {
      lines.push(`Demo client users, of ${demo.clients.client}:`);
      for (const u of demo.clients.users) lines.push(`  ${u.email} / ${u.password} (${LANGUAGE[u.locale]})`);
    }
    if (!facts.mailLogOnly) lines.push('Sign-in codes are sent by e-mail (SMTP_URL).');
    else if (facts.terminal)
      lines.push(
        'Sign-in codes are printed in this terminal (no SMTP_URL set), each on a line of its own: ✉ …',
      );
    else lines.push('Sign-in codes are printed in this log (no SMTP_URL set).');
    lines.push(...exchangeLines(facts.exchange));
  }
  return `\n${lines.map((l) => `  ${l}`).join('\n')}\n\n`;
}

/** An hour after opening (or the opening itself when the day is shorter), 'HH:mm'. */
function tryTime({ open, close }: ExchangeHours): string {
  const [h, m] = open.split(':').map(Number) as [number, number];
  const later = `${String(h + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  return h + 1 <= 23 && later < close ? later : open;
}

/**
 * The receiving flow is closed outside the exchange hours on business days (spec 8), as it must be: say so,
 * and, while it is closed, how to try it in the demo anyway: a business clock started on this (or the next)
 * business day within the hours (CLOCK_START).
 */
export function exchangeLines({ hours, now, clockStart }: BannerFacts['exchange']): string[] {
  const open = isWithinExchangeHours(now, hours);
  const clock = clockStart ? ' by the business clock (CLOCK_START)' : '';
  const lines = [
    `Receiving (payment orders) is open ${hours.open}–${hours.close} on business days, São Paulo time: ${open ? 'open' : 'closed'} now${clock}.`,
  ];
  if (!open) {
    const today = toSaoPauloDate(now);
    const day = isBusinessDay(today) ? today : nextBusinessDay(today);
    lines.push(
      'To try it in the demo anyway, start the business clock within the hours:',
      `  CLOCK_START=${day}T${tryTime(hours)}:00-03:00 npm start`,
    );
  }
  return lines;
}
