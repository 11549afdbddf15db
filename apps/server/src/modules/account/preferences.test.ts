import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type Agent } from '../../../test/auth.js';
import { inEachLanguage } from '../../../test/languages.js';
import { suiteApp } from '../../../test/suite.js';
import type { TestUser } from '../../../test/users.js';

describe('preferences of the signed-in user', () => {
  const t = suiteApp();
  let user: TestUser;
  let agent: Agent;

  beforeAll(async () => {
    ({ agent, ...user } = await signedInUser(t));
  });

  const put = (payload: unknown, headers: Record<string, string> = agent.headers) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/account/preferences',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('stores language, settings and shortcuts and answers with the session user', async () => {
    const settings = {
      layout: { style: 'layout3', config: { navbar: { folded: true } } },
      theme: 'cambioon',
    };
    const res = await put({ locale: 'en', settings, shortcuts: ['remittance', 'payment-order', 'home'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      uid: user.id,
      locale: 'en',
      settings,
      shortcuts: ['remittance', 'payment-order', 'home'],
    });
    // Absent fields stay as they are.
    const partial = await put({ shortcuts: [] });
    expect(partial.json()).toMatchObject({ locale: 'en', settings, shortcuts: [] });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: agent.headers });
    expect(me.json().user).toMatchObject({ locale: 'en', settings, shortcuts: [] });
    // Settings are replaced as a whole.
    expect((await put({ settings: { theme: 'dark' } })).json().settings).toEqual({ theme: 'dark' });
    expect((await put({})).statusCode).toBe(200);
  });

  it('refuses a language other than pt-BR or en', async () => {
    for (const [lang, message] of inEachLanguage('Unsupported language.', 'Idioma não suportado.')) {
      const res = await put({ locale: 'fr' }, { ...agent.headers, 'accept-language': lang });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'body.locale', code: 'locale_invalid', message }]);
    }
  });

  it('refuses settings over 16 KB', async () => {
    const res = await put({ settings: { blob: 'x'.repeat(16 * 1024) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        path: 'body.settings',
        code: 'settings_too_large',
        message: 'As configurações devem ter no máximo 16 KB.',
      },
    ]);
    // Just under the limit is fine.
    const fits = await put({ settings: { blob: 'x'.repeat(16 * 1024 - 12) } });
    expect(fits.statusCode).toBe(200);
  });

  it('refuses settings that are not a storable JSON object, never with a 500', async () => {
    // Deeper than any settings panel needs (32 levels).
    const deep = JSON.parse(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`) as Record<string, unknown>;
    for (const body of [
      { settings: [] },
      { settings: 'layout3' },
      { settings: null },
      { settings: { a: 'nul \u0000 inside' } },
      { settings: { 'k\u0000': 1 } },
      { settings: deep },
    ]) {
      const res = await put(body, { ...agent.headers, 'accept-language': 'en' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { path: 'body.settings', code: 'settings_invalid', message: 'Invalid settings.' },
      ]);
    }
    // An unpaired surrogate, which PostgreSQL's jsonb would refuse.
    const lone = await put('{"settings": {"a": "\\ud800"}}');
    expect(lone.statusCode).toBe(400);
    expect((await put('{"settings": {"a": "\\ud83d\\ude00"}}')).statusCode).toBe(200);
  });

  it('validates shortcuts', async () => {
    const tooMany = Array.from({ length: 31 }, (_, i) => `item-${i}`);
    const cases: [unknown, { path: string; code: string; message: string }[]][] = [
      [tooMany, [{ path: 'body.shortcuts', code: 'shortcuts_too_many', message: 'No máximo 30 atalhos.' }]],
      [
        ['home', 'home'],
        [
          {
            path: 'body.shortcuts.1',
            code: 'shortcut_duplicate',
            message: 'Este item de menu já é um atalho.',
          },
        ],
      ],
      [
        ['x'.repeat(65), 'com espaço', ''],
        [0, 1, 2].map((i) => ({
          path: `body.shortcuts.${i}`,
          code: 'shortcut_invalid',
          message: 'Item de menu inválido.',
        })),
      ],
      [
        'home',
        [
          {
            path: 'body.shortcuts',
            code: 'shortcuts_invalid',
            message: 'Os atalhos devem ser uma lista de itens de menu.',
          },
        ],
      ],
    ];
    for (const [shortcuts, errors] of cases) {
      const res = await put({ shortcuts });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    expect((await put({ shortcuts: tooMany.slice(0, 30) })).statusCode).toBe(200);
  });

  it('refuses unknown fields and malformed bodies', async () => {
    const unknown = await put({ theme: 'dark' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { path: 'body', code: 'unknown_field', message: 'Campo não reconhecido.' },
    ]);
    for (const body of ['', '{', '[]', '"x"', '{"__proto__": {"a": 1}}']) {
      const res = await put(body);
      expect(res.statusCode).toBe(400);
    }
  });

  it('needs a session and the CSRF header', async () => {
    expect((await put({ locale: 'en' }, {})).statusCode).toBe(401);
    const noCsrf = await put({ locale: 'pt-BR' }, { cookie: agent.headers['cookie'] ?? '' });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().code).toBe('csrf_failed');
  });
});
