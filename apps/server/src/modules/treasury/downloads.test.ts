import { formatMoney, formatRate } from '@fxbo/domain';
import {
  pdfPageCount,
  pdfText,
  xlsxCell,
  xlsxRows,
  xlsxSheet,
  type XlsxSheet,
  xlsxTypedRows,
} from '@fxbo/test-files';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffWith, suiteAgents } from '../../../test/agents.js';
import { createClient, type ClientFixture } from '../../../test/fixtures/clients.js';
import { createBill, createTreasuryContract } from '../../../test/fixtures/treasury.js';
import { suiteApp } from '../../../test/suite.js';

/*
 * A report's XLSX holds real numbers (numeric cells, not text) with a total row per currency, and its PDF
 * prints the same figures with the client, the period and the page number, in the reader's language.
 */

/** A numeric cell's value as ExcelJS reads it, or a failure naming what the cell holds instead. */
function numericCell(sheet: XlsxSheet, ref: string): string {
  expect(typeof sheet.getCell(ref).value, `${ref}: ${xlsxCell(sheet, ref)}`).toBe('number');
  return xlsxCell(sheet, ref) ?? '';
}

describe('treasury report downloads: XLSX and PDF', () => {
  const t = suiteApp();
  const { staff } = suiteAgents(t, {
    staff: staffWith('treasury.bills-to-pay', 'treasury.exchange-contracted'),
  });
  let a: ClientFixture;

  beforeAll(async () => {
    const db = t.database.db;
    a = await createClient(db, 'Açúcar & Café Łódź Ltda');
    const bill = (values: Omit<Parameters<typeof createBill>[1], 'client_id'>) =>
      createBill(db, { client_id: a.id, ...values });
    await bill({ due_date: '2026-03-05', currency: 'EUR', amount: '10.00', mn_amount: '60.00' });
    await bill({ due_date: '2026-03-10', amount: '1234.56', mn_amount: '6172.80' });
    await bill({ due_date: '2026-04-02', amount: '100.00', category: 'financial' });
    // A Saturday: the day report writes the Monday it settles on.
    await bill({ due_date: '2026-04-18', amount: '5.00', mn_amount: '25.00' });
    await bill({ due_date: '2026-04-20', amount: '777.00', status: 'canceled' });
    await createTreasuryContract(db, {
      client_id: a.id,
      contract_date: '2026-03-02',
      me_value: '1000.00',
      mn_value: '5100.00',
      rate: '5.10000000',
    });
  });

  const get = (path: string, lang = 'pt-BR') =>
    t.app.inject({
      method: 'GET',
      url: `/api/treasury/${path}`,
      headers: { ...staff.headers, 'accept-language': lang },
    });
  /** March and April: the month reports write every month of the period, empty ones too. */
  const period = () => `clientId=${a.id}&from=2026-03-01&to=2026-04-30`;
  const sheetOf = async (path: string, lang?: string) => {
    const res = await get(path, lang);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    return await xlsxSheet(res.rawPayload);
  };

  it('writes the XLSX with numeric cells, one block per currency, each closed by its total row', async () => {
    const sheet = await sheetOf(`bills-to-pay/export.xlsx?${period()}`);
    // The month is a date cell (its first day) shown as the month (issue 25: it was text), as ExcelJS reads it.
    const month = (iso: string) => ({
      value: new Date(`${iso}T00:00:00Z`),
      type: 'Date',
      numFmt: '[$-416]mmm/yyyy',
    });
    const text = (value: string) => ({ value, type: 'String', numFmt: undefined });
    const read = (await xlsxTypedRows((await get(`bills-to-pay/export.xlsx?${period()}`)).rawPayload)).map(
      (r) => r.slice(0, 2),
    );
    expect(read).toEqual([
      [text('Moeda'), text('Mês')],
      [text('EUR'), month('2026-03-01')],
      [text('EUR'), month('2026-04-01')],
      [text('EUR'), text('Total')],
      [text('USD'), month('2026-03-01')],
      [text('USD'), month('2026-04-01')],
      [text('USD'), text('Total')],
    ]);
    expect(xlsxCell(sheet, 'A8')).toBeUndefined();
    expect(['C1', 'D1', 'E1', 'F1'].map((ref) => xlsxCell(sheet, ref))).toEqual([
      'Financeiro',
      'Importação',
      'Total',
      'Em reais',
    ]);
    // USD total row: financial 100, import 1234.56 + 5 (the canceled 777 left out), in reais 6172.80 + 25.
    expect(['C7', 'D7', 'E7', 'F7'].map((ref) => Number(numericCell(sheet, ref)))).toEqual([
      100, 1239.56, 1339.56, 6197.8,
    ]);
    expect(Number(numericCell(sheet, 'E5'))).toBe(1234.56);
    // An empty month is zeros, as numbers too.
    expect(['C3', 'D3', 'E3'].map((ref) => Number(numericCell(sheet, ref)))).toEqual([0, 0, 0]);
  });

  it('writes counts and rates as numbers, and the settlement day of a weekend day', async () => {
    const contracted = await sheetOf(`exchange-contracted/export.xlsx?${period()}`, 'en');
    expect(xlsxCell(contracted, 'G1')).toBe('Contracts');
    expect(xlsxCell(contracted, 'H1')).toBe('Average rate');
    expect(numericCell(contracted, 'G2')).toBe('1');
    expect(Number(numericCell(contracted, 'H2'))).toBe(5.1);
    // An English reader's month: English month names whatever the spreadsheet's locale.
    const english = await xlsxTypedRows(
      (await get(`exchange-contracted/export.xlsx?${period()}`, 'en')).rawPayload,
    );
    expect(english[2]?.[1]).toEqual({
      value: new Date('2026-04-01T00:00:00Z'),
      type: 'Date',
      numFmt: '[$-409]mmm yyyy',
    });
    expect(xlsxCell(contracted, 'B4')).toBe('Total');
    expect(numericCell(contracted, 'G4')).toBe('1');

    // The screen's language, asked for in the address, wins over the browser's (the XLSX was in Portuguese).
    const asked = await sheetOf(`exchange-contracted/export.xlsx?${period()}&lang=en`, 'pt-BR');
    expect(xlsxCell(asked, 'G1')).toBe('Contracts');
    const portuguese = await sheetOf(`exchange-contracted/export.xlsx?${period()}&lang=pt-BR`, 'en');
    expect(xlsxCell(portuguese, 'G1')).toBe('Contratos');

    const byDay = await sheetOf(`bills-to-pay-day/export.xlsx?${period()}&currency=USD`);
    expect(xlsxCell(byDay, 'C1')).toBe('Liquida em');
    expect(Number(numericCell(byDay, 'F4'))).toBe(5);
    // The day and the settlement day are date cells (issue 24: they were text), as ExcelJS reads them.
    const res = await get(`bills-to-pay-day/export.xlsx?${period()}&currency=USD`);
    const days = (await xlsxRows(res.rawPayload)).slice(1).map((r) => [r[1], r[2] ?? null]);
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    // A settlement day settles on itself ("No próprio dia" on screen); a Saturday on the next business day.
    expect(days).toEqual([
      [day('2026-03-10'), day('2026-03-10')],
      [day('2026-04-02'), day('2026-04-02')],
      [day('2026-04-18'), day('2026-04-20')],
      ['Total', null],
    ]);
    // In the reader's order (it was Excel's built-in short date, the spreadsheet's locale whatever the download).
    const typed = await xlsxTypedRows(res.rawPayload);
    expect(typed[1]?.[1]).toMatchObject({ type: 'Date', numFmt: 'dd/mm/yyyy' });
    const en = await xlsxTypedRows(
      (await get(`bills-to-pay-day/export.xlsx?${period()}&currency=USD`, 'en')).rawPayload,
    );
    expect(en[1]?.[1]).toMatchObject({ type: 'Date', numFmt: 'mm/dd/yyyy' });
  });

  it.each([
    ['pt-BR', 'Contas a pagar', 'Página 1 de 1', '01/03/2026 a 30/04/2026'],
    ['en', 'Bills to pay', 'Page 1 of 1', '03/01/2026 to 04/30/2026'],
  ])(
    'prints the PDF in %s with the client, the period, the totals and the page number',
    async (lang, title, page, dates) => {
      const res = await get(`bills-to-pay/pdf?${period()}`, lang);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(pdfPageCount(res.rawPayload)).toBe(1);
      const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
      const locale = lang === 'en' ? 'en' : 'pt-BR';
      for (const expected of [
        title,
        'Açúcar & Café Łódź Ltda',
        dates,
        formatMoney('1339.56', 'USD', locale),
        formatMoney('10.00', 'EUR', locale),
        formatMoney('6197.80', 'BRL', locale),
        page,
      ])
        expect(text).toContain(expected.replace(/\s+/g, ' '));
    },
  );

  it('prints the average rate with its 8 places, and the language asked for over the reader’s', async () => {
    const res = await get(`exchange-contracted/pdf?${period()}&lang=en`, 'pt-BR');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Contracted exchange');
    expect(text).toContain(formatRate('5.10000000', 'en'));
    expect(text).toContain(formatMoney('1000.00', 'USD', 'en').replace(/\s+/g, ' '));
  });
});
