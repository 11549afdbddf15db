import type { Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { screenshot, type BrowserSession } from './browser';
import { text, type Language } from './catalog';

// What the screen tests do around a page: name its fields, switch its language, photograph it at two widths.

/** `s` as a literal inside a regular expression. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A field's accessible name: its label, with the asterisk of a required field or without. */
export const fieldName = (label: string) => new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`);

/** Switches the app's language through the shell's language menu and waits for the page to follow. */
export async function switchLanguage(page: Page, from: Language, to: Language): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${text(from, 'language.label')}`) }).click();
  await page.getByRole('menuitem', { name: text(from, `language.${to}`) }).click();
  await page.locator(`html[lang="${to}"]`).waitFor();
}

/**
 * The whole page at 1,440 × 900 and at 390 wide, where nothing may be wider than the screen; then the
 * viewport `after` (the size the test goes on with).
 */
export async function shootAtTwoWidths(
  page: Page,
  name: string,
  after: { width: number; height: number } = { width: 1280, height: 720 },
): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width}`,
    ).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize(after);
}

/** Call at the top of a test file: after each failed test, a screenshot `<prefix>-failed-<the test's name>`. */
export function shootFailures(session: BrowserSession, prefix: string): void {
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      await screenshot(session.page, `${prefix}-failed-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}`);
  });
}
