import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { percentile, round } from './stats.js';

// Debian's chromium with the flags the browser tests use (e2e/harness/browser.ts).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
export const launchOptions = { executablePath, args, headless: true };

export interface ListRender {
  pages: number;
  rows: number;
  /** From the click on "next page" until the new page's 100 rows are in the document. */
  renderP50: number;
  renderMax: number;
  /** Tasks of 50 ms or more (the browser's "long task", what a user feels as jank) while turning pages. */
  longTasks: number;
  longestTaskMs: number;
}

// The pagination button's label, from the web app's Portuguese catalogue (the session's language).
const NEXT_PAGE = (
  JSON.parse(
    readFileSync(new URL('../../apps/web/src/i18n/pt-BR/components.json', import.meta.url), 'utf8'),
  ) as { table: { page: { next: string } } }
).table.page.next;

/*
 * Runs in the page (a string, so that the bundler's helpers, which the page lacks, stay out of it): clicks the
 * next-page button and resolves with the milliseconds until a frame with the new 100 rows has been produced.
 */
const turnPage = `async (label) => {
  const links = () => document.querySelectorAll('table tbody tr td a');
  const before = links()[0]?.textContent;
  const button = document.querySelector('button[aria-label="' + label + '"]');
  if (!button) throw new Error('no next-page button');
  const started = performance.now();
  button.click();
  await new Promise((resolve) => {
    const check = () =>
      links().length >= 100 && links()[0]?.textContent !== before ? resolve() : requestAnimationFrame(check);
    check();
  });
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  return performance.now() - started;
}`;

declare global {
  interface Window {
    __longTasks?: number[];
  }
}

/**
 * The remittance list in Chromium as a signed-in user (the session cookie is set directly): 100 rows a page,
 * paged forward `pages` times with the pagination button, each turn timed until the new rows are rendered.
 */
export async function measureListRender(
  baseUrl: string,
  sessionToken: string,
  pages = 20,
): Promise<ListRender> {
  const browser = await chromium.launch({ executablePath, args, headless: true });
  try {
    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    await context.addCookies([
      { name: 'fxbo_session', value: sessionToken, url: baseUrl, httpOnly: true, sameSite: 'Lax' },
    ]);
    const page = await context.newPage();
    await page.addInitScript(`
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    `);
    await page.goto(`${baseUrl}/remittance?pageSize=100`);
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr td a').length >= 100);
    // Long tasks of the page turns only, not of the first load.
    await page.evaluate(() => (window.__longTasks = []));
    const times: number[] = [];
    for (let i = 0; i < pages; i++) {
      // Clicked and timed inside the page, by plain selectors: Playwright's own role queries walk the
      // accessibility tree of the 100 rows and would show up as the page's long tasks.
      times.push(await page.evaluate<number>(`(${turnPage})(${JSON.stringify(NEXT_PAGE)})`));
    }
    const rendered = await page.evaluate(() => document.querySelectorAll('table tbody tr').length);
    const longTasks = await page.evaluate(() => window.__longTasks ?? []);
    return {
      pages,
      rows: rendered,
      renderP50: round(percentile(times, 50)),
      renderMax: round(Math.max(...times)),
      longTasks: longTasks.length,
      longestTaskMs: round(Math.max(0, ...longTasks)),
    };
  } finally {
    await browser.close();
  }
}
