import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { fill, text, type Language } from '../harness/catalog';
import { createClient } from '../harness/database';
import { randomDigits } from '../harness/documents';
import { createLinkedUser } from '../harness/payment-orders';
import { shootAtTwoWidths, switchLanguage } from '../harness/screens';
import { endInEnglish, useScreenTest } from '../harness/screen-test';

// /import-export/export-contracts/dispatch-request-to-register against the real server. A user of a fresh
// client, holding trade.consult and trade.register-dispatch, sees the pending requests (the screen's default),
// registers one with its DU-E number (a malformed one refused first), rejects another with a reason (required),
// finds both decided under "all", and reads the screen in English. Screenshots at 1,440 and 390 wide.

const session = useBrowser();
const tag = randomDigits(6);
const d = (key: string, language: Language = 'pt-BR') => text(language, key, 'dispatchRequests');

const clientName = `Exportadora Despacho ${tag} Ltda`;
const toRegister = `INV-${tag}-01`;
const toReject = `INV-${tag}-02`;
const stillPending = `INV-${tag}-03`;
const due = `26BR${tag}0042`;

const screen = useScreenTest(session, 'dispatch-requests', async (db) => {
  const client = await createClient(db, clientName);
  const { rows: contracts } = await db.query<{ id: string }>(
    `insert into contracts (contract_number, contract_date, contract_type, client_id, currency, me_value, mn_value,
       rate) values ($1, '2026-03-02', 'export', $2, 'USD', 10000.00, 50000.00, 5.00000000) returning id::text`,
    [`EXP-${tag}-DU`, client.id],
  );
  const request = async (invoice: string, date: string, contractId: string | null) =>
    db.query(
      `insert into export_dispatch_requests (client_id, contract_id, invoice_number, request_date, shipment_date,
         currency, value) values ($1, $2, $3, $4, '2026-03-20', 'USD', 2500.50)`,
      [client.id, contractId, invoice, date],
    );
  await request(toRegister, '2026-03-02', contracts[0]!.id);
  await request(toReject, '2026-03-03', null);
  await request(stillPending, '2026-03-04', null);
  const user = await createLinkedUser(db, `despacho${tag}`, {
    clientId: client.id,
    permissions: ['trade.consult', 'trade.register-dispatch', 'contracts.consult'],
    kind: 'staff', // dispatch requests are a staff work queue (decisions §45); this one is limited to the client
  });
  return user;
});

const dataRows = (language: Language = 'pt-BR') =>
  session.page.getByRole('table', { name: d('list.tableLabel', language) }).locator('tbody > tr');
const row = (invoice: string, language: Language = 'pt-BR') =>
  dataRows(language).filter({ hasText: invoice });

/** The row's menu (photographed open when `shot` names the picture), then Register or Reject. */
async function decide(invoice: string, kind: 'register' | 'reject', shot?: string) {
  await session.page.getByRole('button', { name: fill(d('actions.menu'), { invoice }) }).click();
  const item = session.page.getByRole('menuitem', { name: d(`${kind}.button`) });
  if (shot) {
    // The menu fades in: photographed once its surface is opaque.
    const surface = session.page.getByRole('menu').locator('xpath=..');
    await expect.poll(() => surface.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await screenshot(session.page, shot, { viewport: true });
  }
  await item.click();
}

describe('dispatch requests to register', () => {
  it('registers one request with its DU-E number and rejects another with a reason', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/import-export/export-contracts/dispatch-request-to-register');
    await page.getByRole('heading', { level: 1, name: d('list.title') }).waitFor();
    await expect.poll(() => dataRows().count()).toBe(3);
    await row(toRegister)
      .getByRole('link', { name: `EXP-${tag}-DU`, exact: true })
      .waitFor();
    await row(toRegister).getByText('Pendente', { exact: true }).waitFor();
    await shootAtTwoWidths(page, 'dispatch-requests-list', { width: 1440, height: 900 });

    // Register: a malformed number is refused with the message, the right one registers it.
    await decide(toRegister, 'register', 'dispatch-requests-row-menu');
    const register = page.getByRole('dialog', { name: d('register.title') });
    const number = register.getByRole('textbox', { name: d('register.field') });
    await number.fill('RE-123');
    await register.getByRole('button', { name: d('register.confirm'), exact: true }).click();
    await register.getByText(/Número de DU-E inválido/).waitFor();
    await number.fill(due.toLowerCase());
    await shootAtTwoWidths(page, 'dispatch-requests-register', { width: 1440, height: 900 });
    await register.getByRole('button', { name: d('register.confirm'), exact: true }).click();
    await register.waitFor({ state: 'detached' });
    await expect.poll(() => dataRows().count()).toBe(2);

    // Reject: the reason is required.
    await decide(toReject, 'reject');
    // A rejection is destructive: an alert dialog.
    const reject = page.getByRole('alertdialog', { name: d('reject.title') });
    await reject.getByRole('button', { name: d('reject.confirm'), exact: true }).click();
    await reject.getByText('Informe o motivo da recusa.', { exact: true }).waitFor();
    await reject.getByRole('textbox', { name: d('reject.field') }).fill('NCM divergente da fatura.');
    await shootAtTwoWidths(page, 'dispatch-requests-reject', { width: 1440, height: 900 });
    await reject.getByRole('button', { name: d('reject.confirm'), exact: true }).click();
    await reject.waitFor({ state: 'detached' });
    await expect.poll(() => dataRows().count()).toBe(1);
    await row(stillPending).waitFor();

    // Every status: both decisions, with the DU-E number and the reason.
    await page.goto('/import-export/export-contracts/dispatch-request-to-register?status=all');
    await expect.poll(() => dataRows().count()).toBe(3);
    await row(toRegister).getByText('Registrada', { exact: true }).waitFor();
    await row(toRegister).getByText(due, { exact: true }).waitFor();
    await row(toReject).getByText('Rejeitada', { exact: true }).waitFor();
    await row(toReject).getByText('NCM divergente da fatura.', { exact: true }).waitFor();
    expect(await row(toRegister).getByRole('button').count()).toBe(0);
    expect(await row(stillPending).getByRole('button').count()).toBe(1);
    await shootAtTwoWidths(page, 'dispatch-requests-all', { width: 1440, height: 900 });

    const { rows } = await screen.db.query<{
      invoice_number: string;
      status: string;
      due_number: string | null;
    }>(
      `select invoice_number, status, due_number from export_dispatch_requests
        where invoice_number = any($1) order by invoice_number`,
      [[toRegister, toReject]],
    );
    expect(rows).toEqual([
      { invoice_number: toRegister, status: 'registered', due_number: due },
      { invoice_number: toReject, status: 'rejected', due_number: null },
    ]);
  });

  it('reads in English', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/import-export/export-contracts/dispatch-request-to-register?status=all');
    await page.getByRole('heading', { level: 1, name: d('list.title') }).waitFor();
    await switchLanguage(page, 'pt-BR', 'en');
    await page.getByRole('heading', { level: 1, name: d('list.title', 'en') }).waitFor();
    await row(toRegister, 'en').getByText('Registered', { exact: true }).waitFor();
    await row(toReject, 'en').getByText('Rejected', { exact: true }).waitFor();
    await row(stillPending, 'en').getByText('USD 2,500.50', { exact: true }).waitFor();
    await endInEnglish(page, 'dispatch-requests-list-en', screen.missingKeys);
  });
});
