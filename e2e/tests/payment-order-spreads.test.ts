import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { fill, type Language } from '../harness/catalog';
import { createClient } from '../harness/database';
import { randomDigits } from '../harness/documents';
import { createLinkedUser, po } from '../harness/payment-orders';
import { escapeRegExp, fieldName, shootAtTwoWidths, switchLanguage } from '../harness/screens';
import type { TestUser } from '../harness/users';
import { useScreenTest } from '../harness/screen-test';

// /payment-order-spreads against the real server. A staff user linked to a fresh client, holding the consult
// and spreads permissions, opens the screen from the payment orders list, sees the brokerage's defaults and
// opens a default's dialog (without saving: other tests price with the defaults), chooses the client, sets
// its USD spread to 1,25 % and its fee to R$ 35,00 and finds them listed with who changed them; a spread of
// 25 gets the server's message under the field; the page in English once. Screenshots at 1,440 × 900 and 390.

const session = useBrowser();
const tag = randomDigits(6);
const clientName = `Exportadora Spread ${tag} Ltda`;
const SPREAD_PATH = '/payment-order-spreads';

let staff: TestUser;
let clientId = '';

/** The line of `currency` in the table named `label`. */
function line(label: string, currency: string) {
  const { page } = session;
  return page
    .getByRole('table', { name: label, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: currency, exact: true }) });
}

const clientTable = (language: Language = 'pt-BR') =>
  fill(po('spreads.tableLabelClient', language), { client: clientName });

async function chooseClient(): Promise<void> {
  const { page } = session;
  await page.getByRole('combobox', { name: fieldName(po('spreads.client')) }).fill(tag);
  await page.getByRole('option', { name: new RegExp(escapeRegExp(clientName)) }).click();
  await page.getByRole('heading', { level: 2, name: clientTable() }).waitFor();
}

async function editUsd(): Promise<void> {
  const { page } = session;
  await page.getByRole('button', { name: fill(po('spreads.editLabel'), { currency: 'USD' }) }).click();
}

async function storedSpread(): Promise<{ spread_percent: string; operation_fee: string } | undefined> {
  const { rows } = await screen.db.query<{ spread_percent: string; operation_fee: string }>(
    `select spread_percent::text, operation_fee::text from fx_spreads where client_id = $1 and currency = 'USD'`,
    [clientId],
  );
  return rows[0];
}

const screen = useScreenTest(session, 'payment-order-spreads', async (db) => {
  clientId = (await createClient(db, clientName)).id;
  staff = await createLinkedUser(db, `spreadstaff${tag}`, {
    clientId,
    permissions: ['payment-orders.consult', 'payment-orders.spreads'],
  });
  return staff;
});

describe('FX spreads (staff)', () => {
  it('opens from the payment orders list with the brokerage’s defaults, which the dialog edits', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/payment-order');
    await page.getByRole('link', { name: po('spreads.open'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === SPREAD_PATH);
    await page.getByRole('heading', { level: 1, name: po('spreads.title') }).waitFor();
    const usd = line(po('spreads.tableLabel'), 'USD');
    await usd.waitFor();
    await expect.poll(async () => (await usd.innerText()).replace(/\s+/g, ' ')).toMatch(/\d+,\d{2,4} %/);
    await shootAtTwoWidths(session.page, 'payment-order-spreads-defaults', { width: 1440, height: 900 });

    // No client chosen: the default's dialog, closed without saving.
    await editUsd();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(fill(po('spreads.dialog.titleDefault'), { currency: 'USD' })).waitFor();
    await dialog.getByText(po('spreads.dialog.messageDefault')).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('sets a client’s USD spread and fee and lists them with who changed them', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(SPREAD_PATH);
    await chooseClient();
    const usd = line(clientTable(), 'USD');
    await usd
      .getByRole('cell', { name: po('spreads.usesDefault'), exact: true })
      .first()
      .waitFor();

    await editUsd();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(fill(po('spreads.dialog.titleClient'), { currency: 'USD', client: clientName }))
      .waitFor();
    await dialog.getByLabel(fieldName(po('spreads.dialog.spreadPercent'))).fill('1,25');
    await dialog.getByLabel(fieldName(po('spreads.dialog.operationFee'))).fill('35,00');
    await dialog.getByRole('button', { name: po('spreads.dialog.submit'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(po('spreads.dialog.done')).waitFor();

    await usd.getByRole('cell', { name: '1,25 %', exact: true }).waitFor();
    await usd.getByRole('cell', { name: 'R$ 35,00', exact: true }).waitFor();
    await usd
      .getByRole('cell', { name: new RegExp(`^${escapeRegExp(staff.name)} em \\d{2}/\\d{2}/\\d{4}`) })
      .waitFor();
    expect(await storedSpread()).toEqual({ spread_percent: '1.2500', operation_fee: '35.00' });
    // The chosen client is in the address: a reload keeps it.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: clientTable() }).waitFor();
    await line(clientTable(), 'USD').getByRole('cell', { name: '1,25 %', exact: true }).waitFor();
    await shootAtTwoWidths(session.page, 'payment-order-spreads-client', { width: 1440, height: 900 });
  });

  it('shows the server’s message under the spread for 25 %, and keeps what was saved', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${SPREAD_PATH}?clientId=${clientId}&client=${encodeURIComponent(clientName)}`);
    await page.getByRole('heading', { level: 2, name: clientTable() }).waitFor();
    await editUsd();
    const dialog = page.getByRole('dialog');
    const spread = dialog.getByLabel(fieldName(po('spreads.dialog.spreadPercent')));
    // The fields start with what applies now, as Portuguese writes it.
    expect(await spread.inputValue()).toBe('1,25');
    expect(await dialog.getByLabel(fieldName(po('spreads.dialog.operationFee'))).inputValue()).toBe('35,00');
    await spread.fill('25');
    await dialog.getByRole('button', { name: po('spreads.dialog.submit'), exact: true }).click();
    await dialog.getByText('Deve ser um percentual de 0 a 19,9999 com até 4 casas decimais.').waitFor();
    expect(await spread.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'payment-order-spreads-refused-1440', { viewport: true });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await storedSpread()).toEqual({ spread_percent: '1.2500', operation_fee: '35.00' });
  });

  it('reads in English', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${SPREAD_PATH}?clientId=${clientId}&client=${encodeURIComponent(clientName)}`);
    await page.getByRole('heading', { level: 2, name: clientTable() }).waitFor();
    await switchLanguage(session.page, 'pt-BR', 'en');
    await page.getByRole('heading', { level: 1, name: po('spreads.title', 'en') }).waitFor();
    const usd = line(clientTable('en'), 'USD');
    await usd.getByRole('cell', { name: '1.25 %', exact: true }).waitFor();
    await usd.getByRole('cell', { name: 'BRL 35.00', exact: true }).waitFor();
    await usd
      .getByRole('cell', { name: new RegExp(`^${escapeRegExp(staff.name)} on \\d{2}/\\d{2}/\\d{4}`) })
      .waitFor();
    await shootAtTwoWidths(session.page, 'payment-order-spreads-en', { width: 1440, height: 900 });
    await switchLanguage(session.page, 'en', 'pt-BR'); // as found, for whoever signs in next
    expect(screen.missingKeys).toEqual([]);
  });
});
