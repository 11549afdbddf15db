import { FIELD_MESSAGES } from '@fxbo/domain';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { text } from '../harness/catalog';
import { connectDatabase, createClient } from '../harness/database';
import { randomDigits } from '../harness/documents';
import { openFilters } from '../harness/filters';
import { watchMissingKeys } from '../harness/shell';
import { signIn } from '../harness/signin';
import { type TestUser } from '../harness/users';
import { createLinkedUser } from '../harness/payment-orders';
import { cutInCards, listCards, rowsOrCards } from '../harness/lists';
import { shootFailures } from '../harness/screens';

// /payment-order against the real server: three orders of a fresh client, seen by a user of that client
// holding payment-orders.consult alone; the state and issuer filters in the address and in the CSV link, and
// the screen at 1,440 × 900 and on a phone.

const session = useBrowser();
const po = (key: string) => text('pt-BR', key, 'paymentOrders');
const components = (key: string) => text('pt-BR', key, 'components');
const exact = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\s*\\*)?$`);
const tag = randomDigits(6);

let db: pg.Client;
let user: TestUser;

beforeAll(async () => {
  db = await connectDatabase();
  const client = await createClient(db, `Importadora ${tag} Ltda`);
  const orders = [
    [`OPR-${tag}-1`, `Banco Alpha ${tag} Inc.`, 'confirmed', '2026-03-02', '2026-03-03', '12500.00', 'USD'],
    [`OPR-${tag}-2`, `Beta Trading ${tag} GmbH`, 'confirmed', '2026-03-04', '2026-03-05', '98000.50', 'EUR'],
    [
      `OPR-${tag}-3`,
      `Alpha Holdings ${tag} Ltd`,
      'waiting_credit_date',
      '2026-03-06',
      null,
      '3100.00',
      'USD',
    ],
  ] as const;
  for (const [opr, issuer, state, registerDate, creditDate, value, currency] of orders)
    await db.query(
      `insert into payment_orders (opr_number, client_id, issuer_name, currency, credit_value, available_balance,
         state, register_date, document_date, credit_date, confirmed_at, open_dispatch_balance, reference)
       values ($1, $2, $3, $4, $5, $5, $6, $7, $7::date - 1, $8,
         case when $6 = 'confirmed' then now() end, $5::numeric / 4, $1 || '-REF')`,
      [opr, client.id, issuer, currency, value, state, registerDate, creditDate],
    );
  user = await createLinkedUser(db, `ordens${tag}`, {
    permissions: ['payment-orders.consult'],
    clientId: client.id,
  });
  watchMissingKeys(session.page);
  await signIn(session.page, user);
}, 120_000);

shootFailures(session, 'payment-orders');

afterAll(async () => {
  await db?.end();
});

// Each order is a row and its detail row (collapsed): the orders' rows are those with a toggle. On a phone,
// each order is a card.
const dataRows = () =>
  rowsOrCards(
    session.page,
    po('list.tableLabel'),
    session.page
      .getByRole('table', { name: po('list.tableLabel') })
      .locator('tbody > tr:has(button[aria-expanded])'),
  );

describe('payment orders', () => {
  it('lists the client’s orders, filters by state and issuer, and downloads the search shown', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/payment-order');
    await page.getByRole('heading', { level: 1, name: po('list.title') }).waitFor();
    await expect.poll(() => dataRows().count()).toBe(3);
    await page.getByText('Aguardando data de crédito', { exact: true }).first().waitFor();

    await page.getByRole('combobox', { name: exact('Situação') }).click();
    await page.getByRole('option', { name: 'Confirmada', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: components('filters.search'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('state') === 'confirmed');
    await expect.poll(() => dataRows().count()).toBe(2);

    await openFilters(page);
    await page.getByLabel(exact('Ordenante')).fill('alpha');
    await page.getByRole('button', { name: components('filters.search'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('issuer') === 'alpha');
    await expect.poll(() => dataRows().count()).toBe(1);
    await expect.poll(() => dataRows().first().textContent()).toContain(`OPR-${tag}-1`);
    const opr = dataRows()
      .first()
      .getByRole('link', { name: `OPR-${tag}-1` });
    expect(await opr.getAttribute('href')).toMatch(/^\/payment-order-detail\/\d+$/);

    const href = await page.getByRole('link', { name: components('downloads.csv') }).getAttribute('href');
    const csv = new URL(href ?? '', page.url());
    expect(csv.pathname).toBe('/api/payment-orders/export.csv');
    expect(csv.searchParams.get('state')).toBe('confirmed');
    expect(csv.searchParams.get('issuer')).toBe('alpha');
    const download = await page.request.get(csv.toString());
    expect(download.status()).toBe(200);
    const body = await download.text();
    expect(body).toContain(`OPR-${tag}-1`);
    expect(body).not.toContain(`OPR-${tag}-2`);

    await page.goto('/payment-order');
    await expect.poll(() => dataRows().count()).toBe(3);
    // The other columns of spec 3 are the row's details, written by their kinds.
    await dataRows()
      .nth(1)
      .getByRole('button', { name: components('table.expand') })
      .click();
    const detail = page.locator(
      `#${await dataRows().nth(1).getByRole('button').getAttribute('aria-controls')}`,
    );
    await detail.getByText('Saldo de despacho em aberto', { exact: true }).waitFor();
    await detail.getByText('€ 24.500,13', { exact: true }).waitFor();
    await detail.getByText(`OPR-${tag}-2-REF`, { exact: true }).waitFor();
    await screenshot(page, 'payment-orders-1440', { viewport: true });
  });

  it('reads the value filter as a Brazilian writes it, and names a negative amount', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/payment-order');
    await expect.poll(() => dataRows().count()).toBe(3);
    await openFilters(page);
    const from = page.getByLabel(exact('Valor do crédito de'));
    await from.fill('-5');
    await page.getByRole('button', { name: components('filters.search'), exact: true }).click();
    await page.getByText(FIELD_MESSAGES.amount_negative['pt-BR'], { exact: true }).waitFor();
    await from.fill('10.000,00');
    await page.getByRole('button', { name: components('filters.search'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('creditValueFrom') === '10.000,00');
    await expect.poll(() => dataRows().count()).toBe(2);
    await expect
      .poll(() => dataRows().allTextContents())
      .not.toContainEqual(expect.stringContaining(`OPR-${tag}-3`));
    // The download reads the same amount.
    const href = await page.getByRole('link', { name: components('downloads.csv') }).getAttribute('href');
    expect(new URL(href ?? '', page.url()).searchParams.get('creditValueFrom')).toBe('10000.00');
    await page.reload();
    await expect.poll(() => dataRows().count()).toBe(2);
    await openFilters(page);
    expect(await page.getByLabel(exact('Valor do crédito de')).inputValue()).toBe('10.000,00');
  });

  it('offers the currencies as a pick list, named in the reader’s language (issue 24)', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/payment-order');
    await page.getByRole('heading', { level: 1, name: po('list.title') }).waitFor();
    await expect.poll(() => dataRows().count()).toBe(3);
    await openFilters(page);
    await page.getByRole('combobox', { name: exact('Moeda') }).click();
    await page.getByRole('option', { name: 'EUR — Euro', exact: true }).waitFor();
    await page.getByRole('option', { name: 'USD — Dólar americano', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: components('filters.search'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('currency') === 'USD');
    await expect.poll(() => dataRows().count()).toBe(2);
  });

  it('fits a phone: each order a card headed by its OPR number, nothing cut, never wider than the page', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/payment-order');
    await expect.poll(() => listCards(page, po('list.tableLabel')).count()).toBe(3);
    await listCards(page, po('list.tableLabel'))
      .first()
      .getByRole('heading', { level: 2 })
      .getByRole('link', { name: /^OPR-/ })
      .waitFor();
    expect(await cutInCards(page, po('list.tableLabel'))).toEqual([]);
    await screenshot(page, 'payment-orders-390', { viewport: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 720 });
  });
});
