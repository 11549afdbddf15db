import type { Locator, Page } from 'playwright-core';
import type { Language } from './catalog';

/**
 * The app's date field (a date picker, not a native input) named `label`: a group of day, month and year
 * sections, typed with the keyboard. Its hidden input (the label's target) holds the shown text.
 */
export function dateField(page: Page, label: string | RegExp): Locator {
  return page.getByRole('group', { name: label, exact: typeof label === 'string' });
}

/** A `yyyy-MM-dd` day as a person types it in the app's language: dd/mm/yyyy (pt-BR), mm/dd/yyyy (en). */
export function typedDate(iso: string, language: Language = 'pt-BR'): string {
  const [year, month, day] = iso.split('-');
  return language === 'pt-BR' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/**
 * Types `text` key by key into a date field from its first section (as after Tab), each section's digits
 * replacing what it held: `typeDate(page, label, typedDate('2026-03-05'))`.
 */
export async function typeDate(page: Page, label: string | RegExp, text: string): Promise<void> {
  await dateField(page, label).getByRole('spinbutton').first().click();
  await page.keyboard.type(text);
}

/** The text a date field shows (e.g. "05/03/2026"), as its hidden input holds it. */
export async function shownDate(page: Page, label: string | RegExp): Promise<string> {
  return dateField(page, label).locator('input').inputValue();
}
