import { ALL_PERMISSION_KEYS, fillPath, type ColumnDef, type Language } from '@fxbo/domain';
import { LIST_RESOURCES } from '@fxbo/domain/list-resources';
import { csvRecords, popplerPdfText, xlsxRows } from '@fxbo/test-files';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type Agent } from '../../test/auth.js';
import { requiredTail } from '../../test/list-contract/values.js';
import { suiteApp } from '../../test/suite.js';
import { runSeed } from '../seed/run.js';
import { HISTORICAL_ANCHOR } from '../seed/time.js';

// Issue 24, "Coded values get labels in both languages": every list's CSV and XLSX, over the demo's data (the
// upstream vocabularies as recorded: natures, pendencies, statuses, types), read back by csv-parse and ExcelJS.
// In each language a coded column holds no value of the other language's words and no raw code: each cell is
// its code's label in the download's language (a value outside the vocabulary, recorded as typed, stays).
const RESOURCES = LIST_RESOURCES.filter((resource) => resource.download);
const OTHER: Readonly<Record<Language, Language>> = { en: 'pt-BR', 'pt-BR': 'en' };

/** What a coded column must not hold in `language`: a code or the other language's label, where they differ. */
function foreignWords(column: ColumnDef, language: Language): Set<string> {
  const words = new Set<string>();
  for (const [code, label] of Object.entries(column.labels ?? {})) {
    if (code !== label[language]) words.add(code);
    if (label[OTHER[language]] !== label[language]) words.add(label[OTHER[language]]);
  }
  return words;
}

describe('list downloads: coded values in the reader’s language', () => {
  const t = suiteApp();
  let everything: Agent;
  let first: { client: string; shipper: string };

  beforeAll(async () => {
    await runSeed(t.database.pool, { size: 'small', seed: 7, anchor: HISTORICAL_ANCHOR });
    everything = (await signedInUser(t, { allClients: true, permissions: ALL_PERMISSION_KEYS })).agent;
    const one = async (table: string) =>
      (
        (await t.database.pool.query(`select id::text from ${table} order by id limit 1`)).rows[0] as {
          id: string;
        }
      ).id;
    first = { client: await one('clients'), shipper: await one('shippers') };
  }, 120_000);

  /** The query a report cannot run without (its client the seed's first). */
  const requiredQuery = (resource: (typeof RESOURCES)[number]) => requiredTail(resource, first.client);

  const download = async (
    resource: (typeof RESOURCES)[number],
    format: 'csv' | 'xlsx' | 'pdf',
    language: Language,
  ) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/${fillPath(resource.downloadPath, { shipperId: first.shipper })}.${format}?lang=${language}&csvDialect=rfc4180${requiredQuery(resource)}`,
      headers: everything.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  describe.each(RESOURCES.map((resource) => [resource.name, resource] as const))('%s', (_name, resource) => {
    const definitions = resource.columns as Readonly<Record<string, ColumnDef>>;

    it.each(['en', 'pt-BR'] as const)('%s: CSV and XLSX write every code as its label', async (language) => {
      const columns = resource.downloadColumns(language);
      const coded = columns
        .map((column, i) => ({ id: column.id, i, def: definitions[column.id] as ColumnDef }))
        .filter((c) => c.def.kind === 'enum');
      const [header, ...records] = csvRecords((await download(resource, 'csv', language)).body);
      expect(header).toEqual(columns.map((c) => c.header));
      const [xlsxHeader, ...cells] = await xlsxRows((await download(resource, 'xlsx', language)).rawPayload);
      expect(xlsxHeader).toEqual(columns.map((c) => c.header));
      expect(cells).toHaveLength(records.length);
      for (const { id, i, def } of coded) {
        const foreign = foreignWords(def, language);
        const written = [
          ...records.map((record) => record[i] ?? ''),
          ...cells.map((row) => String(row[i] ?? '')),
        ].flatMap((cell) => (def.multi ? cell.split(', ') : [cell]));
        const wrong = [...new Set(written.filter((cell) => foreign.has(cell)))];
        expect(wrong, `${resource.name}.${id} in ${language}`).toEqual([]);
      }
      // The printed report (poppler's text): no raw code of its coded columns (the demo's names hold words
      // of either language, so the labels are checked in the CSV and XLSX cells above, not in the page's text).
      if (!resource.pdf) return;
      const printed = popplerPdfText((await download(resource, 'pdf', language)).rawPayload);
      for (const { id, def } of coded) {
        const codes = Object.keys(def.labels ?? {}).filter((code) => code.includes('_'));
        expect(
          codes.filter((code) => printed.includes(code)),
          `${resource.name}.${id} printed in ${language}`,
        ).toEqual([]);
      }
    });
  });
});
