import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { fill, text, type Language } from '../harness/catalog';
import { typeDate, typedDate } from '../harness/dates';
import { openFilters } from '../harness/filters';
import { maskCpf, randomDigits } from '../harness/documents';
import { describeViolations, seriousViolations } from '../harness/shell';
import { seedRemittances, type Seeded } from '../harness/remittances';
import { useScreenTest } from '../harness/screen-test';
import { createUser } from '../harness/users';

// /remittance and /remittance-detail against the real server: remittances of a fresh client seeded in the
// database; filters, sort and pages in the address, the detail,
// the CSV export, the empty grid, in Portuguese and English. The detail's actions: remittance-actions.test.ts.

const session = useBrowser();
const r = (key: string, language: Language = 'pt-BR') => text(language, key, 'remittances');
const common = (key: string) => text('pt-BR', key);
const components = (key: string, language: Language = 'pt-BR') => text(language, key, 'components');
const exact = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\s*\\*)?$`);

let shipperId: string;
let rows: Seeded[] = [];
const tag = randomDigits(6);

const screen = useScreenTest(session, 'remittances', async (db) => {
  ({ shipperId, rows } = await seedRemittances(db, tag));
  // The shipper's USD ledger: 5,000.00 in, 1,001.50 out, 200.00 in (outstanding 4,198.50).
  let running = 0;
  for (const [date, type, value] of [
    ['2026-03-01', 'credit', '5000.00'],
    ['2026-03-02', 'debit', '-1001.50'],
    ['2026-03-05', 'credit', '200.00'],
  ] as const) {
    running += Number(value);
    await screen.db.query(
      `insert into shipper_extract_entries (shipper_id, release_date, release_type, currency, me_value,
         me_open_balance, description) values ($1, $2, $3, 'USD', $4, $5, $6)`,
      [shipperId, date, type, value, running.toFixed(2), `Lançamento ${date}`],
    );
  }
  await screen.db.query(
    `insert into shipper_balances (shipper_id, currency, outstanding_balance, locked_balance, pending_wire,
       reference_rate, updated_at) values ($1, 'USD', '0', '0', '0', '5.10000000', now())`,
    [shipperId],
  );
  return createUser(`remessas${tag}`, { admin: true });
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
    const { rows: volume } = await screen.db.query<{ id: string }>(
      `insert into shippers (client_id, name, code, country)
       select client_id, $2, $3, 'US' from shippers where id = $1 returning id::text`,
      [shipperId, `Volume ${tag}`, `V${tag}`],
    );
    const volumeId = volume[0]!.id;
    await screen.db.query(
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
    expect(screen.missingKeys).toEqual([]);
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
