import {
  ALL_PERMISSION_KEYS,
  fillPath,
  LIST_RESOURCES,
  requiredFilters,
  type ColumnKind,
  type FilterDef,
} from '@fxbo/domain';
import { csvRecords, readZip, xlsxCell } from '@fxbo/test-files';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type Agent } from '../../test/auth.js';
import { FORMULA_TRIGGERS, hostileRows, type HostileRows } from '../../test/fixtures/hostile.js';
import { suiteApp } from '../../test/suite.js';

// Every list's downloads over rows whose free text would be a formula in a spreadsheet (an access request named
// `=HYPERLINK(…)`, a payer `+1+1`, …): the CSV writes such a cell with a leading quote (OWASP), so no cell opens
// with a trigger; amounts, negative ones included, stay numbers; the XLSX keeps the text as text (a string cell,
// never a formula). Driven by LIST_RESOURCES: a new list is covered, and fails here until its source has a
// hostile row (test/fixtures/hostile.ts) in each free-text column.
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

const TRIGGER = new RegExp(`^[${FORMULA_TRIGGERS.map((c) => (c === '-' ? '\\-' : c)).join('')}]`);

describe('list downloads never carry a formula', () => {
  const t = suiteApp();
  let everything: Agent;
  let rows: HostileRows;

  beforeAll(async () => {
    everything = (await signedInUser(t, { allClients: true, permissions: ALL_PERMISSION_KEYS })).agent;
    rows = await hostileRows(t.database.db);
  });

  /** The query a report cannot run without: the hostile client, the year 2026, the first of an enum's values. */
  const requiredQuery = (resource: (typeof RESOURCES)[number]) =>
    requiredFilters(resource.filters)
      .map(([name]) => {
        const def = (resource.filters as Readonly<Record<string, FilterDef>>)[name] as FilterDef;
        const value =
          def.kind === 'client'
            ? rows.clientId
            : def.kind === 'date'
              ? name.endsWith('From')
                ? '2026-01-01'
                : '2026-12-31'
              : def.kind === 'enum'
                ? def.values[0]
                : 'x';
        return `&${name}=${value}`;
      })
      .join('');

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

    it.each(['pt-BR', 'en'] as const)('CSV in %s: hostile text quoted, amounts as numbers', async (lang) => {
      const res = await download(resource, 'csv', `lang=${lang}`);
      expect(res.statusCode, res.body).toBe(200);
      const [header, ...records] = csvRecords(res.body);
      expect(header).toHaveLength(columns.length);
      expect(records.length).toBeGreaterThan(0);
      columns.forEach((column, i) => {
        const kind = kindOf(column.id) as ColumnKind;
        const cells = records.map((record) => record[i] ?? '');
        if (NUMERIC.includes(kind)) {
          for (const cell of cells) expect(cell, column.id).toMatch(/^(-?\d+(\.\d+)?)?$/);
          return;
        }
        for (const cell of cells) expect(cell, `${column.id}: ${JSON.stringify(cell)}`).not.toMatch(TRIGGER);
      });
      // Each free-text column held a hostile value, now quoted: the rows reach every column.
      for (const column of freeText) {
        const { i } = column;
        const quoted = records.map((record) => record[i] ?? '').filter((cell) => cell.startsWith("'"));
        expect(quoted.length, `${column.id} has no hostile value`).toBeGreaterThan(0);
        for (const cell of quoted) expect(cell.slice(1), column.id).toMatch(TRIGGER);
      }
    });

    it('XLSX: hostile text stays an inline string, never a formula', async () => {
      // ExcelJS (xlsxRows) cannot read cells without a reference, which the streamed sheet omits (valid
      // SpreadsheetML): the sheet's XML is read instead. A cell is a formula only with an <f> element.
      const res = await download(resource, 'xlsx', 'lang=en');
      expect(res.statusCode, res.body).toBe(200);
      const sheet = readZip(res.rawPayload).get('xl/worksheets/sheet1.xml')?.toString() ?? '';
      expect(sheet).toMatch(/<row r="2"/);
      expect(sheet).not.toMatch(/<f[\s>]/);
      for (const column of freeText) {
        const { i } = column;
        const values = [...sheet.matchAll(/<row r="(\d+)"/g)]
          .map(([, r]) => xlsxCell(sheet, `${columnLetter(i)}${r}`))
          .filter((value) => value !== undefined && TRIGGER.test(value));
        expect(values.length, `${column.id} kept no hostile value as text`).toBeGreaterThan(0);
      }
      for (const cell of sheet.matchAll(/<c\b[^>]*>(?:(?!<\/c>)[\s\S])*?<t[^>]*>[=+\-@\t\r]/g))
        expect(cell[0], 'a hostile text is an inline string').toMatch(/t="inlineStr"/);
    });
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
