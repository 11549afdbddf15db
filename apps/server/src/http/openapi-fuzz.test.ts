import { ALL_PERMISSION_KEYS, generateCpf, seededRng } from '@fxbo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../../test/auth.js';
import { casesFor } from '../../test/fuzz/cases.js';
import { responseChecker, type OpenApiDocument } from '../../test/fuzz/responses.js';
import { createClient, createRemittance, createShipper } from '../../test/fixtures/remittances.js';
import { createUser } from '../../test/users.js';
import { suiteApp } from '../../test/suite.js';
import { CHECK_CONSTRAINT_REACHED } from './error-handler.js';

/*
 * The API against its own OpenAPI document: every documented operation, called with valid requests and
 * with wrong values in each parameter and body field (seeded, so a failure replays), as an anonymous
 * caller, a staff user holding every permission and a client user holding every permission. No answer may
 * be a 5xx, carry a status the operation does not document, or break the documented schema of its status, and
 * no request may reach a check constraint of the database (its schema should have refused it).
 */
const SEED = 20261124;
/** Operations where staff got a 2xx on 2026-11-24: 38 of 52. */
const MIN_STAFF_SUCCESSES = 36;

/** What the app logs at warn and above: a check constraint reached is a schema missing a rule (a failure). */
const logged: { msg?: string; constraint?: string }[] = [];
const t = suiteApp({
  logger: { level: 'warn', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
});
let document: OpenApiDocument;
const records: Record<string, string> = {};
let staff: string;
let client: string;

beforeAll(async () => {
  const db = t.database.db;
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const owner = await createClient(db, 'Cliente do Fuzz Ltda');
  const shipper = await createShipper(db, owner.id);
  records.shipper = shipper.id;
  records.remittance = (await createRemittance(db, shipper)).id;
  records.user = (await createUser(db, { kind: 'client', clientIds: [owner.id] })).id;
  records.accessRequest = String(
    (
      await db
        .insertInto('access_requests')
        .values({
          name: 'Requerente do Fuzz',
          cpf: generateCpf(seededRng(SEED)),
          email: 'requerente.fuzz@empresa.test',
          birth_date: '1980-01-01',
          password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
          company: 'Empresa do Fuzz',
          client_tax_ids: [owner.taxId],
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
  const everything = [...ALL_PERMISSION_KEYS];
  staff = (await createUser(db, { kind: 'staff', allClients: true, permissions: everything })).id;
  client = (await createUser(db, { kind: 'client', clientIds: [owner.id], permissions: everything })).id;
});

/** Existing records for the path of each area, so valid requests reach past "not found". */
function validPath(template: string) {
  return (name: string): string | undefined => {
    if (name === 'shipperId') return records.shipper;
    if (template.startsWith('/api/remittances/')) return records.remittance;
    if (template.startsWith('/api/users/')) return records.user;
    if (template.startsWith('/api/access-requests/')) return records.accessRequest;
    return undefined;
  };
}

/** Every operation; deletions last, so the records they remove serve the other operations first. */
const operations = () =>
  Object.entries(document.paths)
    .flatMap(([template, item]) =>
      Object.entries(item).map(([method, operation]) => ({ template, method, operation })),
    )
    .sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));

const CALLERS = [
  { name: 'anonymous', userId: () => undefined, perField: 1 },
  { name: 'staff', userId: () => staff, perField: 4 },
  { name: 'client', userId: () => client, perField: 2 },
] as const;

describe('the API keeps its OpenAPI document under fuzzing', () => {
  it.each(CALLERS)('as $name', { timeout: 120_000 }, async (caller) => {
    const check = responseChecker(document);
    const random = seededRng(SEED + caller.name.length);
    const broken = new Set<string>();
    let sent = 0;
    const reached = new Set<string>();
    let session: Record<string, string> | undefined;
    for (const { template, method, operation } of operations()) {
      const cases = casesFor(template, operation, random, {
        perField: caller.perField,
        validPath: validPath(template),
      });
      for (const c of cases) {
        const userId = caller.userId();
        // A fresh session after every state change: some operations end the one they are called with.
        session ??= userId ? (await sessionFor(t.database.db, t.config, userId)).headers : {};
        const answer = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: c.url,
          headers: {
            ...session,
            'accept-language': sent % 2 ? 'en' : 'pt-BR',
            ...(c.contentType ? { 'content-type': c.contentType } : {}),
          },
          ...(c.payload === undefined ? {} : { payload: c.payload }),
        });
        sent++;
        if (method !== 'get') session = undefined;
        if (answer.statusCode < 300) reached.add(`${method.toUpperCase()} ${template}`);
        const reachedCheck = logged.splice(0).find((l) => l.msg === CHECK_CONSTRAINT_REACHED);
        const why = reachedCheck
          ? `reached the check constraint ${reachedCheck.constraint ?? '?'}: the request schema misses its rule`
          : check(operation, answer);
        if (why) broken.add(`${method.toUpperCase()} ${template} [${c.label}] → ${answer.statusCode} ${why}`);
      }
    }
    expect(sent).toBeGreaterThan(300);
    // The valid requests must be valid: staff reach a success on all but the operations that need a secret
    // (captcha, e-mailed code, reset link, TOTP) or a state the fixtures lack (a blocked remittance).
    if (caller.name === 'staff') expect(reached.size).toBeGreaterThanOrEqual(MIN_STAFF_SUCCESSES);
    expect([...broken]).toEqual([]);
  });
});
