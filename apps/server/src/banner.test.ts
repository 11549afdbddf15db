import { describe, expect, it } from 'vitest';
import { banner, type BannerFacts } from './banner.js';

const url = 'http://localhost:3000';
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
  ...over,
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

  it('names the app and API addresses, and no sign-in without demo data', () => {
    expect(lines(banner(facts({ demo: undefined }))).filter(Boolean)).toEqual([
      'FX back-office is running at http://localhost:3000',
      'API reference: http://localhost:3000/api/docs',
    ]);
  });
});
