import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { text, type Language } from './catalog';

/*
 * A shared list (ResourceListPage) shows its rows as a table from MUI's `sm` breakpoint (600 px) up and as
 * cards on a phone (issue 24): a list named as the table would be, one article per row, headed by the row's
 * key identifier, its other columns as labelled lines (dt/dd). Tests that read rows at both widths take
 * either with `rowsOrCards`.
 */

/** A phone's cards of the list named `name` (its table's name). */
export function listCards(page: Page, name: string): Locator {
  return page.getByRole('list', { name }).getByRole('article');
}

/** A table's data rows (`rows`, located in the table) or, on a phone, the same list's cards. */
export function rowsOrCards(page: Page, name: string, rows: Locator): Locator {
  return rows.or(listCards(page, name));
}

/**
 * Whether a row's unfolded details are open all the way (their fold animates): the fold as tall as its
 * content, in a table's detail row as on a card.
 */
export function unfoldedWhole(detail: Locator): Promise<boolean> {
  return detail.evaluate(
    (box) =>
      (box.closest('.MuiCollapse-root')?.getBoundingClientRect().height ?? 0) >=
      box.getBoundingClientRect().height,
  );
}

/**
 * What a phone's cards cut or push past their list: the text of each element inside them whose content is
 * wider than its box (an ellipsis, a clipped identifier) or that ends past the list's edge. Empty when every
 * value is whole.
 */
export function cutInCards(page: Page, name: string): Promise<string[]> {
  return page.getByRole('list', { name }).evaluate((list) => {
    const right = list.getBoundingClientRect().right;
    return Array.from(list.querySelectorAll<HTMLElement>('*'))
      .filter(
        (el) =>
          (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) ||
          el.getBoundingClientRect().right > right + 0.5,
      )
      .map((el) => el.textContent ?? '');
  });
}

/** The rows of a table whose rows fold out their details: each has a toggle, its details' row has none. */
export const EXPANDABLE_ROWS = 'tbody > tr:has(button[aria-expanded])';

/** A list's data rows at table widths (`rows`, a selector inside the table) or, on a phone, its cards. */
export function listRows(page: Page, tableLabel: string, rows = EXPANDABLE_ROWS): Locator {
  return rowsOrCards(page, tableLabel, page.getByRole('table', { name: tableLabel }).locator(rows));
}

/** The texts of a table's header and data cells whose content is wider than the cell (cut with an ellipsis). */
export function cutCells(page: Page, tableLabel: string, rows = EXPANDABLE_ROWS): Promise<string[]> {
  return page
    .getByRole('table', { name: tableLabel })
    .locator(`thead th, ${rows} > *`)
    .evaluateAll((cells) =>
      cells.filter((c) => c.scrollWidth > c.clientWidth).map((c) => (c as HTMLElement).innerText),
    );
}

/** Unfolds a row's (or a card's) details and gives their text once they are shown whole (for screenshots too). */
export async function unfoldDetails(page: Page, row: Locator, language: Language = 'pt-BR'): Promise<string> {
  const toggle = row.getByRole('button', { name: text(language, 'table.expand', 'components') });
  const id = await toggle.getAttribute('aria-controls');
  await toggle.click();
  const detail = page.locator(`[id="${id}"]`);
  await detail.waitFor();
  // Unfolded all the way (an animation).
  await expect.poll(() => unfoldedWhole(detail)).toBe(true);
  return detail.innerText();
}
