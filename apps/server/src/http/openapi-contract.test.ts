import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signedInAdministrator } from '../../test/auth.js';

/*
 * The document as a client generator reads it: Redocly's recommended rules find no error, every operation has
 * an operationId, public ones say `security: []`, state changes name the CSRF header, and every query parameter
 * the server cannot do without is documented required (found by asking the server).
 */

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { enum?: string[] };
}
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: { required?: string[] }; encoding?: object }> };
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { in?: string; name?: string }> };
}

describe('the OpenAPI document for client generators', () => {
  let t: TestApp;
  let doc: Document;
  let source: string;
  beforeAll(async () => {
    // A public address like a deployment's (Redocly warns of localhost and example.com servers).
    t = await buildTestApp({ env: { PUBLIC_URL: 'https://cambio.corretora.test' } });
    source = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).body;
    doc = JSON.parse(source) as Document;
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({
        path,
        method,
        key: `${method.toUpperCase()} ${path}`,
        op,
      })),
    );

  it('passes Redocly’s recommended rules with no error', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const show = (severity: string) =>
      problems
        .filter((p) => p.severity === severity)
        .map((p) => `${p.ruleId}: ${p.message} ${p.location[0]?.pointer ?? ''}`);
    // What remains is a warning, recorded in docs/decisions.md §59: the contract-by-number path beside the
    // contract's own (Fastify matches the static segment first).
    expect(show('error')).toEqual([]);
    expect(show('warn')).toEqual([expect.stringMatching(/^no-ambiguous-paths: .*by-number/)]);
    expect(doc.servers).toEqual([{ url: 'https://cambio.corretora.test', description: expect.any(String) }]);
  });

  it('gives every operation a unique camelCase operationId derived from its path and action', () => {
    const ids = operations().map(({ op }) => op.operationId ?? '');
    expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const idOf = (key: string) => operations().find((o) => o.key === key)?.op.operationId;
    expect(idOf('GET /api/remittances')).toBe('remittancesList');
    expect(idOf('GET /api/remittances/{id}')).toBe('remittancesGet');
    expect(idOf('POST /api/remittances/{id}/cancel')).toBe('remittancesCancel');
    expect(idOf('GET /api/remittances/export.csv')).toBe('remittancesExportCsvGet');
    expect(idOf('POST /api/users')).toBe('usersCreate');
    expect(idOf('PUT /api/users/{id}')).toBe('usersUpdate');
    expect(idOf('DELETE /api/list-views/{list}/{id}')).toBe('listViewsDelete');
    expect(idOf('POST /api/auth/sign-in')).toBe('authSignIn');
  });

  it('says who may call: public operations none, signed-in ones the session, and the CSRF header on changes', () => {
    expect(doc.components.securitySchemes.csrf).toMatchObject({ in: 'header', name: 'X-CSRF-Token' });
    const securityOf = (key: string) => operations().find((o) => o.key === key)?.op.security;
    for (const key of [
      'GET /api/health',
      'GET /api/auth/captcha',
      'POST /api/auth/sign-in',
      'GET /api/auth/session',
    ])
      expect(securityOf(key), key).toEqual([]);
    expect(securityOf('GET /api/remittances')).toEqual([{ session: [] }]);
    expect(securityOf('POST /api/remittances/{id}/cancel')).toEqual([{ session: [], csrf: [] }]);
    const changesWithoutCsrf = operations()
      .filter(({ method, op }) => method !== 'get' && op.security?.length)
      .filter(({ op }) => !op.security?.every((s) => 'csrf' in s))
      .map(({ key }) => key);
    expect(changesWithoutCsrf).toEqual([]);
  });

  it('names the shared shapes: the problem, each list’s page and row, the totals, the signed-in user', () => {
    const names = Object.keys((doc as unknown as { components: { schemas: object } }).components.schemas);
    expect(names).toEqual(
      expect.arrayContaining([
        'Problem',
        'RemittancesPage',
        'RemittancesItem',
        'ListTotals',
        'SessionUser',
        'SignedIn',
        'CodeRequired',
      ]),
    );
    expect(names.length).toBeGreaterThan(40);
  });

  it('documents the receiving’s multipart form: the JSON `data`, then the `document` file', () => {
    const body = doc.paths['/api/payment-orders/{id}/receivings']?.post?.requestBody;
    const form = body?.content['multipart/form-data'];
    expect(form?.schema?.required).toEqual(['data']);
    expect(form?.encoding).toEqual({
      data: { contentType: 'application/json' },
      document: { contentType: 'application/pdf, image/jpeg, image/png' },
    });
  });

  it(
    'documents as required every query parameter the server cannot do without',
    { timeout: 120_000 },
    async () => {
      const admin = await signedInAdministrator(t);
      const undocumented: string[] = [];
      let required = 0;
      for (const { path, method, key, op } of operations()) {
        const query = (op.parameters ?? []).filter((p) => p.in === 'query');
        if (method !== 'get' || !query.length) continue;
        // The documented-required parameters with a plausible value; then what the server still asks for.
        const value = (p: Parameter) =>
          p.schema?.enum?.[0] ??
          (
            { from: '2026-01-01', to: '2026-01-31', day: '2026-01-15', currency: 'USD' } as Record<
              string,
              string
            >
          )[p.name] ??
          '1';
        const search = new URLSearchParams(
          query.filter((p) => p.required).map((p): [string, string] => [p.name, value(p)]),
        );
        const res = await t.app.inject({
          method: 'GET',
          url: `${path.replace(/\{[^}]+\}/g, '1')}?${search.toString()}`,
          headers: admin.agent.headers,
        });
        required += query.filter((p) => p.required).length;
        if (res.statusCode !== 400) continue;
        const errors = (res.json() as { errors?: { path: string; code: string }[] }).errors ?? [];
        for (const e of errors) {
          const name = e.path.replace(/^querystring\./, '');
          if (/required|invalid_type/.test(e.code) && !search.has(name))
            undocumented.push(`${key} ${name} (${e.code})`);
        }
      }
      expect(undocumented).toEqual([]);
      // The treasury reports' client and period, the trade reports' client… (98 on 2026-11-29).
      expect(required).toBeGreaterThan(90);
    },
  );
});
