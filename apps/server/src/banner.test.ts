import { describe, expect, it } from 'vitest';
import { banner } from './banner.js';

const url = 'http://localhost:3000';
const demo = { email: 'admin@cambio.example', password: 'Demo#2026' };
const lines = (text: string) => text.split('\n').map((l) => l.trim());

describe('start-up banner', () => {
  it('says where the sign-in codes go: the log without SMTP_URL', () => {
    expect(lines(banner(url, demo, true))).toContain(
      'Sign-in codes are printed in this log (no SMTP_URL set).',
    );
  });

  it('does not promise codes in the log when SMTP_URL is set', () => {
    const text = banner(url, demo, false);
    expect(text).not.toContain('printed in this log');
    expect(lines(text)).toContain('Sign-in codes are sent by e-mail (SMTP_URL).');
  });

  it('names the app and API addresses, and no sign-in without demo data', () => {
    expect(lines(banner(url, undefined, true)).filter(Boolean)).toEqual([
      'FX back-office is running at http://localhost:3000',
      'API reference: http://localhost:3000/api/docs',
    ]);
  });
});
