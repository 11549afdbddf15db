import { describe, expect, it } from 'vitest';
import { banner, type BannerFacts } from './banner.js';

const url = 'http://localhost:3000';
// Wednesday 2026-11-25, 10:00 in São Paulo.
const WEDNESDAY_10H = '2026-11-25T13:00:00Z';
const demo: BannerFacts['demo'] = {
  admin: { email: 'admin@cambio.example', password: 'Demo#2026' },
  clients: {
    client: 'Exportadora Alfa Ltda',
    users: [
      { email: 'cliente@demo.example', password: 'Demo#2026', locale: 'pt-BR' },
      { email: 'client@demo.example', password: 'Demo#2026', locale: 'en' },
    ],
  },
};
const facts = (over: Partial<BannerFacts> = {}): BannerFacts => ({
  url,
  demo,
  mailLogOnly: true,
  terminal: false,
  node: { version: 'v24.22.3', execPath: '/srv/fxbo/node_modules/.node/bin/node' },
  exchange: { hours: { open: '09:00', close: '17:00' }, now: new Date(WEDNESDAY_10H), clockStart: undefined },
  ...over,
});
const at = (now: string, clockStart?: string): Partial<BannerFacts> => ({
  exchange: {
    hours: { open: '09:00', close: '17:00' },
    now: new Date(now),
    clockStart: clockStart ? new Date(clockStart) : undefined,
  },
});
const lines = (text: string) => text.split('\n').map((l) => l.trim());

describe('start-up banner', () => {
  it('says where the sign-in codes go: the log without SMTP_URL', () => {
    expect(lines(banner(facts()))).toContain('Sign-in codes are printed in this log (no SMTP_URL set).');
  });

  it('in a terminal, says each code is a line of its own', () => {
    expect(lines(banner(facts({ terminal: true })))).toContain(
      'Sign-in codes are printed in this terminal (no SMTP_URL set), each on a line of its own: ✉ …',
    );
  });

  it('does not promise codes in the log when SMTP_URL is set', () => {
    const text = banner(facts({ mailLogOnly: false, terminal: true }));
    expect(text).not.toContain('printed in this');
    expect(lines(text)).toContain('Sign-in codes are sent by e-mail (SMTP_URL).');
  });

  it('prints the demo client users’ sign-ins beside the administrator’s, with their company and language', () => {
    const text = lines(banner(facts()));
    const admin = text.indexOf('Demo administrator: admin@cambio.example / Demo#2026');
    expect(admin).toBeGreaterThan(0);
    expect(text.slice(admin + 1, admin + 4)).toEqual([
      'Demo client users, of Exportadora Alfa Ltda:',
      'cliente@demo.example / Demo#2026 (Português)',
      'client@demo.example / Demo#2026 (English)',
    ]);
  });

  it('prints only the sign-ins that still have the demo password', () => {
    const text = banner(facts({ demo: { admin: undefined, clients: demo?.clients } }));
    expect(text).not.toContain('Demo administrator');
    expect(text).toContain('cliente@demo.example');
    expect(banner(facts({ demo: { admin: demo?.admin, clients: undefined } }))).not.toContain('client users');
  });

  it('says when the receiving flow is open, and that it is open now within the hours', () => {
    const text = lines(banner(facts()));
    expect(text).toContain(
      'Receiving (payment orders) is open 09:00–17:00 on business days, São Paulo time: open now.',
    );
    expect(text.join('\n')).not.toContain('CLOCK_START');
  });

  it('closed after hours: says so and how to try it in the demo, on the same business day', () => {
    // Wednesday 18:30 in São Paulo.
    const text = lines(banner(facts(at('2026-11-25T21:30:00Z'))));
    const closed = text.indexOf(
      'Receiving (payment orders) is open 09:00–17:00 on business days, São Paulo time: closed now.',
    );
    expect(closed).toBeGreaterThan(0);
    expect(text.slice(closed + 1, closed + 3)).toEqual([
      'To try it in the demo anyway, start the business clock within the hours:',
      'CLOCK_START=2026-11-25T10:00:00-03:00 npm start',
    ]);
  });

  it('closed on a weekend or holiday: the clock suggested is the next business day’s', () => {
    // Saturday 2026-11-28, 11:00; and Friday 2026-11-20, Black Consciousness day, 11:00 (next: Monday 23rd).
    expect(banner(facts(at('2026-11-28T14:00:00Z')))).toContain(
      'CLOCK_START=2026-11-30T10:00:00-03:00 npm start',
    );
    expect(banner(facts(at('2026-11-20T14:00:00Z')))).toContain(
      'CLOCK_START=2026-11-23T10:00:00-03:00 npm start',
    );
  });

  it('names the business clock when CLOCK_START is set', () => {
    expect(lines(banner(facts(at(WEDNESDAY_10H, WEDNESDAY_10H))))).toContain(
      'Receiving (payment orders) is open 09:00–17:00 on business days, São Paulo time: open now by the business clock (CLOCK_START).',
    );
  });

  it('names the app and API addresses, the Node running it, and no sign-in without demo data', () => {
    expect(lines(banner(facts({ demo: undefined }))).filter(Boolean)).toEqual([
      'FX back-office is running at http://localhost:3000',
      'API reference: http://localhost:3000/api/docs',
      'Node v24.22.3 (/srv/fxbo/node_modules/.node/bin/node)',
    ]);
  });
});
