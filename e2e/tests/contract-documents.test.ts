import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser';
import { fill, text, type Language } from '../harness/catalog';
import { createClient } from '../harness/database';
import { randomDigits } from '../harness/documents';
import { createLinkedUser } from '../harness/payment-orders';
import { shootAtTwoWidths, switchLanguage } from '../harness/screens';
import type { TestUser } from '../harness/users';
import { endInEnglish, useScreenTest } from '../harness/screen-test';

// /contract-document/{documentId} against the real server. A contract of a fresh client with a DI and an
// invoice holding a stored file (every other kind empty); another client's contract with a document. A client
// user opens the DI's page: the contract's header, one section per kind (the empty ones say so), the DI
// highlighted; downloads the invoice's file and compares its bytes; gets "not found" for the other client's
// document. English once; screenshots at 1,440 × 900 and 390 wide.

const session = useBrowser();
const tag = randomDigits(6);
const c = (key: string, language: Language = 'pt-BR') => text(language, key, 'contracts');

const number = `CTDOC-${tag}-1`;
const file = { name: `fatura-${tag}.pdf`, content: `%PDF-1.4\n% invoice ${tag}\n%%EOF\n` };
const EMPTY_KINDS = ['re', 'due', 'application', 'knowledge', 'installment'] as const;

let clientUser: TestUser;
let contractId: string;
let diId: string;
let otherDocumentId: string;

const screen = useScreenTest(session, 'contract-documents', async (db) => {
  const own = await createClient(db, `Importadora Documentos ${tag} Ltda`);
  const other = await createClient(db, `Exportadora Alheia Doc ${tag} S.A.`);
  const insertContract = async (contractNumber: string, clientId: string) =>
    (
      await db.query<{ id: string }>(
        `insert into contracts (contract_number, contract_date, contract_type, client_id, currency, me_value, rate, mn_value)
         values ($1, '2026-03-02', 'import', $2, 'USD', 12345.67, 5.1245, 63262.53) returning id::text`,
        [contractNumber, clientId],
      )
    ).rows[0]!.id;
  contractId = await insertContract(number, own.id);
  diId = (
    await db.query<{ id: string }>(
      `insert into contract_documents (contract_id, kind, number, document_date, notes)
       values ($1, 'di', $2, '2026-02-10', $3) returning id::text`,
      [contractId, `DI-${tag}`, `Desembaraço em Santos ${tag}`],
    )
  ).rows[0]!.id;
  await db.query(
    `insert into contract_documents (contract_id, kind, number, document_date, due_date, currency, value,
       file_name, mime_type, size_bytes, sha256, content)
     values ($1, 'invoice', $2, '2026-02-20', '2026-04-20', 'USD', 12345.67, $3, 'application/pdf',
       octet_length($4::bytea), sha256($4::bytea), $4::bytea)`,
    [contractId, `INV-${tag}`, file.name, Buffer.from(file.content, 'utf8')],
  );
  const otherContract = await insertContract(`CTDOC-${tag}-2`, other.id);
  otherDocumentId = (
    await db.query<{ id: string }>(
      `insert into contract_documents (contract_id, kind, number) values ($1, 'di', $2) returning id::text`,
      [otherContract, `DI-B-${tag}`],
    )
  ).rows[0]!.id;
  clientUser = await createLinkedUser(db, `contratodoc${tag}`, {
    clientId: own.id,
    permissions: ['contracts.consult'],
    kind: 'client',
  });
  return clientUser;
});

const heading = (language: Language = 'pt-BR') =>
  session.page.getByRole('heading', { level: 1, name: fill(c('documentPage.title', language), { number }) });

const region = (name: string) => session.page.getByRole('region', { name, exact: true });

describe('contract documents', () => {
  it('shows the contract and one section per kind, the chosen document highlighted', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/contract-document/${diId}`);
    await heading().waitFor();
    const back = page.getByRole('link', { name: number, exact: true });
    expect(await back.getAttribute('href')).toBe(`/contract-detail/${contractId}`);
    const di = region('DI');
    await di.getByText(`DI-${tag}`, { exact: true }).waitFor();
    await di.getByText(c('documentPage.chosen'), { exact: true }).waitFor();
    await di.getByText(`Desembaraço em Santos ${tag}`, { exact: true }).waitFor();
    await di.getByText('10/02/2026', { exact: true }).waitFor();
    const invoice = region('Fatura (invoice)');
    await invoice.getByText('US$ 12.345,67', { exact: true }).waitFor();
    await invoice.getByText('20/04/2026', { exact: true }).waitFor();
    expect(await invoice.getByText(c('documentPage.chosen'), { exact: true }).count()).toBe(0);
    for (const kind of EMPTY_KINDS)
      await page.getByText(c(`documentPage.empty.${kind}`), { exact: true }).waitFor();
    await shootAtTwoWidths(page, 'contract-documents', { width: 1440, height: 900 });
  });

  it('downloads a stored file as it was stored', async () => {
    const { page } = session;
    await page.goto(`/contract-document/${diId}`);
    await heading().waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: fill(c('documentPage.download'), { file: file.name }) }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(file.name);
    expect((await readFile(await saved.path())).equals(Buffer.from(file.content, 'utf8'))).toBe(true);
  });

  it('reads in English', async () => {
    const { page } = session;
    await page.goto(`/contract-document/${diId}`);
    await heading().waitFor();
    await switchLanguage(page, 'pt-BR', 'en');
    await heading('en').waitFor();
    await region('Invoice').getByText('USD 12,345.67', { exact: true }).waitFor();
    await page.getByText(c('documentPage.empty.knowledge', 'en'), { exact: true }).waitFor();
    await endInEnglish(page, 'contract-documents-en', screen.missingKeys);
  });

  it("finds another client's document not found", async () => {
    const { page } = session;
    await page.goto(`/contract-document/${otherDocumentId}`);
    await page.getByText(c('errors.documentNotFound'), { exact: true }).waitFor();
    expect(await page.getByText(`DI-B-${tag}`).count()).toBe(0);
    expect(screen.missingKeys).toEqual([]);
  });
});
