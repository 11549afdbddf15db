import type pg from 'pg';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser';
import { fill, text, type Language } from '../harness/catalog';
import { connectDatabase, createClient } from '../harness/database';
import { randomDigits } from '../harness/documents';
import { createLinkedUser, insertPaymentOrder, po } from '../harness/payment-orders';
import { typeDate, typedDate } from '../harness/dates';
import { escapeRegExp, fieldName, shootAtTwoWidths, shootFailures } from '../harness/screens';
import { signIn } from '../harness/signin';
import type { TestUser } from '../harness/users';

// Issue 23: "a double click moves money twice". A staff user of a fresh client double-clicks the confirming
// button of each action (the export liquidation, the receiving's confirmation, a payment order's write-off, a
// dispatch request's registration, a pendency's resolution, a parcel's authorization): each is done once (one
// movement, one audit row, read in the database) and the screen says it is done, never "already used" nor a
// conflict. The browser sends one request (the dialog's guard); were a second one sent, its Idempotency-Key
// would get the first answer (the API tests prove that part).

const session = useBrowser();
const tag = randomDigits(6);
const ns =
  (namespace: string) =>
  (key: string, language: Language = 'pt-BR') =>
    text(language, key, namespace);
const el = ns('exportLiquidation');
const dr = ns('dispatchRequests');
const dp = ns('documentPendencies');
const pc = ns('parcels');
const rc = (key: string) => po(`receive.${key}`);

const contractNumber = `EXP-${tag}-DC`;
const invoice = `INV-${tag}-DC`;
const documentNumber = `FAT-${tag}-DC`;
const pendencySummary = `Fatura ilegível ${tag}`;
const parcelNumber = `${tag}-01/01`;
const payer = `Acme Imports ${tag} LLC`;
const ids = {
  contract: '',
  confirmed: '',
  receivable: '',
  waiting: '',
  dispatch: '',
  pendency: '',
  parcel: '',
};

let db: pg.Client;
let user: TestUser;
/** Every request the page sends to an action's route, by method and path. */
const sent: string[] = [];

beforeAll(async () => {
  db = await connectDatabase();
  const client = await createClient(db, `Exportadora Clique ${tag} Ltda`);
  const one = async (query: string, values: unknown[]) =>
    (await db.query<{ id: string }>(query, values)).rows[0]!.id;
  ids.contract = await one(
    `insert into contracts (contract_number, contract_date, contract_type, client_id, currency, me_value, mn_value,
       rate, liquidation_date) values ($1, '2026-03-02', 'export', $2, 'USD', 466000.00, 2330000.00, 5.00000000,
       '2026-04-01') returning id::text`,
    [contractNumber, client.id],
  );
  const order = (opr: string) =>
    insertPaymentOrder(db, {
      opr,
      clientId: client.id,
      issuerName: payer,
      state: 'confirmed',
      creditValue: '10000.00',
      bankerExpenses: '0.00',
      registerDate: '2026-11-02',
    });
  ids.confirmed = await order(`OPR-${tag}-W`);
  ids.waiting = await insertPaymentOrder(db, {
    opr: `OPR-${tag}-C`,
    clientId: client.id,
    issuerName: payer,
    state: 'waiting_credit_date',
    creditValue: '7000.00',
    bankerExpenses: '25.00',
    registerDate: '2026-11-02',
  });
  ids.receivable = await order(`OPR-${tag}-R`);
  ids.dispatch = await one(
    `insert into export_dispatch_requests (client_id, invoice_number, request_date, currency, value)
     values ($1, $2, '2026-03-02', 'USD', 2500.50) returning id::text`,
    [client.id, invoice],
  );
  const documentId = await one(
    `insert into documents (client_id, document_type, number, issue_date, currency, value)
     values ($1, 'import_invoice', $2, '2026-03-02', 'USD', 1000.00) returning id::text`,
    [client.id, documentNumber],
  );
  ids.pendency = await one(
    `insert into document_pendencies (document_id, summary) values ($1, $2) returning id::text`,
    [documentId, pendencySummary],
  );
  ids.parcel = await one(
    `insert into parcels (client_id, parcel_number, closure_date, currency, value)
     values ($1, $2, '2026-03-02', 'USD', 1000.00) returning id::text`,
    [client.id, parcelNumber],
  );
  user = await createLinkedUser(db, `cliqueduplo${tag}`, {
    clientId: client.id,
    permissions: [
      'trade.consult',
      'trade.liquidate',
      'trade.register-dispatch',
      'contracts.consult',
      'payment-orders.consult',
      'payment-orders.receive',
      'payment-orders.write-off',
      'payment-orders.confirm',
      'documents.consult',
      'documents.resolve-pendencies',
      'parcels.consult',
      'parcels.authorize',
    ],
  });
  session.page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/'))
      sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await signIn(session.page, user);
}, 120_000);

shootFailures(session, 'double-click');

afterAll(async () => {
  await db?.end();
});

/** How many audit rows name the record and the action. */
async function audits(entityId: string, action: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `select count(*)::text as n from audit_log where entity_id = $1 and action = $2`,
    [entityId, action],
  );
  return Number(rows[0]!.n);
}

/** The requests sent to `path` by `method` since `from` (an index into `sent`). */
const sentTo = (from: number, method: string, path: string) =>
  sent.slice(from).filter((s) => s === `${method} ${path}`).length;

/** A double click on the button, as a person does it: two clicks in a row, the second before any answer. */
async function doubleClick(button: Locator): Promise<void> {
  await button.dblclick();
}

/** No "already used" (the quote's, the key's) nor "already decided" anywhere on the screen. */
async function noRefusal(): Promise<void> {
  const body = await session.page.locator('body').innerText();
  expect(body).not.toMatch(/já foi usad|idempotência|já est[áa] “|já foi decidid/i);
}

describe('a double click does an action once', () => {
  it('liquidates an export contract once', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/import-export/export-contracts/liquidate');
    await page.getByRole('button', { name: fill(el('actions.menu'), { number: contractNumber }) }).click();
    await page.getByRole('menuitem', { name: el('liquidate.button') }).click();
    const dialog = page.getByRole('dialog', {
      name: fill(el('liquidate.title'), { number: contractNumber }),
    });
    await dialog.getByRole('textbox', { name: el('liquidate.amount') }).fill('100.000,00');
    // A double click on "Continuar" stops at the confirmation: its second click lands on the same button, now
    // "Confirmar liquidação" (it must not confirm what nobody read), or, the dialog having shrunk, on the backdrop
    // (it must not go back).
    const beforeContinue = sent.length;
    await doubleClick(dialog.getByRole('button', { name: el('liquidate.continue') }));
    await dialog.getByText(/Restará em aberto US\$ 366\.000,00/).waitFor();
    await expect
      .poll(() => dialog.getByRole('button', { name: el('liquidate.confirm') }).isEnabled())
      .toBe(true);
    expect(sentTo(beforeContinue, 'POST', `/api/export-liquidation/${ids.contract}`)).toBe(0);
    const from = sent.length;
    await doubleClick(dialog.getByRole('button', { name: el('liquidate.confirm') }));
    await page
      .getByText(fill(el('liquidate.donePart'), { number: contractNumber, open: 'US$ 366.000,00' }))
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    await shootAtTwoWidths(page, 'double-click-liquidated', { width: 1440, height: 900 });
    await noRefusal();
    expect(sentTo(from, 'POST', `/api/export-liquidation/${ids.contract}`)).toBe(1);
    const { rows } = await db.query<{ v: string }>(
      'select liquidated_me_value::text as v from contracts where id = $1',
      [ids.contract],
    );
    expect(rows[0]!.v).toBe('100000.00');
    expect(await audits(ids.contract, 'contract.liquidate')).toBe(1);
  });

  it('requests a receiving once: its confirmation double-clicked shows the success, not "quote already used"', async () => {
    const { page } = session;
    await page.goto(`/payment-order-detail/${ids.receivable}/receive`);
    await page.getByRole('button', { name: rc('quote.refresh'), exact: true }).waitFor();
    await page.getByRole('textbox', { name: fieldName(rc('form.payer')) }).fill(payer);
    const country = page.getByRole('combobox', { name: fieldName(rc('form.payerCountry')) });
    await country.fill('Estados Unidos');
    await page.getByRole('option', { name: 'Estados Unidos', exact: true }).click();
    const choose = async (label: string, option: string) => {
      await page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(label)}`) }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    await choose(rc('form.bindingRelationship'), 'Cliente no exterior');
    await choose(rc('form.reason'), 'Recebimento de exportação de mercadorias');
    await page.getByRole('textbox', { name: fieldName(rc('form.receiptValue')) }).fill('1.000,00');
    await page.getByRole('radio', { name: rc('form.pix'), exact: true }).check();
    await choose(rc('form.pixKeyType'), 'Email');
    await page.getByRole('textbox', { name: fieldName(rc('form.pixKey')) }).fill(`fin.${tag}@example.com`);
    await page.getByRole('button', { name: rc('form.continue'), exact: true }).click();
    const from = sent.length;
    await doubleClick(page.getByRole('button', { name: rc('confirm.submit'), exact: true }));
    await page.waitForURL((url) => url.pathname === `/payment-order-detail/${ids.receivable}`);
    const [donePrefix = '', doneSuffix = ''] = rc('done').split('{{number}}');
    await page
      .getByText(new RegExp(`^${escapeRegExp(donePrefix)}\\d+${escapeRegExp(doneSuffix)}`))
      .first()
      .waitFor();
    await shootAtTwoWidths(page, 'double-click-received', { width: 1440, height: 900 });
    await noRefusal();
    expect(sentTo(from, 'POST', `/api/payment-orders/${ids.receivable}/receivings`)).toBe(1);
    const { rows } = await db.query<{ n: string; balance: string }>(
      `select (select count(*) from payment_order_receivings where payment_order_id = $1)::text as n,
         (select available_balance::text from payment_orders where id = $1) as balance`,
      [ids.receivable],
    );
    expect(rows[0]).toEqual({ n: '1', balance: '9000.00' });
    expect(await audits(ids.receivable, 'payment_order.receive')).toBe(1);
  }, 120_000);

  it('writes off once', async () => {
    const { page } = session;
    await page.goto(`/payment-order-detail/${ids.confirmed}`);
    await page.getByRole('button', { name: po('actions.writeOff'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(fieldName(po('writeOff.amount'))).fill('150,00');
    await dialog.getByLabel(fieldName(po('writeOff.reason'))).fill(`Tarifa ${tag}`);
    const from = sent.length;
    await doubleClick(dialog.getByRole('button', { name: po('writeOff.submit'), exact: true }));
    await page.getByText(po('writeOff.done')).waitFor();
    await noRefusal();
    expect(sentTo(from, 'POST', `/api/payment-orders/${ids.confirmed}/write-offs`)).toBe(1);
    const { rows } = await db.query<{ n: string; balance: string }>(
      `select (select count(*) from payment_order_write_offs where payment_order_id = $1)::text as n,
         (select available_balance::text from payment_orders where id = $1) as balance`,
      [ids.confirmed],
    );
    expect(rows[0]).toEqual({ n: '1', balance: '9850.00' });
    expect(await audits(ids.confirmed, 'payment_order.write_off')).toBe(1);
  });

  it("confirms a payment order's credit once", async () => {
    const { page } = session;
    await page.goto(`/payment-order-detail/${ids.waiting}`);
    await page.getByRole('button', { name: po('actions.confirm'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    // A day the e2e server's business clock (CLOCK_START) has passed: the dialog proposes the browser's today.
    await typeDate(page, fieldName(po('confirm.creditDate')), typedDate('2026-11-20'));
    const from = sent.length;
    await doubleClick(dialog.getByRole('button', { name: po('confirm.submit'), exact: true }));
    await page.getByText(po('confirm.done')).waitFor();
    await noRefusal();
    expect(sentTo(from, 'POST', `/api/payment-orders/${ids.waiting}/confirm`)).toBe(1);
    const { rows } = await db.query<{ state: string; balance: string }>(
      'select state, available_balance::text as balance from payment_orders where id = $1',
      [ids.waiting],
    );
    expect(rows[0]).toEqual({ state: 'confirmed', balance: '6975.00' });
    expect(await audits(ids.waiting, 'payment_order.confirm')).toBe(1);
  });

  it('registers a dispatch request once', async () => {
    const { page } = session;
    await page.goto('/import-export/export-contracts/dispatch-request-to-register');
    await page.getByRole('button', { name: fill(dr('actions.menu'), { invoice }) }).click();
    await page.getByRole('menuitem', { name: dr('register.button') }).click();
    const dialog = page.getByRole('dialog', { name: dr('register.title') });
    await dialog.getByRole('textbox', { name: dr('register.field') }).fill(`26BR${tag}0042`);
    const from = sent.length;
    await doubleClick(dialog.getByRole('button', { name: dr('register.confirm'), exact: true }));
    await page.getByText(fill(dr('register.done'), { due: `26BR${tag}0042` })).waitFor();
    await noRefusal();
    expect(sentTo(from, 'POST', `/api/dispatch-requests/${ids.dispatch}/register`)).toBe(1);
    expect(await audits(ids.dispatch, 'dispatch_request.register')).toBe(1);
  });

  it('resolves a pendency once', async () => {
    const { page } = session;
    await page.goto('/documents-pending');
    await page
      .getByRole('button', {
        name: fill(dp('actions.menu'), { summary: pendencySummary, number: documentNumber }),
      })
      .click();
    await page.getByRole('menuitem', { name: dp('resolve.button'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: fill(dp('resolve.title'), { number: documentNumber }) });
    await dialog.getByLabel(fieldName(dp('resolve.note'))).fill('Nova via recebida.');
    const from = sent.length;
    await doubleClick(dialog.getByRole('button', { name: dp('resolve.submit'), exact: true }));
    await page
      .getByText(fill(dp('resolve.done'), { summary: pendencySummary, number: documentNumber }))
      .waitFor();
    await noRefusal();
    expect(sentTo(from, 'POST', `/api/document-pendencies/${ids.pendency}/resolve`)).toBe(1);
    expect(await audits(ids.pendency, 'document_pendency.resolve')).toBe(1);
  });

  it('authorizes a parcel once', async () => {
    const { page } = session;
    await page.goto('/parcels-to-authorize');
    await page.getByRole('checkbox', { name: new RegExp(escapeRegExp(parcelNumber)) }).check();
    await page.getByRole('button', { name: pc('actions.authorize'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: fill(pc('confirm.authorizeTitle_one'), { count: 1 }) });
    const from = sent.length;
    await doubleClick(dialog.getByRole('button', { name: pc('actions.authorize'), exact: true }));
    await page.getByText(fill(pc('result.authorized_one'), { count: 1 })).waitFor();
    await noRefusal();
    expect(sentTo(from, 'POST', '/api/parcels/decisions')).toBe(1);
    expect(await audits(ids.parcel, 'parcel.authorize')).toBe(1);
  });
});
