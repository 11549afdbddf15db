import { currencyOptionLabel } from '@fxbo/domain';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { text, type Language } from './catalog';

/**
 * Unfolds a list's filter form (FilterBar), which is folded while a search is in force; nothing to do when
 * it is open already. On a phone the button opens the form in a drawer instead (a dialog, closed on arrival).
 */
export async function openFilters(page: Page, language: Language = 'pt-BR'): Promise<void> {
  const toggle = page.getByRole('button', {
    name: text(language, 'filters.show', 'components'),
    exact: true,
  });
  // The form is a drawer below MUI's `sm` breakpoint (600 px). Right after the viewport changes, the toggle may
  // still show the other width's kind until the media query has re-rendered it: wait for this width's.
  const narrow = (page.viewportSize()?.width ?? 1280) < 600;
  await expect.poll(async () => (await toggle.getAttribute('aria-haspopup')) === 'dialog').toBe(narrow);
  if (narrow) {
    await toggle.click();
    await page.getByRole('dialog').getByRole('search').waitFor();
  } else if ((await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click();
    // Until the fold has finished opening, the form's buttons sit clipped under the card's edge: a click
    // then may land before the form is whole, as no person's would.
    await page.locator('.MuiCollapse-entered [role="search"]').first().waitFor();
  }
}

/** Picks a currency in a list's currency filter, a pick list of the ISO table (§44), by its option's label. */
export async function chooseCurrency(
  page: Page,
  label: string | RegExp,
  code: string,
  language: Language = 'pt-BR',
): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: currencyOptionLabel(code, language), exact: true }).click();
}
