import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/suite.js';

/* Errors raised before any route runs (router, Node's HTTP parser) answer problem+json like the rest. */
const t = suiteApp();

function problem(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  return JSON.parse(res.body) as { status: number; code: string; title: string; type: string };
}

describe('errors before the handlers', () => {
  it('an over-long path parameter is a translated 414', async () => {
    const url = `/api/account/password/reset/${'a'.repeat(400)}`;
    const pt = await t.app.inject({ method: 'GET', url });
    expect(pt.statusCode).toBe(414);
    expect(problem(pt)).toMatchObject({
      status: 414,
      code: 'uri_too_long',
      title: 'O endereço da requisição é longo demais.',
    });
    const en = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(problem(en).title).toBe('The request address is too long.');
    expect(pt.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a malformed percent-encoding is a translated 400', async () => {
    for (const url of ['/api/remittances/%E0%A4%A', '/api/users/%ZZ']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, url).toBe(400);
      expect(problem(res)).toMatchObject({ status: 400, code: 'bad_request', title: 'Bad request.' });
    }
  });

  it('a wrong method on an existing path is a 405 naming the allowed ones', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/health?x=1' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(problem(res)).toMatchObject({ code: 'method_not_allowed', title: 'Método não permitido.' });
    const withParam = await t.app.inject({ method: 'PUT', url: '/api/remittances/12/cancel' });
    expect(withParam.statusCode).toBe(405);
    expect(withParam.headers.allow).toBe('POST');
  });

  it('a path no method serves is still a 404', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(problem(res).code).toBe('not_found');
  });

  it("headers over Node's limit get a translated problem+json 431 on the socket", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'GET /api/health HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\n' +
            `X-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        );
      });
      let data = '';
      socket.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/\r\ncontent-type: application\/problem\+json/i);
    expect(head).toMatch(/\r\ncache-control: no-store/i);
    expect(JSON.parse(body)).toEqual({
      type: 'about:blank',
      status: 431,
      code: 'headers_too_large',
      title: 'The request headers are too large.',
    });
  });
});

describe('a request body that arrives too slowly', () => {
  const slow = suiteApp({ env: { REQUEST_TIMEOUT_MS: '1000' } });

  it('is cut at REQUEST_TIMEOUT_MS with a translated problem+json 408', { timeout: 30_000 }, async () => {
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = slow.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1', () => {
      // A hundred bytes announced, one sent: the rest never comes.
      socket.write(
        'POST /api/auth/sign-in HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\n' +
          'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      );
    });
    let data = '';
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    const answered = new Promise<string>((resolve, reject) => {
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    // A bound for the test's failure only: the server must answer well before it.
    const bound = new Promise<string>((resolve) =>
      setTimeout(() => resolve('no answer in 15 s'), 15_000).unref(),
    );
    const raw = await Promise.race([answered, bound]);
    socket.destroy();
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(head).toMatch(/\r\ncontent-type: application\/problem\+json/i);
    expect(JSON.parse(body)).toEqual({
      type: 'about:blank',
      status: 408,
      code: 'request_timeout',
      title: 'The request took too long to arrive.',
    });
  });
});
