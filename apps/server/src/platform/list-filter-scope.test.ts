import {
  ALL_PERMISSION_KEYS,
  fillPath,
  NAMED_RECORDS,
  recordFilters,
  requiredFilters,
  type FilterDef,
  type NamedRecord,
} from '@fxbo/domain';
import { LIST_RESOURCES } from '@fxbo/domain/list-resources';
import { csvRecords, popplerPdfText, readZip } from '@fxbo/test-files';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type Agent } from '../../test/auth.js';
import { clientOf, staffOf } from '../../test/agents.js';
import { createClient, createShipper } from '../../test/fixtures/remittances.js';
import { createUser } from '../../test/users.js';
import { suiteApp } from '../../test/suite.js';
import { XLSX_CONTENT_TYPE } from '../http/xlsx-stream.js';

/*
 * A filter naming a record by its id (a client, a shipper, a user) is resolved within the caller's client scope
 * before anything is read or printed: for every list resource, every such filter, the list and every download
 * (CSV, XLSX, the PDF where declared), as a client user and as staff limited to their clients, a record of
 * another client (or none) is a 404 problem+json naming the kind of record, and no answer holds a byte of the
 * foreign record's name; the caller's own record still answers 200. Driven by LIST_RESOURCES and the
 * declarations, so a new resource or filter is covered without a line here.
 */

/** The 404's message per kind of record, in both languages. */
const NOT_FOUND: Record<NamedRecord, { 'pt-BR': string; en: string }> = {
  client: { 'pt-BR': 'Cliente não encontrado.', en: 'Client not found.' },
  shipper: { 'pt-BR': 'Remessadora não encontrada.', en: 'Remitter not found.' },
  user: { 'pt-BR': 'Usuário não encontrado.', en: 'User not found.' },
};

/** Ids of no record of each kind. */
const NONE: Record<NamedRecord, string> = {
  client: '987654321',
  shipper: '987654321',
  user: '00000000-0000-4000-8000-000000000000',
};

/** Names nothing else holds, so a trace of one in any answer is the foreign record leaking. */
const FOREIGN_NAMES: Record<NamedRecord, string> = {
  client: 'Zelcorp Sigilo Ltda',
  shipper: 'Zelremessa Sigilo',
  user: 'Zelusuaria Sigilo',
};

const CASES = LIST_RESOURCES.flatMap((resource) =>
  recordFilters(resource.filters).map(
    ([filter, record]) => [resource.name, filter, record, resource] as const,
  ),
);
type Resource = (typeof LIST_RESOURCES)[number];
type Format = 'list' | 'csv' | 'xlsx' | 'pdf';
type Language = 'pt-BR' | 'en';

/**
 * What a person (or a program) reads of an answer: a PDF's text by poppler, a CSV's fields by csv-parse, every
 * entry of an XLSX decompressed (each checked against its CRC-32); else the body. The XLSX is searched whole rather
 * than read cell by cell (`xlsxRows`), so a name in the sheet's title, its properties or its strings is found too.
 */
function readable(res: LightMyRequestResponse): string {
  const type = String(res.headers['content-type'] ?? '');
  let text = res.body;
  if (type.startsWith('application/pdf')) text = popplerPdfText(res.rawPayload);
  else if (type.startsWith('text/csv')) text = csvRecords(res.rawPayload).flat().join('\n');
  else if (type.startsWith(XLSX_CONTENT_TYPE))
    text = [...readZip(res.rawPayload).values()].map((entry) => entry.toString('utf8')).join('\n');
  return text.replace(/\s+/g, ' ');
}

describe('a filter naming a record outside the caller’s scope is a 404 in the list and every download', () => {
  const t = suiteApp();
  const own = {} as Record<NamedRecord, { id: string; name: string }>;
  const foreign = {} as Record<NamedRecord, { id: string; name: string }>;
  let callers: [string, Agent][];
  let parents: Record<string, string>;

  beforeAll(async () => {
    const db = t.database.db;
    own.client = await createClient(db, 'Cliente Próprio Ltda');
    foreign.client = await createClient(db, FOREIGN_NAMES.client);
    own.shipper = await createShipper(db, own.client.id, 'Remessadora Própria');
    foreign.shipper = await createShipper(db, foreign.client.id, FOREIGN_NAMES.shipper);
    for (const [side, client, name] of [
      [own, own.client, 'Usuária Própria'],
      [foreign, foreign.client, FOREIGN_NAMES.user],
    ] as const)
      side.user = { id: (await createUser(db, { kind: 'client', clientIds: [client.id], name })).id, name };
    parents = { shipperId: own.shipper.id };
    const clientUser = await signedInUser(t, clientOf([own.client.id], ...ALL_PERMISSION_KEYS));
    const scopedStaff = await signedInUser(
      t,
      staffOf([own.client.id], ...ALL_PERMISSION_KEYS.filter((key) => key !== 'clients.all')),
    );
    callers = [
      ['client user', clientUser.agent],
      ['staff of some clients', scopedStaff.agent],
    ];
  });

  it('covers every kind of record a filter may name', () => {
    expect(new Set(CASES.map(([, , record]) => record))).toEqual(new Set(NAMED_RECORDS));
  });

  /** The query: the resource's required filters (a client filter set to the caller's own), then `filter=id`. */
  function query(resource: Resource, filter: string, id: string): string {
    const filters: Readonly<Record<string, FilterDef>> = resource.filters;
    const params = new URLSearchParams();
    for (const [name] of requiredFilters(filters)) {
      const def = filters[name] as FilterDef;
      if (def.kind === 'client') params.set(name, own.client.id);
      else if (def.kind === 'enum') params.set(name, def.values[0]);
      else if (def.kind === 'date') params.set(name, '2026-01-01');
      else throw new Error(`${resource.name}.${name}: no value for a required ${def.kind} filter`);
    }
    params.set(filter, id);
    return params.toString();
  }

  function request(agent: Agent, resource: Resource, format: Format, search: string, lang: Language) {
    const url =
      format === 'list'
        ? `/api/${fillPath(resource.path, parents)}?${search}`
        : `/api/${fillPath(resource.downloadPath, parents)}.${format}?${search}&lang=${lang}`;
    return t.app.inject({ method: 'GET', url, headers: { ...agent.headers, 'accept-language': lang } });
  }

  const formatsOf = (resource: Resource): Format[] => [
    'list',
    ...(resource.download ? (['csv', 'xlsx'] as const) : []),
    ...(resource.pdf ? (['pdf'] as const) : []),
  ];

  it.each(CASES)('%s: %s (a %s)', async (_, filter, record, resource) => {
    for (const [who, agent] of callers) {
      // The brokerage's work queues answer a client user 403 whatever it names (§45): only staff are asked.
      if (who === 'client user' && resource.access?.staffOnly) continue;
      for (const [i, format] of formatsOf(resource).entries()) {
        const lang: Language = i % 2 ? 'en' : 'pt-BR';
        const where = `${who}, ${format}`;
        const answers: LightMyRequestResponse[] = [];

        const mine = await request(agent, resource, format, query(resource, filter, own[record].id), lang);
        expect(mine.statusCode, `${where}, own ${record}: ${mine.body.slice(0, 300)}`).toBe(200);
        answers.push(mine);
        // The printed report names the filter's record by the name it was resolved to.
        if (format === 'pdf') expect(readable(mine)).toContain(own[record].name);

        for (const [what, id] of [
          ['another client’s', foreign[record].id],
          ['no', NONE[record]],
        ] as const) {
          const refused = await request(agent, resource, format, query(resource, filter, id), lang);
          answers.push(refused);
          const context = `${where}, ${what} ${record}`;
          expect(refused.statusCode, `${context}: ${refused.body.slice(0, 300)}`).toBe(404);
          expect(refused.headers['content-type'], context).toMatch(/^application\/problem\+json/);
          expect(refused.json(), context).toMatchObject({
            status: 404,
            code: 'not_found',
            title: NOT_FOUND[record][lang],
          });
        }

        for (const answer of answers) {
          const text = readable(answer);
          for (const name of Object.values(FOREIGN_NAMES)) {
            expect(text, where).not.toContain(name);
            expect(answer.body, where).not.toContain(name);
          }
        }
      }
    }
  });
});
