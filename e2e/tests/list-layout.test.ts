import { remittancesList } from '@fxbo/domain';
import type pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { fill, text, type Language } from '../harness/catalog';
import { connectDatabase, createClient, createShipper } from '../harness/database';
import { newCpf, randomDigits } from '../harness/documents';
import { cutInCards, listCards, rowsOrCards, unfoldedWhole } from '../harness/lists';
import { switchLanguage } from '../harness/screens';
import { describeViolations, seriousViolations } from '../harness/shell';
import { signIn } from '../harness/signin';
import { createUser } from '../harness/users';

// The shared list parts (DataTable, FilterBar) at the sizes people use: one-line rows at 1,440 × 900 in the
// default layout, active filters as chips once a search collapses the form, results first at 390 px with
// the filters in a drawer, and no layout shift while a list loads (issue 10, items 10 and 16). On a phone
// each row is a card, its values whole (issue 24).

const session = useBrowser();
const r = (key: string) => text('pt-BR', key, 'remittances');
const components = (key: string) => text('pt-BR', key, 'components');
const exact = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\s*\\*)?$`);

const tag = randomDigits(6);
// Long enough to wrap in any column a 1,120-pixel table can give it.
const LONG_NAME = `Maria Aparecida ${tag} dos Santos Figueiredo de Albuquerque Cavalcanti Montenegro Bragança`;
let db: pg.Client;

beforeAll(async () => {
  db = await connectDatabase();
  const client = await createClient(db, `Layout ${tag} Ltda`);
  const shipperId = await createShipper(db, client.id, {
    name: `Remessadora layout ${tag}`,
    code: `L${tag}`,
    country: 'US',
  });
  // Thirty remittances of the tag, every third with a long beneficiary name, each with its own CPF.
  for (let n = 1; n <= 30; n++)
    await db.query(
      `insert into remittances (client_id, shipper_id, reference, origin, remittance_type_description,
         include_date, payment_date, status, currency, me_value, vet_rate, sender_name, sender_country,
         sender_person_type, beneficiary_name, beneficiary_tax_id, payment_type, pix_key_type, pix_key)
       values ($1, $2, $3, 'API', 'Manutenção de residente', timestamptz '2026-05-04 10:00-03' + $4 * interval '1 hour',
         date '2026-05-06', 'pending', 'USD', $5, '5.23456789', 'John Smith', 'US', 'PF', $6, $7::text, 'pix', 'cpf', $7::text)`,
      [
        client.id,
        shipperId,
        `LAY-${tag}-${n}`,
        n,
        `${123456 + n}.78`,
        n % 3 === 0 ? LONG_NAME : `Beneficiário ${tag} ${n}`,
        newCpf(),
      ],
    );
  await signIn(session.page, await createUser(`lista${tag}`, { admin: true }));
}, 120_000);

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await screenshot(session.page, `list-layout-failed-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}`);
  await session.page.setViewportSize({ width: 1280, height: 720 });
});

afterAll(async () => {
  await db?.end();
});

const table = () => session.page.getByRole('table', { name: r('list.title') });
const dataRows = () => table().locator('tbody tr');
const cards = () => listCards(session.page, r('list.title'));
const searchByName = async (page: Page) => {
  await page.getByLabel(exact(r('fields.name'))).fill(tag);
  await page.getByRole('button', { name: components('filters.search'), exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('name') === tag);
  await expect.poll(() => dataRows().count()).toBe(25);
};

/** Per row of the table body: its height, its top and bottom, and how many lines its tallest cell has. */
function measureRows(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('table tbody tr')).map((row) => {
      const box = row.getBoundingClientRect();
      const lines = Array.from(row.querySelectorAll('td, th')).map((cell) => {
        const style = getComputedStyle(cell);
        const content =
          cell.getBoundingClientRect().height -
          parseFloat(style.paddingTop) -
          parseFloat(style.paddingBottom);
        return content / parseFloat(style.lineHeight);
      });
      return { top: box.top, bottom: box.bottom, lines: Math.max(...lines) };
    }),
  );
}

/** How many lines a text takes where it is shown: the distinct tops of its range's boxes. */
function linesOf(page: Page, needle: string) {
  return page.evaluate((needle) => {
    const walker = document.createTreeWalker(document.querySelector('table tbody')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(needle);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + needle.length);
      return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
    }
    return 0;
  }, needle);
}

describe('lists at 1,440 × 900 in the default layout', () => {
  it('collapse the filters to chips after a search and show ten one-line rows', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/remittance');
    await page.getByRole('heading', { level: 1, name: r('list.title') }).waitFor();
    await searchByName(page);

    // The form is folded away; the search is one line of chips.
    await expect.poll(() => page.getByLabel(exact(r('fields.taxId'))).isVisible()).toBe(false);
    const chip = page.getByRole('button', { name: `${r('fields.name')}: ${tag}` });
    await chip.waitFor();
    await screenshot(page, 'list-layout-1440');

    // A table, not a phone's cards.
    expect(await page.getByRole('list', { name: r('list.title') }).count()).toBe(0);
    const rows = await measureRows(page);
    expect(rows.every((row) => row.lines < 1.5)).toBe(true);
    expect(rows.filter((row) => row.top >= 0 && row.bottom <= 900).length).toBeGreaterThanOrEqual(10);

    // A long name is cut on its line, whole on hover; identifiers are never broken.
    const long = table().getByTitle(LONG_NAME).first();
    await long.waitFor();
    expect(await linesOf(page, LONG_NAME.slice(0, 20))).toBe(1);
    const cpf = await table()
      .locator('tbody tr')
      .first()
      .getByText(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/)
      .textContent();
    expect(await linesOf(page, cpf!)).toBe(1);
    // The actions column ends inside the card.
    const card = await table().evaluate((el) => el.closest('.MuiPaper-root')!.getBoundingClientRect().right);
    const actions = await page.getByRole('columnheader', { name: r('list.actionsHeader') }).boundingBox();
    expect(actions!.x + actions!.width).toBeLessThanOrEqual(card);

    // A chip's delete removes its filter; the form opens again from the filters button.
    await chip
      .getByRole('img', { name: fill(components('filters.remove'), { filter: r('fields.name') }) })
      .click();
    await page.waitForURL((url) => !url.searchParams.has('name'));
    await page.getByRole('button', { name: components('filters.show'), exact: true }).click();
    await page.getByLabel(exact(r('fields.taxId'))).waitFor();
  });
});

/** The table's sideways overflow, and per beneficiary cell the width left to the name beside its CPF. */
function beneficiaryCells(page: Page) {
  return page.evaluate(() => {
    const container = document.querySelector('table')!.parentElement!;
    const cells = Array.from(document.querySelectorAll('table tbody tr th')).map((cell) => {
      const spans = Array.from(cell.children) as HTMLElement[];
      const id = spans.find((span) => /^[\d./-]+$/.test(span.textContent!));
      const name = spans.find((span) => span !== id);
      const box = cell.getBoundingClientRect();
      const idBox = id!.getBoundingClientRect();
      return {
        nameWidth: name!.getBoundingClientRect().width,
        idWhole: id!.scrollWidth <= id!.clientWidth && idBox.left >= box.left && idBox.right <= box.right,
        id: id!.textContent,
      };
    });
    return { overflow: container.scrollWidth - container.clientWidth, cells };
  });
}

describe.each(['pt-BR', 'en'] as const)('the remittance list at 1,440 × 900 in %s', (language: Language) => {
  it('fits its container, each beneficiary a cut name beside the whole CPF', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/remittance?name=${tag}`);
    await expect.poll(() => dataRows().count()).toBe(25);
    const switchTo = async (from: Language, to: Language) => {
      await page.getByRole('button', { name: new RegExp(`^${text(from, 'language.label')}`) }).click();
      await page.getByRole('menuitem', { name: text(from, `language.${to}`) }).click();
      await page.locator(`html[lang="${to}"]`).waitFor();
    };
    if (language === 'en') await switchTo('pt-BR', 'en');
    try {
      await page.getByRole('table', { name: text(language, 'list.title', 'remittances') }).waitFor();
      await screenshot(page, `list-layout-1440-${language}`);
      const { overflow, cells } = await beneficiaryCells(page);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(cells).toHaveLength(25);
      for (const cell of cells) {
        expect(cell.id).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
        expect(cell.idWhole).toBe(true);
        // A few letters of the name at least, cut with an ellipsis when long (whole on hover).
        expect(cell.nameWidth).toBeGreaterThan(30);
      }
      // An amount is never cut: each money cell's text fits its content box (a table cell reports no scroll
      // overflow, so its text is measured against its box, sub-pixels included).
      const cutAmounts = await page.locator('tbody td').evaluateAll((tds) =>
        tds
          .filter((td) => /^\S+\s?\d{1,3}([.,]\d{3})*[.,]\d{2}$/.test(td.textContent?.trim() ?? ''))
          .filter((td) => {
            const text = document.createRange();
            text.selectNodeContents(td);
            const style = getComputedStyle(td);
            const box =
              td.getBoundingClientRect().width -
              parseFloat(style.paddingLeft) -
              parseFloat(style.paddingRight);
            return text.getBoundingClientRect().width > box;
          })
          .map((td) => td.textContent),
      );
      expect(cutAmounts).toEqual([]);
    } finally {
      if (language === 'en') await switchTo('en', 'pt-BR');
    }
  });
});

describe.each(['pt-BR', 'en'] as const)('the remittance list at 390 px in %s', (language: Language) => {
  it('shows each remittance as a card: its number the heading link, every column a whole labelled line', async () => {
    const { page } = session;
    const rl = (key: string) => text(language, key, 'remittances');
    const cl = (key: string) => text(language, key, 'components');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/remittance?name=${tag}`);
    if (language === 'en') await switchLanguage(page, 'pt-BR', 'en');
    try {
      const list = page.getByRole('list', { name: rl('list.title') });
      const articles = list.getByRole('article');
      await expect.poll(() => articles.count()).toBe(25);
      expect(await page.getByRole('table', { name: rl('list.title') }).count()).toBe(0);
      // Each card is an article named by its heading: the remittance's number, a link to its page.
      const first = articles.first();
      const heading = first.getByRole('heading', { level: 2 });
      const link = heading.getByRole('link');
      expect(await link.getAttribute('href')).toMatch(/^\/remittance-detail\/\d+$/);
      const id = (await link.textContent())!;
      expect(await heading.textContent()).toContain(id);
      const idLabel = remittancesList.columns.id.label[language];
      expect(await page.getByRole('article', { name: `${idLabel} ${id}`, exact: true }).count()).toBe(1);
      // The other columns as labelled lines, the status among them (a table's phone left it out).
      const terms = await first.locator('dt').allTextContents();
      expect(terms).toHaveLength(8);
      expect(await first.locator('dd').count()).toBe(8);
      await first.getByText(rl('status.pending'), { exact: true }).waitFor();
      // The menu of the row's actions beside the heading, opened from the keyboard.
      const menu = first.getByRole('button', {
        name: new RegExp(`^${fill(rl('actions.menu'), { reference: '' })}`),
      });
      await menu.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: rl('actions.detail'), exact: true }).waitFor();
      await page.keyboard.press('Escape');
      // Nothing cut and nothing past the screen: the long name whole, the CPF, amounts and references whole.
      expect(await cutInCards(page, rl('list.title'))).toEqual([]);
      await list.getByText(LONG_NAME, { exact: true }).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      const firstBox = await first.boundingBox();
      expect(firstBox!.y).toBeLessThan(844);
      // No serious accessibility violation (axe): the list, its articles and their terms are well formed.
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await screenshot(page, `list-layout-390-${language}`, { viewport: true });
      await screenshot(page, `list-layout-390-${language}-page`);

      // The same sorts as the table's headers: a column and a direction, in the address.
      await page.getByRole('combobox', { name: cl('table.sortBy') }).click();
      await page
        .getByRole('option', { name: remittancesList.columns.reference.label[language], exact: true })
        .click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'reference:asc');
      await page.getByRole('combobox', { name: cl('table.sortDirection') }).click();
      await page.getByRole('option', { name: cl('table.descending'), exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'reference:desc');
      await expect.poll(() => heading.getByRole('link').textContent()).toBeTruthy();
      // The same pages: the next one has the last five.
      await page.getByRole('button', { name: cl('table.page.next'), exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await expect.poll(() => articles.count()).toBe(5);
      // Keyboard: the heading's link takes the focus and opens the remittance.
      await articles.first().getByRole('heading').getByRole('link').focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/remittance-detail\/\d+$/);
    } finally {
      if (language === 'en') await switchLanguage(page, 'en', 'pt-BR');
    }
  });
});

describe('lists at 390 px', () => {
  it('show the results first and open the filters in a drawer', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/remittance?name=${tag}`);
    await expect.poll(() => cards().count()).toBe(25);
    expect(await page.getByLabel(exact(r('fields.taxId'))).isVisible()).toBe(false);
    const first = await cards().first().boundingBox();
    expect(first!.y).toBeLessThan(844);
    await screenshot(page, 'list-layout-390');
    // Nothing makes the page itself wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    await page.getByRole('button', { name: components('filters.show'), exact: true }).click();
    const drawer = page.getByRole('dialog', { name: r('filters.label') });
    await drawer.getByLabel(exact(r('fields.taxId'))).waitFor();
    await drawer.getByLabel(exact(r('fields.name'))).fill(`${tag} 1`);
    await drawer.getByRole('button', { name: components('filters.search'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('name') === `${tag} 1`);
    await expect.poll(() => drawer.isVisible()).toBe(false);
  });

  it('keeps a form unfolded on a wide screen out of the way when the window narrows, and unfolds it again', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    // No search in force: the form opens unfolded above the table.
    await page.goto('/remittance');
    const toggle = page.getByRole('button', { name: components('filters.show'), exact: true });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => toggle.getAttribute('aria-haspopup')).toBe('dialog');
    // The phone sees the results, not a drawer it never asked for.
    expect(await page.getByRole('dialog', { name: r('filters.label') }).isVisible()).toBe(false);
    await expect.poll(() => rowsOrCards(page, r('list.title'), dataRows()).count()).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByLabel(exact(r('fields.taxId'))).waitFor();
  });

  it('the audit log too: its cards and their details within the phone, its filters in a drawer', async () => {
    const { page } = session;
    const audit = (key: string) => text('pt-BR', key, 'audit');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/audit');
    // A card per entry, its details unfolding inside it.
    const rows = listCards(page, audit('tableLabel'));
    await rows.first().waitFor();
    const toggle = rows.first().getByRole('button', { name: components('table.expand') });
    const detail = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await toggle.click();
    await page.getByText(audit('fields.details'), { exact: true }).first().waitFor();
    // Opened all the way (the details unfold in an animation), inside the phone's width.
    await expect.poll(() => unfoldedWhole(detail)).toBe(true);
    await screenshot(page, 'list-layout-audit-390', { viewport: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.getByRole('button', { name: components('filters.show'), exact: true }).click();
    await page
      .getByRole('dialog', { name: audit('filters.label') })
      .getByLabel(audit('fields.entityId'))
      .waitFor();
  });
});

/** The cumulative layout shift of a page load, from navigation until a frame after its rows are painted. */
async function layoutShiftOf(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await page.locator('table tbody tr a').first().waitFor();
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() => resolve((window as unknown as { __cls: number }).__cls)),
        ),
      ),
  );
}

describe('layout shift while a list loads', () => {
  it('stays within 0.1 on /remittance and /admin/users', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    // Shifts that no input caused, summed from the first one of each load (Chromium's CLS without windows).
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) w.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    expect(await layoutShiftOf(page, '/remittance')).toBeLessThanOrEqual(0.1);
    expect(await layoutShiftOf(page, '/admin/users')).toBeLessThanOrEqual(0.1);
  });
});
