import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser';
import { text } from '../harness/catalog';

// The build writes brotli and gzip forms of every text file (apps/web/precompress.ts) and the server sends the
// best one the browser accepts (apps/server/src/http/web.ts). Checked on what Chromium really received.
const session = useBrowser();

/** What the browser asked for, the form the server chose, and the caching it was told. */
async function delivery(response: Response) {
  const request = await response.request().allHeaders();
  const headers = await response.allHeaders();
  return {
    path: new URL(response.url()).pathname,
    accepts: request['accept-encoding'] ?? '',
    encoding: headers['content-encoding'],
    cacheControl: headers['cache-control'],
    vary: headers['vary'] ?? '',
  };
}

describe('compression and caching of the built app', () => {
  it('sends the page and its scripts compressed, scripts cached as immutable, the page never cached', async () => {
    const { page } = session;
    const responses: Promise<Awaited<ReturnType<typeof delivery>>>[] = [];
    const onResponse = (response: Response) => {
      const type = response.request().resourceType();
      if (type === 'document' || type === 'script' || type === 'stylesheet')
        responses.push(delivery(response));
    };
    page.on('response', onResponse);

    await page.goto('/login');
    await page
      .getByRole('heading', { level: 1, name: text('pt-BR', 'login.title', 'auth'), exact: true })
      .waitFor();
    // Lazy chunks may still arrive; reading their headers after the page closes would reject unobserved.
    page.off('response', onResponse);
    const seen = await Promise.all(responses);

    const documents = seen.filter((r) => r.path === '/login');
    const assets = seen.filter((r) => r.path.startsWith('/assets/'));
    expect(documents).toHaveLength(1);
    expect(assets.filter((r) => r.path.endsWith('.js')).length).toBeGreaterThan(0);
    for (const r of [...documents, ...assets]) {
      // Brotli when the browser offers it (Chromium does on secure origins, localhost included), else gzip.
      expect(r.encoding, r.path).toBe(/\bbr\b/.test(r.accepts) ? 'br' : 'gzip');
      expect(r.vary, r.path).toMatch(/accept-encoding/i);
    }
    for (const r of assets) expect(r.cacheControl, r.path).toBe('public, max-age=31536000, immutable');
    expect(documents[0]?.cacheControl).toBe('no-cache');
  });
});
