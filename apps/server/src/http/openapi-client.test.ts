import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ALL_PERMISSION_KEYS } from '@fxbo/domain';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { lastCodeFor } from '../../test/mail-code.js';
import { createClient, createRemittance, createShipper } from '../../test/fixtures/remittances.js';
import { responseChecker, type OpenApiDocument } from '../../test/fuzz/responses.js';
import { suiteAppWithMail } from '../../test/suite.js';
import { createUser } from '../../test/users.js';

/*
 * A typed client generated from the served document (openapi-typescript, at test time, into a folder under
 * node_modules/.cache), used with openapi-fetch: test/openapi-client/calls.ts is type-checked against the
 * generated types, then run against the server listening on a port — sign-in through captcha and e-mailed
 * code, a list, a detail, a download and an action with the CSRF header — each JSON answer checked against
 * the document.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const calls = path.join(here, '../../test/openapi-client/calls.ts');
const generated = path.join(here, '../../../../node_modules/.cache/fxbo-openapi-client');

/** What the test uses of calls.ts, imported at run time: it is outside the project (its types are generated). */
interface Calls {
  apiClient(baseUrl: string): {
    use(middleware: {
      onResponse(options: { request: Request; response: Response; schemaPath: string }): Promise<Response>;
    }): void;
  };
  signIn(
    client: unknown,
    login: { email: string; password: string },
    solve: (challenge: unknown) => Promise<string>,
    code: () => string,
  ): Promise<string>;
  remittanceCalls(client: unknown): Promise<{
    total: number;
    id: string;
    detailStatus: string;
    pdf: Uint8Array;
    canceled: unknown;
  }>;
}

describe('a client generated from the OpenAPI document', () => {
  const t = suiteAppWithMail();
  let document: OpenApiDocument;
  let source: string;
  beforeAll(async () => {
    source = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).body;
    document = JSON.parse(source) as OpenApiDocument;
  });

  it(
    'type-checks the client’s calls against the types generated from the document',
    { timeout: 120_000 },
    async () => {
      await fs.rm(generated, { recursive: true, force: true });
      await fs.mkdir(generated, { recursive: true });
      const types = astToString(await openapiTS(source));
      await fs.writeFile(path.join(generated, 'schema.d.ts'), types);
      await fs.writeFile(path.join(generated, 'package.json'), '{ "type": "module" }\n');
      await fs.copyFile(calls, path.join(generated, 'calls.ts'));
      const program = ts.createProgram([path.join(generated, 'calls.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
        types: [],
        skipLibCheck: true,
        noUncheckedIndexedAccess: true,
      });
      const errors = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(errors).toEqual([]);
      // The generated types carry what the document says: operationIds, the CSRF scheme stays out of parameters.
      expect(types).toContain('remittancesList: {');
      expect(types).toContain('"/api/payment-orders/{id}/receivings": {');
    },
  );

  it(
    'signs in through it and calls a list, a detail, a download and an action',
    { timeout: 120_000 },
    async () => {
      const db = t.database.db;
      const owner = await createClient(db, 'Cliente do Cliente Gerado Ltda');
      const remittance = await createRemittance(db, await createShipper(db, owner.id), { status: 'pending' });
      const user = await createUser(db, {
        kind: 'staff',
        allClients: true,
        permissions: [...ALL_PERMISSION_KEYS],
        email: 'cliente.gerado@corretora.test',
      });
      const { apiClient, remittanceCalls, signIn } = (await import(pathToFileURL(calls).href)) as Calls;
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const client = apiClient(address);
      const check = responseChecker(document);
      const broken: string[] = [];
      client.use({
        async onResponse({ request, response, schemaPath }) {
          const method = request.method.toLowerCase();
          const operation = document.paths[schemaPath]?.[method];
          if (!operation) broken.push(`${method} ${schemaPath}: not in the document`);
          else if (!response.headers.get('content-type')?.includes('pdf')) {
            const headers = Object.fromEntries(response.headers);
            const why = check(operation, {
              statusCode: response.status,
              headers,
              body: await response.clone().text(),
            });
            if (why) broken.push(`${method} ${schemaPath} → ${response.status} ${why}`);
          }
          return response;
        },
      });
      const solve = async (challenge: unknown) => {
        const c = challenge as Challenge;
        const solution = await solveChallenge({ challenge: c, deriveKey });
        return Buffer.from(
          JSON.stringify({ challenge: { parameters: c.parameters, signature: c.signature }, solution }),
        ).toString('base64');
      };
      const uid = await signIn(client, user, solve, () => lastCodeFor(t.smtp.received, user.email));
      expect(uid).toBe(user.id);

      const answers = await remittanceCalls(client);
      expect(answers.id).toBe(remittance.id);
      expect(answers.total).toBe(1);
      expect(answers.detailStatus).toBe('pending');
      expect(Buffer.from(answers.pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      expect(answers.canceled).toMatchObject({ id: remittance.id, status: 'canceled' });
      expect(broken).toEqual([]);
    },
  );
});
