import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { fill, type Language } from '../harness/catalog';
import { createClient } from '../harness/database';
import { shownDate, typeDate, typedDate } from '../harness/dates';
import { randomDigits } from '../harness/documents';
import { createLinkedUser, insertPaymentOrder, orderField, po } from '../harness/payment-orders';
import { escapeRegExp, fieldName, shootAtTwoWidths, switchLanguage } from '../harness/screens';
import { signIn } from '../harness/signin';
import type { TestUser } from '../harness/users';
import { useScreenTest } from '../harness/screen-test';
import { fieldIn, section } from '../harness/record';

// /payment-order-detail/:paymentId against the real server. A staff user linked to a fresh client, holding
// the consult and staff-action permissions, opens an order from the list, reads its fields and the empty
// sentence of each section, comments, confirms the credit, writes off part of it (refused above the balance
// first), cancels another order and downloads an attachment of a third; the page in English once; a client
// user of the same client sees an order without the staff's buttons. Screenshots at 1,440 × 900 and 390 wide.
//
// The dates typed are in March 2026: the server's clock (CLOCK_START, when set) must be on or after 2026-03-03.

const session = useBrowser();
const tag = randomDigits(6);

const waiting = { opr: `OPR-${tag}-W`, id: '' };
const cancelable = { opr: `OPR-${tag}-C`, id: '' };
const attached = { opr: `OPR-${tag}-A`, id: '' };
const attachment = { name: `swift-${tag}.pdf`, content: `%PDF-1.4\n% payment order ${tag}\n%%EOF\n` };

const SECTIONS = [
  ['attachments.title', 'attachments.empty'],
  ['contracts.title', 'contracts.empty'],
  ['writeOffs.title', 'writeOffs.empty'],
  ['comments.title', 'comments.empty'],
  ['notifications.title', 'notifications.empty'],
  ['receivings.title', 'receivings.empty'],
] as const;

let staff: TestUser;
let clientUser: TestUser;

/** An order of the fresh client, registered on 2026-03-02 with USD 50.00 of banker's expenses. */
function insertOrder(
  clientId: string,
  opr: string,
  state: 'waiting_credit_date' | 'confirmed',
  creditValue: string,
): Promise<string> {
  return insertPaymentOrder(screen.db, {
    opr,
    clientId,
    issuerName: `Acme Exports ${tag} Inc.`,
    state,
    creditValue,
    bankerExpenses: '50.00',
    registerDate: '2026-03-02',
  });
}

const region = (name: string) => section(session.page, name);

/** The text of the field labelled `label` in the order's fields. */
const field = (label: string, language: Language = 'pt-BR') =>
  fieldIn(session.page, po('detail.order', language), label);

async function openOrder(order: { id: string; opr: string }): Promise<void> {
  const { page } = session;
  await page.goto(`/payment-order-detail/${order.id}`);
  await page.getByRole('heading', { level: 1, name: fill(po('detail.title'), { opr: order.opr }) }).waitFor();
}

const screen = useScreenTest(session, 'payment-order-detail', async (db) => {
  const client = await createClient(db, `Exportadora ${tag} Ltda`);
  waiting.id = await insertOrder(client.id, waiting.opr, 'waiting_credit_date', '10000.00');
  cancelable.id = await insertOrder(client.id, cancelable.opr, 'waiting_credit_date', '2500.00');
  attached.id = await insertOrder(client.id, attached.opr, 'confirmed', '5000.00');
  const content = Buffer.from(attachment.content, 'utf8');
  await db.query(
    `insert into payment_order_attachments (payment_order_id, file_name, mime_type, size_bytes, sha256, content)
     values ($1, $2, 'application/pdf', octet_length($3::bytea), sha256($3::bytea), $3::bytea)`,
    [attached.id, attachment.name, content],
  );
  await db.query(
    `insert into payment_order_notifications (payment_order_id, received_at, channel, sender, message_type, content)
     values ($1, '2026-03-03T13:00:00Z', 'swift', 'BANKUS33XXX', 'MT103', 'Credit of USD 5,000.00 confirmed')`,
    [attached.id],
  );

  staff = await createLinkedUser(db, `ordemstaff${tag}`, {
    clientId: client.id,
    permissions: [
      'payment-orders.consult',
      'payment-orders.confirm',
      'payment-orders.cancel',
      'payment-orders.comment',
      'payment-orders.write-off',
    ],
  });
  clientUser = await createLinkedUser(db, `ordemcliente${tag}`, {
    clientId: client.id,
    permissions: ['payment-orders.consult'],
    kind: 'client',
  });
  return staff;
});

describe('payment order detail (staff)', () => {
  it('opens from the list with its fields and an empty sentence in each section', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/payment-order?oprNumber=${encodeURIComponent(waiting.opr)}`);
    await page.getByRole('link', { name: waiting.opr, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/payment-order-detail/${waiting.id}`);
    await page
      .getByRole('heading', { level: 1, name: fill(po('detail.title'), { opr: waiting.opr }) })
      .waitFor();

    expect(await field(orderField('oprNumber'))).toBe(waiting.opr);
    expect(await field(orderField('client'))).toBe(`Exportadora ${tag} Ltda`);
    expect(await field(orderField('issuer'))).toBe(`Acme Exports ${tag} Inc. (Estados Unidos)`);
    expect(await field(orderField('foreignAccount'))).toBe(`US-ACC-${waiting.opr}`);
    expect(await field(orderField('creditValue'))).toBe('US$ 10.000,00');
    expect(await field(orderField('availableBalance'))).toBe('US$ 0,00');
    expect(await field(orderField('bankerExpenses'))).toBe('US$ 50,00');
    expect(await field(orderField('registerDate'))).toBe('02/03/2026');
    expect(await field(orderField('operationDate'))).toBe('02/03/2026');
    expect(await field(orderField('state'))).toBe('Aguardando data de crédito');
    expect(await field(orderField('creditDate'))).toBe('—');
    expect(await field(orderField('confirmedBy'))).toBe('—');
    for (const [title, empty] of SECTIONS)
      await region(po(title)).getByText(po(empty), { exact: true }).waitFor();

    // Waiting for its credit: confirm, comment and cancel; nothing to write off or receive yet.
    await page.getByRole('button', { name: po('actions.confirm'), exact: true }).waitFor();
    await page.getByRole('button', { name: po('actions.cancel'), exact: true }).waitFor();
    expect(await page.getByRole('button', { name: po('actions.writeOff'), exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: po('actions.receive'), exact: true }).count()).toBe(0);
    await shootAtTwoWidths(session.page, 'payment-order-detail-empty');
  });

  it('adds a comment and shows it with its author', async () => {
    const { page } = session;
    await openOrder(waiting);
    await page.getByRole('button', { name: po('actions.comment'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    // Nothing written: the domain's message, from the form.
    await dialog.getByRole('button', { name: po('comment.submit'), exact: true }).click();
    await dialog.getByText('Escreva o comentário.').waitFor();
    const body = `Cliente avisou do crédito ${tag}.\nConferir o MT103.`;
    await dialog.getByLabel(fieldName(po('comment.body'))).fill(body);
    await dialog.getByText(fill(po('comment.counter'), { typed: body.length, max: '2.000' })).waitFor();
    await dialog.getByRole('button', { name: po('comment.submit'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(po('comment.done')).waitFor();
    const comments = region(po('comments.title'));
    await comments.getByText(`Cliente avisou do crédito ${tag}.`).waitFor();
    await comments.getByText(new RegExp(`^${escapeRegExp(staff.name)} em \\d{2}/\\d{2}/\\d{4}`)).waitFor();
    expect(await comments.getByText(po('comments.empty')).count()).toBe(0);
  });

  it('confirms the credit on the day typed (today by default)', async () => {
    const { page } = session;
    await openOrder(waiting);
    await page.getByRole('button', { name: po('actions.confirm'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    const label = fieldName(po('confirm.creditDate'));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect(await shownDate(page, label)).toBe(typedDate(today));
    await typeDate(page, label, typedDate('2026-03-03'));
    await dialog.getByRole('button', { name: po('confirm.submit'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(po('confirm.done')).waitFor();

    await expect.poll(() => field(orderField('state'))).toBe('Confirmada');
    expect(await field(orderField('creditDate'))).toBe('03/03/2026');
    // The credit less the banker expenses.
    expect(await field(orderField('availableBalance'))).toBe('US$ 9.950,00');
    expect(await field(orderField('confirmedBy'))).toBe(staff.name);
    expect(await field(orderField('confirmedAt'))).toMatch(/^\d{2}\/\d{2}\/\d{4}/);
    expect(await page.getByRole('button', { name: po('actions.confirm'), exact: true }).count()).toBe(0);
  });

  it('writes off part of the confirmed order, refused above the available balance first', async () => {
    const { page } = session;
    await openOrder(waiting);
    await page.getByRole('button', { name: po('actions.writeOff'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(fill(po('writeOff.available'), { amount: 'US$ 9.950,00' })).waitFor();
    const amount = dialog.getByLabel(fieldName(po('writeOff.amount')));
    await amount.fill('20.000,00');
    await dialog.getByLabel(fieldName(po('writeOff.reason'))).fill('Tarifa do banco correspondente');
    await dialog.getByRole('button', { name: po('writeOff.submit'), exact: true }).click();
    await dialog.getByText('A baixa não pode ser maior que o saldo disponível.').waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'payment-order-detail-write-off-refused-1440', { viewport: true });

    await amount.fill('150,00');
    await dialog.getByRole('button', { name: po('writeOff.submit'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(po('writeOff.done')).waitFor();
    await expect.poll(() => field(orderField('availableBalance'))).toBe('US$ 9.800,00');
    const writeOffs = page.getByRole('table', { name: po('writeOffs.label') });
    await writeOffs.getByRole('cell', { name: 'US$ 150,00', exact: true }).waitFor();
    await writeOffs.getByRole('cell', { name: 'Tarifa do banco correspondente', exact: true }).waitFor();
    // Something was taken from it: it can no longer be canceled.
    expect(await page.getByRole('button', { name: po('actions.cancel'), exact: true }).count()).toBe(0);
    await shootAtTwoWidths(session.page, 'payment-order-detail-confirmed');
  });

  it('cancels an order nothing was received from, with a reason', async () => {
    const { page } = session;
    await openOrder(cancelable);
    await page.getByRole('button', { name: po('actions.cancel'), exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(po('cancel.message')).waitFor();
    await dialog.getByRole('button', { name: po('cancel.submit'), exact: true }).click();
    await dialog.getByText('Informe o motivo do cancelamento.').waitFor();
    await dialog.getByLabel(fieldName(po('cancel.reason'))).fill(`Ordem duplicada ${tag}`);
    await dialog.getByRole('button', { name: po('cancel.submit'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(po('cancel.done')).waitFor();
    await expect.poll(() => field(orderField('state'))).toBe('Cancelada');
    await page
      .getByText(new RegExp(`^Cancelada em \\d{2}/\\d{2}/\\d{4}.*: Ordem duplicada ${tag}$`))
      .waitFor();
    expect(await page.getByRole('button', { name: po('actions.cancel'), exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: po('actions.confirm'), exact: true }).count()).toBe(0);
  });

  it('downloads an attachment as it was stored, and lists the confirmation received', async () => {
    const { page } = session;
    await openOrder(attached);
    const notifications = page.getByRole('table', { name: po('notifications.label') });
    await notifications.getByRole('cell', { name: 'SWIFT', exact: true }).waitFor();
    await notifications.getByRole('cell', { name: 'MT103', exact: true }).waitFor();
    const download = page.waitForEvent('download');
    await page
      .getByRole('link', { name: fill(po('attachments.download'), { file: attachment.name }) })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(attachment.name);
    expect(await readFile(await file.path(), 'utf8')).toBe(attachment.content);
  });

  it('reads in English', async () => {
    const { page } = session;
    await openOrder(attached);
    await switchLanguage(session.page, 'pt-BR', 'en');
    await page
      .getByRole('heading', { level: 1, name: fill(po('detail.title', 'en'), { opr: attached.opr }) })
      .waitFor();
    expect(await field(orderField('creditValue', 'en'), 'en')).toBe('USD 5,000.00');
    expect(await field(orderField('state', 'en'), 'en')).toBe('Confirmed');
    expect(await field(orderField('creditDate', 'en'), 'en')).toBe('03/03/2026');
    expect(await field(orderField('issuer', 'en'), 'en')).toBe(`Acme Exports ${tag} Inc. (United States)`);
    await region(po('contracts.title', 'en'))
      .getByText(po('contracts.empty', 'en'), { exact: true })
      .waitFor();
    await page.getByRole('button', { name: po('actions.writeOff', 'en'), exact: true }).waitFor();
    await shootAtTwoWidths(session.page, 'payment-order-detail-en');
    await switchLanguage(session.page, 'en', 'pt-BR'); // as found, for whoever signs in next
    expect(screen.missingKeys).toEqual([]);
  });
});

describe('payment order detail (client user)', () => {
  it('shows the order without the staff’s buttons', async () => {
    const { page, context } = session;
    await context.clearCookies();
    await signIn(page, clientUser);
    await openOrder(attached);
    expect(await field(orderField('creditValue'))).toBe('US$ 5.000,00');
    await region(po('attachments.title'))
      .getByRole('link', { name: fill(po('attachments.download'), { file: attachment.name }) })
      .waitFor();
    for (const action of ['receive', 'confirm', 'writeOff', 'comment', 'cancel'])
      expect(
        await page.getByRole('button', { name: po(`actions.${action}`), exact: true }).count(),
        action,
      ).toBe(0);
    expect(await page.getByRole('link', { name: po('actions.receive'), exact: true }).count()).toBe(0);
    await shootAtTwoWidths(session.page, 'payment-order-detail-client');
  });
});
