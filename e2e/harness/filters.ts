import type { Page } from 'playwright-core';
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
  if ((await toggle.getAttribute('aria-haspopup')) === 'dialog') {
    await toggle.click();
    await page.getByRole('dialog').getByRole('search').waitFor();
  } else if ((await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click();
    // Until the fold has finished opening, the form's buttons sit clipped under the card's edge: a click
    // then may land before the form is whole, as no person's would.
    await page.locator('.MuiCollapse-entered [role="search"]').first().waitFor();
  }
}
