import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser';
import { fill, text, type Language } from '../harness/catalog';
import { connectDatabase, createClient } from '../harness/database';
import { randomDigits } from '../harness/documents';
import { createLinkedUser } from '../harness/payment-orders';
import { fieldName, shootAtTwoWidths, shootFailures, switchLanguage } from '../harness/screens';
import { watchMissingKeys } from '../harness/shell';
import { signIn } from '../harness/signin';
import type { TestUser } from '../harness/users';

// /documents-pending against the real server. A staff user of one fresh client, holding documents.consult and
// documents.resolve-pendencies, sees the client's open pendencies (the screen's default) with their document
// as a link, resolves one with a note (required), and it leaves the open list; then the screen in English.
// Screenshots at 1,440 and 390 wide.

const session = useBrowser();
const tag = randomDigits(6);
const d = (key: string, language: Language = 'pt-BR') => text(language, key, 'documentPendencies');

const clientName = `Documentos Pendentes ${tag} Ltda`;
const invoiceNumber = `INV-${tag}`;
const diNumber = `DI-${tag}`;

let db: pg.Client;
let user: TestUser;
let missingKeys: string[] = [];
let invoiceId = '';
let pendencyId = '';

beforeAll(async () => {
  db = await connectDatabase();
  const client = await createClient(db, clientName);
  const document = async (number: string, type: string) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into documents (client_id, document_type, number, issue_date, currency, value)
       values ($1, $2, $3, '2026-03-02', 'USD', 1000.00) returning id::text`,
      [client.id, type, number],
    );
    return rows[0]!.id;
  };
  invoiceId = await document(invoiceNumber, 'import_invoice');
  const diId = await document(diNumber, 'di');
  const pendency = async (documentId: string, summary: string, description: string) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into document_pendencies (document_id, summary, description, created_at)
       values ($1, $2, $3, '2026-03-05T15:00:00Z') returning id::text`,
      [documentId, summary, description],
    );
    return rows[0]!.id;
  };
  pendencyId = await pendency(
    invoiceId,
    'Assinatura pendente',
    'A fatura chegou sem a assinatura do exportador.',
  );
  await pendency(diId, 'DI não anexada', 'Anexe a DI registrada no Siscomex.');
  user = await createLinkedUser(db, `pendencies${tag}`, {
    clientId: client.id,
    permissions: ['documents.consult', 'documents.resolve-pendencies'],
  });
  missingKeys = watchMissingKeys(session.page);
  await signIn(session.page, user);
}, 120_000);

shootFailures(session, 'documents-pending');

afterAll(async () => {
  await db?.end();
});

const dataRows = (language: Language = 'pt-BR') =>
  session.page.getByRole('table', { name: d('list.tableLabel', language) }).locator('tbody > tr');

describe('pending documents', () => {
  it('lists the open pendencies with their documents as links and resolves one with a note', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/documents-pending');
    await page.getByRole('heading', { level: 1, name: d('list.title') }).waitFor();
    await expect.poll(() => dataRows().count()).toBe(2);
    const link = page.getByRole('link', { name: invoiceNumber, exact: true });
    expect(await link.getAttribute('href')).toBe(`/document-detail/${invoiceId}`);
    const row = dataRows().filter({ hasText: invoiceNumber });
    await row.getByText('Fatura de importação', { exact: true }).waitFor();
    await row.getByText('Aberta', { exact: true }).waitFor();
    await shootAtTwoWidths(page, 'documents-pending-list', { width: 1440, height: 900 });

    await page
      .getByRole('button', {
        name: fill(d('resolve.buttonLabel'), { summary: 'Assinatura pendente', number: invoiceNumber }),
      })
      .click();
    const dialog = page.getByRole('dialog', { name: fill(d('resolve.title'), { number: invoiceNumber }) });
    await dialog.getByRole('button', { name: d('resolve.submit'), exact: true }).click();
    await dialog.getByText('Descreva o que foi feito para resolver a pendência.', { exact: true }).waitFor();
    await dialog.getByLabel(fieldName(d('resolve.note'))).fill('Fatura assinada recebida por e-mail.');
    await shootAtTwoWidths(page, 'documents-pending-resolve', { width: 1440, height: 900 });
    await dialog.getByRole('button', { name: d('resolve.submit'), exact: true }).click();
    await page
      .getByText(fill(d('resolve.done'), { summary: 'Assinatura pendente', number: invoiceNumber }), {
        exact: true,
      })
      .waitFor();
    await expect.poll(() => dataRows().count()).toBe(1);
    const { rows } = await db.query<{ resolution_note: string }>(
      'select resolution_note from document_pendencies where id = $1 and resolved_at is not null',
      [pendencyId],
    );
    expect(rows[0]?.resolution_note).toBe('Fatura assinada recebida por e-mail.');

    await page.goto('/documents-pending?status=all');
    await expect.poll(() => dataRows().count()).toBe(2);
    await dataRows().filter({ hasText: invoiceNumber }).getByText('Resolvida', { exact: true }).waitFor();
  });

  it('reads in English', async () => {
    const { page } = session;
    await page.goto('/documents-pending');
    await page.getByRole('heading', { level: 1, name: d('list.title') }).waitFor();
    await switchLanguage(page, 'pt-BR', 'en');
    await page.getByRole('heading', { level: 1, name: d('list.title', 'en') }).waitFor();
    await expect.poll(() => dataRows('en').count()).toBe(1);
    const row = dataRows('en').first();
    await row.getByText('DI (import declaration)', { exact: true }).waitFor();
    await row.getByText('Open', { exact: true }).waitFor();
    await row
      .getByRole('button', {
        name: fill(d('resolve.buttonLabel', 'en'), { summary: 'DI não anexada', number: diNumber }),
      })
      .waitFor();
    await shootAtTwoWidths(page, 'documents-pending-en', { width: 1440, height: 900 });
    await switchLanguage(page, 'en', 'pt-BR');
    expect(missingKeys).toEqual([]);
  });
});
