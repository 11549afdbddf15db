import { writeFileSync } from 'node:fs';
import { xlsxCell, xlsxSheet } from '@fxbo/test-files';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser';
import { fill, text, type Language } from '../harness/catalog';
import { createClient } from '../harness/database';
import { typeDate, typedDate } from '../harness/dates';
import { randomDigits } from '../harness/documents';
import { createLinkedUser } from '../harness/payment-orders';
import { escapeRegExp, fieldName, shootAtTwoWidths, switchLanguage } from '../harness/screens';
import { useScreenTest } from '../harness/screen-test';

// The treasury reports against the real server. A client user holding the four treasury report permissions
// picks its client and a period on /bills-to-pay, reads a month's figures and the total, is told when the
// period is longer than a year (in the form, or opening such an address) or the client is missing, opens a
// day of /bills-to-pay-day (a Saturday, shown with the Monday it settles on), follows a bill's contract to its
// bills by day, reads exchange to hire by day in reais (a hired day at its contract's rate, a partial one),
// exports the XLSX (numbers, not text) and reads the page in English. Screenshots at 1,440 × 900 and 390 wide.

const session = useBrowser();
const tag = randomDigits(6);
const tr = (key: string, language: Language = 'pt-BR') => text(language, key, 'treasury');
const clientName = `Importadora Tesouraria ${tag} Ltda`;
const contractNumber = `CT-TES-${tag}`;
const PERIOD = { from: '2026-01-01', to: '2026-12-31' };

let clientId = '';
let contractId = '';

const screen = useScreenTest(session, 'treasury', async (db) => {
  const client = await createClient(db, clientName);
  clientId = client.id;
  const { rows } = await db.query<{ id: string }>(
    `insert into contracts (contract_number, contract_date, contract_type, client_id, currency, me_value, mn_value, rate)
     values ($1, '2026-02-20', 'import', $2, 'USD', 1000.00, 5000.00, 5.0) returning id::text`,
    [contractNumber, clientId],
  );
  contractId = rows[0]!.id;
  // Exports in euros, for exchange to hire: one day hired by a contract at 6.12345678, one without any rate.
  const { rows: exports } = await db.query<{ id: string }>(
    `insert into contracts (contract_number, contract_date, contract_type, client_id, currency, me_value, mn_value, rate)
     values ($1, '2025-12-20', 'export', $2, 'EUR', 45900.00, 281066.67, 6.12345678) returning id::text`,
    [`${contractNumber}-EXP`, clientId],
  );
  await db.query(
    `insert into treasury_bills (client_id, direction, category, due_date, currency, amount, mn_amount, contract_id,
       counterparty_name, status)
     values ($1, 'receive', 'export', '2026-01-02', 'EUR', 45900.00, null, $2, 'Cliente Europeu', 'open'),
            ($1, 'receive', 'export', '2026-01-06', 'EUR', 200.00, null, null, 'Cliente Europeu', 'open')`,
    [clientId, exports[0]!.id],
  );
  await db.query(
    `insert into treasury_bills (client_id, direction, category, due_date, currency, amount, mn_amount, contract_id,
       counterparty_name, description, status)
     values ($1, 'pay', 'import', '2026-03-07', 'USD', 1000.00, 5000.00, $2, 'Shenzhen Parts Co.', 'Parcela 1', 'open'),
            ($1, 'pay', 'financial', '2026-03-10', 'USD', 500.00, 2550.00, null, 'Banco Exterior', 'Juros', 'open'),
            ($1, 'pay', 'import', '2026-04-21', 'USD', 2000.00, null, null, 'Shenzhen Parts Co.', 'Parcela 2', 'open'),
            ($1, 'pay', 'import', '2026-03-12', 'USD', 9999.00, 50000.00, null, 'Cancelada', null, 'canceled'),
            ($1, 'receive', 'export', '2026-03-15', 'EUR', 3000.00, 17000.00, null, 'Cliente Europeu', null, 'open')`,
    [clientId, contractId],
  );
  const user = await createLinkedUser(db, `tesouraria${tag}`, {
    clientId,
    permissions: [
      'treasury.bills-to-pay',
      'treasury.bills-to-receive',
      'treasury.exchange-to-hire',
      'treasury.exchange-contracted',
    ],
    kind: 'client',
  });
  return user;
});

const search = (extra: Record<string, string> = {}) =>
  `?${new URLSearchParams({ clientId, client: clientName, ...PERIOD, ...extra }).toString()}`;

/** The cells of the row named `name` in the table of the block in `currency`. */
async function rowCells(currency: string, name: string, language: Language = 'pt-BR'): Promise<string[]> {
  const table = session.page.getByRole('table', { name: fill(tr('table.label', language), { currency }) });
  const header = session.page.locator('th').filter({ hasText: new RegExp(`^${escapeRegExp(name)}$`) });
  const row = table.getByRole('row').filter({ has: header });
  // Intl separates a currency's symbol with a no-break space.
  return (await row.locator('td').allInnerTexts()).map((t) => t.replace(/\u00a0/g, ' ').trim());
}

describe('treasury reports', () => {
  it('asks for the client, then shows a month’s figures and the total of each currency', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/bills-to-pay');
    await page.getByRole('heading', { level: 1, name: 'Contas a pagar' }).waitFor();
    await page.getByText(tr('chooseClient')).waitFor();
    // Without a client the form says so in the spec's words.
    await page.getByRole('button', { name: tr('filters.apply') }).click();
    await page.getByText('Selecione um cliente associado.').waitFor();

    await page.getByRole('combobox', { name: fieldName(tr('filters.client')) }).fill(tag);
    await page.getByRole('option', { name: new RegExp(escapeRegExp(clientName)) }).click();
    await typeDate(page, tr('filters.from'), typedDate(PERIOD.from));
    await typeDate(page, tr('filters.to'), typedDate(PERIOD.to));
    await page.getByRole('button', { name: tr('filters.apply') }).click();
    await page.waitForURL((url) => url.searchParams.get('clientId') === clientId);

    await page.getByRole('heading', { level: 2, name: fill(tr('block'), { currency: 'USD' }) }).waitFor();
    // March: 500.00 financial and 1,000.00 import; the canceled bill counts nowhere.
    expect(await rowCells('USD', 'mar. de 2026')).toEqual([
      'US$ 500,00',
      'US$ 1.000,00',
      'US$ 1.500,00',
      'R$ 7.550,00',
    ]);
    // A month without bills reads zero; April's bill has no reference rate: its reais are partial.
    expect(await rowCells('USD', 'jan. de 2026')).toEqual(['US$ 0,00', 'US$ 0,00', 'US$ 0,00', 'R$ 0,00']);
    expect((await rowCells('USD', 'abr. de 2026'))[3]).toBe(`R$ 0,00 (${tr('table.partial')})`);
    expect(await rowCells('USD', tr('table.total'))).toEqual([
      'US$ 500,00',
      'US$ 3.000,00',
      'US$ 3.500,00',
      `R$ 7.550,00 (${tr('table.partial')})`,
    ]);
    // Bills to receive are not bills to pay.
    expect(
      await page.getByRole('heading', { level: 2, name: fill(tr('block'), { currency: 'EUR' }) }).count(),
    ).toBe(0);
    await page.getByRole('img', { name: /^USD:/ }).waitFor();
    await shootAtTwoWidths(page, 'treasury-bills-to-pay', { width: 1440, height: 900 });
    expect(screen.missingKeys).toEqual([]);
  });

  it('refuses a period of more than one year with the spec’s message', async () => {
    const { page } = session;
    await page.goto(`/bills-to-pay${search()}`);
    await page.getByRole('heading', { level: 2, name: fill(tr('block'), { currency: 'USD' }) }).waitFor();
    await typeDate(page, tr('filters.to'), typedDate('2027-06-30'));
    await page.getByRole('button', { name: tr('filters.apply') }).click();
    await page.getByText('Selecione um período de no máximo um ano.').waitFor();
    // The address (and the report) did not change.
    expect(new URL(page.url()).searchParams.get('to')).toBe(PERIOD.to);
  });

  it.each([
    ['pt-BR', 'Selecione um período de no máximo um ano.', 'Campo inválido.'],
    ['en', 'Please select a period of one year maximum.', 'Invalid field.'],
  ] as const)(
    'opened from an address over a year, says so with the spec’s message (%s) and asks for nothing',
    async (language, message, generic) => {
      const { page } = session;
      if (language === 'en') await switchLanguage(page, 'pt-BR', 'en');
      const asked: string[] = [];
      const watch = (request: { url: () => string }) => {
        if (new URL(request.url()).pathname === '/api/treasury/exchange-day') asked.push(request.url());
      };
      page.on('request', watch);
      try {
        await page.goto(`/exchange-day${search({ from: '2025-01-01', to: '2026-06-30' })}`);
        await page.getByText(message).waitFor();
        expect(await page.getByText(generic).count()).toBe(0);
        expect(asked).toEqual([]);
        await shootAtTwoWidths(page, `treasury-period-too-long-${language}`, { width: 1440, height: 900 });
      } finally {
        page.off('request', watch);
        if (language === 'en') await switchLanguage(page, 'en', 'pt-BR');
      }
    },
  );

  it('values exchange to hire in reais: a hired day at its contract’s rate, partial where a bill has none', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/exchange-day${search()}`);
    const block = page.getByRole('region', { name: fill(tr('block'), { currency: 'EUR' }) });
    await block.waitFor();
    // Fully hired: 45,900.00 at the contract's 6.12345678.
    expect(await rowCells('EUR', '02/01/2026')).toEqual([
      tr('table.sameDay'),
      '€ 45.900,00',
      '€ 45.900,00',
      '€ 0,00',
      'R$ 281.066,67',
    ]);
    // To hire without a reference rate: partial; the total too (15 March is at its reference, 17,000.00).
    expect((await rowCells('EUR', '06/01/2026'))[4]).toBe(`R$ 0,00 (${tr('table.partial')})`);
    expect((await rowCells('EUR', '15/03/2026'))[4]).toBe('R$ 17.000,00');
    expect((await rowCells('EUR', tr('table.total')))[4]).toBe(`R$ 298.066,67 (${tr('table.partial')})`);
    // Under the table: how the reais are valued, and what partial means.
    await block.getByText(tr('table.reaisHiring')).waitFor();
    await block.getByText(tr('table.partialHint')).waitFor();
    await shootAtTwoWidths(page, 'treasury-exchange-day', { width: 1440, height: 900 });
    // The printed report, kept beside the screenshots to be looked at.
    const href = await page.getByRole('link', { name: tr('export.pdf') }).getAttribute('href');
    const pdf = await page.request.get(new URL(href ?? '', page.url()).toString());
    expect(pdf.status()).toBe(200);
    writeFileSync(new URL('../artifacts/treasury-exchange-day.pdf', import.meta.url), await pdf.body());
    expect(screen.missingKeys).toEqual([]);
  });

  it('opens a day, shows when a Saturday settles, and follows a bill to its contract’s bills', async () => {
    const { page } = session;
    await page.goto(`/bills-to-pay-day${search()}`);
    await page.getByRole('heading', { level: 1, name: 'Contas a pagar por dia' }).waitFor();
    // A report: only the toolbar, no navigation menu.
    expect(await page.getByRole('navigation', { name: /menu/i }).count()).toBe(0);
    // 2026-03-07 is a Saturday: it settles on Monday the 9th. 2026-04-21 (Tiradentes) on the 22nd.
    expect((await rowCells('USD', '07/03/2026'))[0]).toBe('09/03/2026');
    expect((await rowCells('USD', '21/04/2026'))[0]).toBe('22/04/2026');
    expect((await rowCells('USD', '10/03/2026'))[0]).toBe(tr('table.sameDay'));

    await page.getByRole('button', { name: fill(tr('table.openDay'), { day: '07/03/2026' }) }).click();
    const dialog = page.getByRole('dialog', {
      name: fill(tr('bills.title'), { day: '07/03/2026', currency: 'USD' }),
    });
    await dialog.getByText('Shenzhen Parts Co.').waitFor();
    // Shot once the dialog has faded in.
    await expect
      .poll(() => dialog.evaluate((el) => getComputedStyle(el.closest('.MuiDialog-container') ?? el).opacity))
      .toBe('1');
    await shootAtTwoWidths(page, 'treasury-day-bills', { width: 1440, height: 900 });
    await dialog.getByRole('link', { name: contractNumber, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/bills-to-pay-day/${contractId}`);
    await page
      .getByText(
        fill(tr('summaryContract'), {
          client: clientName,
          contract: contractNumber,
          from: '01/01/2026',
          to: '31/12/2026',
        }),
      )
      .waitFor();
    // Only the contract's bill.
    const table = page.getByRole('table', { name: fill(tr('table.label'), { currency: 'USD' }) });
    expect(await table.locator('tbody > tr').count()).toBe(2); // its day and the total
  });

  it('exports the XLSX with numbers and a total row', async () => {
    const { page } = session;
    await page.goto(`/bills-to-pay${search()}`);
    const href = await page.getByRole('link', { name: tr('export.xlsx') }).getAttribute('href');
    const res = await page.request.get(new URL(href ?? '', page.url()).toString());
    expect(res.status()).toBe(200);
    const sheet = await xlsxSheet(await res.body());
    // Every month of the period has its row (January is row 2): March is row 4, the total row 14.
    expect(xlsxCell(sheet, 'A2')).toBe('USD');
    // Amounts are numeric cells: ExcelJS reads 1500.00 as the number 1500.
    expect(xlsxCell(sheet, 'E2')).toBe('0');
    expect(xlsxCell(sheet, 'E4')).toBe('1500');
    expect(sheet.getCell('E4').value).toBe(1500);
    expect(xlsxCell(sheet, 'B14')).toBe('Total');
    expect(xlsxCell(sheet, 'E14')).toBe('3500');
  });

  it('reads in English', async () => {
    const { page } = session;
    await page.goto(`/bills-to-pay${search()}`);
    await page.getByRole('heading', { level: 2, name: fill(tr('block'), { currency: 'USD' }) }).waitFor();
    await switchLanguage(page, 'pt-BR', 'en');
    await page.getByRole('heading', { level: 1, name: 'Bills to pay' }).waitFor();
    expect(await rowCells('USD', 'Mar 2026', 'en')).toEqual([
      'USD 500.00',
      'USD 1,000.00',
      'USD 1,500.00',
      'BRL 7,550.00',
    ]);
    await switchLanguage(page, 'en', 'pt-BR');
  });
});
