import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { AppError } from './app-error.js';
import { CHECK_CONSTRAINT_REACHED } from './error-handler.js';
import { sql } from 'kysely';

describe('bad input never becomes a 500', () => {
  let app: FastifyInstance;
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    t = await buildTestApp({
      configure: (a) => {
        a.post(
          '/api/test/echo',
          {
            config: { auth: 'public' },
            schema: { body: z.object({ name: z.string().min(2), amount: z.string() }).strict() },
          },
          async (req) => req.body,
        );
        a.get('/api/test/boom', { config: { auth: 'public' } }, async () => {
          throw new Error('secret internals');
        });
        a.post(
          '/api/test/store',
          { config: { auth: 'public' }, schema: { body: z.object({ text: z.string() }) } },
          async (req) => {
            await sql`select ${(req.body as { text: string }).text}::text`.execute(t.database.db);
            return { ok: true };
          },
        );
        a.get('/api/test/conflict', { config: { auth: 'public' } }, async () => {
          throw new AppError(409, 'state_conflict', 'Estado não permite.');
        });
      },
    });
    ({ app, close } = t);
  });
  afterAll(async () => close());

  const problem = (res: { headers: Record<string, unknown>; json: () => unknown }) => {
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    return res.json() as {
      status: number;
      code: string;
      title: string;
      errors?: { path: string; code: string; message: string }[];
      errorId?: string;
    };
  };

  /** A raw body sent to the echo route, whose body schema is { name, amount }. */
  const postEcho = (headers: Record<string, string>, payload: string) =>
    app.inject({ method: 'POST', url: '/api/test/echo', headers, payload });

  it('malformed JSON is a 400 in Portuguese by default', async () => {
    const res = await postEcho({ 'content-type': 'application/json' }, '{"name": ');
    expect(res.statusCode).toBe(400);
    expect(problem(res)).toMatchObject({
      code: 'invalid_json',
      title: 'O corpo da requisição não é um JSON válido.',
    });
  });

  it('answers in English when asked', async () => {
    const res = await postEcho(
      { 'content-type': 'application/json', 'accept-language': 'en-US,en;q=0.9' },
      '{',
    );
    expect(problem(res)).toMatchObject({ status: 400, title: 'The request body is not valid JSON.' });
  });

  it('a wrong content type is a 415', async () => {
    const res = await postEcho({ 'content-type': 'application/xml' }, '<a/>');
    expect(res.statusCode).toBe(415);
    expect(problem(res).code).toBe('unsupported_media_type');
  });

  it('an oversized body is a 413', async () => {
    const res = await postEcho(
      { 'content-type': 'application/json' },
      JSON.stringify({ name: 'x'.repeat(2_000_000), amount: '1' }),
    );
    expect(res.statusCode).toBe(413);
    expect(problem(res).code).toBe('payload_too_large');
  });

  it('schema violations list each field with a translated message', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'a', extra: 1 } });
    expect(res.statusCode).toBe(400);
    const body = problem(res);
    expect(body.code).toBe('validation_failed');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'body.name', code: 'too_small', message: 'Valor abaixo do mínimo permitido.' },
        { path: 'body.amount', code: 'required', message: 'Campo obrigatório.' },
      ]),
    );
  });

  it('unknown API routes are a problem+json 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(problem(res).code).toBe('not_found');
  });

  it('an expected failure keeps its status, code and message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(problem(res)).toMatchObject({ code: 'state_conflict', title: 'Estado não permite.' });
  });

  it('data PostgreSQL cannot hold is a 400, not a 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/store', payload: { text: 'a\u0000b' } });
    expect(res.statusCode).toBe(400);
    expect(problem(res).code).toBe('bad_request');
  });

  it('a bug is a 500 with an error id and no internals', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = problem(res);
    expect(body.errorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toContain('secret internals');
    expect(res.body).not.toContain('at ');
  });

  it('echoes a well-formed request id and replaces a malformed one', async () => {
    const good = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(good.headers['x-request-id']).toBe('abc-123');
    const bad = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b\u0000c' },
    });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('a check constraint reached by a request', () => {
  const logged: Record<string, unknown>[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      logger: { level: 'warn', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
      configure: (a) => {
        a.post('/api/test/negative-fee', { config: { auth: 'public' } }, async () => {
          await sql`insert into fx_spreads (currency, spread_percent, operation_fee)
            values ('JPY', 1, -5.00)`.execute(t.database.db);
          return { ok: true };
        });
      },
    });
  });
  afterAll(async () => t.close());

  it('is a 409 conflict for the caller and, for us, a warning naming the constraint (a schema misses it)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/negative-fee' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict' });
    const warning = logged.find((l) => l.msg === CHECK_CONSTRAINT_REACHED);
    expect(warning).toMatchObject({
      level: 40,
      sqlState: '23514',
      table: 'fx_spreads',
      constraint: 'fx_spreads_operation_fee_check',
    });
    // The failing row's values stay out of the log (they may be personal data).
    expect(JSON.stringify(warning)).not.toContain('-5.00');
  });
});
