import { Dec, fillPath, PAGE_SIZE_MAX, requiredFilters, FIELD_MESSAGES, type Language } from '@fxbo/domain';
import { csvRecords, xlsxRows } from '@fxbo/test-files';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE } from '../../src/http/xlsx-stream.js';
import type { Agent } from '../auth.js';
import { suiteSeededApp } from './seeded.js';
import {
  filtersOf,
  invalidValues,
  refusalMessage,
  requiredQuery,
  validValue,
  withParams,
  type Resource,
} from './values.js';

/*
 * The list contract, generated from the declarations (issue 26): for each list resource given, over the demo
 * seed, every filter accepted with a valid value of its kind and refused with invalid ones (the field named,
 * its message in pt-BR and English), every range rule, every sort both ways (the rows in that order where the
 * sorted value is in the row), paging (page 2 is the next rows; sizes and pages past the limits refused), the
 * client scope (a client user and staff of some clients see their client's rows only, in the list and the
 * downloads: what the client filter gives everyone), every download's type, file name and header row in both
 * languages, and the required filters refused when absent. A filter naming a record outside the scope (404)
 * is platform/list-filter-scope.test.ts; the downloads' cells and words are the other
 * platform/list-download-*.test.ts. A new resource or filter is covered without a line here.
 */

type Row = Record<string, unknown>;
interface Page {
  items: Row[];
  page: number;
  pageSize: number;
  total: number;
}
const LANGUAGES: readonly Language[] = ['pt-BR', 'en'];
const CONTENT_TYPES = { csv: 'text/csv', xlsx: XLSX_CONTENT_TYPE, pdf: 'application/pdf' } as const;

/** A sorted value as something to compare: a decimal, an id, a date or instant; undefined for text and nulls. */
function comparable(value: unknown): Dec | string | undefined {
  if (typeof value !== 'string') return undefined;
  if (/^-?\d+(\.\d+)?$/.test(value)) return new Dec(value);
  if (/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/.test(value)) return value;
  return undefined;
}
const inOrder = (a: Dec | string, b: Dec | string): boolean =>
  typeof a === 'string' ? a <= (b as string) : a.lte(b as Dec);

/** The client ids a row carries (`client`, `clientId` or `clients`); undefined when it carries none. */
function clientsOf(row: Row): string[] | undefined {
  const client = row['client'] as { id?: string } | null | undefined;
  if (client && typeof client === 'object' && client.id) return [client.id];
  if (typeof row['clientId'] === 'string') return [row['clientId']];
  const clients = row['clients'];
  if (Array.isArray(clients) && clients.every((c: { id?: unknown }) => typeof c?.id === 'string'))
    return (clients as { id: string }[]).map((c) => c.id);
  return undefined;
}
const rowKey = (row: Row): string => (typeof row['id'] === 'string' ? row['id'] : JSON.stringify(row));

const headerOf = (res: LightMyRequestResponse): string => String(res.headers['content-disposition'] ?? '');
/** The exact (UTF-8) file name of a download. */
const fileName = (res: LightMyRequestResponse): string =>
  decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(headerOf(res))?.[1] ?? '');

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The contract of each of `resources`, over one seeded app (one file's worth: Vitest runs files in parallel). */
export function describeListContracts(resources: readonly Resource[]): void {
  const t = suiteSeededApp();
  describe.each(resources.map((resource) => [resource.name, resource] as const))('%s', (_, resource) => {
    const filters = filtersOf(resource);
    const required = () => requiredQuery(resource, t.own);
    const url = (path: string, query: string) =>
      `/api/${fillPath(path, { shipperId: t.own.shipper })}?${query}`;
    const get = (path: string, query: string, agent: Agent = t.everything, lang: Language = 'pt-BR') =>
      t.app.inject({
        method: 'GET',
        url: url(path, query),
        headers: { ...agent.headers, 'accept-language': lang },
      });
    const list = (query: string, agent?: Agent, lang?: Language) => get(resource.path, query, agent, lang);
    const page = async (query: string, agent?: Agent): Promise<Page> => {
      const res = await list(query, agent);
      expect(res.statusCode, `${query}: ${res.body.slice(0, 300)}`).toBe(200);
      return res.json<Page>();
    };
    /** The list in both languages, and the CSV download (in English) where there is one, refuse `query`. */
    const expectRefused = async (query: string, field: string, message: (lang: Language) => string) => {
      const asked: [string, Language][] = [
        [resource.path, 'pt-BR'],
        [resource.path, 'en'],
        ...(resource.download ? [[`${resource.downloadPath}.csv`, 'en'] as [string, Language]] : []),
      ];
      for (const [path, lang] of asked) {
        const res = await get(path, query, t.everything, lang);
        expect(res.statusCode, `${path}?${query} (${lang}): ${res.body.slice(0, 300)}`).toBe(400);
        expect(res.json<{ errors: unknown[] }>().errors, `${query} (${lang})`).toContainEqual(
          expect.objectContaining({ path: `querystring.${field}`, message: message(lang) }),
        );
      }
    };

    it('accepts every filter with a valid value of its kind', async () => {
      for (const [name, def] of Object.entries(filters)) {
        await page(withParams(required(), { [name]: validValue(def, t.own, name) }));
        if (def.kind === 'enum' && def.multi && def.values[1])
          await page(`${withParams(required(), { [name]: def.values[0] })}&${name}=${def.values[1]}`);
      }
    });

    it('refuses every filter’s invalid values in the list and the CSV, naming the field in both languages', async () => {
      for (const [name, def] of Object.entries(filters))
        for (const [value, code] of invalidValues(def))
          await expectRefused(withParams(required(), { [name]: value }), name, (lang) =>
            refusalMessage(code, lang),
          );
    });

    if (resource.ranges?.length)
      it('refuses a range whose end is before its start', async () => {
        for (const range of resource.ranges ?? []) {
          const kind = filters[range.from]?.kind;
          const [from, to, code] =
            kind === 'date'
              ? (['2026-03-05', '2026-03-04', 'date_range_invalid'] as const)
              : kind === 'rate'
                ? (['5.5', '5.4', 'rate_range_invalid'] as const)
                : (['200', '100', 'money_range_invalid'] as const);
          await expectRefused(
            withParams(required(), { [range.from]: from, [range.to]: to }),
            range.to,
            (lang) => FIELD_MESSAGES[code][lang],
          );
          if (range.maxOneYear)
            await expectRefused(
              withParams(required(), { [range.from]: '2025-01-01', [range.to]: '2026-01-02' }),
              range.to,
              (lang) => FIELD_MESSAGES.period_too_long[lang],
            );
        }
      });

    it('sorts by every sortable field both ways, the rows in that order; refuses other sorts', async () => {
      const size = Math.max(...resource.pageSizes.filter((s) => s <= 100));
      for (const field of resource.sortable)
        for (const direction of ['asc', 'desc'] as const) {
          const { items } = await page(
            withParams(required(), { sort: `${field}:${direction}`, pageSize: size }),
          );
          const values = items.map((row) => comparable(row[field])).filter((v) => v !== undefined);
          if (direction === 'desc') values.reverse();
          for (let i = 1; i < values.length; i++)
            expect(inOrder(values[i - 1]!, values[i]!), `${field}:${direction} at ${i}`).toBe(true);
        }
      const unsortable = Object.keys(resource.columns).filter(
        (c) => !(resource.sortable as string[]).includes(c),
      );
      for (const sort of ['nope:asc', `${resource.sortable[0]}:up`, ...unsortable.map((c) => `${c}:desc`)])
        expect((await list(withParams(required(), { sort }))).statusCode, sort).toBe(400);
    });

    it('pages: page 2 holds the next rows; refuses a size or a page past the limits', async () => {
      const sizes = [...resource.pageSizes].sort((a, b) => a - b);
      const small = sizes[0]!;
      const large = sizes.find((s) => s >= 2 * small) ?? small;
      const whole = await page(withParams(required(), { pageSize: large }));
      const second = await page(withParams(required(), { pageSize: small, page: 2 }));
      expect(second).toMatchObject({ page: 2, pageSize: small });
      expect(second.items.map(rowKey)).toEqual(whole.items.slice(small, 2 * small).map(rowKey));
      for (const pageSize of [0, PAGE_SIZE_MAX + 1, 'x'])
        expect((await list(withParams(required(), { pageSize }))).statusCode, `pageSize=${pageSize}`).toBe(
          400,
        );
      for (const p of [0, ...(resource.maxPage ? [resource.maxPage + 1] : [])])
        expect((await list(withParams(required(), { page: p }))).statusCode, `page=${p}`).toBe(400);
    });

    it('shows a client user and staff of some clients their client’s rows only, in the list and the downloads', async () => {
      const all = await page(withParams(required(), { pageSize: 100 }));
      const clientFilter = Object.entries(filters).find(([, def]) => def.kind === 'client')?.[0];
      const callers = [
        ...(resource.access?.staffOnly ? [] : [['client user', t.clientUser] as const]),
        ['staff of some clients', t.scopedStaff] as const,
      ];
      for (const [who, agent] of callers) {
        const seen = await page(withParams(required(), { pageSize: 100 }), agent);
        expect(seen.total, who).toBeLessThanOrEqual(all.total);
        for (const row of seen.items) {
          const clients = clientsOf(row);
          if (clients) expect(clients, `${who}: ${rowKey(row)}`).toContain(t.own.client);
        }
        if (clientFilter) {
          const theirs = await page(withParams(required(), { pageSize: 100, [clientFilter]: t.own.client }));
          expect(seen.items.map(rowKey), who).toEqual(theirs.items.map(rowKey));
          // The downloads too: the caller's CSV and XLSX hold the rows the client filter gives everyone (their
          // first cells; a cell naming several clients names only the caller's: the user report's).
          if (resource.download)
            for (const format of ['csv', 'xlsx'] as const) {
              const file = async (agent: Agent, more: Record<string, string>) => {
                const query = withParams(required(), { lang: 'en', ...more });
                const res = await get(`${resource.downloadPath}.${format}`, query, agent);
                expect(res.statusCode, `${who}, ${format}: ${res.body.slice(0, 300)}`).toBe(200);
                const rows = format === 'csv' ? csvRecords(res.body, ',') : await xlsxRows(res.rawPayload);
                return rows.map((row) => row[0]);
              };
              const filtered = await file(t.everything, { [clientFilter]: t.own.client });
              expect(await file(agent, {}), `${who}'s ${format}`).toEqual(filtered);
            }
        }
      }
    });

    const formats: (keyof typeof CONTENT_TYPES)[] = [
      'csv',
      'xlsx',
      ...(resource.pdf ? (['pdf'] as const) : []),
    ];
    if (resource.download)
      it('downloads CSV, XLSX (and the PDF) with their type, file name and header row in both languages', async () => {
        for (const lang of LANGUAGES) {
          const headers = resource.downloadColumns(lang).map((column) => column.header);
          expect(headers.length).toBeGreaterThan(0);
          for (const format of formats) {
            const res = await get(resource.downloadPath + `.${format}`, withParams(required(), { lang }));
            const where = `${format} (${lang})`;
            expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBe(200);
            expect(String(res.headers['content-type']).split(';')[0], where).toBe(CONTENT_TYPES[format]);
            expect(headerOf(res), where).toMatch(/^attachment|^inline/);
            // A nested list's file names its parent (the remitter's extract: `extrato-<id>-<day>.csv`).
            const parent = resource.path.includes(':') ? `-${t.own.shipper}` : '';
            const file = `${resource.download?.file[lang] ?? ''}${parent}`;
            expect(fileName(res), where).toMatch(
              new RegExp(`^${escaped(file)}-\\d{4}-\\d{2}-\\d{2}\\.${format}$`),
            );
            if (format === 'csv')
              expect(csvRecords(res.body, lang === 'pt-BR' ? ';' : ',')[0], where).toEqual(headers);
            if (format === 'xlsx') expect((await xlsxRows(res.rawPayload))[0], where).toEqual(headers);
          }
        }
      });

    const asked = requiredFilters(resource.filters);
    if (asked.length)
      it('refuses the list and its downloads without their required filters', async () => {
        for (const lang of LANGUAGES)
          for (const path of [resource.path, ...formats.map((f) => `${resource.downloadPath}.${f}`)]) {
            const res = await get(path, '', t.everything, lang);
            expect(res.statusCode, `${path} (${lang})`).toBe(400);
            const errors = res.json<{ errors: unknown[] }>().errors;
            for (const [name, code] of asked)
              expect(errors, `${path} ${name} (${lang})`).toContainEqual(
                expect.objectContaining({
                  path: `querystring.${name}`,
                  code,
                  message: FIELD_MESSAGES[code][lang],
                }),
              );
          }
      });
  });
}
