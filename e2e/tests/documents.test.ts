import { DOCUMENT_DETAIL_FIELDS } from '@fxbo/domain';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser';
import { fill, text, type Language } from '../harness/catalog';
import { createClient } from '../harness/database';
import { randomDigits } from '../harness/documents';
import { openFilters } from '../harness/filters';
import { createLinkedUser } from '../harness/payment-orders';
import { fieldName, shootAtTwoWidths, switchLanguage } from '../harness/screens';
import { endInEnglish, useScreenTest } from '../harness/screen-test';
import { fieldIn, section } from '../harness/record';

// /document, /document-detail/:documentId and /document-report against the real server. A client user of a
// fresh client, holding documents.consult and contracts.consult, searches its documents by P.O. number, opens
// the invoice found, reads every field labelled (type, status, value), its contract as a link, its open and
// resolved pendencies, downloads its file and compares the bytes; another client's document is not found; the
// report asks for its period first. English too; screenshots at 1,440 × 900 and 390 wide.

const session = useBrowser();
const tag = randomDigits(6);
const d = (key: string, language: Language = 'pt-BR') => text(language, key, 'documents');
// A field's label on the record's page (the domain's, in both languages).
const f = (key: keyof typeof DOCUMENT_DETAIL_FIELDS, language: Language = 'pt-BR') =>
  DOCUMENT_DETAIL_FIELDS[key].label[language];
const components = (key: string, language: Language = 'pt-BR') => text(language, key, 'components');

const clientName = `Importadora Papéis ${tag} Ltda`;
const invoiceNumber = `INV-${tag}-001`;
const poNumber = `PO-${tag}`;
const contractNumber = `IMP-DOC-${tag}`;
const file = { name: `fatura-${tag}.pdf`, content: `%PDF-1.4\n% invoice ${tag}\n%%EOF\n` };

let invoiceId = '';
let contractId = '';
let otherId = '';

const screen = useScreenTest(session, 'documents', async (db) => {
  const client = await createClient(db, clientName);
  const other = await createClient(db, `Exportadora Alheia ${tag} S.A.`);
  contractId = (
    await db.query<{ id: string }>(
      `insert into contracts (contract_number, contract_date, contract_type, client_id, currency, me_value, rate, mn_value)
       values ($1, '2026-03-02', 'import', $2, 'USD', 12500.75, 5.1245, 64060.09) returning id::text`,
      [contractNumber, client.id],
    )
  ).rows[0]!.id;
  const insert = async (clientId: string, values: Record<string, unknown>) => {
    const columns = Object.keys(values);
    const { rows } = await db.query<{ id: string }>(
      `insert into documents (client_id, ${columns.join(', ')})
       values ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}) returning id::text`,
      [clientId, ...Object.values(values)],
    );
    return rows[0]!.id;
  };
  const content = Buffer.from(file.content, 'utf8');
  invoiceId = await insert(client.id, {
    document_type: 'import_invoice',
    number: invoiceNumber,
    po_number: poNumber,
    reference: `REF-${tag}`,
    process: `PROC 2026/${tag}`,
    counterparty_name: `Shanghai Parts ${tag} Co.`,
    merchandise: 'Autopeças',
    shipping_company: 'Maersk',
    issue_date: '2026-03-02',
    due_date: '2026-04-01',
    currency: 'USD',
    value: '12500.75',
    status: 'contracted',
    contract_id: contractId,
    notes: `Original enviado por courier ${tag}.`,
    file_name: file.name,
    mime_type: 'application/pdf',
    size_bytes: content.length,
    sha256: (await db.query<{ h: Buffer }>('select sha256($1::bytea) as h', [content])).rows[0]!.h,
    content,
  });
  await insert(client.id, {
    document_type: 'knowledge',
    number: `MSCU${tag}`,
    issue_date: '2026-03-05',
    counterparty_name: `Shanghai Parts ${tag} Co.`,
  });
  otherId = await insert(other.id, { document_type: 'di', number: `DI-${tag}`, issue_date: '2026-03-03' });
  await db.query(
    `insert into document_pendencies (document_id, summary, description, created_at, resolved_at)
     values ($1, 'DI não anexada', 'A Declaração de Importação ainda não foi enviada.', '2026-03-03T13:00:00Z', null),
            ($1, 'Assinatura pendente', null, '2026-03-04T13:00:00Z', '2026-03-05T15:30:00Z')`,
    [invoiceId],
  );
  const user = await createLinkedUser(db, `documentos${tag}`, {
    clientId: client.id,
    permissions: ['documents.consult', 'contracts.consult'],
    kind: 'client',
  });
  return user;
});

const dataRows = (language: Language = 'pt-BR') =>
  session.page
    .getByRole('table', { name: d('list.tableLabel', language) })
    // A row's details are a row of their own, under its toggle.
    .locator('tbody > tr:has(button[aria-expanded])');

const region = (name: string) => section(session.page, name);

/** The text of the value labelled `label` in the section named `section`. */
const field = (name: string, label: string) => fieldIn(session.page, name, label);

describe('documents', () => {
  it('finds a document by its P.O. number and opens it', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/document');
    await page.getByRole('heading', { level: 1, name: d('list.title') }).waitFor();
    await expect.poll(() => dataRows().count()).toBe(2);
    expect(
      await dataRows()
        .filter({ hasText: `DI-${tag}` })
        .count(),
    ).toBe(0);

    await openFilters(page);
    await page.getByLabel(fieldName('P.O.')).fill(poNumber);
    await page.getByRole('button', { name: components('filters.search'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('poNumber') === poNumber);
    await expect.poll(() => dataRows().count()).toBe(1);
    const row = dataRows().first();
    await row.getByText('Fatura de importação', { exact: true }).waitFor();
    await row.getByText('Contratado', { exact: true }).waitFor();
    await row.getByText('US$ 12.500,75', { exact: true }).waitFor();
    // The payer/receiver, reference and the rest in the row's details.
    await row.locator('button[aria-expanded]').click();
    await page.getByText(`Shanghai Parts ${tag} Co.`, { exact: true }).waitFor();
    await page.getByText(`REF-${tag}`, { exact: true }).waitFor();
    await shootAtTwoWidths(page, 'documents-list', { width: 1440, height: 900 });

    await page.getByRole('link', { name: invoiceNumber, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/document-detail/${invoiceId}`);
  });

  it('shows every field labelled, the contract as a link, the pendencies and the file', async () => {
    const { page } = session;
    await page.goto(`/document-detail/${invoiceId}`);
    await page
      .getByRole('heading', {
        level: 1,
        name: fill(d('detail.title'), {
          type: 'Fatura de importação',
          number: invoiceNumber,
          date: '02/03/2026',
        }),
      })
      .waitFor();
    const fields = d('detail.fields');
    expect(await field(fields, f('type'))).toBe('Fatura de importação');
    expect(await field(fields, f('status'))).toBe('Contratado');
    expect(await field(fields, f('value'))).toBe('US$ 12.500,75');
    expect(await field(fields, f('poNumber'))).toBe(poNumber);
    expect(await field(fields, f('dueDate'))).toBe('01/04/2026');
    expect(await field(fields, f('shippingCompany'))).toBe('Maersk');
    expect(
      await region(fields).getByRole('link', { name: contractNumber, exact: true }).getAttribute('href'),
    ).toBe(`/contract-detail/${contractId}`);
    const pendencies = region(d('pendencies.title'));
    await pendencies.getByText('DI não anexada', { exact: true }).waitFor();
    await pendencies.getByText(d('pendencies.open'), { exact: true }).waitFor();
    await pendencies.getByText(d('pendencies.resolved'), { exact: true }).waitFor();
    expect(await field(d('file.title'), d('file.name'))).toBe(file.name);
    expect(await field(d('file.title'), d('file.size'))).toBe(`${Buffer.byteLength(file.content)} bytes`);
    await shootAtTwoWidths(page, 'documents-detail');

    await page.setViewportSize({ width: 1440, height: 900 });
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: fill(d('file.download'), { file: file.name }) }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(file.name);
    expect((await readFile(await saved.path())).equals(Buffer.from(file.content, 'utf8'))).toBe(true);
  });

  it("answers another client's document as not found", async () => {
    const { page } = session;
    await page.goto(`/document-detail/${otherId}`);
    await page.getByText(d('errors.notFound'), { exact: true }).waitFor();
  });

  it('asks the report for its period before listing', async () => {
    const { page } = session;
    await page.goto('/document');
    await page.getByRole('link', { name: d('list.report'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/document-report');
    await page.getByRole('heading', { level: 1, name: d('report.title') }).waitFor();
    await page.getByText('Informe o período.').first().waitFor();
    await page.goto('/document-report?issueDateFrom=2026-03-01&issueDateTo=2026-03-31');
    const rows = page
      .getByRole('table', { name: d('report.tableLabel') })
      .locator('tbody > tr:has(button[aria-expanded])');
    await expect.poll(() => rows.count()).toBe(2);
    await page.getByRole('link', { name: /PDF/ }).first().waitFor();
    await shootAtTwoWidths(page, 'documents-report', { width: 1440, height: 900 });
  });

  it('reads in English', async () => {
    const { page } = session;
    await page.goto(`/document-detail/${invoiceId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await switchLanguage(page, 'pt-BR', 'en');
    await page
      .getByRole('heading', {
        level: 1,
        name: fill(d('detail.title', 'en'), {
          type: 'Import invoice',
          number: invoiceNumber,
          date: '03/02/2026',
        }),
      })
      .waitFor();
    const fields = d('detail.fields', 'en');
    expect(await field(fields, f('type', 'en'))).toBe('Import invoice');
    expect(await field(fields, f('status', 'en'))).toBe('Contracted');
    expect(await field(fields, f('value', 'en'))).toBe('USD 12,500.75');
    await region(d('pendencies.title', 'en'))
      .getByText(d('pendencies.resolved', 'en'), { exact: true })
      .waitFor();
    await shootAtTwoWidths(page, 'documents-detail-en');

    await page.goto(`/document?poNumber=${poNumber}`);
    await page.getByRole('heading', { level: 1, name: d('list.title', 'en') }).waitFor();
    await expect.poll(() => dataRows('en').count()).toBe(1);
    await dataRows('en').first().getByText('Import invoice', { exact: true }).waitFor();
    await endInEnglish(page, 'documents-list-en', screen.missingKeys);
  });
});
