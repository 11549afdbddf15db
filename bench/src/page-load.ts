import { setTimeout as delay } from 'node:timers/promises';
import { chromium, type Browser, type Page } from 'playwright-core';
import { percentile, round } from './stats.js';

// Debian's chromium with the flags the browser tests use (e2e/harness/browser.ts).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
// Lighthouse's desktop screen; no CPU or network throttling (the server is on the same machine).
const viewport = { width: 1350, height: 940 };

/** The screens a user meets first: the sign-in page as a visitor, the rest signed in. */
export const PAGES = [
  { path: '/login', signedIn: false },
  { path: '/home', signedIn: true },
  { path: '/remittance', signedIn: true },
  { path: '/admin/users', signedIn: true },
] as const;

export interface PageLoad {
  path: string;
  loads: number;
  /** Largest contentful paint, p50 (ms since navigation start). */
  lcp: number;
  fcp: number;
  /** Layout shifts without recent input, summed over the load, p50. */
  cls: number;
  /** Total blocking time: each long task's time beyond 50 ms, from first paint until the page is quiet, p50. */
  tbt: number;
  /** Scripts the page fetched, and their bytes on the wire (compressed when the server compresses). */
  scripts: number;
  scriptKiB: number;
}

interface Sample {
  lcp: number;
  fcp: number;
  cls: number;
  tbt: number;
  scripts: number;
  scriptBytes: number;
}

declare global {
  interface Window {
    __vitals?: { lcp: number; fcp: number; cls: number; longTasks: [number, number][]; changes: number };
  }
}

// Registered before the page's own scripts (a string, so the bundler adds no helpers the page lacks).
const observeVitals = `
  window.__vitals = { lcp: 0, fcp: 0, cls: 0, longTasks: [], changes: 0 };
  const v = window.__vitals;
  const watch = (type, onEntry) =>
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) onEntry(entry);
      v.changes++;
    }).observe({ type, buffered: true });
  watch('largest-contentful-paint', (e) => (v.lcp = e.startTime));
  watch('paint', (e) => { if (e.name === 'first-contentful-paint') v.fcp = e.startTime; });
  watch('layout-shift', (e) => { if (!e.hadRecentInput) v.cls += e.value; });
  watch('longtask', (e) => v.longTasks.push([e.startTime, e.duration]));
  watch('resource', () => {});
`;

/** Waits until the page has loaded and nothing new (request, paint, shift, long task) happened for a second. */
async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  let last = -1;
  const deadline = Date.now() + 20_000;
  for (let stable = 0; stable < 4 && Date.now() < deadline;) {
    const changes = await page.evaluate(() => window.__vitals?.changes ?? 0);
    stable = changes === last ? stable + 1 : 0;
    last = changes;
    await delay(250);
  }
}

async function loadOnce(browser: Browser, url: string, sessionCookie: string | undefined): Promise<Sample> {
  const context = await browser.newContext({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  try {
    if (sessionCookie) {
      await context.addCookies([
        // For the whole origin: a cookie set for /admin/users would get the path /admin, unseen by /api.
        {
          name: 'fxbo_session',
          value: sessionCookie,
          url: new URL(url).origin,
          httpOnly: true,
          sameSite: 'Lax',
        },
      ]);
    }
    const page = await context.newPage();
    await page.addInitScript(observeVitals);
    await page.goto(url);
    await quiet(page);
    if (new URL(page.url()).pathname !== new URL(url).pathname)
      throw new Error(`${url} went to ${page.url()}: is the session valid?`);
    const sample = await page.evaluate(() => {
      const v = window.__vitals;
      if (!v) throw new Error('no vitals observer');
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e): e is PerformanceResourceTiming => e.name.endsWith('.js'));
      return {
        lcp: v.lcp,
        fcp: v.fcp,
        cls: v.cls,
        tbt: v.longTasks
          .filter(([start]) => start >= v.fcp)
          .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
        scripts: scripts.length,
        scriptBytes: scripts.reduce((sum, e) => sum + e.encodedBodySize, 0),
      };
    });
    // No largest paint at all: the page stayed blank (a broken build does that), which is no figure to report.
    if (sample.lcp === 0) throw new Error(`${url} painted no content`);
    return sample;
  } finally {
    await context.close();
  }
}

/**
 * Cold loads (a fresh browser context each, so nothing is cached) of the first screens in Chromium at a
 * desktop size, after one warm-up load of each that is not counted; p50 of `loads` samples per page.
 */
export async function measurePageLoads(
  baseUrl: string,
  sessionToken: string,
  loads = 5,
): Promise<PageLoad[]> {
  const browser = await chromium.launch({ executablePath, args, headless: true });
  try {
    const rows: PageLoad[] = [];
    for (const { path, signedIn } of PAGES) {
      const url = `${baseUrl}${path}`;
      const cookie = signedIn ? sessionToken : undefined;
      await loadOnce(browser, url, cookie);
      const samples: Sample[] = [];
      for (let i = 0; i < loads; i++) samples.push(await loadOnce(browser, url, cookie));
      const p50 = (pick: (s: Sample) => number) => percentile(samples.map(pick), 50);
      rows.push({
        path,
        loads,
        lcp: round(p50((s) => s.lcp)),
        fcp: round(p50((s) => s.fcp)),
        cls: round(
          p50((s) => s.cls),
          3,
        ),
        tbt: round(p50((s) => s.tbt)),
        scripts: p50((s) => s.scripts),
        scriptKiB: round(p50((s) => s.scriptBytes) / 1024),
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

export const LCP_BUDGET_MS = 1200;
export const TBT_BUDGET_MS = 100;

/** Every page within the desktop budgets of issue 10: LCP ≤ 1.2 s and TBT ≤ 100 ms (p50). */
export const withinPageBudgets = (rows: readonly PageLoad[]) =>
  rows.length === PAGES.length && rows.every((r) => r.lcp <= LCP_BUDGET_MS && r.tbt <= TBT_BUDGET_MS);

export function formatPageLoad(r: PageLoad): string {
  return (
    `  ${r.path.padEnd(14)} LCP ${r.lcp} ms  FCP ${r.fcp} ms  CLS ${r.cls}  TBT ${r.tbt} ms` +
    `   ${r.scripts} scripts, ${r.scriptKiB} KiB on the wire`
  );
}
