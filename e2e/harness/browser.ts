import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

// Debian's chromium, not Playwright's downloaded build; flags that make it run in a container as root.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const artifactsDir = fileURLToPath(new URL('../artifacts/', import.meta.url));

export interface BrowserSession {
  readonly context: BrowserContext;
  readonly page: Page;
}

/**
 * Call once at the top of a test file: one Chromium and one fresh context (empty storage and cookies)
 * for the file's tests, pointed at the app under test. Any uncaught error in the page fails the test
 * during which it happened. `locale` is the browser's language (not the app's, which is pt-BR until chosen).
 */
export function useBrowser({ locale = 'pt-BR' }: { locale?: string } = {}): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const pageErrors: Error[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath, args, headless: true });
    context = await browser.newContext({
      baseURL: inject('baseURL'),
      locale,
      timezoneId: 'America/Sao_Paulo',
    });
    context.setDefaultTimeout(10_000);
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error));
  });

  afterEach(() => {
    const errors = pageErrors.splice(0);
    if (errors.length > 0) throw new Error(`Uncaught errors in the page:\n${errors.map(String).join('\n')}`);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error('useBrowser(): the browser starts in beforeAll; use it inside tests');
    return value;
  };
  return {
    get context() {
      return started(context);
    },
    get page() {
      return started(page);
    },
  };
}

/**
 * Saves a screenshot as e2e/artifacts/<name>.png (gitignored) and returns its path: the full page, or with
 * `viewport` only what is in view. A full-page shot resizes the viewport while it works (to 1 px wide for a
 * moment, seen under load), which the app answers as any resize: a layout that follows the width changes
 * (FilterBar becomes a drawer, and an open calendar closes). Use `viewport` while something is open.
 */
export async function screenshot(
  page: Page,
  name: string,
  { viewport = false }: { viewport?: boolean } = {},
): Promise<string> {
  await mkdir(artifactsDir, { recursive: true });
  const path = `${artifactsDir}${name}.png`;
  await page.screenshot({ path, fullPage: !viewport });
  return path;
}
