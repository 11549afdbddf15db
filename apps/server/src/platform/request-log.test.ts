import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookieHeader, cookiesOf, passwordStep, sessionFor } from '../../test/auth.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createUser } from '../../test/users.js';
import { createLogger, loggerOptions } from '../http/logger.js';
import type { Mailer } from '../mail/transport.js';

type Line = Record<string, unknown>;

describe('the request log', () => {
  let t: TestApp;
  let root: string;
  const lines: Line[] = [];
  const raw: string[] = [];
  const mails: Parameters<Mailer['send']>[0][] = [];
  const requestLines = () => lines.filter((l) => l['msg'] === 'request');

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'fxbo-log-'));
    await fs.mkdir(path.join(root, 'assets'));
    await fs.writeFile(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
    await fs.writeFile(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
    await fs.writeFile(path.join(root, 'assets', 'index-abc123.css'), 'body{}');
    t = await buildTestApp({
      env: { SERVE_WEB: 'true' },
      webRoot: root,
      mailer: { logOnly: false, close: () => {}, send: async (mail) => void mails.push(mail) },
      // Everything the app writes, at the most talkative level.
      logger: {
        ...loggerOptions('trace'),
        stream: {
          write: (line: string) => {
            raw.push(line);
            lines.push(JSON.parse(line) as Line);
          },
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(root, { recursive: true, force: true });
  });
  beforeEach(() => {
    lines.length = 0;
    raw.length = 0;
  });

  it('writes one line per request: method, route pattern, status, duration, user and request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/remittances?status=paid',
      headers: { 'x-request-id': 'trace-me-1' },
    });
    expect(res.statusCode).toBe(401);
    // At info (and above): that one line. Its arrival is written at debug only.
    const info = lines.filter((l) => Number(l['level']) >= 30);
    expect(info).toHaveLength(1);
    expect(info[0]).toMatchObject({
      msg: 'request',
      method: 'GET',
      route: '/api/remittances',
      status: 401,
      userId: null,
      reqId: 'trace-me-1',
    });
    expect(info[0]?.['ms']).toEqual(expect.any(Number));
    expect(lines.filter((l) => l['msg'] === 'request received')).toEqual([
      expect.objectContaining({ level: 20, method: 'GET', route: '/api/remittances' }),
    ]);
    // Never the URL: a query or a client route's path can hold a name or a token.
    expect(raw.join('')).not.toContain('status=paid');
  });

  it('names the signed-in user', async () => {
    const user = await createUser(t.database.db);
    const agent = await sessionFor(t.database.db, t.config, user.id);
    await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: agent.headers });
    expect(requestLines()).toEqual([
      expect.objectContaining({ route: '/api/auth/me', status: 200, userId: user.id }),
    ]);
  });

  it('writes nothing for the web app’s files, one line for the page, none with a client route’s path', async () => {
    for (const url of ['/assets/index-abc123.js', '/assets/index-abc123.css'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(lines).toEqual([]);
    const page = await t.app.inject({
      method: 'GET',
      url: '/reset-password/secret-token-in-path',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(requestLines()).toEqual([expect.objectContaining({ route: '(unmatched)', status: 200 })]);
    expect(raw.join('')).not.toContain('secret-token-in-path');
  });

  it('writes no password, code, token or cookie through a whole sign-in', async () => {
    const user = await createUser(t.database.db);
    const { attemptId } = await passwordStep(t.app, user.email, user.password);
    const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-code',
      payload: { attemptId, code },
    });
    expect(signedIn.statusCode).toBe(200);
    const cookies = cookiesOf(signedIn);
    await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: cookieHeader(cookies) } });
    const written = raw.join('');
    expect(requestLines().length).toBeGreaterThanOrEqual(4);
    for (const secret of [user.password, code, ...Object.values(cookies)])
      expect(written).not.toContain(secret);
  });
});

describe('the process logger', () => {
  it('censors secrets wherever they sit', () => {
    const out: string[] = [];
    const log = createLogger('info', false, { write: (s) => out.push(s) });
    log.info(
      {
        req: {
          headers: { cookie: 'fxbo_session=abc', authorization: 'Bearer xyz', 'x-csrf-token': 'csrf1' },
        },
        body: { password: 'Senha@1', code: '123456', token: 'tok-1', captcha: 'cap-1' },
        password: 'top-level',
      },
      'with secrets',
    );
    log.flush();
    const text = out.join('');
    for (const secret of ['abc', 'xyz', 'csrf1', 'Senha@1', '123456', 'tok-1', 'cap-1', 'top-level'])
      expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
  });

  it('writes readable lines for a terminal at once, so the last line before an exit is never lost', () => {
    const out: string[] = [];
    const log = createLogger('info', true, { write: (s) => out.push(s) });
    log.info({ component: 'x' }, 'stopped');
    // Synchronously: no worker thread, nothing buffered for a later tick.
    expect(out).toHaveLength(1);
    expect(out[0]).toContain('stopped');
    expect(() => JSON.parse(out[0] ?? '')).toThrow();
  });

  it('writes a request on one readable line in a terminal', () => {
    const out: string[] = [];
    const log = createLogger('info', true, { write: (s) => out.push(s) });
    log.info({ method: 'GET', route: '/api/remittances/:id', status: 404, ms: 12.3, userId: '7' }, 'request');
    // eslint-disable-next-line no-control-regex
    const plain = (out[0] ?? '').replace(/\u001b\[[0-9;]*m/g, '');
    expect(plain).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/remittances\/:id 404 12\.3 ms \{"userId":"7"\}\n$/,
    );
  });
});
