import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';

describe('serving the built web app', () => {
  let t: TestApp;
  let root: string;
  const page = '<!doctype html><title>app</title>';
  const script = `console.log(${'"a long enough line to be worth compressing", '.repeat(20)})`;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'fxbo-web-'));
    await fs.mkdir(path.join(root, 'assets'));
    await fs.writeFile(path.join(root, 'index.html'), page);
    await fs.writeFile(path.join(root, 'assets', 'index-abc123.js'), script);
    // What the build writes beside each text file (apps/web/precompress.ts); favicon.svg has none.
    const compressed: [string, string][] = [
      ['index.html', page],
      ['assets/index-abc123.js', script],
    ];
    for (const [file, body] of compressed) {
      await fs.writeFile(path.join(root, `${file}.br`), brotliCompressSync(body));
      await fs.writeFile(path.join(root, `${file}.gz`), gzipSync(body));
    }
    await fs.writeFile(path.join(root, 'favicon.svg'), '<svg/>');
    t = await buildTestApp({ env: { SERVE_WEB: 'true' }, webRoot: root });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  it('caches hashed assets for a year and never the page', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>app</title>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers client-side routes with the page (SPA fallback)', async () => {
    for (const url of ['/remittance', '/admin/users/123/detail', '/reset-password/abc?x=1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>app</title>');
    }
  });

  it('keeps API and missing files as 404 problems', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/problem\+json/);
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/missing.png' })).statusCode).toBe(404);
  });

  describe('unknown paths that are not app routes', () => {
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    const get = (url: string, accept?: string) =>
      t.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });

    it('answers a scraper or a script asking for a path without the page', async () => {
      for (const accept of [
        undefined,
        '*/*',
        'text/plain;version=0.0.4',
        'application/json',
        'text/html;q=0',
      ]) {
        const res = await get('/metrics', accept);
        expect(res.statusCode, accept).toBe(404);
        expect(res.body, accept).not.toContain('<title>app</title>');
      }
    });

    it('keeps every unknown /api address a JSON problem, even for a browser', async () => {
      for (const url of ['/api/nope', '/api', '/api/', '/api/nope/deeper?x=1']) {
        const res = await get(url, browser);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/^application\/problem\+json/);
        expect(res.json(), url).toMatchObject({ status: 404, code: 'not_found' });
      }
    });

    it('answers an unknown file, a dotfile or a dot folder with a plain 404, even for a browser', async () => {
      for (const url of [
        '/favicon-nope.png',
        '/assets/missing.js',
        '/.env',
        '/.git/config',
        '/.well-known/x',
        '/a/.b',
      ]) {
        const res = await get(url, browser);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/^text\/plain/);
        expect(res.body, url).not.toContain('<title>app</title>');
      }
    });

    it('still answers a browser navigating to an app route with the page', async () => {
      for (const url of ['/metrics', '/apiary', '/remittance/new']) {
        const res = await get(url, browser);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<title>app</title>');
      }
      const head = await t.app.inject({ method: 'HEAD', url: '/remittance', headers: { accept: browser } });
      expect(head.statusCode).toBe(200);
    });

    it('answers other methods on unknown paths with a problem, never the page', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/remittance', headers: { accept: browser } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    });
  });

  it('serves other files of the build', async () => {
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
  });

  describe('compression', () => {
    const get = (url: string, acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });

    it('sends the brotli form when the browser accepts it, with the type, length and caching of the file', async () => {
      const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(script.length);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('falls back to gzip, then to the file itself', async () => {
      for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
        const res = await get('/assets/index-abc123.js', accept);
        expect(res.headers['content-encoding'], accept).toBe('gzip');
        expect(gunzipSync(res.rawPayload).toString()).toBe(script);
      }
      for (const accept of [undefined, 'identity']) {
        const res = await get('/assets/index-abc123.js', accept);
        expect(res.headers['content-encoding'], accept).toBeUndefined();
        expect(res.body).toBe(script);
        expect(Number(res.headers['content-length'])).toBe(script.length);
        expect(res.headers['vary']).toMatch(/accept-encoding/i);
      }
    });

    it('compresses the page and the SPA fallback too, still never cached', async () => {
      for (const url of ['/', '/remittance']) {
        const res = await get(url, 'br');
        expect(res.headers['content-encoding'], url).toBe('br');
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.headers['vary'], url).toMatch(/accept-encoding/i);
        expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
      }
    });

    it('sends a file the build left uncompressed as is, and no compressed form under its own name', async () => {
      const icon = await get('/favicon.svg', 'br, gzip');
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-encoding']).toBeUndefined();
      expect(icon.body).toBe('<svg/>');
      expect((await get('/assets/index-abc123.js.br', 'br')).statusCode).toBe(404);
      expect((await get('/index.html.gz', 'gzip')).statusCode).toBe(404);
    });
  });
});
