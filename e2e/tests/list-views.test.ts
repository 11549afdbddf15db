import { paymentOrdersList } from '@fxbo/domain';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { fill, text, type Language } from '../harness/catalog';
import { connectDatabase, createClient } from '../harness/database';
import { randomDigits } from '../harness/documents';
import { watchMissingKeys } from '../harness/shell';
import { signIn } from '../harness/signin';
import { createLinkedUser } from '../harness/payment-orders';
import { shootFailures } from '../harness/screens';

// Issue 24, "Lists": the column chooser (the address's `cols`, the downloads' `columns`) and saved views, on the
// payment orders of a fresh client, in Portuguese and then in English.

const session = useBrowser();
const components = (key: string, language: Language) => text(language, key, 'components');
const po = (key: string, language: Language) => text(language, key, 'paymentOrders');
const label = (id: keyof typeof paymentOrdersList.columns, language: Language) =>
  paymentOrdersList.columns[id].label[language];
const tag = randomDigits(6);
let db: pg.Client;

beforeAll(async () => {
  db = await connectDatabase();
  const client = await createClient(db, `Visões ${tag} Ltda`);
  for (const [n, value] of [
    [1, '1500.00'],
    [2, '2500.00'],
  ] as const)
    await db.query(
      `insert into payment_orders (opr_number, client_id, issuer_name, currency, credit_value, available_balance,
         state, register_date, document_date, open_dispatch_balance, reference)
       values ($1, $2, $3, 'USD', $4, $4, 'waiting_credit_date', date '2026-03-02', date '2026-03-01', $4, $1)`,
      [`OPR-V${tag}-${n}`, client.id, `Ordenante ${tag} ${n}`, value],
    );
  const user = await createLinkedUser(db, `visoes${tag}`, {
    permissions: ['payment-orders.consult'],
    clientId: client.id,
  });
  watchMissingKeys(session.page);
  await signIn(session.page, user);
}, 120_000);

shootFailures(session, 'list-views');

afterAll(async () => {
  await db?.end();
});

const headers = () =>
  session.page
    .getByRole('table')
    .locator('thead th')
    .evaluateAll((cells) => cells.map((c) => (c.textContent ?? '').trim()).filter(Boolean));

async function switchLanguage(from: Language, to: Language): Promise<void> {
  const { page } = session;
  await page.getByRole('button', { name: new RegExp(`^${text(from, 'language.label')}`) }).click();
  await page.getByRole('menuitem', { name: text(from, `language.${to}`) }).click();
  await page.locator(`html[lang="${to}"]`).waitFor();
}

describe.each(['pt-BR', 'en'] as const)('lists in %s', (language) => {
  it('chooses the columns, downloads what it shows, saves the view and opens it again', async () => {
    const { page } = session;
    const c = (key: string) => components(key, language);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/payment-order');
    if (language === 'en') await switchLanguage('pt-BR', 'en');
    await page.getByRole('heading', { level: 1, name: po('list.title', language) }).waitFor();
    await page.getByText(`OPR-V${tag}-1`, { exact: true }).waitFor();
    expect(await headers()).toContain(label('issuer', language));
    expect(await headers()).not.toContain(label('manager', language));

    // The credit value's total per currency, over every matching order, above the table.
    const totals = page.getByRole('region', { name: c('lists.totals') });
    await totals.getByText(fill(c('lists.totalOf'), { currency: 'USD' })).waitFor();
    await totals.getByText(language === 'en' ? 'USD 4,000.00' : 'US$ 4.000,00').waitFor();
    await totals.getByText(fill(c('lists.totalRows_other'), { formatted: 2 })).waitFor();

    // Sorted by the credit value, smallest first.
    await page.getByRole('button', { name: label('creditValue', language), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'creditValue:asc');
    await expect
      .poll(() => page.getByRole('table').locator('tbody tr').first().textContent())
      .toContain(`OPR-V${tag}-1`);
    await page.getByRole('button', { name: label('creditValue', language), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'creditValue:desc');
    await expect
      .poll(() => page.getByRole('table').locator('tbody tr').first().textContent())
      .toContain(`OPR-V${tag}-2`);

    // The issuer off, the manager (a detail column) on: in the address, the table and the CSV.
    await page.getByRole('button', { name: c('lists.columns'), exact: true }).click();
    await page.getByRole('menuitemcheckbox', { name: label('issuer', language) }).click();
    await page.waitForURL((url) => url.searchParams.has('cols'));
    // The menu shows the change before the next one (the list renders the new address in a transition).
    await expect
      .poll(() =>
        page.getByRole('menuitemcheckbox', { name: label('issuer', language) }).getAttribute('aria-checked'),
      )
      .toBe('false');
    await page.getByRole('menuitemcheckbox', { name: label('manager', language) }).click();
    await expect
      .poll(() =>
        page.getByRole('menuitemcheckbox', { name: label('manager', language) }).getAttribute('aria-checked'),
      )
      .toBe('true');
    await screenshot(page, `list-columns-1440-${language}`, { viewport: true });
    await page.keyboard.press('Escape');
    const cols = new URL(page.url()).searchParams.get('cols')?.split(',');
    expect(cols).toContain('manager');
    expect(cols).not.toContain('issuer');
    await expect.poll(headers).toContain(label('manager', language));
    expect(await headers()).not.toContain(label('issuer', language));

    const href = await page.getByRole('link', { name: c('downloads.csv') }).getAttribute('href');
    const csvUrl = new URL(href ?? '', page.url());
    expect(csvUrl.searchParams.get('columns')?.split(',')).toEqual(cols);
    const csv = await (await page.request.get(csvUrl.toString())).text();
    const [headerLine] = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
    const expected = paymentOrdersList.downloadColumns(language, cols).map((col) => col.header);
    expect(headerLine?.split(language === 'pt-BR' ? ';' : ',')).toEqual(expected);
    expect(csv).toContain(`OPR-V${tag}-1`);
    expect(csv).not.toContain(`Ordenante ${tag}`);

    // Saved under a name, it is the list's view; the plain list is not; choosing it brings the columns back.
    const name = `${language === 'en' ? 'Managers' : 'Gerentes'} ${tag}`;
    await page.getByRole('button', { name: c('lists.views'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: c('lists.views') });
    await dialog.getByText(c('lists.noViews')).waitFor();
    await dialog.getByLabel(c('lists.viewName')).fill(name);
    await dialog.getByRole('button', { name: c('lists.saveView'), exact: true }).click();
    await page.getByText(fill(c('lists.viewSaved'), { name })).waitFor();
    await dialog.getByRole('button', { name, exact: true }).waitFor();
    // The same name again is refused under the name field.
    await dialog.getByLabel(c('lists.viewName')).fill(name);
    await dialog.getByRole('button', { name: c('lists.saveView'), exact: true }).click();
    await dialog
      .getByText(
        language === 'en'
          ? 'You already have a view with this name.'
          : 'Você já tem uma visão com este nome.',
      )
      .waitFor();
    await screenshot(page, `list-views-1440-${language}`, { viewport: true });
    await dialog.getByRole('button', { name: c('lists.close'), exact: true }).click();
    await page.getByRole('button', { name: fill(c('lists.viewNamed'), { name }), exact: true }).waitFor();

    await page.goto('/payment-order');
    await page.getByText(`OPR-V${tag}-1`, { exact: true }).waitFor();
    expect(await headers()).toContain(label('issuer', language));
    await page.getByRole('button', { name: c('lists.views'), exact: true }).click();
    await dialog.getByRole('button', { name, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('cols') === cols?.join(','));
    await expect.poll(headers).toContain(label('manager', language));
    expect(await headers()).not.toContain(label('issuer', language));

    // On a phone the buttons are icons, named; the dialog fits.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: fill(c('lists.viewNamed'), { name }), exact: true }).click();
    await dialog.getByRole('button', { name, exact: true }).waitFor();
    await screenshot(page, `list-views-390-${language}`, { viewport: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Deleted, it is gone.
    await dialog.getByRole('button', { name: fill(c('lists.deleteView'), { name }), exact: true }).click();
    await page.getByText(fill(c('lists.viewDeleted'), { name })).waitFor();
    await dialog.getByText(c('lists.noViews')).waitFor();
    await dialog.getByRole('button', { name: c('lists.close'), exact: true }).click();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: c('lists.columns'), exact: true }).click();
    await page.getByRole('menuitem', { name: c('lists.defaultColumns'), exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('cols'));
    if (language === 'en') await switchLanguage('en', 'pt-BR');
  });
});
