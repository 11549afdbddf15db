import { amountInWords } from '@fxbo/domain';
import { pdfText } from '@fxbo/test-files';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser';
import { fill, text, type Language } from '../harness/catalog';
import { createClient, type Client } from '../harness/database';
import { randomDigits } from '../harness/documents';
import { openFilters } from '../harness/filters';
import { createLinkedUser } from '../harness/payment-orders';
import { fieldName, shootAtTwoWidths, switchLanguage } from '../harness/screens';
import type { TestUser } from '../harness/users';
import { endInEnglish, signInAs, useScreenTest } from '../harness/screen-test';

// /contract-detail/{id} and the /contract-detail lookup against the real server. A contract of a fresh client
// with every field, reference numbers, an invoice and a linked quotation (no payment order, no back-to-back:
// their empty sentences); another client's contract. A staff user finds the contract by its DI number in the
// list and opens it, then looks it up by number; a user of the first client gets "not found" for the other's
// contract, by address and by number. The staff user prints the full contract (PDF text checked). English
// once; screenshots at 1,440 × 900 and 390 wide.

const session = useBrowser();
const tag = randomDigits(6);
const c = (key: string, language: Language = 'pt-BR') => text(language, key, 'contracts');
const components = (key: string, language: Language = 'pt-BR') => text(language, key, 'components');

const number = `CTD-${tag}-1`;
const otherNumber = `CTD-${tag}-2`;
const di = `DID-${tag}01`;

let own: Client;
let staff: TestUser;
let clientUser: TestUser;
let contractId: string;
let otherId: string;
let quotationId: string;

/** A 14-character CNPJ as the screen masks it (12.345.678/0001-95). */
const maskedCnpj = (v: string) =>
  `${v.slice(0, 2)}.${v.slice(2, 5)}.${v.slice(5, 8)}/${v.slice(8, 12)}-${v.slice(12)}`;

const screen = useScreenTest(session, 'contract-detail', async (db) => {
  own = await createClient(db, `Importadora Detalhe ${tag} Ltda`);
  const other = await createClient(db, `Exportadora Alheia ${tag} S.A.`);
  await db.query(
    `update clients set address_street = 'Avenida Paulista', address_number = '1000', address_district = 'Bela Vista',
       address_city = 'São Paulo', address_state = 'SP', address_postal_code = '01310100' where id = $1`,
    [own.id],
  );
  const { rows } = await db.query<{ id: string }>(
    `insert into contracts (contract_number, contract_date, bacen_number, contract_type, client_id, currency,
       me_value, rate, mn_value, expense, counterparty_name, nature_code, nature_description, liquidation_date,
       payment_method, payment_date, delivery_method, delivery_date, notes)
     values ($1, '2026-03-02', $2, 'import', $3, 'USD', 12345.67, 5.1245, 63262.53, 150, $4, '12002',
       'Importação de mercadorias', '2026-03-04', 'SWIFT', '2026-03-03', 'TED', '2026-03-05', $5)
     returning id::text`,
    [number, `BC${tag}`, own.id, `Acme Detail ${tag} Inc.`, `Embarque em duas parcelas ${tag}`],
  );
  contractId = rows[0]!.id;
  await db.query(
    `insert into contract_references (contract_id, kind, number) values ($1, 'di', $2), ($1, 'customer_reference', $3)`,
    [contractId, di, `PEDD-${tag}`],
  );
  await db.query(
    `insert into contract_documents (contract_id, kind, number, document_date, due_date, currency, value)
     values ($1, 'invoice', $2, '2026-02-20', '2026-04-20', 'USD', 12345.67)`,
    [contractId, `INV-${tag}`],
  );
  const { rows: quotations } = await db.query<{ id: string }>(
    `insert into quotations (quotation_date, client_id, quotation_type, currency, quoted_amount, winning_rate, status)
     values ('2026-03-02', $1, 'purchase', 'USD', 12345.67, 5.1245, 'closed') returning id::text`,
    [own.id],
  );
  quotationId = quotations[0]!.id;
  await db.query(`insert into quotation_contracts (quotation_id, contract_id) values ($1, $2)`, [
    quotationId,
    contractId,
  ]);
  const { rows: others } = await db.query<{ id: string }>(
    `insert into contracts (contract_number, contract_date, contract_type, client_id, currency, me_value, rate, mn_value)
     values ($1, '2026-03-03', 'export', $2, 'EUR', 500, 6, 3000) returning id::text`,
    [otherNumber, other.id],
  );
  otherId = others[0]!.id;

  staff = await createLinkedUser(db, `contratodet${tag}`, {
    clientId: own.id,
    permissions: ['contracts.consult', 'contracts.print'],
  });
  await db.query(`update users set all_clients = true where email = $1`, [staff.email]);
  clientUser = await createLinkedUser(db, `contratodetcli${tag}`, {
    clientId: own.id,
    permissions: ['contracts.consult'],
    kind: 'client',
  });
  return staff;
});

/** The detail's heading, once loaded. */
const detailHeading = (language: Language = 'pt-BR') =>
  session.page.getByRole('heading', { level: 1, name: fill(c('detail.title', language), { number }) });

describe('contract detail (staff)', () => {
  it('opens a contract from the list and shows its fields and every section', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/contract');
    await page.getByRole('heading', { level: 1, name: c('list.title') }).waitFor();
    await openFilters(page);
    await page.getByLabel(fieldName('DI')).fill(di);
    await page.getByRole('button', { name: components('filters.search'), exact: true }).click();
    await page.getByRole('link', { name: number, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/contract-detail/${contractId}`);
    await detailHeading().waitFor();

    for (const value of [
      '02/03/2026',
      `BC${tag}`,
      'Importação',
      own.name,
      maskedCnpj(own.taxId),
      'Avenida Paulista, 1000 - Bela Vista - São Paulo/SP - CEP 01310-100',
      `Acme Detail ${tag} Inc.`,
      '12002 - Importação de mercadorias',
      'US$ 12.345,67',
      'R$ 63.262,53',
      'R$ 150,00',
      'SWIFT',
      'TED',
      '04/03/2026',
      `Embarque em duas parcelas ${tag}`,
    ])
      await page.getByText(value, { exact: true }).first().waitFor();

    // The reference numbers, labelled by kind.
    await page.getByText('Referência do cliente', { exact: true }).waitFor();
    await page.getByText(`PEDD-${tag}`, { exact: true }).waitFor();
    await page.getByText(di, { exact: true }).waitFor();
    // The document, by kind, linked to its page.
    const document = page.getByRole('link', { name: `INV-${tag}`, exact: true });
    expect(await document.getAttribute('href')).toMatch(/^\/contract-document\/\d+$/);
    await page.getByText('Fatura (invoice)', { exact: true }).waitFor();
    // The linked quotation, a link to its page.
    const quotation = page.getByRole('link', { name: quotationId, exact: true });
    expect(await quotation.getAttribute('href')).toBe(`/quotation-detail/${quotationId}`);
    // Empty sections say so.
    await page.getByText(c('paymentOrders.empty'), { exact: true }).waitFor();
    await page.getByText(c('backToBack.empty'), { exact: true }).waitFor();
    await page.getByRole('heading', { name: c('documents.title'), exact: true }).waitFor();
    await shootAtTwoWidths(page, 'contract-detail', { width: 1440, height: 900 });

    await quotation.click();
    await page.waitForURL((url) => url.pathname === `/quotation-detail/${quotationId}`);
  });

  it('looks a contract up by its number, and says when none has it', async () => {
    const { page } = session;
    await page.goto('/contract-detail');
    await page.getByRole('heading', { level: 1, name: c('lookup.title') }).waitFor();
    const field = page.getByLabel(fieldName(c('lookup.number')));
    await page.getByRole('button', { name: c('lookup.submit') }).click();
    await page.getByText(c('lookup.required'), { exact: true }).waitFor();
    await field.fill(`CTD-${tag}-9`);
    await page.getByRole('button', { name: c('lookup.submit') }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: fill(c('lookup.notFound'), { number: `CTD-${tag}-9` }) })
      .waitFor();
    await shootAtTwoWidths(page, 'contract-lookup-not-found', { width: 1440, height: 900 });
    await field.fill(number);
    await page.getByRole('button', { name: c('lookup.submit') }).click();
    await page.waitForURL((url) => url.pathname === `/contract-detail/${contractId}`);
    await detailHeading().waitFor();
  });

  it('prints the full contract as a PDF with its number, its ME value in words and the page numbers', async () => {
    const { page } = session;
    await page.goto(`/contract-detail/${contractId}`);
    await detailHeading().waitFor();
    const link = page
      .getByRole('group', { name: c('print.label') })
      .getByRole('link', { name: c('print.full'), exact: true });
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/api/contracts/${contractId}/pdf\\?`));
    expect(href).toContain('kind=full');
    expect(href).toContain('lang=pt-BR');
    // Fetched with the page's session cookie, as the browser's new tab would.
    const res = await page.request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    // Lines wrap where the layout decides: compare with runs of white space made one space.
    const spaced = (v: string) => v.replace(/\s+/g, ' ');
    const pdf = spaced(pdfText(await res.body()));
    for (const expected of [number, amountInWords('12345.67', 'USD', 'pt-BR'), 'São Paulo', 'Página 1 de'])
      expect(pdf).toContain(spaced(expected));
  });

  it('reads in English', async () => {
    const { page } = session;
    await page.goto(`/contract-detail/${contractId}`);
    await detailHeading().waitFor();
    await switchLanguage(page, 'pt-BR', 'en');
    await detailHeading('en').waitFor();
    await page.getByText('USD 12,345.67', { exact: true }).first().waitFor();
    await page.getByText('Customer reference', { exact: true }).waitFor();
    await page.getByText(c('paymentOrders.empty', 'en'), { exact: true }).waitFor();
    await page.getByRole('heading', { name: c('quotations.title', 'en') }).waitFor();
    await endInEnglish(page, 'contract-detail-en', screen.missingKeys);
  });
});

describe('contract detail (client user)', () => {
  it("finds another client's contract neither by address nor by number", async () => {
    const { page } = session;
    await signInAs(session, clientUser);
    await page.goto(`/contract-detail/${otherId}`);
    await page.getByText(c('errors.notFound'), { exact: true }).waitFor();
    await page.goto('/contract-detail');
    await page.getByLabel(fieldName(c('lookup.number'))).fill(otherNumber);
    await page.getByRole('button', { name: c('lookup.submit') }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: fill(c('lookup.notFound'), { number: otherNumber }) })
      .waitFor();
    // Its own contract opens.
    await page.goto(`/contract-detail/${contractId}`);
    await detailHeading().waitFor();
    expect(screen.missingKeys).toEqual([]);
  });
});
