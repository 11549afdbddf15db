import { ALL_PERMISSION_KEYS, FIELD_MESSAGES, fillPath, requiredFilters, type FilterDef } from '@fxbo/domain';
import { LIST_RESOURCES } from '@fxbo/domain/list-resources';
import { csvRecords, pdfText, xlsxCell, xlsxSheet } from '@fxbo/test-files';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type Agent } from '../../test/auth.js';
import { createClient } from '../../test/fixtures/clients.js';
import { createShipper } from '../../test/fixtures/remittances.js';
import { suiteApp } from '../../test/suite.js';

// Every list with downloads names its columns in one place, the declaration. The whole header row of the CSV
// and the XLSX in both languages, and the required filters' refusals, are the list contract's
// (test/list-contract/contract.ts); here: the visible columns only, and the printed report's headers (the web
// table takes the same labels: components/resourceColumns.test.ts).
// A nested list (the balance extract) is downloaded under a parent of its own.
const RESOURCES = LIST_RESOURCES.filter((resource) => resource.download);

/** A value each kind of required filter accepts (a report asks for its client, its document type…). */
function requiredValue(def: FilterDef, clientId: string): string {
  switch (def.kind) {
    case 'client':
      return clientId;
    case 'enum':
      return def.values[0];
    case 'date':
      return '2026-01-01';
    case 'currency':
      return 'USD';
    case 'money':
    case 'rate':
    case 'id':
      return '1';
    default:
      return 'x';
  }
}

/** The spreadsheet reference of the n-th column (0 → A, 25 → Z, 26 → AA) on row 1. */
const headerRef = (n: number): string =>
  (n >= 26 ? String.fromCharCode(64 + Math.floor(n / 26)) : '') + String.fromCharCode(65 + (n % 26)) + '1';

describe('download headers come from the list declaration', () => {
  const t = suiteApp();
  let everything: Agent;
  let parents: Record<string, string>;
  let clientId: string;

  beforeAll(async () => {
    everything = (await signedInUser(t, { allClients: true, permissions: ALL_PERMISSION_KEYS })).agent;
    const client = await createClient(t.database.db);
    clientId = client.id;
    parents = { shipperId: (await createShipper(t.database.db, client.id)).id };
  });

  const download = (path: string, format: 'csv' | 'xlsx' | 'pdf', lang: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/${fillPath(path, parents)}.${format}?lang=${lang}${query}`,
      headers: everything.headers,
    });

  // "Export what I see" (issue 24): `columns` names the screen's visible columns; the downloads write those
  // only, in that order, and refuse a column the list does not download (or one named twice) with a 400.
  describe.each(RESOURCES.map((resource) => [resource.name, resource] as const))(
    '%s: the visible columns only',
    (_, resource) => {
      it('writes the named columns, in their order, in CSV, XLSX and PDF; refuses unknown ones', async () => {
        const all = resource.downloadColumns('en');
        // The last column and the first, in that order (one column when the list downloads one).
        const chosen = [...new Set([all[all.length - 1]!, all[0]!])];
        const query = `${requiredQuery(resource)}&columns=${chosen.map((c) => c.id).join(',')}`;
        const csv = await download(resource.downloadPath, 'csv', 'en', query);
        expect(csv.statusCode, csv.body).toBe(200);
        expect(csvRecords(csv.body, ',')[0]).toEqual(chosen.map((c) => c.header));
        const xlsx = await download(resource.downloadPath, 'xlsx', 'en', query);
        expect(xlsx.statusCode, xlsx.body).toBe(200);
        const sheet = await xlsxSheet(xlsx.rawPayload);
        expect(chosen.map((_, i) => xlsxCell(sheet, headerRef(i)))).toEqual(chosen.map((c) => c.header));
        expect(xlsxCell(sheet, headerRef(chosen.length))).toBeUndefined();
        if (resource.pdf) {
          const pdf = await download(resource.downloadPath, 'pdf', 'en', query);
          expect(pdf.statusCode, pdf.body).toBe(200);
          // A header's words (a header cell may wrap, and poppler reads a table's lines across its cells).
          const words = pdfText(pdf.rawPayload).split(/\s+/);
          for (const column of all)
            if (chosen.includes(column))
              expect(words).toEqual(expect.arrayContaining(column.header.split(/\s+/)));
        }
        for (const columns of ['nope', `${all[0]!.id},${all[0]!.id}`, '']) {
          for (const format of ['csv', 'xlsx'] as const) {
            const refused = await t.app.inject({
              method: 'GET',
              url: `/api/${fillPath(resource.downloadPath, parents)}.${format}?columns=${columns}${requiredQuery(resource)}`,
              headers: { ...everything.headers, 'accept-language': 'pt-BR' },
            });
            expect(refused.statusCode, `${format} ${columns}`).toBe(400);
            expect(refused.json<{ errors: { code: string; message: string }[] }>().errors).toContainEqual(
              expect.objectContaining({
                code: 'columns_invalid',
                message: FIELD_MESSAGES.columns_invalid['pt-BR'],
              }),
            );
          }
        }
      });
    },
  );

  // Printed reports (a resource declaring `pdf`) and the filters a list cannot run without (spec 5).
  const PRINTED = RESOURCES.filter((resource) => resource.pdf);
  const requiredQuery = (resource: (typeof RESOURCES)[number]) =>
    requiredFilters(resource.filters)
      .map(([filter]) => {
        const filters: Readonly<Record<string, FilterDef>> = resource.filters;
        return `&${filter}=${requiredValue(filters[filter] as FilterDef, clientId)}`;
      })
      .join('');

  it.each(PRINTED.map((resource) => [resource.name, resource] as const))(
    '%s prints its report with the download headers, in both languages',
    async (_, resource) => {
      for (const lang of ['pt-BR', 'en'] as const) {
        const pdf = await download(resource.downloadPath, 'pdf', lang, requiredQuery(resource));
        expect(pdf.statusCode, pdf.body).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
        expect(text).toContain(resource.pdf?.title[lang]);
        // A header's words (a header cell may wrap, and poppler reads a table's lines across its cells).
        const words = text.split(' ');
        for (const header of resource.downloadColumns(lang).map((column) => column.header))
          expect(words).toEqual(expect.arrayContaining(header.split(/\s+/)));
      }
    },
  );
});
