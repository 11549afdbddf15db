import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { recordFilters } from '@fxbo/domain';
import { LIST_RESOURCES } from '@fxbo/domain/list-resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';

interface Operation {
  security?: unknown[];
  parameters?: { name: string; in: string; description?: string; schema?: { enum?: string[] } }[];
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

describe('OpenAPI document', () => {
  let t: TestApp;
  let root: string;
  let doc: { paths: Paths; components: { schemas: Record<string, { properties?: object }> } };
  beforeAll(async () => {
    // With the web app served, so its routes (`GET /`) exist and must stay out of the document.
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'fxbo-web-'));
    await fs.writeFile(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
    t = await buildTestApp({ env: { SERVE_WEB: 'true' }, webRoot: root });
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${p}`, op })),
    );
  const problems = (op: Operation) =>
    Object.entries(op.responses)
      .filter(
        ([, r]) => r.content?.['application/problem+json']?.schema.$ref === '#/components/schemas/Problem',
      )
      .map(([status]) => Number(status));

  it('lists only API operations', () => {
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(40);
  });

  it('documents the problem+json schema and each operation’s error answers beside its success', () => {
    expect(Object.keys(doc.components.schemas.Problem?.properties ?? {})).toEqual(
      expect.arrayContaining(['type', 'title', 'status', 'code', 'errors', 'errorId']),
    );
    const wrong = operations()
      .filter(
        ({ op }) => !Object.keys(op.responses).some((s) => /^2\d\d$/.test(s)) || !problems(op).includes(400),
      )
      .map(({ key }) => key);
    expect(wrong).toEqual([]);
  });

  it('derives the statuses from the operation: session, path record, state change, export, rate limit', () => {
    const of = (key: string) => problems(operations().find((o) => o.key === key)?.op ?? { responses: {} });
    expect(of('GET /api/health')).toEqual([400]);
    expect(of('GET /api/remittances/{id}')).toEqual([400, 401, 403, 404, 414]);
    expect(of('POST /api/remittances/{id}/cancel')).toEqual([400, 401, 403, 404, 409, 413, 414, 415]);
    expect(of('GET /api/remittances/export.xlsx')).toEqual([400, 401, 403, 404, 422]);
    expect(of('GET /api/access-requests/export.xlsx')).toEqual([400, 401, 403, 422]);
    expect(of('POST /api/auth/sign-in')).toEqual([400, 403, 409, 413, 415, 429]);
    // Uploads at once are capped (receiving-form.ts); a receiving out of exchange hours is a 422 (out_of_hours).
    expect(of('POST /api/payment-orders/{id}/receivings')).toEqual([
      400, 401, 403, 404, 409, 413, 414, 415, 422, 429,
    ]);
    expect(of('POST /api/payment-orders/{id}/receivings/preview')).toEqual([
      400, 401, 403, 404, 409, 413, 414, 415, 422,
    ]);
    expect(operations().find((o) => o.key === 'GET /api/users')?.op.security).toEqual([{ session: [] }]);
  });

  it('documents the 404 of a query naming a record: every list and download with such a filter', () => {
    const of = (key: string) => problems(operations().find((o) => o.key === key)?.op ?? { responses: {} });
    const openApiPath = (path: string) => `/api/${path.replace(/:(\w+)/g, '{$1}')}`;
    for (const resource of LIST_RESOURCES) {
      const names = recordFilters(resource.filters).length > 0 || resource.path.includes(':');
      const download = openApiPath(resource.downloadPath);
      for (const path of [
        openApiPath(resource.path),
        ...(resource.download ? [`${download}.csv`, `${download}.xlsx`] : []),
        ...(resource.pdf ? [`${download}.pdf`] : []),
      ])
        expect(of(`GET ${path}`).includes(404), path).toBe(names);
    }
    expect(of('GET /api/exchange-to-contract/totals')).toContain(404);
    expect(of('GET /api/remittances/shippers')).toContain(404);
  });

  it('names the type of each generated file', () => {
    const typeOf = (key: string) =>
      Object.keys(operations().find((o) => o.key === key)?.op.responses['200']?.content ?? {});
    expect(typeOf('GET /api/remittances/{id}/pdf')).toEqual(['application/pdf']);
    expect(typeOf('GET /api/balance/{shipperId}/report.pdf')).toEqual(['application/pdf']);
    expect(typeOf('GET /api/balance/{shipperId}/extract.csv')).toEqual(['text/csv']);
    expect(typeOf('GET /api/remittances/export.xlsx')).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
  });

  it('documents the CSV dialect on every CSV download', () => {
    const csv = operations().filter(({ key }) => key.startsWith('GET ') && key.endsWith('.csv'));
    expect(csv.length).toBeGreaterThan(20);
    for (const { key, op } of csv) {
      const dialect = op.parameters?.find((p) => p.name === 'csvDialect' && p.in === 'query');
      expect(dialect?.schema?.enum, key).toEqual(['pt-BR', 'rfc4180']);
      expect(dialect?.description, key).toContain('decimal comma');
    }
  });
});
