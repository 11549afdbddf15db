import { describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser';
import { text, type Language } from '../harness/catalog';
import { createClient, type Client } from '../harness/database';
import { randomDigits } from '../harness/documents';
import { openFilters } from '../harness/filters';
import { createLinkedUser } from '../harness/payment-orders';
import { fieldName, shootAtTwoWidths, switchLanguage } from '../harness/screens';
import type { TestUser } from '../harness/users';
import { endInEnglish, signInAs, useScreenTest } from '../harness/screen-test';

// /contract against the real server: three contracts of two fresh clients with their reference numbers. A
// staff user of every client holding contracts.consult alone finds one by its DI number (the reference filter,
// exact) and two by a keyword (in one's notes, accented, and in the other's payer/receiver), and follows the
// number to /contract-detail/{id}; a user of the first client sees only that client's; the page once in
// English. Screenshots at 1,440 × 900 and 390 wide. The filters' labels are contractsList's (@fxbo/domain).

const session = useBrowser();
const tag = randomDigits(6);
const c = (key: string, language: Language = 'pt-BR') => text(language, key, 'contracts');
const components = (key: string, language: Language = 'pt-BR') => text(language, key, 'components');

/** A word no other test's data carries: in one contract's notes (accented) and another's payer/receiver. */
const keyword = `Ônixcambio${tag}`;
const keywordTyped = `onixcambio${tag}`;

interface TestContract {
  number: string;
  clientOf: 'own' | 'other';
  type: 'import' | 'export' | 'financial_sale';
  date: string;
  currency: string;
  meValue: string;
  counterparty: string;
  notes: string | null;
  references: readonly [kind: string, number: string][];
}

const contracts = {
  // Found by its DI number.
  withDi: {
    number: `CT-${tag}-1`,
    clientOf: 'own',
    type: 'import',
    date: '2026-03-02',
    currency: 'USD',
    meValue: '12345.67',
    counterparty: `Acme Exports ${tag} Inc.`,
    notes: null,
    references: [
      ['di', `DI-${tag}01`],
      ['customer_reference', `PED-${tag}`],
    ],
  },
  // Found by the keyword in its notes.
  withNotes: {
    number: `CT-${tag}-2`,
    clientOf: 'own',
    type: 'export',
    date: '2026-03-04',
    currency: 'EUR',
    meValue: '75000.00',
    counterparty: `Lyon Textiles ${tag} SARL`,
    notes: `Adiantamento ${keyword} de exportação`,
    references: [['re', `RE-${tag}02`]],
  },
  // The other client's, with the keyword in its payer/receiver and a DI number of its own.
  ofOther: {
    number: `CT-${tag}-3`,
    clientOf: 'other',
    type: 'financial_sale',
    date: '2026-03-06',
    currency: 'USD',
    meValue: '3100.00',
    counterparty: `${keyword} Holdings Ltd`,
    notes: null,
    references: [['di', `DI-${tag}03`]],
  },
} as const satisfies Record<string, TestContract>;
type ContractKey = keyof typeof contracts;

let staff: TestUser;
let clientUser: TestUser;
const ids: Partial<Record<ContractKey, string>> = {};

async function insertContract(contract: TestContract, clientId: string): Promise<string> {
  const { rows } = await screen.db.query<{ id: string }>(
    `insert into contracts (contract_number, contract_date, contract_type, client_id, currency, me_value, rate,
       mn_value, counterparty_name, notes)
     values ($1, $2, $3, $4, $5, $6, 5.1245, round($6::numeric * 5.1245, 2), $7, $8) returning id::text`,
    [
      contract.number,
      contract.date,
      contract.type,
      clientId,
      contract.currency,
      contract.meValue,
      contract.counterparty,
      contract.notes,
    ],
  );
  const id = rows[0]!.id;
  for (const [kind, number] of contract.references)
    await screen.db.query(`insert into contract_references (contract_id, kind, number) values ($1, $2, $3)`, [
      id,
      kind,
      number,
    ]);
  return id;
}

const screen = useScreenTest(session, 'contracts', async (db) => {
  const own: Client = await createClient(db, `Importadora Contratos ${tag} Ltda`);
  const other: Client = await createClient(db, `Exportadora Outra ${tag} S.A.`);
  for (const [key, contract] of Object.entries(contracts) as [ContractKey, TestContract][])
    ids[key] = await insertContract(contract, contract.clientOf === 'own' ? own.id : other.id);

  staff = await createLinkedUser(db, `contratos${tag}`, {
    clientId: own.id,
    permissions: ['contracts.consult'],
  });
  await db.query(`update users set all_clients = true where email = $1`, [staff.email]);
  clientUser = await createLinkedUser(db, `contratoscli${tag}`, {
    clientId: own.id,
    permissions: ['contracts.consult'],
    kind: 'client',
  });
  return staff;
});

// Each contract is a row and its detail row (collapsed): the contracts' rows are those with a toggle.
const dataRows = (language: Language = 'pt-BR') =>
  session.page
    .getByRole('table', { name: c('list.tableLabel', language) })
    .locator('tbody > tr:has(button[aria-expanded])');

/** Fills the filter `label` with `value`, searches, and waits for the address to carry it as `param`. */
async function search(label: string, value: string, param: string, language: Language = 'pt-BR') {
  const { page } = session;
  await openFilters(page, language);
  await page.getByLabel(fieldName(label)).fill(value);
  await page.getByRole('button', { name: components('filters.search', language), exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get(param) === value);
}

describe('contracts (staff)', () => {
  it('finds a contract by its DI number and shows its reference numbers', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/contract');
    await page.getByRole('heading', { level: 1, name: c('list.title') }).waitFor();
    await search('DI', `DI-${tag}01`, 'di');
    await expect.poll(() => dataRows().count()).toBe(1);
    const row = dataRows().first();
    await row.getByRole('link', { name: contracts.withDi.number, exact: true }).waitFor();
    await row.getByText('US$ 12.345,67', { exact: true }).waitFor();

    // The client, the reference numbers by kind and the other columns are the row's details.
    await row.getByRole('button', { name: components('table.expand') }).click();
    const detail = page.locator(`#${await row.getByRole('button').getAttribute('aria-controls')}`);
    await detail.getByText(`Importadora Contratos ${tag} Ltda`, { exact: true }).waitFor();
    await detail.getByText('Referência do cliente', { exact: true }).waitFor();
    await detail.getByText(`PED-${tag}`, { exact: true }).waitFor();
    await detail.getByText(`DI-${tag}01`, { exact: true }).waitFor();
    await shootAtTwoWidths(page, 'contracts-di', { width: 1440, height: 900 });

    // Exact: a part of the number finds nothing.
    await search('DI', `DI-${tag}`, 'di');
    await page.getByText(components('empty.noResults')).waitFor();
    expect(await dataRows().count()).toBe(0);
  });

  it('finds contracts by a keyword in the notes or the payer/receiver, and opens one', async () => {
    const { page } = session;
    await page.goto('/contract');
    await page.getByRole('heading', { level: 1, name: c('list.title') }).waitFor();
    await search('Palavra-chave', keywordTyped, 'keyword');
    await expect.poll(() => dataRows().count()).toBe(2);
    // Newest first.
    await expect.poll(() => dataRows().first().textContent()).toContain(contracts.ofOther.number);
    await expect.poll(() => dataRows().last().textContent()).toContain(contracts.withNotes.number);
    await shootAtTwoWidths(page, 'contracts-keyword', { width: 1440, height: 900 });

    const link = dataRows().last().getByRole('link', { name: contracts.withNotes.number, exact: true });
    expect(await link.getAttribute('href')).toBe(`/contract-detail/${ids.withNotes}`);
    await link.click();
    await page.waitForURL((url) => url.pathname === `/contract-detail/${ids.withNotes}`);
  });

  it('reads in English', async () => {
    const { page } = session;
    await page.goto('/contract');
    await page.getByRole('heading', { level: 1, name: c('list.title') }).waitFor();
    await switchLanguage(page, 'pt-BR', 'en');
    await page.getByRole('heading', { level: 1, name: c('list.title', 'en') }).waitFor();
    await search('DI', `DI-${tag}01`, 'di', 'en');
    await expect.poll(() => dataRows('en').count()).toBe(1);
    const row = dataRows('en').first();
    await row.getByText('USD 12,345.67', { exact: true }).waitFor();
    await row.getByText('Import', { exact: true }).waitFor();
    await row.getByRole('button', { name: components('table.expand', 'en') }).click();
    const detail = page.locator(`#${await row.getByRole('button').getAttribute('aria-controls')}`);
    await detail.getByText('Customer reference', { exact: true }).waitFor();
    await endInEnglish(page, 'contracts-en', screen.missingKeys);
  });
});

describe('contracts (client user)', () => {
  it('sees only its client’s contracts', async () => {
    const { page } = session;
    await signInAs(session, clientUser);
    await page.goto('/contract');
    await page.getByRole('heading', { level: 1, name: c('list.title') }).waitFor();
    await expect.poll(() => dataRows().count()).toBe(2);
    await expect.poll(() => dataRows().first().textContent()).toContain(contracts.withNotes.number);
    await expect.poll(() => dataRows().last().textContent()).toContain(contracts.withDi.number);
    await shootAtTwoWidths(page, 'contracts-client', { width: 1440, height: 900 });

    // The other client's contract carries the keyword too, and a DI number: neither finds it.
    await search('Palavra-chave', keywordTyped, 'keyword');
    await expect.poll(() => dataRows().count()).toBe(1);
    await expect.poll(() => dataRows().first().textContent()).toContain(contracts.withNotes.number);
    await search('DI', `DI-${tag}03`, 'di');
    await page.getByText(components('empty.noResults')).waitFor();
    expect(await dataRows().count()).toBe(0);
    expect(screen.missingKeys).toEqual([]);
  });
});
