import { setTimeout as delay } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../harness/browser';
import { text } from '../harness/catalog';
import { captchaSolved } from '../harness/signin';

// The first screen (/login, where / leads a visitor) must stay light on slow links: at most 250 kB of gzipped
// JavaScript, counting every script the browser actually fetched (entry, route chunks, the language
// catalogues) before the sign-in heading was in the page, not a guess from the build output. What the page
// fetches after that — the ALTCHA widget, and the domain schemas once the user starts typing — is reported too.
const budgetBytes = 250_000;
// And in few requests: the build puts everything the entry imports in one chunk (apps/web/vite.config.ts); left
// to itself the bundler cut it into ~20, and the sign-in form waited on 41 scripts.
const budgetScripts = 25;
const session = useBrowser();

/** Resolves once the page has started no new request for half a second (its workers keep networkidle away). */
async function settled(page: Page): Promise<void> {
  let last = -1;
  for (;;) {
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (count === last) return;
    last = count;
    await delay(500);
  }
}

declare global {
  interface Window {
    __headingAt?: number;
  }
}

describe('JavaScript budget', () => {
  it('loads at most 250 kB gzipped before the sign-in form appears', async () => {
    const { page } = session;
    const sizes = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (!path.endsWith('.js')) return;
      const size = response.body().then(
        (body) => gzipSync(body).length,
        () => 0, // a worker's script: the page keeps no body to read
      );
      sizes.set(path, size);
    });
    // When the first <h1> enters the document: requests started later did not hold up the first paint.
    // (A string, so the test runner's transform cannot add helpers the page does not have.)
    await page.addInitScript(`
      new MutationObserver((records, observer) => {
        if (document.querySelector('h1')) {
          window.__headingAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    `);

    await page.goto('/');
    await page.waitForURL('**/login');
    await page
      .getByRole('heading', { level: 1, name: text('pt-BR', 'login.title', 'auth'), exact: true })
      .waitFor();
    // Let the deferred widget arrive, then start typing so the schemas load, to report them as well.
    await page.locator('altcha-widget').waitFor();
    await page.getByLabel(text('pt-BR', 'login.identifier', 'auth')).focus();
    await captchaSolved(page);
    await settled(page);

    const started = await page.evaluate(() => ({
      headingAt: window.__headingAt ?? Number.POSITIVE_INFINITY,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => [new URL(entry.name).pathname, entry.startTime] as const),
    }));
    const rows = await Promise.all(
      started.scripts.map(async ([path, startTime]) => ({
        path,
        size: (await sizes.get(path)) ?? 0,
        beforeForm: startTime < started.headingAt,
      })),
    );
    const sum = (list: typeof rows) => list.reduce((total, row) => total + row.size, 0);
    const first = rows.filter((r) => r.beforeForm);
    const later = rows.filter((r) => !r.beforeForm);
    const report = (list: typeof rows) =>
      list.map((r) => `  ${(r.size / 1000).toFixed(1).padStart(6)} kB ${r.path}`).join('\n');

    expect(first.length, 'no script was fetched: is the page loading at all?').toBeGreaterThan(0);
    expect(sum(first), `gzipped scripts fetched before the form:\n${report(first)}`).toBeLessThanOrEqual(
      budgetBytes,
    );
    expect(first.length, `scripts fetched before the form:\n${report(first)}`).toBeLessThanOrEqual(
      budgetScripts,
    );
    console.log(
      `Sign-in route JavaScript before the form: ${(sum(first) / 1000).toFixed(1)} kB gzipped\n${report(first)}\n` +
        `Fetched after it (widget, schemas): ${(sum(later) / 1000).toFixed(1)} kB\n${report(later)}`,
    );
  });

  it("asks for the catalogue and the session before the screen's code, not after it", async () => {
    const browser = session.context.browser();
    if (!browser) throw new Error('no browser');
    // A fresh context: the first test's scripts are cached (immutable) and would not be asked for again.
    const context = await browser.newContext({ baseURL: inject('baseURL'), locale: 'pt-BR' });
    try {
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto('/login');
      await page
        .getByRole('heading', { level: 1, name: text('pt-BR', 'login.title', 'auth'), exact: true })
        .waitFor();
      const order = (pattern: RegExp) => {
        const at = requested.findIndex((path) => pattern.test(path));
        expect(at, `${pattern} among\n${requested.join('\n')}`).toBeGreaterThanOrEqual(0);
        return at;
      };
      // main.tsx asks for them at once, what the first render waits on first; the router used to ask for the
      // session only after the first render and the screen's chunks, and its answer queued behind them.
      const screenCode = order(/^\/assets\/LoginPage-[\w-]+\.js$/);
      expect(order(/^\/assets\/common-[\w-]+\.js$/)).toBeLessThan(screenCode);
      // A visitor's session check (a signed-in page asks /api/auth/me instead).
      expect(order(/^\/api\/auth\/session$/)).toBeLessThan(screenCode);
    } finally {
      await context.close();
    }
  });
});
