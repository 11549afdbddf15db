import { formatMoney, type TreasuryReportAnswer } from '@fxbo/domain';
import { popplerPdfText, xlsxRows } from '@fxbo/test-files';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffWith, suiteAgents } from '../../../test/agents.js';
import { createClient, type ClientFixture } from '../../../test/fixtures/clients.js';
import { createBill, createTreasuryContract } from '../../../test/fixtures/treasury.js';
import { apiGet } from '../../../test/requests.js';
import { suiteApp } from '../../../test/suite.js';

/*
 * Exchange to hire by day and by operation, in reais: what is hired at its contract's rate, what is still to
 * hire at the bill's reference, each bill rounded to the cent; a row is partial where a bill has no rate (no
 * reference yet, or a contract in another currency or of another client). The same figures and flags on the
 * API, in the XLSX (read by ExcelJS) and in the PDF (read by pdftotext), in both languages.
 */

describe('exchange to hire in reais: contracts’ rates for what is hired, bills’ references for the rest', () => {
  const t = suiteApp();
  const { staff } = suiteAgents(t, {
    staff: staffWith('treasury.exchange-to-hire'),
  });
  const get = apiGet(t);
  let a: ClientFixture;

  beforeAll(async () => {
    const db = t.database.db;
    a = await createClient(db, 'Freitas & Xavier Comércio Exterior Ltda');
    const b = await createClient(db, 'Outra Importadora Ltda');
    const eur = await createTreasuryContract(db, {
      client_id: a.id,
      currency: 'EUR',
      me_value: '46900.00',
      mn_value: '287190.12',
      rate: '6.12345678',
    });
    const usd = await createTreasuryContract(db, { client_id: a.id, currency: 'USD', rate: '5.00000000' });
    const eurOfB = await createTreasuryContract(db, { client_id: b.id, currency: 'EUR', rate: '9.00000000' });
    const bill = (values: Omit<Parameters<typeof createBill>[1], 'client_id'>) =>
      createBill(db, { client_id: a.id, currency: 'EUR', ...values });
    // 2 January: fully hired; the bill's own reference (280,000.00) gives way to the contract's rate.
    await bill({ due_date: '2026-01-02', amount: '45900.00', mn_amount: '280000.00', contract_id: eur.id });
    // 5 January: hired and to hire; a canceled bill counts nowhere.
    await bill({ due_date: '2026-01-05', amount: '1000.00', contract_id: eur.id });
    await bill({ due_date: '2026-01-05', amount: '500.00', mn_amount: '3100.00', category: 'financial' });
    await bill({ due_date: '2026-01-05', amount: '99999.00', contract_id: eur.id, status: 'canceled' });
    // 6 January: to hire, one bill without a reference yet.
    await bill({ due_date: '2026-01-06', amount: '200.00', category: 'financial' });
    await bill({
      due_date: '2026-01-06',
      amount: '300.00',
      mn_amount: '1830.00',
      direction: 'receive',
      category: 'export',
    });
    // 7 January: hired by a contract in dollars and by another client's contract: neither rate applies.
    await bill({ due_date: '2026-01-07', amount: '10.00', mn_amount: '61.00', contract_id: usd.id });
    await bill({ due_date: '2026-01-07', amount: '20.00', contract_id: eurOfB.id });
    // Dollars: an export received, hired at 5.00.
    await bill({
      due_date: '2026-02-10',
      currency: 'USD',
      amount: '2000.00',
      direction: 'receive',
      category: 'export',
      contract_id: usd.id,
    });
  });

  const query = () => `clientId=${a.id}&from=2026-01-01&to=2026-12-31`;
  const answerOf = async (report: string) => {
    const res = await get(staff, `/api/treasury/${report}?${query()}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TreasuryReportAnswer>();
  };
  /** Each row as [key, due, hired, remaining, reais, complete], and the total as the last one. */
  const table = (answer: TreasuryReportAnswer) =>
    answer.blocks.map((block) => ({
      currency: block.currency,
      rows: [...block.rows, { ...block.total, key: 'total' }].map((r) => [
        r.key,
        r.values.due,
        r.values.hired,
        r.values.remaining,
        r.reais,
        r.reaisComplete,
      ]),
    }));

  /** The dollars' block: its one row (a day, or the export operation) and its total. */
  const dollars = (key: string) => ({
    currency: 'USD',
    rows: [
      [key, '2000.00', '2000.00', '0.00', '10000.00', true],
      ['total', '2000.00', '2000.00', '0.00', '10000.00', true],
    ],
  });

  it('by day: a fully hired day in reais at its contract’s rate, partial where a bill has no rate', async () => {
    expect(table(await answerOf('exchange-day'))).toEqual([
      {
        currency: 'EUR',
        rows: [
          // 45,900.00 × 6.12345678 = 281,066.666…
          ['2026-01-02', '45900.00', '45900.00', '0.00', '281066.67', true],
          // 1,000.00 × 6.12345678 = 6,123.45678, and 3,100.00.
          ['2026-01-05', '1500.00', '1000.00', '500.00', '9223.46', true],
          ['2026-01-06', '500.00', '0.00', '500.00', '1830.00', false],
          ['2026-01-07', '30.00', '30.00', '0.00', '0.00', false],
          ['total', '47930.00', '46930.00', '1000.00', '292120.13', false],
        ],
      },
      dollars('2026-02-10'),
    ]);
  });

  it('by operation: the same valuation per kind of operation', async () => {
    expect(table(await answerOf('exchange-operation'))).toEqual([
      {
        currency: 'EUR',
        rows: [
          ['export', '300.00', '0.00', '300.00', '1830.00', true],
          ['financial', '700.00', '0.00', '700.00', '3100.00', false],
          ['import', '46930.00', '46930.00', '0.00', '287190.13', false],
          ['total', '47930.00', '46930.00', '1000.00', '292120.13', false],
        ],
      },
      dollars('export'),
    ]);
  });

  it.each([
    [
      'pt-BR',
      ['Moeda', 'Dia', 'Liquida em', 'Vencimentos', 'Contratado', 'A contratar', 'Em reais'],
      'parcial',
    ],
    ['en', ['Currency', 'Day', 'Settles on', 'Due', 'Hired', 'To hire', 'In reais'], 'partial'],
  ])('writes the reais and the partial flag in the XLSX (%s)', async (lang, headers, partial) => {
    const res = await get(staff, `/api/treasury/exchange-day/export.xlsx?${query()}`, lang);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const rows = await xlsxRows(res.rawPayload);
    expect(rows[0]?.slice(0, 7)).toEqual(headers);
    expect(rows[0]?.[7]).toMatch(new RegExp(partial, 'i'));
    // Currency, day, amounts as numbers, the reais as a number and the flag beside it (no settlement day).
    const figures = rows.slice(1).map((r) => [r[0], r[1], r[3], r[4], r[5], r[6], r[7] ?? null]);
    // The day is a date cell, the same in both languages (the reader's format shows it).
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    expect(figures).toEqual([
      ['EUR', day('2026-01-02'), 45900, 45900, 0, 281066.67, null],
      ['EUR', day('2026-01-05'), 1500, 1000, 500, 9223.46, null],
      ['EUR', day('2026-01-06'), 500, 0, 500, 1830, partial],
      ['EUR', day('2026-01-07'), 30, 30, 0, 0, partial],
      ['EUR', 'Total', 47930, 46930, 1000, 292120.13, partial],
      ['USD', day('2026-02-10'), 2000, 2000, 0, 10000, null],
      ['USD', 'Total', 2000, 2000, 0, 10000, null],
    ]);
  });

  it.each([
    [
      'pt-BR',
      'Câmbio a contratar por dia',
      'parcial',
      'o contratado pela taxa do seu contrato, o a contratar pela taxa de referência da conta',
    ],
    [
      'en',
      'Exchange to hire by day',
      'partial',
      'what is hired at its contract’s rate, what is to hire at the bill’s reference rate',
    ],
  ] as const)('prints the reais and the partial flag in the PDF (%s)', async (lang, title, partial, note) => {
    const res = await get(staff, `/api/treasury/exchange-day/pdf?${query()}&lang=${lang}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const text = popplerPdfText(res.rawPayload);
    const oneLine = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
    expect(oneLine(text)).toContain(title);
    expect(oneLine(text)).toContain('Freitas & Xavier Comércio Exterior Ltda');
    // How the reais are valued, and what partial means.
    expect(oneLine(text)).toContain(note);
    // Each row on its line (as pdftotext lays the page out), its figure in reais last, flagged when partial:
    // the flag never breaks the figure's cell onto a second line.
    const lines = text.split('\n').map(oneLine);
    const ends = (label: string) =>
      lines.filter((l) => l.startsWith(`${label} `)).map((l) => l.split(/ (?=R\$|BRL)/).at(-1));
    const money = (value: string, partly = false) =>
      `${oneLine(formatMoney(value, 'BRL', lang))}${partly ? ` (${partial})` : ''}`;
    const day = (d: string) => (lang === 'en' ? `01/${d}/2026` : `${d}/01/2026`);
    expect(ends(day('02'))).toEqual([money('281066.67')]);
    expect(ends(day('05'))).toEqual([money('9223.46')]);
    expect(ends(day('06'))).toEqual([money('1830.00', true)]);
    expect(ends(day('07'))).toEqual([money('0.00', true)]);
    expect(ends(lang === 'en' ? '02/10/2026' : '10/02/2026')).toEqual([money('10000.00')]);
    expect(ends('Total')).toEqual([money('292120.13', true), money('10000.00')]);
    // "Liquida em" filled as on the screen: each of these days is a settlement day (issue 24: it was blank).
    const sameDay = lang === 'en' ? 'Same day' : 'No próprio dia';
    expect(lines.filter((l) => l.startsWith(`${day('05')} ${sameDay} `))).toHaveLength(1);
    expect(lines.filter((l) => l.includes(sameDay))).toHaveLength(5);
  });
});
