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
  if ((await toggle.getAttribute('aria-haspopup')) === 'dialog') await toggle.click();
  else if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}
