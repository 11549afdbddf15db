import { describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser';
import { fill, text, type Language } from '../harness/catalog';
import { createClient } from '../harness/database';
import { randomDigits } from '../harness/documents';
import { openFilters } from '../harness/filters';
import { createLinkedUser } from '../harness/payment-orders';
import { escapeRegExp, fieldName, shootAtTwoWidths, switchLanguage } from '../harness/screens';
import { cutCells, unfoldDetails } from '../harness/lists';
import { endInEnglish, useScreenTest } from '../harness/screen-test';

// Imp/Exp against the real server. A client user of a fresh client, holding trade.consult, opens the import
// contracts screen, is asked for the client in the spec's words, picks it and reads its import contracts with
// their documentation and open amounts (the number links to the contract); on exchange to contract it reads the
// total per currency above the table; it reads both in English. Screenshots at 1,440 × 900 and 390 wide.

const session = useBrowser();
const tag = randomDigits(6);
const tr = (key: string, language: Language = 'pt-BR') => text(language, key, 'trade');
const components = (key: string, language: Language = 'pt-BR') => text(language, key, 'components');

const clientName = `Importadora Comex ${tag} Ltda`;
const openNumber = `IMP-${tag}-01`;
const liquidatedNumber = `IMP-${tag}-02`;

let clientId = '';
let openId = '';

const screen = useScreenTest(session, 'trade', async (db) => {
  const client = await createClient(db, clientName);
  clientId = client.id;
  const contract = async (number: string, values: string) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into contracts (contract_number, contract_date, contract_type, client_id, currency, me_value, mn_value,
         rate, counterparty_name, status, liquidated_me_value, liquidated_at, documentation_status)
       values ($1, '2026-03-02', 'import', $2, 'USD', 12500.75, 64000.00, 5.12000000, $3, ${values})
       returning id::text`,
      [number, clientId, `Shanghai Trading ${tag}`],
    );
    return rows[0]!.id;
  };
  openId = await contract(openNumber, `'open', 2500.50, null, 'pending'`);
  await contract(liquidatedNumber, `'liquidated', 12500.75, now(), 'complete'`);
  await db.query(
    `insert into contract_documents (contract_id, kind, number) values ($1, 'di', 'DI-1'), ($1, 'di', 'DI-2'),
       ($1, 'invoice', 'INV-1'), ($1, 'knowledge', 'BL-1')`,
    [openId],
  );
  const invoice = async (number: string, currency: string, value: string, due: string) =>
    db.query(
      `insert into documents (client_id, document_type, number, issue_date, due_date, currency, value,
         counterparty_name, status)
       values ($1, 'export_invoice', $2, '2026-02-01', $3, $4, $5, 'Hamburg Import GmbH', 'open')`,
      [clientId, number, due, currency, value],
    );
  await invoice(`EXP-${tag}-A`, 'USD', '1500.10', '2026-04-05');
  await invoice(`EXP-${tag}-B`, 'USD', '2250.40', '2026-04-20');
  await invoice(`EXP-${tag}-C`, 'EUR', '980.00', '2026-05-02');

  const user = await createLinkedUser(db, `trade${tag}`, {
    clientId,
    permissions: ['trade.consult', 'contracts.consult'],
    kind: 'client',
  });
  return user;
});

/** A table's data rows (a contract's row is followed by its folded details' row; the invoices have none). */
const rowsOf = (tableLabel: string) =>
  session.page.getByRole('table', { name: tableLabel }).locator('tbody > tr:not(:has(> td[colspan]))');

/** The texts of the table's header and data cells whose content is wider than the cell (cut). */
const cut = (tableLabel: string) => cutCells(session.page, tableLabel);
/** Unfolds a row's details and gives their text once they are shown whole. */
const details = (row: ReturnType<typeof rowsOf>, language: Language = 'pt-BR') =>
  unfoldDetails(session.page, row, language);

describe('Imp/Exp', () => {
  it('asks for the client, then lists its import contracts with documentation and open amount', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/import-export/import-contracts');
    await page.getByRole('heading', { level: 1, name: tr('importContracts.title') }).waitFor();
    // Nothing is requested until the client is chosen: the spec's message says so.
    await page.getByText('Selecione um Cliente para continuar com a pesquisa').first().waitFor();
    await shootAtTwoWidths(page, 'trade-import-ask-client', { width: 1440, height: 900 });

    await openFilters(page);
    await page.getByRole('combobox', { name: fieldName('Cliente') }).fill(tag);
    await page.getByRole('option', { name: new RegExp(escapeRegExp(clientName)) }).click();
    await page.getByRole('button', { name: components('filters.search'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('clientId') === clientId);

    const rows = rowsOf(tr('importContracts.tableLabel'));
    await expect.poll(() => rows.count()).toBe(2);
    const open = rows.filter({ hasText: openNumber });
    expect(await open.getByRole('link', { name: openNumber, exact: true }).getAttribute('href')).toBe(
      `/contract-detail/${openId}`,
    );
    // Open amount: 12,500.75 − 2,500.50; two DIs, one invoice, one bill of lading; documentation pending.
    await open.getByText('US$ 10.000,25', { exact: true }).waitFor();
    await open.getByText('Pendente', { exact: true }).waitFor();
    await open.getByText('Aberto', { exact: true }).waitFor();
    const liquidated = rows.filter({ hasText: liquidatedNumber });
    await liquidated.getByText('US$ 0,00', { exact: true }).waitFor();
    await liquidated.getByText('Completa', { exact: true }).waitFor();
    expect(
      await page.getByRole('link', { name: tr('importContracts.report') }).getAttribute('href'),
    ).toContain(`clientId=${clientId}`);
    // One line per contract at 1,440 px, nothing cut (the last column was); the counts in the details.
    expect(await cut(tr('importContracts.tableLabel'))).toEqual([]);
    const detail = await details(open);
    expect(detail).toMatch(/DIs\s+2/);
    expect(detail).toMatch(/Faturas\s+1/);
    expect(detail).toMatch(/Conhecimentos\s+1/);
    await shootAtTwoWidths(page, 'trade-import-contracts', { width: 1440, height: 900 });
  });

  it('shows exchange to contract with its total per currency above the table', async () => {
    const { page } = session;
    await page.goto('/import-export/export-contracts/exchange-to-contract');
    await page.getByRole('heading', { level: 1, name: tr('exchange.title') }).waitFor();
    const totals = page.getByRole('region', { name: tr('exchange.totals') });
    await totals.getByText('US$ 3.750,50', { exact: true }).waitFor();
    await totals.getByText('€ 980,00', { exact: true }).waitFor();
    await totals.getByText(fill(tr('exchange.invoices_other'), { count: 2 }), { exact: true }).waitFor();
    await expect.poll(() => rowsOf(tr('exchange.tableLabel')).count()).toBe(3);
    await shootAtTwoWidths(page, 'trade-exchange-to-contract', { width: 1440, height: 900 });

    await page.goto('/import-export/export-contracts/exchange-to-contract?currency=EUR');
    await expect.poll(() => rowsOf(tr('exchange.tableLabel')).count()).toBe(1);
    await totals.getByText('€ 980,00', { exact: true }).waitFor();
    expect(await totals.getByText('US$', { exact: false }).count()).toBe(0);
  });

  it('reads in English', async () => {
    const { page } = session;
    await page.goto('/import-export/import-contracts');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await switchLanguage(page, 'pt-BR', 'en');
    await page.getByRole('heading', { level: 1, name: tr('importContracts.title', 'en') }).waitFor();
    await page.getByText('Please select a Client to continue with the search').first().waitFor();

    const query = new URLSearchParams({ clientId, client: clientName }).toString();
    await page.goto(`/import-export/import-contracts?${query}`);
    const rows = rowsOf(tr('importContracts.tableLabel', 'en'));
    await expect.poll(() => rows.count()).toBe(2);
    const open = rows.filter({ hasText: openNumber });
    await open.getByText('USD 10,000.25', { exact: true }).waitFor();
    await open.getByText('Pending', { exact: true }).waitFor();
    await shootAtTwoWidths(page, 'trade-import-contracts-en', { width: 1440, height: 900 });

    await page.goto('/import-export/export-contracts/exchange-to-contract');
    const totals = page.getByRole('region', { name: tr('exchange.totals', 'en') });
    await totals.getByText('USD 3,750.50', { exact: true }).waitFor();
    await totals
      .getByText(fill(tr('exchange.invoices_other', 'en'), { count: 2 }), { exact: true })
      .waitFor();
    await endInEnglish(page, 'trade-exchange-to-contract-en', screen.missingKeys);
  });
});
