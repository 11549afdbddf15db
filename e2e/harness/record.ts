import { pdfText } from '@fxbo/test-files';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { escapeRegExp } from './screens';

// A record's page (apps/web/src/components/detail): its sections are regions named by their headings, its
// fields label and value pairs (dt, dd).

/** The section of the page headed `name`. */
export function section(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** The text of the value labelled `label` in the section headed `name`. */
export async function fieldIn(page: Page, name: string, label: string): Promise<string> {
  const term = section(page, name).locator('dt', { hasText: new RegExp(`^${escapeRegExp(label)}$`) });
  return (await term.locator('xpath=following-sibling::dd[1]').innerText()).trim();
}

/**
 * The text of the PDF a record page's `link` opens: a new tab, in the reader's language (pt-BR), answered 200
 * as a PDF when fetched with the page's session cookie, as the new tab would be.
 */
export async function pdfBehind(page: Page, link: Locator): Promise<string> {
  expect(await link.getAttribute('target')).toBe('_blank');
  const href = await link.getAttribute('href');
  expect(href).toContain('lang=pt-BR');
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  return pdfText(await res.body());
}
