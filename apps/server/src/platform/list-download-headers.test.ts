import { ALL_PERMISSION_KEYS, fillPath, LIST_RESOURCES } from '@fxbo/domain';
import { parseCsv, readZip, xlsxCell } from '@fxbo/test-files';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type Agent } from '../../test/auth.js';
import { createClient } from '../../test/fixtures/clients.js';
import { createShipper } from '../../test/fixtures/remittances.js';
import { suiteApp } from '../../test/suite.js';

// Every list with downloads names its columns in one place, the declaration: the CSV's header line and the
// XLSX's first row are its download columns' headers, in its order, in the reader's language (the web table
// takes the same labels: components/resourceColumns.test.ts).
// A nested list (the balance extract) is downloaded under a parent of its own.
const RESOURCES = LIST_RESOURCES.filter((resource) => resource.download);

/** The spreadsheet reference of the n-th column (0 → A, 25 → Z, 26 → AA) on row 1. */
const headerRef = (n: number): string =>
  (n >= 26 ? String.fromCharCode(64 + Math.floor(n / 26)) : '') + String.fromCharCode(65 + (n % 26)) + '1';

describe('download headers come from the list declaration', () => {
  const t = suiteApp();
  let everything: Agent;
  let parents: Record<string, string>;

  beforeAll(async () => {
    everything = (await signedInUser(t, { allClients: true, permissions: ALL_PERMISSION_KEYS })).agent;
    const client = await createClient(t.database.db);
    parents = { shipperId: (await createShipper(t.database.db, client.id)).id };
  });

  const download = (path: string, format: 'csv' | 'xlsx', lang: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/${fillPath(path, parents)}.${format}?lang=${lang}`,
      headers: everything.headers,
    });

  describe.each(RESOURCES.map((resource) => [resource.name, resource] as const))('%s', (name, resource) => {
    it.each(['pt-BR', 'en'] as const)('CSV and XLSX headers in %s', async (lang) => {
      const declared = resource.downloadColumns(lang).map((column) => column.header);
      expect(declared.length).toBeGreaterThan(0);

      const csv = await download(resource.downloadPath, 'csv', lang);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(parseCsv(csv.body)[0]).toEqual(declared);

      const xlsx = await download(resource.downloadPath, 'xlsx', lang);
      expect(xlsx.statusCode, xlsx.body).toBe(200);
      const sheet = readZip(xlsx.rawPayload).get('xl/worksheets/sheet1.xml')?.toString() ?? '';
      expect(declared.map((_, i) => xlsxCell(sheet, headerRef(i)))).toEqual(declared);
      expect(xlsxCell(sheet, headerRef(declared.length))).toBeUndefined();
    });
  });
});
