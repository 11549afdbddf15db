import { FIELD_MESSAGES } from '@fxbo/domain';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { text, type Language } from '../harness/catalog';
import { connectDatabase, createClient, createShipper } from '../harness/database';
import { newCpf, randomDigits } from '../harness/documents';
import { openFilters } from '../harness/filters';
import { rowsOrCards } from '../harness/lists';
import { watchMissingKeys } from '../harness/shell';
import { signIn } from '../harness/signin';
import { type TestUser } from '../harness/users';
import { createLinkedUser } from '../harness/payment-orders';
import { shootFailures } from '../harness/screens';

// Lists and navigation (issue 24): a user without remittances.export is offered no download, and a record's
// "Voltar" returns to its list as it was left (filters, sort and page), for remittances and payment orders.

const session = useBrowser();
const r = (key: string, language: Language = 'pt-BR') => text(language, key, 'remittances');
const po = (key: string) => text('pt-BR', key, 'paymentOrders');
const components = (key: string, language: Language = 'pt-BR') => text(language, key, 'components');
const tag = randomDigits(6);

let db: pg.Client;
let user: TestUser;
let clientId: string;
const remittanceIds: string[] = [];

beforeAll(async () => {
  db = await connectDatabase();
  const client = await createClient(db, `Navegação ${tag} Ltda`);
  clientId = client.id;
  const shipperId = await createShipper(db, client.id, {
    name: `Remessadora ${tag}`,
    code: `N${tag}`,
    country: 'US',
  });
  for (let n = 1; n <= 12; n++) {
    const { rows } = await db.query<{ id: string }>(
      `insert into remittances (client_id, shipper_id, reference, origin, remittance_type_description,
         include_date, payment_date, status, currency, me_value, vet_rate, sender_name, sender_country,
         sender_person_type, beneficiary_name, beneficiary_tax_id, beneficiary_birth_date, beneficiary_phone,
         beneficiary_email, beneficiary_country, payment_type, bank_code, bank_ispb, agency, agency_check_digit,
         account, account_check_digit, account_type, message)
       values ($1, $2, $3, 'API', 'Manutenção de residente', $4::date + time '15:00', $4::date, 'pending', 'USD',
         '1000.00', '5.23456789', 'John Smith', 'US', 'PF', $5, $6, '1985-04-12', '+5511987654321',
         'beneficiaria@example.com', 'BR', 'credit_account', '341', '60701190', '1234', '5', '123456', '7',
         'checking', 'Ajuda de custo')
       returning id::text`,
      [
        client.id,
        shipperId,
        `NAV-${tag}-${String(n).padStart(2, '0')}`,
        `2026-03-${String(n).padStart(2, '0')}`,
        `Beneficiária ${tag} ${n}`,
        newCpf(),
      ],
    );
    remittanceIds.push(rows[0]!.id);
  }
  for (const [n, state] of [
    [1, 'confirmed'],
    [2, 'confirmed'],
    [3, 'waiting_credit_date'],
  ] as const)
    await db.query(
      `insert into payment_orders (opr_number, client_id, issuer_name, currency, credit_value, available_balance,
         state, register_date, document_date, credit_date, confirmed_at, open_dispatch_balance, reference)
       values ($1, $2, 'Issuer Inc.', 'USD', '1000.00', '1000.00', $3, $4, $4::date - 1,
         case when $3 = 'confirmed' then $4::date end, case when $3 = 'confirmed' then now() end, '0', $1)`,
      [`OPR-NAV-${tag}-${n}`, client.id, state, `2026-03-0${n}`],
    );
  user = await createLinkedUser(db, `navega${tag}`, {
    permissions: ['remittances.consult', 'payment-orders.consult', 'trade.consult'],
    clientId: client.id,
  });
  watchMissingKeys(session.page);
  await signIn(session.page, user);
}, 120_000);

shootFailures(session, 'lists-nav');

afterAll(async () => {
  await db?.end();
});

/** The remittances' rows, or on a phone their cards. */
const remittanceRows = () =>
  rowsOrCards(
    session.page,
    r('list.title'),
    session.page.getByRole('table', { name: r('list.title') }).locator('tbody tr'),
  );
const orderRows = () =>
  session.page
    .getByRole('table', { name: po('list.tableLabel') })
    .locator('tbody > tr:has(button[aria-expanded])');

/** An address's query, decoded, in its order. */
const params = (url: string) => [...new URL(url).searchParams.entries()];

describe('lists and navigation', () => {
  it('offers no download to a user without remittances.export, on a desktop and a phone', async () => {
    const { page } = session;
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/remittance');
      await page.getByRole('heading', { level: 1, name: r('list.title') }).waitFor();
      await expect.poll(() => remittanceRows().count()).toBe(12);
      for (const kind of ['csv', 'xlsx', 'pdf'])
        expect(await page.getByRole('link', { name: components(`downloads.${kind}`) }).count()).toBe(0);
      await screenshot(page, `lists-nav-no-downloads-${width}`, { viewport: true });
    }
    // The same user's other list declares no download permission of its own: its buttons stay.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/payment-order');
    await page.getByRole('link', { name: components('downloads.csv') }).waitFor();
  });

  it('returns from a remittance to the list as it was left: filters, sort and page', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    const left = `/remittance?reference=&status=pending&sort=reference:asc&pageSize=10&page=2`;
    await page.goto(left);
    await expect.poll(() => remittanceRows().count()).toBe(2);
    const wanted = params(page.url());
    await remittanceRows().first().getByRole('link', { name: remittanceIds[10]!, exact: true }).click();
    await page.waitForURL(`**/remittance-detail/${remittanceIds[10]}`);
    await page.getByRole('link', { name: r('detail.back') }).click();
    await page.waitForURL((url) => url.pathname === '/remittance');
    expect(params(page.url())).toEqual(wanted);
    await expect.poll(() => remittanceRows().count()).toBe(2);
    await expect.poll(() => remittanceRows().first().textContent()).toContain(`NAV-${tag}-11`);
  });

  it('returns from a payment order to the list as it was left', async () => {
    const { page } = session;
    await page.goto('/payment-order?state=confirmed&sort=oprNumber:asc&pageSize=10');
    await expect.poll(() => orderRows().count()).toBe(2);
    const wanted = params(page.url());
    await orderRows()
      .first()
      .getByRole('link', { name: `OPR-NAV-${tag}-1` })
      .click();
    await page.waitForURL(/\/payment-order-detail\/\d+$/);
    await page.getByRole('link', { name: po('detail.back') }).click();
    await page.waitForURL((url) => url.pathname === '/payment-order');
    expect(params(page.url())).toEqual(wanted);
    await expect.poll(() => orderRows().count()).toBe(2);
  });

  it('names the broken rule of an address’s filters and offers to clear them, without a retry', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/remittance?paymentDateFrom=2026-03-10&paymentDateTo=2026-03-01');
    const alert = page.getByRole('alert').filter({ hasText: components('filters.invalidAddress') });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(`${r('fields.paymentDateTo')}: `);
    expect(await alert.textContent()).not.toContain('Campo inválido.');
    expect(await page.getByRole('button', { name: components('table.retry') }).count()).toBe(0);
    await screenshot(page, 'lists-nav-invalid-address-1440', { viewport: true });
    await page.getByRole('button', { name: components('filters.clearInvalid') }).click();
    await page.waitForURL((url) => !url.searchParams.has('paymentDateFrom'));
    await expect.poll(() => remittanceRows().count()).toBe(12);

    // An amount that is no amount is named too, not dropped (which listed every order as if unfiltered).
    await page.goto('/payment-order?creditValueFrom=abc');
    await alert
      .filter({ hasText: `Valor do crédito de: ${FIELD_MESSAGES.money_invalid['pt-BR']}` })
      .waitFor();
    expect(await page.getByRole('table').count()).toBe(0);

    // A report's period over a year, on a phone.
    await page.goto(
      `/import-export/import-report?clientId=${clientId}&contractDateFrom=2024-01-01&contractDateTo=2026-03-01`,
    );
    await alert.filter({ hasText: FIELD_MESSAGES.period_too_long['pt-BR'] }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'lists-nav-invalid-address-390', { viewport: true });
  });

  it('asks a report for what it lacks, each thing once and only what is still missing', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/import-export/import-report');
    const banner = page.getByRole('status').filter({ hasText: FIELD_MESSAGES.period_required['pt-BR'] });
    await banner.waitFor();
    expect((await banner.textContent())?.split(FIELD_MESSAGES.period_required['pt-BR']).length).toBe(2);
    await page.goto(`/import-export/import-report?clientId=${clientId}`);
    await expect.poll(() => banner.textContent()).toBe(FIELD_MESSAGES.period_required['pt-BR']);
    await screenshot(page, 'lists-nav-report-asks-1440', { viewport: true });
  });

  it("reads the report's banner from the search in force, not from the form being filled", async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    const client = FIELD_MESSAGES.trade_client_required['pt-BR'];
    const period = FIELD_MESSAGES.period_required['pt-BR'];
    await page.goto('/import-export/import-report');
    const banner = page.getByRole('status').filter({ hasText: period });
    await expect.poll(() => banner.textContent()).toBe(`${client} ${period}`);
    // A client chosen in the form but not searched yet: no report runs, so the banner still asks for it.
    await openFilters(page);
    await page.getByRole('combobox', { name: /^Cliente/ }).fill(tag);
    await page.getByRole('option', { name: new RegExp(`Navegação ${tag} Ltda`) }).click();
    await expect
      .poll(() => page.getByRole('combobox', { name: /^Cliente/ }).inputValue())
      .toContain(`Navegação ${tag} Ltda`);
    expect(new URL(page.url()).searchParams.has('clientId')).toBe(false);
    expect(await banner.textContent()).toBe(`${client} ${period}`);
    await screenshot(page, 'lists-nav-report-form-not-searched-1440', { viewport: true });
    // A search refused by the form (no period) applies nothing: the banner still asks for both, each once.
    await page.getByRole('button', { name: components('filters.search'), exact: true }).click();
    await page.getByText(period, { exact: true }).first().waitFor();
    expect(new URL(page.url()).searchParams.has('clientId')).toBe(false);
    expect(await banner.textContent()).toBe(`${client} ${period}`);
  });
});
