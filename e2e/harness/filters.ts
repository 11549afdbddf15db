import type { Page } from 'playwright-core';
import { text } from './catalog';

/**
 * Unfolds a list's filter form (FilterBar), which is folded while a search is in force; nothing to do when
 * it is open already.
 */
export async function openFilters(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: text('pt-BR', 'filters.show', 'components'), exact: true });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}
