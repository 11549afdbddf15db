import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { text, type Language } from './catalog';
import type { BrowserSession } from './browser';
import { apiPut, signIn } from './signin';
import type { TestUser } from './users';

const catalogsDir = new URL('../../apps/web/src/i18n/', import.meta.url);

/** A text of the shell's catalogues in Portuguese (the app's default language). */
export const shell = (key: string) => text('pt-BR', key, 'shell');
export const menuText = (key: string, language: Language = 'pt-BR') => text(language, key, 'menu');

/** The main navigation landmark (vertical navbar, rail, horizontal bar or drawer). */
export function mainNav(page: Page, language: Language = 'pt-BR') {
  return page.getByRole('navigation', { name: text(language, 'navbar.label', 'shell'), exact: true });
}

/** Stores shell settings for the signed-in user of `context` (what the settings panel saves). */
export async function saveSettings(
  context: BrowserContext,
  settings: Record<string, unknown>,
): Promise<void> {
  await apiPut(context, '/api/account/preferences', { settings });
}

/** Opens `path` and waits for the shell and the page's heading. */
export async function openInShell(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('[data-layout]').waitFor();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** Every text of a catalogue namespace (leaves), keyed by dotted path. */
export function catalogue(language: Language, namespace: string): Map<string, string> {
  const root: unknown = JSON.parse(
    readFileSync(new URL(`${language}/${namespace}.json`, catalogsDir), 'utf8'),
  );
  const out = new Map<string, string>();
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') out.set(prefix, node);
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k);
  };
  walk(root, '');
  return out;
}

/** What a person or a screen reader finds on the page: its visible text and the accessible names given. */
export function pageWords(page: Page): Promise<string> {
  return page.evaluate(`(() => {
    const labels = [...document.querySelectorAll('[aria-label], [title]')]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => (el.getAttribute('aria-label') || '') + '\\n' + (el.getAttribute('title') || ''));
    return document.body.innerText + '\\n' + labels.join('\\n');
  })()`);
}

/** Records the app's "missing translation" reports (i18n missingKeyHandler) of a page. */
export function watchMissingKeys(page: Page): string[] {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('i18n: missing key')) missing.push(message.text());
  });
  return missing;
}

/**
 * Signs `user` in on the session's page and waits for the landing page; returns the translation keys found
 * missing on screen from then on (see watchMissingKeys).
 */
export async function signInToShell(session: BrowserSession, user: TestUser): Promise<string[]> {
  // Generous waits: these tests share the machine with builds and other suites.
  session.context.setDefaultTimeout(20_000);
  const missingKeys = watchMissingKeys(session.page);
  await signIn(session.page, user);
  await session.page.waitForURL('**/home');
  return missingKeys;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** axe-core over the whole page; only the serious and critical violations (the bar). */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate('typeof window.axe !== "undefined"');
  if (!loaded) await page.evaluate(axeSource);
  // Strings, not functions: the test runner's transform must not add helpers the page does not have.
  const violations = (await page.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((r) =>
    r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ') + ' :: ' + n.failureSummary) })))`)) as AxeViolation[];
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.join('\n    ')}`).join('\n');
}
