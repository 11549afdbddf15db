import { ALL_PERMISSION_KEYS, fillPath, type ColumnKind, type CsvDialect } from '@fxbo/domain';
import { LIST_RESOURCES } from '@fxbo/domain/list-resources';
import { csvRecords, readZip, xlsxCell, xlsxSheet } from '@fxbo/test-files';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type Agent } from '../../test/auth.js';
import { FORMULA_TRIGGERS, hostileRows, type HostileRows } from '../../test/fixtures/hostile.js';
import { requiredTail } from '../../test/list-contract/values.js';
import { suiteApp } from '../../test/suite.js';

// Every list's downloads over rows whose free text would be a formula in a spreadsheet (an access request named
// `=HYPERLINK(…)`, a payer `+1+1`, …): the CSV writes such a cell with a leading quote (OWASP), so no cell opens
// with a trigger; amounts, negative ones included, stay numbers, written as its dialect's reader reads them (a
// Brazilian spreadsheet: `;`, a decimal comma, days first), read back by csv-parse; the XLSX keeps the text as
// text (a string cell, never a formula). Driven by LIST_RESOURCES: a new list is covered, and fails here until
// its source has a hostile row (test/fixtures/hostile.ts) in each free-text column.
const RESOURCES = LIST_RESOURCES.filter((resource) => resource.download);

/** Text columns the database keeps to a fixed form that no trigger can open (so no hostile row is possible). */
const CONSTRAINED: Readonly<Record<string, string>> = {
  currency: 'an ISO 4217 code of the currencies table',
  counterpartyCountry: 'a country_code (two capital letters)',
  ip: 'an inet',
  'access-requests.clients': 'CNPJs and CPFs checked by are_valid_tax_ids',
};
const constrained = (resource: string, column: string) =>
  column in CONSTRAINED || `${resource}.${column}` in CONSTRAINED;

/** Kinds written from codes the database checks (labels, tax ids), never from free text. */
const CODED: readonly ColumnKind[] = ['enum', 'taxId'];
const NUMERIC: readonly ColumnKind[] = ['money', 'rate', 'integer'];

/** The spreadsheet letter of the n-th column (0 → A, 26 → AA). */
const columnLetter = (n: number): string =>
  (n >= 26 ? String.fromCharCode(64 + Math.floor(n / 26)) : '') + String.fromCharCode(65 + (n % 26));

/** How each dialect writes amounts and dates (a day first in Brazil, as the XLSX and PDF show it there). */
const DIALECTS = {
  'pt-BR': {
    delimiter: ';',
    number: /^-?\d+(,\d+)?$/,
    date: /^\d{2}\/\d{2}\/\d{4}$/,
    dateTime: /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/,
    toNumber: (cell: string) => Number(cell.replace(',', '.')),
  },
  rfc4180: {
    delimiter: ',',
    number: /^-?\d+(\.\d+)?$/,
    date: /^\d{4}-\d{2}-\d{2}$/,
    dateTime: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    toNumber: Number,
  },
} as const;

/** The dialect follows the reader's language (`lang`, else the user's: pt-BR here) unless the query names one. */
const CASES: readonly (readonly [string, CsvDialect])[] = [
  ['lang=pt-BR', 'pt-BR'],
  ['lang=en', 'rfc4180'],
  ['', 'pt-BR'],
  ['lang=en&csvDialect=pt-BR', 'pt-BR'],
  ['lang=pt-BR&csvDialect=rfc4180', 'rfc4180'],
];

const TRIGGER = new RegExp(`^[${FORMULA_TRIGGERS.map((c) => (c === '-' ? '\\-' : c)).join('')}]`);

describe('list downloads: no formula, amounts and dates in the reader’s dialect', () => {
  const t = suiteApp();
  let everything: Agent;
  let rows: HostileRows;

  beforeAll(async () => {
    everything = (await signedInUser(t, { allClients: true, permissions: ALL_PERMISSION_KEYS })).agent;
    rows = await hostileRows(t.database.db);
  });

  /** The query a report cannot run without (its client the hostile rows'). */
  const requiredQuery = (resource: (typeof RESOURCES)[number]) => requiredTail(resource, rows.clientId);

  const download = (resource: (typeof RESOURCES)[number], format: 'csv' | 'xlsx', query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/${fillPath(resource.downloadPath, { shipperId: rows.shipperId })}.${format}?${query}${requiredQuery(resource)}`,
      headers: everything.headers,
    });

  describe.each(RESOURCES.map((resource) => [resource.name, resource] as const))('%s', (name, resource) => {
    const columns = resource.downloadColumns('en');
    const kindOf = (id: string) =>
      (resource.columns as Readonly<Record<string, { kind: ColumnKind }>>)[id]?.kind;
    /** The free-text columns, with their positions. */
    const freeText = columns
      .map((column, i) => ({ id: column.id, i }))
      .filter((c) => kindOf(c.id) === 'text' && !constrained(name, c.id));

    it.each(CASES)(
      'CSV, %s: hostile text quoted, amounts and dates as its reader reads them',
      async (query, dialect) => {
        const form = DIALECTS[dialect];
        const res = await download(resource, 'csv', query);
        expect(res.statusCode, res.body).toBe(200);
        const [header, ...records] = csvRecords(res.body, form.delimiter);
        expect(header).toHaveLength(columns.length);
        expect(records.length).toBeGreaterThan(0);
        columns.forEach((column, i) => {
          const kind = kindOf(column.id) as ColumnKind;
          const cells = records.map((record) => record[i] ?? '').filter((cell) => cell !== '');
          const written =
            kind === 'date' || kind === 'dateTime'
              ? form[kind]
              : NUMERIC.includes(kind)
                ? form.number
                : undefined;
          if (written) for (const cell of cells) expect(cell, column.id).toMatch(written);
          else
            for (const cell of cells)
              expect(cell, `${column.id}: ${JSON.stringify(cell)}`).not.toMatch(TRIGGER);
        });
        // Each free-text column held a hostile value, now quoted: the rows reach every column.
        for (const column of freeText) {
          const { i } = column;
          const quoted = records.map((record) => record[i] ?? '').filter((cell) => cell.startsWith("'"));
          expect(quoted.length, `${column.id} has no hostile value`).toBeGreaterThan(0);
          for (const cell of quoted) expect(cell.slice(1), column.id).toMatch(TRIGGER);
        }
      },
    );

    it('CSV: both dialects hold the same rows, amounts and days', async () => {
      const read = async (dialect: CsvDialect) => {
        const res = await download(resource, 'csv', `lang=en&csvDialect=${dialect}`);
        expect(res.statusCode, res.body).toBe(200);
        return csvRecords(res.body, DIALECTS[dialect].delimiter);
      };
      const brazilian = await read('pt-BR');
      const plain = await read('rfc4180');
      expect(brazilian.length).toBe(plain.length);
      brazilian.slice(1).forEach((record, r) =>
        columns.forEach((column, i) => {
          const kind = kindOf(column.id) as ColumnKind;
          const [pt = '', en = ''] = [record[i], plain[r + 1]?.[i]];
          if (NUMERIC.includes(kind)) expect(DIALECTS['pt-BR'].toNumber(pt), column.id).toBe(Number(en));
          else if (kind === 'date' || kind === 'dateTime')
            expect(pt.replace(/^(\d{2})\/(\d{2})\/(\d{4})/, '$3-$2-$1'), column.id).toBe(en);
          else expect(pt, column.id).toBe(en);
        }),
      );
    });

    it('XLSX: hostile text stays an inline string, never a formula', async () => {
      // A cell is a formula only with an <f> element: the sheet's XML says so more directly than a reader's values.
      const res = await download(resource, 'xlsx', 'lang=en');
      expect(res.statusCode, res.body).toBe(200);
      const xml = readZip(res.rawPayload).get('xl/worksheets/sheet1.xml')?.toString() ?? '';
      expect(xml).toMatch(/<row r="2"/);
      expect(xml).not.toMatch(/<f[\s>]/);
      const sheet = await xlsxSheet(res.rawPayload);
      const rows = Array.from({ length: sheet.rowCount - 1 }, (_, k) => k + 2);
      for (const column of freeText) {
        const { i } = column;
        const values = rows
          .map((r) => xlsxCell(sheet, `${columnLetter(i)}${r}`))
          .filter((value) => value !== undefined && TRIGGER.test(value));
        expect(values.length, `${column.id} kept no hostile value as text`).toBeGreaterThan(0);
      }
      for (const cell of xml.matchAll(/<c\b[^>]*>(?:(?!<\/c>)[\s\S])*?<t[^>]*>(?:[=+\-@\t]|&#13;)/g))
        expect(cell[0], 'a hostile text is an inline string').toMatch(/t="inlineStr"/);
    });
  });

  it('writes the extract’s debit as a negative number in both dialects', async () => {
    const extract = RESOURCES.find((resource) => resource.name === 'balance-extract');
    if (!extract) throw new Error('no balance extract');
    const column = extract.downloadColumns('en').findIndex((c) => c.id === 'meValue');
    const values = async (dialect: CsvDialect) =>
      csvRecords((await download(extract, 'csv', `csvDialect=${dialect}`)).body, DIALECTS[dialect].delimiter)
        .slice(1)
        .map((record) => record[column]);
    expect(await values('pt-BR')).toEqual(['1500,25', '-2500,75']);
    expect(await values('rfc4180')).toEqual(['1500.25', '-2500.75']);
  });

  it('leaves no kind unchecked', () => {
    // A new column kind must be placed: numbers are checked as numbers, the rest as text.
    for (const resource of RESOURCES)
      for (const column of resource.downloadColumns('en')) {
        const kind = (resource.columns as Readonly<Record<string, { kind: ColumnKind }>>)[column.id]?.kind;
        expect(
          [...NUMERIC, ...CODED, 'text', 'date', 'dateTime'].includes(kind as ColumnKind),
          `${resource.name}.${column.id}`,
        ).toBe(true);
      }
  });
});
