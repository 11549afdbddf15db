import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser';
import { text, type Language } from '../harness/catalog';
import { connectDatabase, createClient } from '../harness/database';
import { randomDigits } from '../harness/documents';
import { createLinkedUser } from '../harness/payment-orders';
import { shootAtTwoWidths, shootFailures } from '../harness/screens';
import { signIn } from '../harness/signin';
import type { TestUser } from '../harness/users';

// Issue 23's reproduction, as a client user meets it: an address naming another client's id (a shared link,
// or an id typed by hand) in the RDE report. The server answers "not found" for the list and its downloads,
// so the screen says the client was not found, the PDF link answers 404, and the other client's name is
// nowhere on the page or in any answer (it was printed under the PDF's title). Screenshots at 1,440 and 390.
// Every list and format is proven on the server by platform/list-filter-scope.test.ts.

const session = useBrowser();
const tag = randomDigits(6);
const components = (key: string, language: Language = 'pt-BR') => text(language, key, 'components');
const r = (key: string, language: Language = 'pt-BR') => text(language, key, 'rdes');

const ownName = `Tomadora Própria ${tag} Ltda`;
const foreignName = `Zelcorp Sigilo ${tag} Ltda`;

let db: pg.Client;
let user: TestUser;
let foreignId = '';

beforeAll(async () => {
  db = await connectDatabase();
  const own = await createClient(db, ownName);
  foreignId = (await createClient(db, foreignName)).id;
  user = await createLinkedUser(db, `scope${tag}`, {
    clientId: own.id,
    kind: 'client',
    permissions: ['rde.consult'],
  });
  await signIn(session.page, user);
}, 120_000);

shootFailures(session, 'filter-scope');

afterAll(async () => {
  await db?.end();
});

describe('an address naming another client', () => {
  it('shows "client not found" in the RDE report, and its PDF answers 404 without the name', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/rde-report?rdeType=rof&clientId=${foreignId}`);
    await page.getByRole('heading', { level: 1, name: r('report.title') }).waitFor();
    await page.getByText('Cliente não encontrado.').first().waitFor();

    const href = await page.getByRole('link', { name: components('downloads.pdf') }).getAttribute('href');
    expect(href).toContain(`clientId=${foreignId}`);
    const pdf = await page.request.get(href ?? '');
    expect(pdf.status()).toBe(404);
    expect(pdf.headers()['content-type']).toMatch(/^application\/problem\+json/);
    expect(await pdf.text()).not.toContain(foreignName);

    expect(await page.locator('body').innerText()).not.toContain(foreignName);
    await shootAtTwoWidths(page, 'filter-scope-rde-report', { width: 1440, height: 900 });
  });
});
