import { contractsList, remittancesList } from '@fxbo/domain';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { fill, text, type Language } from '../harness/catalog';
import { connectDatabase, createClient, createShipper } from '../harness/database';
import { newCpf, randomDigits } from '../harness/documents';
import { watchMissingKeys } from '../harness/shell';
import { grantPermissions, signIn } from '../harness/signin';
import { createUser } from '../harness/users';

// Issue 24, "Lists": the remittances sorted by their ME and MN values and totalled per currency (the ME value
// and, beside it, the same remittances' value in reais), and the contracts' totals, for a user of one fresh
// client, in Portuguese and in English, at 1,440 px and at 390 px.

const session = useBrowser();
const components = (key: string, language: Language) => text(language, key, 'components');
const tag = randomDigits(6);
let db: pg.Client;

// [reference suffix, currency, ME value, MN value]
const REMITTANCES = [
  ['1', 'USD', '1000.00', '5100.00'],
  ['2', 'USD', '2500.00', '12750.00'],
  ['3', 'EUR', '400.00', '2300.00'],
] as const;

beforeAll(async () => {
  db = await connectDatabase();
  const client = await createClient(db, `Totais ${tag} Ltda`);
  const shipperId = await createShipper(db, client.id, {
    name: `Remessadora ${tag}`,
    code: `TT${tag}`,
    country: 'US',
  });
  for (const [n, currency, me, mn] of REMITTANCES) {
    const taxId = newCpf();
    await db.query(
      `insert into remittances (client_id, shipper_id, reference, origin, remittance_type_description,
         include_date, payment_date, status, currency, me_value, mn_value, exchange_rate, vet_rate, sender_name,
         sender_country, sender_person_type, beneficiary_name, beneficiary_tax_id, payment_type, pix_key_type,
         pix_key, paid_at)
       values ($1, $2, $3, 'API', 'Manutenção de residente', timestamptz '2026-05-04 10:00-03' + $4 * interval '1 hour',
         date '2026-05-06', 'paid', $5, $6, $7, '5.10000000', '5.23456789', 'John Smith', 'US', 'PF', $8, $9::text,
         'pix', 'cpf', $9::text, timestamptz '2026-05-06 12:00-03')`,
      [client.id, shipperId, `TOT-${tag}-${n}`, n, currency, me, mn, `Beneficiária ${tag} ${n}`, taxId],
    );
  }
  for (const [n, currency, me, mn] of [
    ['1', 'USD', '7000.00', '35000.00'],
    ['2', 'USD', '3000.00', '15300.00'],
  ] as const)
    await db.query(
      `insert into contracts (contract_number, contract_date, contract_type, client_id, currency, me_value,
         mn_value, rate)
       values ($1, date '2026-03-02', 'export', $2, $3, $4, $5, '5.00000000')`,
      [`CT-T${tag}-${n}`, client.id, currency, me, mn],
    );
  for (const [invoice, value] of [
    ['1', '800.00'],
    ['2', '450.25'],
  ] as const)
    await db.query(
      `insert into export_dispatch_requests (client_id, invoice_number, request_date, currency, value)
       values ($1, $2, date '2026-03-02', 'EUR', $3)`,
      [client.id, `INV-T${tag}-${invoice}`, value],
    );
  const user = await createUser(`totais${tag}`);
  await grantPermissions(user.email, [
    'remittances.consult',
    'contracts.consult',
    'trade.consult',
    'trade.register-dispatch',
  ]);
  await db.query(`insert into user_clients (user_id, client_id) select id, $2 from users where email = $1`, [
    user.email,
    client.id,
  ]);
  watchMissingKeys(session.page);
  await signIn(session.page, user);
}, 120_000);

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await screenshot(session.page, `list-totals-failed-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}`);
});

afterAll(async () => {
  await db?.end();
});

async function switchLanguage(from: Language, to: Language): Promise<void> {
  const { page } = session;
  await page.getByRole('button', { name: new RegExp(`^${text(from, 'language.label')}`) }).click();
  await page.getByRole('menuitem', { name: text(from, `language.${to}`) }).click();
  await page.locator(`html[lang="${to}"]`).waitFor();
}

const firstRow = () => session.page.getByRole('table').locator('tbody tr').first().textContent();

describe.each(['pt-BR', 'en'] as const)('totals and value sorts in %s', (language) => {
  const c = (key: string) => components(key, language);
  const money = (pt: string, en: string) => (language === 'en' ? en : pt);

  it('totals the remittances per currency and sorts them by ME and MN value', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/remittance');
    if (language === 'en') await switchLanguage('pt-BR', 'en');
    await page.getByText(`TOT-${tag}-1`, { exact: true }).waitFor();

    // Over every matching remittance: per currency, the ME value and the same remittances' MN value in reais.
    const totals = page.getByRole('region', { name: c('lists.totals') });
    const usd = totals.locator('div', { hasText: fill(c('lists.totalOf'), { currency: 'USD' }) }).last();
    const label = (id: 'meValue' | 'mnValue') => remittancesList.columns[id].label[language];
    await usd.getByText(`${label('meValue')}: ${money('US$ 3.500,00', 'USD 3,500.00')}`).waitFor();
    await usd.getByText(`${label('mnValue')}: ${money('R$ 17.850,00', 'BRL 17,850.00')}`).waitFor();
    await usd.getByText(fill(c('lists.totalRows_other'), { formatted: 2 })).waitFor();
    const eur = totals.locator('div', { hasText: fill(c('lists.totalOf'), { currency: 'EUR' }) }).last();
    await eur.getByText(`${label('meValue')}: ${money('€ 400,00', 'EUR 400.00')}`).waitFor();
    await eur.getByText(fill(c('lists.totalRows_one'), { formatted: 1 })).waitFor();

    // The ME value, smallest first, then largest first.
    await page.getByRole('button', { name: label('meValue'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'meValue:asc');
    await expect.poll(firstRow).toContain(`TOT-${tag}-3`);
    await page.getByRole('button', { name: label('meValue'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'meValue:desc');
    await expect.poll(firstRow).toContain(`TOT-${tag}-2`);
    // The MN value (reais, comparable across currencies), smallest first.
    await page.getByRole('button', { name: label('mnValue'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'mnValue:asc');
    await expect.poll(firstRow).toContain(`TOT-${tag}-3`);
    await screenshot(page, `list-totals-remittances-1440-${language}`, { viewport: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await usd.getByText(fill(c('lists.totalRows_other'), { formatted: 2 })).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `list-totals-remittances-390-${language}`, { viewport: true });
  });

  it('totals the contracts per currency', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/contract');
    await page.getByText(`CT-T${tag}-1`, { exact: true }).waitFor();
    const totals = page.getByRole('region', { name: c('lists.totals') });
    const label = (id: 'meValue' | 'mnValue') => contractsList.columns[id].label[language];
    await totals.getByText(`${label('meValue')}: ${money('US$ 10.000,00', 'USD 10,000.00')}`).waitFor();
    await totals.getByText(`${label('mnValue')}: ${money('R$ 50.300,00', 'BRL 50,300.00')}`).waitFor();
    await page.getByRole('button', { name: label('mnValue'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'mnValue:asc');
    await expect.poll(firstRow).toContain(`CT-T${tag}-2`);
    await screenshot(page, `list-totals-contracts-1440-${language}`, { viewport: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `list-totals-contracts-390-${language}`, { viewport: true });
  });

  it('totals the dispatch requests to register per currency', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/import-export/export-contracts/dispatch-request-to-register');
    const totals = page.getByRole('region', { name: c('lists.totals') });
    await totals.getByText(money('€ 1.250,25', 'EUR 1,250.25')).waitFor();
    await totals.getByText(fill(c('lists.totalRows_other'), { formatted: 2 })).waitFor();
    await screenshot(page, `list-totals-dispatch-1440-${language}`, { viewport: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `list-totals-dispatch-390-${language}`, { viewport: true });
  });
});
