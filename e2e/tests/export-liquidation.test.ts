import { describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser';
import { fill, text, type Language } from '../harness/catalog';
import { createClient } from '../harness/database';
import { randomDigits } from '../harness/documents';
import { createLinkedUser } from '../harness/payment-orders';
import { escapeRegExp, shootAtTwoWidths, switchLanguage } from '../harness/screens';
import { endInEnglish, useScreenTest } from '../harness/screen-test';

// /import-export/export-contracts/liquidate against the real server. A client user of a fresh client, holding
// trade.consult and trade.liquidate, sees its open export contracts due first, liquidates one in part (the
// amount prefilled with the open amount, changed, then confirmed), is refused more than what is left, liquidates
// the rest (the contract leaves the list, liquidated), and reads the screen in English. Screenshots at 1,440 and
// 390 wide.

const session = useBrowser();
const tag = randomDigits(6);
const x = (key: string, language: Language = 'pt-BR') => text(language, key, 'exportLiquidation');

const clientName = `Exportadora Liquida ${tag} Ltda`;
const dueFirst = `EXP-${tag}-001`;
const dueLater = `EXP-${tag}-002`;

let dueFirstId = '';

const screen = useScreenTest(session, 'export-liquidation', async (db) => {
  const client = await createClient(db, clientName);
  const contract = async (number: string, liquidation: string, me: string, liquidated: string) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into contracts (contract_number, contract_date, contract_type, client_id, currency, me_value,
         liquidated_me_value, mn_value, rate, liquidation_date, counterparty_name)
       values ($1, '2026-03-02', 'export', $2, 'USD', $3, $4, 50000.00, 5.00000000, $5, $6) returning id::text`,
      [number, client.id, me, liquidated, liquidation, `Hamburg Trading ${tag} GmbH`],
    );
    return rows[0]!.id;
  };
  dueFirstId = await contract(dueFirst, '2026-04-01', '10000.00', '0.00');
  await contract(dueLater, '2026-05-01', '750.00', '250.00');
  const user = await createLinkedUser(db, `liquida${tag}`, {
    clientId: client.id,
    permissions: ['trade.consult', 'trade.liquidate', 'contracts.consult'],
    kind: 'staff', // liquidation is a staff work queue (decisions §45); this one is limited to the client
  });
  return user;
});

const dataRows = (language: Language = 'pt-BR') =>
  session.page.getByRole('table', { name: x('list.tableLabel', language) }).locator('tbody > tr');
const row = (number: string, language: Language = 'pt-BR') => dataRows(language).filter({ hasText: number });

/** The row's menu, then Liquidate. */
async function openLiquidation(number: string, language: Language = 'pt-BR') {
  await session.page.getByRole('button', { name: fill(x('actions.menu', language), { number }) }).click();
  await session.page.getByRole('menuitem', { name: x('liquidate.button', language) }).click();
}

describe('export liquidation', () => {
  it('lists the open export contracts due first and liquidates one in part, then the rest', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/import-export/export-contracts/liquidate');
    await page.getByRole('heading', { level: 1, name: x('list.title') }).waitFor();
    await expect.poll(() => dataRows().count()).toBe(2);
    await expect.poll(() => dataRows().first().innerText()).toContain(dueFirst);
    expect(await page.getByRole('link', { name: dueFirst, exact: true }).getAttribute('href')).toBe(
      `/contract-detail/${dueFirstId}`,
    );
    await row(dueLater).getByText('US$ 500,00', { exact: true }).waitFor();
    await shootAtTwoWidths(page, 'export-liquidation-list', { width: 1440, height: 900 });

    // Part: the open amount is prefilled, changed to 4.000,00, then confirmed.
    await openLiquidation(dueFirst);
    const dialog = page.getByRole('dialog', { name: fill(x('liquidate.title'), { number: dueFirst }) });
    const amount = dialog.getByRole('textbox', { name: x('liquidate.amount') });
    expect(await amount.inputValue()).toBe('10.000,00');
    await amount.fill('4.000,00');
    await dialog.getByRole('button', { name: x('liquidate.continue') }).click();
    await dialog.getByText(/Restará em aberto US\$ 6\.000,00/).waitFor();
    await shootAtTwoWidths(page, 'export-liquidation-confirm', { width: 1440, height: 900 });
    await dialog.getByRole('button', { name: x('liquidate.confirm') }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(dueFirst).getByText('US$ 6.000,00', { exact: true }).first().waitFor();
    await row(dueFirst).getByText('US$ 4.000,00', { exact: true }).waitFor();

    // More than what is left is refused under the amount; the rest liquidates it.
    await openLiquidation(dueFirst);
    expect(await amount.inputValue()).toBe('6.000,00');
    await amount.fill('6.000,01');
    await dialog.getByRole('button', { name: x('liquidate.continue') }).click();
    await dialog
      .getByText('O valor não pode ser maior que o saldo em aberto do contrato.', { exact: true })
      .waitFor();
    await amount.fill('6.000,00');
    await dialog.getByRole('button', { name: x('liquidate.continue') }).click();
    await dialog.getByText(/Nada restará em aberto/).waitFor();
    await dialog.getByRole('button', { name: x('liquidate.confirm') }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => dataRows().count()).toBe(1);
    expect(await row(dueFirst).count()).toBe(0);
    // The message names the contract and links to it (issue 24).
    const toast = page
      .getByRole('status')
      .filter({ hasText: fill(x('liquidate.doneWhole'), { number: dueFirst }) });
    await shootAtTwoWidths(page, 'export-liquidation-done', { width: 1440, height: 900 });
    await toast.getByRole('link', { name: x('liquidate.viewContract') }).click();
    await page.waitForURL((url) => url.pathname.endsWith(`/${dueFirstId}`));
    await page.getByRole('heading', { level: 1, name: new RegExp(escapeRegExp(dueFirst)) }).waitFor();
    await page.goBack();

    const { rows } = await screen.db.query<{ status: string; liquidated_me_value: string; audits: string }>(
      `select status, liquidated_me_value::text,
         (select count(*) from audit_log where entity = 'contract' and entity_id = $1::text
            and action = 'contract.liquidate')::text as audits
       from contracts where id = $1::bigint`,
      [dueFirstId],
    );
    expect(rows[0]).toEqual({ status: 'liquidated', liquidated_me_value: '10000.00', audits: '2' });
  });

  it('reads in English', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/import-export/export-contracts/liquidate');
    await page.getByRole('heading', { level: 1, name: x('list.title') }).waitFor();
    await switchLanguage(page, 'pt-BR', 'en');
    await page.getByRole('heading', { level: 1, name: x('list.title', 'en') }).waitFor();
    await row(dueLater, 'en').getByText('USD 500.00', { exact: true }).waitFor();
    await openLiquidation(dueLater, 'en');
    const dialog = page.getByRole('dialog', { name: fill(x('liquidate.title', 'en'), { number: dueLater }) });
    expect(await dialog.getByRole('textbox', { name: x('liquidate.amount', 'en') }).inputValue()).toBe(
      '500.00',
    );
    await shootAtTwoWidths(page, 'export-liquidation-dialog-en', { width: 1440, height: 900 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await endInEnglish(page, 'export-liquidation-list-en', screen.missingKeys);
  });
});
