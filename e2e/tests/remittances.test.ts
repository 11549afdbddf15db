import { readFile } from 'node:fs/promises';
import { FIELD_MESSAGES } from '@fxbo/domain';
import { pdfText } from '@fxbo/test-files';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { fill, text, type Language } from '../harness/catalog';
import { connectDatabase, createClient, createShipper } from '../harness/database';
import { typeDate, typedDate } from '../harness/dates';
import { openFilters } from '../harness/filters';
import { maskCpf, newCpf, randomDigits } from '../harness/documents';
import { describeViolations, seriousViolations, watchMissingKeys } from '../harness/shell';
import { signIn } from '../harness/signin';
import { createUser, type TestUser } from '../harness/users';

// /remittance and /remittance-detail against the real server: remittances of a fresh client seeded in the
// database; filters, sort and pages in the address, the detail, a cancel with its reason in the history,
// the CSV export, the empty grid, in Portuguese and English.

const session = useBrowser();
// The domain's text of the required cancel reason (packages/domain FIELD_MESSAGES.cancel_reason_required).
const CANCEL_REASON_REQUIRED = /motivo do cancelamento/i;
const r = (key: string, language: Language = 'pt-BR') => text(language, key, 'remittances');
const common = (key: string) => text('pt-BR', key);
const components = (key: string, language: Language = 'pt-BR') => text(language, key, 'components');
const exact = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\s*\\*)?$`);

interface Seeded {
  id: string;
  reference: string;
  taxId: string;
  name: string;
}

let db: pg.Client;
let admin: TestUser;
let shipperId: string;
const rows: Seeded[] = [];
let missingKeys: string[] = [];
const tag = randomDigits(6);

/** A valid pending remittance (the server's fixtures, apps/server/test/fixtures/remittances.ts). */
async function seedRemittance(clientId: string, n: number, day: string): Promise<Seeded> {
  const taxId = newCpf();
  const reference = `E2E-${tag}-${String(n).padStart(2, '0')}`;
  const name = `Beneficiária ${tag} ${n} Souza`;
  const { rows: inserted } = await db.query<{ id: string }>(
    `insert into remittances (client_id, shipper_id, reference, origin, remittance_type_description,
       include_date, payment_date, status, currency, me_value, vet_rate, sender_name, sender_country,
       sender_person_type, beneficiary_name, beneficiary_tax_id, beneficiary_birth_date, beneficiary_phone,
       beneficiary_email, beneficiary_country, payment_type, bank_code, bank_ispb, agency, agency_check_digit,
       account, account_check_digit, account_type, message)
     values ($1, $2, $3, 'API', 'Manutenção de residente', $4::date + time '15:00', $4::date, 'pending', 'USD',
       $5, '5.23456789', 'John Smith', 'US', 'PF', $6, $7, '1985-04-12', '+5511987654321',
       'beneficiaria@example.com', 'BR', 'credit_account', '341', '60701190', '1234', '5', '123456', '7',
       'checking', 'Ajuda de custo')
     returning id::text`,
    [clientId, shipperId, reference, day, `${1000 + n}.50`, name, taxId],
  );
  return { id: inserted[0]!.id, reference, taxId, name };
}

beforeAll(async () => {
  db = await connectDatabase();
  const clientId = (await createClient(db, `Remessas ${tag} Ltda`)).id;
  shipperId = await createShipper(db, clientId, {
    name: `Remessadora ${tag}`,
    code: `E${tag}`,
    country: 'US',
  });
  // Twelve remittances, one a day from 2026-03-01.
  for (let n = 1; n <= 12; n++)
    rows.push(await seedRemittance(clientId, n, `2026-03-${String(n).padStart(2, '0')}`));
  // The shipper's USD ledger: 5,000.00 in, 1,001.50 out, 200.00 in (outstanding 4,198.50).
  let running = 0;
  for (const [date, type, value] of [
    ['2026-03-01', 'credit', '5000.00'],
    ['2026-03-02', 'debit', '-1001.50'],
    ['2026-03-05', 'credit', '200.00'],
  ] as const) {
    running += Number(value);
    await db.query(
      `insert into shipper_extract_entries (shipper_id, release_date, release_type, currency, me_value,
         me_open_balance, description) values ($1, $2, $3, 'USD', $4, $5, $6)`,
      [shipperId, date, type, value, running.toFixed(2), `Lançamento ${date}`],
    );
  }
  await db.query(
    `insert into shipper_balances (shipper_id, currency, outstanding_balance, locked_balance, pending_wire,
       reference_rate, updated_at) values ($1, 'USD', '0', '0', '0', '5.10000000', now())`,
    [shipperId],
  );
  admin = await createUser(`remessas${tag}`, { admin: true });
  missingKeys = watchMissingKeys(session.page);
  await signIn(session.page, admin);
}, 120_000);

afterEach(async (ctx) => {
  if (ctx.task.result?.state !== 'fail') return;
  await screenshot(session.page, `remittances-failed-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}`);
});

afterAll(async () => {
  await db?.end();
});

const byShipper = () => `/remittance?shipperId=${shipperId}`;
const table = (language: Language = 'pt-BR') =>
  session.page.getByRole('table', { name: r('list.title', language) });
const dataRows = () => table().locator('tbody tr');

describe('remittances', () => {
  it('filters by CPF from the filter form and keeps it in the address', async () => {
    const { page } = session;
    await page.goto('/remittance');
    await page.getByRole('heading', { level: 1, name: r('list.title') }).waitFor();
    const target = rows[4]!;
    await page.getByLabel(exact(r('fields.taxId'))).fill(maskCpf(target.taxId));
    await page.getByRole('button', { name: components('filters.search'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('taxId') === maskCpf(target.taxId));
    await expect.poll(() => dataRows().count()).toBe(1);
    await table().getByText(target.reference).waitFor();
  });

  it('filters by payment period, with the date-to rule checked before searching', async () => {
    const { page } = session;
    await page.goto(byShipper());
    await openFilters(page);
    await typeDate(page, exact(r('fields.paymentDateFrom')), typedDate('2026-03-05'));
    await typeDate(page, exact(r('fields.paymentDateTo')), typedDate('2026-03-01'));
    await page.getByRole('button', { name: components('filters.search'), exact: true }).click();
    await page.getByText(r('validation.date_range_invalid')).waitFor();
    await typeDate(page, exact(r('fields.paymentDateTo')), typedDate('2026-03-07'));
    await page.getByRole('button', { name: components('filters.search'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('paymentDateTo') === '2026-03-07');
    await expect.poll(() => dataRows().count()).toBe(3);
  });

  it('names the remittant of a link that carries its id alone, in the chip and in the picker', async () => {
    const { page } = session;
    await page.goto(byShipper());
    await page.getByRole('button', { name: `${r('fields.shipper')}: Remessadora ${tag}` }).waitFor();
    await openFilters(page);
    const picker = page.getByRole('combobox', { name: r('fields.shipper') });
    await expect.poll(() => picker.inputValue()).toBe(`Remessadora ${tag}`);
  });

  it('sorts by reference and pages through the result', async () => {
    const { page } = session;
    await page.goto(`${byShipper()}&sort=reference:asc&pageSize=10`);
    await expect.poll(() => dataRows().count()).toBe(10);
    await expect.poll(() => dataRows().first().textContent()).toContain(rows[0]!.reference);
    // Turned in the app, rows are rewritten in place: the first row's menu must now act on page 2's first row.
    await page.getByRole('button', { name: components('table.page.next'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => dataRows().count()).toBe(2);
    const menuOf = (reference: string) => fill(r('actions.menu'), { reference });
    await dataRows()
      .first()
      .getByRole('button', { name: menuOf(rows[10]!.reference), exact: true })
      .click();
    await page.getByRole('menuitem', { name: r('actions.detail') }).click();
    await page.waitForURL(`**/remittance-detail/${rows[10]!.id}`);
    await page.goto(`${byShipper()}&sort=reference:desc&pageSize=10&page=2`);
    await expect.poll(() => dataRows().count()).toBe(2);
    await expect.poll(() => dataRows().last().textContent()).toContain(rows[0]!.reference);
  });

  it('shows the spec message when nothing matches', async () => {
    const { page } = session;
    await page.goto(`/remittance?reference=NOPE-${tag}`);
    await page.getByText(components('empty.noResults')).waitFor();
  });

  it('opens a detail and cancels with a reason that shows in the history', async () => {
    const { page } = session;
    const target = rows[7]!;
    await page.goto(`/remittance?reference=${target.reference}`);
    await table().getByRole('link', { name: target.id, exact: true }).click();
    await page.waitForURL(`**/remittance-detail/${target.id}`);
    await page
      .getByRole('heading', { level: 1, name: fill(r('detail.title'), { reference: target.reference }) })
      .waitFor();
    await page.getByRole('heading', { level: 2, name: r('detail.history') }).waitFor();
    await page.getByRole('button', { name: r('actions.cancel'), exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: r('cancel.confirm') }).click();
    // The reason is required: the dialog stays open and says so.
    await dialog.getByText(CANCEL_REASON_REQUIRED).waitFor();
    const reason = `Pedido do remetente ${tag}`;
    await dialog.getByLabel(exact(r('cancel.reason'))).fill(reason);
    await dialog.getByRole('button', { name: r('cancel.confirm') }).click();
    await dialog.waitFor({ state: 'hidden' });
    const history = page.getByRole('table', { name: r('detail.historyLabel') });
    await history.getByText(reason).waitFor();
    await page.getByText(r('status.canceled'), { exact: true }).first().waitFor();
  });

  it('opens the receipt PDF from the detail, in the reader’s language', async () => {
    const { page } = session;
    const target = rows[0]!;
    await page.goto(`/remittance-detail/${target.id}`);
    const link = page.getByRole('link', { name: r('actions.pdf') });
    expect(await link.getAttribute('target')).toBe('_blank');
    const href = await link.getAttribute('href');
    expect(href).toContain('lang=pt-BR');
    // The browser's own session cookie fetches it, as the new tab would.
    const res = await page.request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    const pdf = pdfText(await res.body());
    expect(pdf).toContain(target.reference);
    expect(pdf).toContain(target.name);
    expect(pdf).toContain('HISTÓRICO DE PAGAMENTO');
  });

  it('corrects the beneficiary payment data with the spec 5 messages', async () => {
    const { page } = session;
    const target = rows[9]!;
    await page.goto(`/remittance-detail/${target.id}`);
    await page.getByRole('button', { name: r('actions.editBeneficiary') }).click();
    const dialog = page.getByRole('dialog', { name: r('beneficiaryForm.title') });
    const email = dialog.getByLabel(exact(r('detail.email')));
    await email.fill('nova@');
    await dialog.getByRole('button', { name: r('beneficiaryForm.save') }).click();
    await dialog.getByText('Email inválido.').waitFor();
    await email.fill(`nova.${tag}@example.com`);
    await dialog.getByRole('button', { name: r('beneficiaryForm.save') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(`nova.${tag}@example.com`).waitFor();
    const history = page.getByRole('table', { name: r('detail.historyLabel') });
    await history.getByText('Dados de pagamento alterados').waitFor();
  });

  it("shows the server's refusal under its field: bank 999 is no bank (issue 24)", async () => {
    const { page } = session;
    await page.goto(`/remittance-detail/${rows[8]!.id}`);
    await page.getByRole('button', { name: r('actions.editBeneficiary') }).click();
    const dialog = page.getByRole('dialog', { name: r('beneficiaryForm.title') });
    // A Brazilian agency has 4 digits: "12" is refused before anything is sent.
    const agency = dialog.getByLabel(exact(r('detail.agency')));
    await agency.fill('12');
    await dialog.getByRole('button', { name: r('beneficiaryForm.save') }).click();
    await dialog
      .locator('#beneficiary-agency-helper-text', { hasText: FIELD_MESSAGES.invalid_agency['pt-BR'] })
      .waitFor();
    await agency.fill('0012');
    // Three digits pass the form's own check; only the server knows the banks.
    await dialog.getByLabel(exact(r('beneficiaryForm.bankCode'))).fill('999');
    await dialog.getByRole('button', { name: r('beneficiaryForm.save') }).click();
    await dialog.locator('#beneficiary-bankCode-helper-text', { hasText: 'Banco inválido.' }).waitFor();
    await expect
      .poll(() => dialog.getByLabel(exact(r('beneficiaryForm.bankCode'))).getAttribute('aria-invalid'))
      .toBe('true');
    // Said under the field, not again in the dialog's alert.
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'beneficiary-bank-refused-pt-BR');
    await dialog.getByRole('button', { name: components('dialog.cancel') }).click();
  });

  it('picks the bank by name from the banks table (issue 24)', async () => {
    const { page } = session;
    await db.query(
      `insert into banks (compe_code, ispb, name, short_name) values ('977', '97700977', $1, $1)
       on conflict do nothing`,
      [`Banco Seletor ${tag}`],
    );
    await page.goto(`/remittance-detail/${rows[5]!.id}`);
    await page.getByRole('button', { name: r('actions.editBeneficiary') }).click();
    const dialog = page.getByRole('dialog', { name: r('beneficiaryForm.title') });
    const bank = dialog.getByRole('combobox', { name: exact(r('beneficiaryForm.bankCode')) });
    // The bank of the remittance shows with its name.
    expect(await bank.inputValue()).toBe('341 — Itaú');
    await bank.fill(`seletor ${tag}`);
    await page.getByRole('option', { name: new RegExp(`^977 — Banco Seletor ${tag}`) }).click();
    expect(await bank.inputValue()).toBe(`977 — Banco Seletor ${tag}`);
    await screenshot(page, 'beneficiary-bank-picked-pt-BR');
    await dialog.getByRole('button', { name: r('beneficiaryForm.save') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(`977 - Banco Seletor ${tag}`).waitFor();
  });

  it('downloads the filtered result as CSV', async () => {
    const { page } = session;
    await page.goto(`${byShipper()}&paymentDateFrom=2026-03-01&paymentDateTo=2026-03-02`);
    await expect.poll(() => dataRows().count()).toBe(2);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: components('downloads.csv') }).click();
    await page.getByText(components('downloads.started')).waitFor();
    const file = await (await download).path();
    const csv = await readFile(file, 'utf8');
    expect(csv).toContain(rows[0]!.reference);
    expect(csv).toContain(rows[1]!.reference);
    expect(csv).not.toContain(rows[2]!.reference);
  });

  it('shows a remittant balance and its extract by period', async () => {
    const { page } = session;
    const b = (key: string) => text('pt-BR', key, 'balance');
    await page.goto('/balance');
    await page.getByText(b('chooseShipper')).waitFor();
    await page.getByRole('combobox', { name: b('shipper') }).fill(`Remessadora ${tag}`);
    await page.getByRole('option', { name: new RegExp(`Remessadora ${tag}`) }).click();
    await page.waitForURL((url) => url.searchParams.get('shipperId') === shipperId);
    const figures = page.getByRole('definition');
    await figures.getByText('US$ 4.198,50').waitFor();
    await figures.getByText('5,10000000').waitFor();
    const extract = page.getByRole('table', { name: b('extract.tableLabel') });
    await expect.poll(() => extract.locator('tbody tr').count()).toBe(3);
    await typeDate(page, exact(b('extract.from')), typedDate('2026-03-01'));
    await typeDate(page, exact(b('extract.to')), typedDate('2026-03-02'));
    await page.getByRole('button', { name: components('filters.search'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('to') === '2026-03-02');
    await expect.poll(() => extract.locator('tbody tr').count()).toBe(2);
    const csv = await page
      .getByRole('link', { name: components('downloads.csv'), exact: true })
      .getAttribute('href');
    expect(csv).toContain(`/api/balance/${shipperId}/extract.csv?from=2026-03-01&to=2026-03-02&currency=USD`);
    const xlsx = await page
      .getByRole('link', { name: components('downloads.xlsx'), exact: true })
      .getAttribute('href');
    expect(xlsx).toContain(
      `/api/balance/${shipperId}/extract.xlsx?from=2026-03-01&to=2026-03-02&currency=USD`,
    );
    // Looked at as pictures; on a phone the page keeps to the screen's width.
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'balance-extract-1440', { viewport: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await screenshot(page, 'balance-extract-390');
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  it('shows 100 rows a page, from a script of its own that other screens never load', async () => {
    const { page } = session;
    // A second remittant with 105 remittances.
    const { rows: volume } = await db.query<{ id: string }>(
      `insert into shippers (client_id, name, code, country)
       select client_id, $2, $3, 'US' from shippers where id = $1 returning id::text`,
      [shipperId, `Volume ${tag}`, `V${tag}`],
    );
    const volumeId = volume[0]!.id;
    await db.query(
      `insert into remittances (client_id, shipper_id, reference, origin, remittance_type_description,
         include_date, payment_date, status, currency, me_value, vet_rate, sender_name, sender_country,
         sender_person_type, beneficiary_name, beneficiary_tax_id, payment_type, pix_key_type, pix_key)
       select s.client_id, s.id, 'VOL-' || $2 || '-' || g, 'API', 'Manutenção de residente',
         timestamptz '2026-04-01 12:00-03' + g * interval '1 hour', date '2026-04-10', 'pending', 'USD',
         100 + g, '5.20000000', 'John Smith', 'US', 'PF', 'Volume ' || g, $3, 'pix', 'cpf', $4
       from shippers s, generate_series(1, 105) g where s.id = $1`,
      [volumeId, tag, rows[0]!.taxId, rows[0]!.taxId],
    );
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    const listChunk = /\/RemittanceListPage-[\w-]+\.js$/;
    await page.goto('/home');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(scripts.filter((p) => listChunk.test(p))).toEqual([]);

    await page.goto(`/remittance?shipperId=${volumeId}&pageSize=100`);
    // The rows come well after the load event page.goto waits for (the screen and its data load lazily):
    // poll up to the harness's 10 s, not expect.poll's 1 s.
    await expect.poll(() => dataRows().count(), { timeout: 10_000 }).toBe(100);
    await table()
      .getByText('VOL-' + tag + '-105', { exact: true })
      .waitFor();
    expect(scripts.filter((p) => listChunk.test(p)).length).toBeGreaterThan(0);
    // The next page holds the other five.
    await page.goto(`/remittance?shipperId=${volumeId}&pageSize=100&page=2`);
    await expect.poll(() => dataRows().count(), { timeout: 10_000 }).toBe(5);
  });

  it('has no serious accessibility violation on the list, the detail and the balance', async () => {
    const { page } = session;
    for (const [path, heading] of [
      [byShipper(), r('list.title')],
      [`/remittance-detail?id=${rows[0]!.id}`, fill(r('detail.title'), { reference: rows[0]!.reference })],
      [`/balance?shipperId=${shipperId}`, text('pt-BR', 'title', 'balance')],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      const violations = await seriousViolations(page);
      expect(violations, `${path}\n${describeViolations(violations)}`).toEqual([]);
    }
    expect(missingKeys).toEqual([]);
  });

  it('speaks English too', async () => {
    const { page } = session;
    await page.goto(byShipper());
    await page.getByRole('button', { name: new RegExp(`^${common('language.label')}`) }).click();
    await page.getByRole('menuitem', { name: common('language.en') }).click();
    await page.locator('html[lang="en"]').waitFor();
    await page.getByRole('heading', { level: 1, name: r('list.title', 'en') }).waitFor();
    await table('en')
      .getByRole('columnheader', { name: r('fields.paymentDate', 'en') })
      .waitFor();
    // Money as the spec writes it in English.
    await table('en')
      .getByText(/^USD 1,00\d\.50$/)
      .first()
      .waitFor();
    await page.goto(`/remittance?reference=NOPE-${tag}`);
    await page.getByText(components('empty.noResults', 'en')).waitFor();
    // Back to Portuguese for whoever uses this account next.
    await page.getByRole('button', { name: new RegExp(`^${text('en', 'language.label')}`) }).click();
    await page.getByRole('menuitem', { name: text('en', 'language.pt-BR') }).click();
    await page.locator('html[lang="pt-BR"]').waitFor();
  });
});
