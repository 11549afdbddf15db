import type pg from 'pg';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../harness/browser';
import { fill, type Language } from '../harness/catalog';
import { connectDatabase, createClient } from '../harness/database';
import { randomDigits } from '../harness/documents';
import { startExtraServer, type ExtraServer } from '../harness/server';
import { createLinkedUser, insertPaymentOrder, orderField, po } from '../harness/payment-orders';
import { escapeRegExp, fieldName, shootAtTwoWidths, shootFailures, switchLanguage } from '../harness/screens';
import { watchMissingKeys } from '../harness/shell';
import { signIn } from '../harness/signin';
import type { TestUser } from '../harness/users';
import { fieldIn, section } from '../harness/record';

// /payment-order-detail/:paymentId/receive against the real server (spec 3 "Receiving flow"). A client user
// (consult and receive, linked to a fresh client) opens a confirmed order of USD 10,000.00 and presses
// Receive: the rate and its countdown, which renews the quote by itself; the one-option message with no
// destination and the balance message above the balance; then a PIX key, USD 3,500.00 (a document needed)
// and a small PDF, the confirmation step's figures, and the receiving in the order's history. English once;
// screenshots of both steps at 1,440 × 900 and 390 wide. Out of hours: a second server on the same database
// whose business clock starts on a Saturday shows spec 8's sentence and no form.
//
// The server's business clock starts at E2E_CLOCK_START (harness/server.ts), a Wednesday 10:00 in São Paulo:
// within exchange hours and before the 15:00 cut-off, so the payment is expected the same day. Quotes are
// valid 30 s (QUOTE_VALIDITY_SECONDS' default); the simulated market moves every 15 s.

const session = useBrowser();
const rc = (key: string, language: Language = 'pt-BR') => po(`receive.${key}`, language);
/** A select's accessible name: its label, then (MUI) the value shown. */
const startsWith = (label: string) => new RegExp(`^${escapeRegExp(label)}`);
const tag = randomDigits(6);

const order = { opr: `OPR-${tag}-R`, id: '' };
const payer = `Acme Imports ${tag} LLC`;
const pixEmail = `financeiro.${tag}@exportadora.com.br`;
const pdf = {
  name: `invoice-${tag}.pdf`,
  content: Buffer.from(`%PDF-1.4\n% commercial invoice ${tag}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`),
};
// Spec 8's sentence with the default hours (09:00-17:00), as the server words it.
const OUT_OF_HOURS = 'Só é possível realizar operações de câmbio das 09:00 às 17:00 em dias úteis.';

let db: pg.Client;
let clientUser: TestUser;
let missingKeys: string[] = [];
let extra: ExtraServer | undefined;

const region = (name: string) => section(session.page, name);

/** The text of the value labelled `label` in the section named `section`. */
const field = (name: string, label: string) => fieldIn(session.page, name, label);

/** The whole seconds the countdown shows (0 once expired). */
async function countdown(): Promise<number> {
  const shown = await session.page.getByRole('timer').innerText();
  const seconds = /(\d+)/.exec(shown);
  return seconds ? Number(seconds[1]) : 0;
}

/** The rate shown (`1 USD = 5,12345678 BRL`). */
function rateText(language: Language = 'pt-BR'): Locator {
  const [before] = rc('quote.rate', language).split('{{rate}}');
  return region(rc('quote.title', language)).getByText(
    new RegExp(`^${escapeRegExp(fill(before ?? '', { currency: 'USD' }))}[\\d.,]+ BRL$`),
  );
}

/** From the order's page, through its Receive button, to the form with a rate on it. */
async function openReceive(language: Language = 'pt-BR'): Promise<void> {
  const { page } = session;
  await page.goto(`/payment-order-detail/${order.id}`);
  await page.getByRole('link', { name: po('actions.receive', language), exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/payment-order-detail/${order.id}/receive`);
  await page
    .getByRole('heading', { level: 1, name: fill(rc('title', language), { opr: order.opr }) })
    .waitFor();
  await rateText(language).waitFor();
}

async function choose(label: string, option: string): Promise<void> {
  const { page } = session;
  await page.getByRole('combobox', { name: startsWith(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Everything but the destination and the document, in Portuguese. */
async function fillCommon(value: string): Promise<void> {
  const { page } = session;
  await page.getByRole('textbox', { name: fieldName(rc('form.payer')) }).fill(payer);
  const country = page.getByRole('combobox', { name: fieldName(rc('form.payerCountry')) });
  await country.fill('Estados Unidos');
  await page.getByRole('option', { name: 'Estados Unidos', exact: true }).click();
  await choose(rc('form.bindingRelationship'), 'Cliente no exterior');
  await choose(rc('form.reason'), 'Recebimento de exportação de mercadorias');
  await page.getByRole('textbox', { name: fieldName(rc('form.receiptValue')) }).fill(value);
}

/** 'R$ 18.774,70' / 'US$ 3.500,00' → cents. */
function cents(shown: string): bigint {
  const digits = /([\d.]+),(\d{2})$/.exec(shown.trim());
  if (!digits) throw new Error(`Not an amount: ${shown}`);
  return BigInt(`${digits[1]!.replace(/\./g, '')}${digits[2]}`);
}

/** '5,36419875' → hundred-millionths. */
function rateUnits(shown: string): bigint {
  const digits = /^(\d+),(\d{8})$/.exec(shown.trim());
  if (!digits) throw new Error(`Not a rate: ${shown}`);
  return BigInt(`${digits[1]}${digits[2]}`);
}

beforeAll(async () => {
  db = await connectDatabase();
  const client = await createClient(db, `Exportadora ${tag} Ltda`);
  order.id = await insertPaymentOrder(db, {
    opr: order.opr,
    clientId: client.id,
    issuerName: `Acme Imports ${tag} LLC`,
    state: 'confirmed',
    creditValue: '10000.00',
    bankerExpenses: '0.00',
    registerDate: '2026-11-02',
  });

  clientUser = await createLinkedUser(db, `recebimento${tag}`, {
    clientId: client.id,
    permissions: ['payment-orders.consult', 'payment-orders.receive'],
    kind: 'client',
  });
  missingKeys = watchMissingKeys(session.page);
  await signIn(session.page, clientUser);
}, 120_000);

shootFailures(session, 'payment-order-receive');

afterAll(async () => {
  await extra?.stop();
  await db?.end();
});

describe('receiving flow', () => {
  it('shows the rate with a countdown that renews the quote by itself', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openReceive();
    // The order's summary on top.
    expect(await field(rc('summary'), orderField('oprNumber'))).toBe(order.opr);
    expect(await field(rc('summary'), orderField('client'))).toBe(`Exportadora ${tag} Ltda`);
    expect(await field(rc('summary'), orderField('currency'))).toBe('USD');
    expect(await field(rc('summary'), orderField('availableBalance'))).toBe('US$ 10.000,00');

    const first = await countdown();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(30);
    // It counts down, then starts again with a new quote (at its end, or earlier when the market moves).
    await expect.poll(countdown, { timeout: 10_000 }).toBeLessThan(first);
    let last = await countdown();
    await expect
      .poll(
        async () => {
          const now = await countdown();
          const renewed = now > last;
          last = now;
          return renewed;
        },
        { timeout: 45_000, interval: 250 },
      )
      .toBe(true);
    await rateText().waitFor();
    expect(await page.getByRole('timer').innerText()).toMatch(/^Válida por \d+ s$/);

    // The refresh button asks for a new quote too: the countdown starts again from the full span.
    await expect.poll(countdown, { timeout: 10_000 }).toBeLessThan(28);
    await page.getByRole('button', { name: rc('quote.refresh'), exact: true }).click();
    await expect.poll(countdown, { timeout: 10_000 }).toBeGreaterThanOrEqual(28);
  }, 120_000);

  it('asks for one destination when none is given, and refuses more than the balance', async () => {
    const { page } = session;
    await openReceive();
    await fillCommon('10.000,01');
    await page.getByRole('button', { name: rc('form.continue'), exact: true }).click();
    await page.getByText('Você deve escolher apenas uma opção', { exact: true }).waitFor();
    await page
      .getByText('O valor informado não pode ser maior que o saldo disponível.', { exact: true })
      .waitFor();
    expect(page.url()).toMatch(/\/receive$/);
  });

  it('receives with a PIX key and a document: the figures first, then the receiving in the history', async () => {
    const { page } = session;
    await openReceive();
    await fillCommon('3.500,00');
    await page.getByRole('radio', { name: rc('form.pix'), exact: true }).check();
    await choose(rc('form.pixKeyType'), 'Email');
    await page.getByRole('textbox', { name: fieldName(rc('form.pixKey')) }).fill(pixEmail);
    await page.locator('#receive-document').setInputFiles({
      name: pdf.name,
      mimeType: 'application/pdf',
      buffer: pdf.content,
    });
    await page
      .getByText(new RegExp(`^${escapeRegExp(pdf.name)} \\(1 KB\\)$`))
      .first()
      .waitFor();
    await shootAtTwoWidths(session.page, 'payment-order-receive-form');

    await page.getByRole('button', { name: rc('form.continue'), exact: true }).click();
    const figures = rc('confirm.figures');
    await region(figures).waitFor();
    expect(await field(figures, rc('confirm.receiptValue'))).toBe('US$ 3.500,00');
    expect(await field(figures, rc('confirm.usdEquivalent'))).toBe('US$ 3.500,00');
    expect(await field(figures, rc('confirm.documentRequired'))).toBe(rc('confirm.yes'));
    // Export revenue pays no IOF.
    expect(await field(figures, rc('confirm.iofRate'))).toBe('0,00 %');
    expect(await field(figures, rc('confirm.iofValue'))).toBe('R$ 0,00');
    expect(await field(figures, rc('confirm.expectedPaymentDate'))).toBe('25/11/2026');
    // Gross = 3,500.00 × rate, half-up to cents; to receive = gross − IOF − fee.
    const rate = rateUnits(await field(figures, rc('confirm.exchangeRate')));
    const gross = cents(await field(figures, rc('confirm.grossValue')));
    expect(gross).toBe((350_000n * rate + 50_000_000n) / 100_000_000n);
    const fee = cents(await field(figures, rc('confirm.operationFee')));
    expect(cents(await field(figures, rc('confirm.valueToReceive')))).toBe(gross - fee);
    expect(await field(figures, rc('confirm.vetRate'))).toMatch(/^\d+,\d{8}$/);
    const data = rc('confirm.data');
    expect(await field(data, rc('form.payer'))).toBe(payer);
    expect(await field(data, rc('form.payerCountry'))).toBe('Estados Unidos');
    expect(await field(data, rc('form.destination'))).toBe(`PIX (Email) ${pixEmail}`);
    // The quote is held on this step: its countdown still runs.
    expect(await countdown()).toBeGreaterThan(0);
    await shootAtTwoWidths(session.page, 'payment-order-receive-confirm');

    await page.getByRole('button', { name: rc('confirm.submit'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/payment-order-detail/${order.id}`);
    // The message names the receiving and links to its receipt (issue 24).
    const [before, after] = rc('done').split('{{number}}') as [string, string];
    const made = new RegExp(`${escapeRegExp(before)}(\\d+)${escapeRegExp(after)}`);
    const toast = page.getByRole('status').filter({ hasText: made });
    await toast.waitFor();
    const number = made.exec(await toast.innerText())?.[1];
    const receipt = toast.getByRole('link', { name: rc('viewReceipt') });
    expect(await receipt.getAttribute('href')).toBe(
      `/api/payment-orders/${order.id}/receivings/${number}/receipt.pdf`,
    );
    expect(await receipt.getAttribute('target')).toBe('_blank');
    const pdfAnswer = await page.request.get((await receipt.getAttribute('href')) ?? '');
    expect(pdfAnswer.headers()['content-type']).toContain('application/pdf');
    const history = page.getByRole('table', { name: po('receivings.label') });
    const row = history.getByRole('row').filter({ hasText: payer });
    await row.waitFor();
    expect(await row.innerText()).toContain('US$ 3.500,00');
    expect(await row.innerText()).toContain('(Estados Unidos)');
    const balance = region(po('detail.order'))
      .locator('dt', { hasText: new RegExp(`^${escapeRegExp(orderField('availableBalance'))}$`) })
      .locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => balance.innerText()).toBe('US$ 6.500,00');
  }, 120_000);

  it('reads in English, with the balance message as the spec words it there', async () => {
    const { page } = session;
    await page.goto(`/payment-order-detail/${order.id}`);
    await switchLanguage(session.page, 'pt-BR', 'en');
    await openReceive('en');
    expect(await page.getByRole('timer').innerText()).toMatch(/^Valid for \d+ s$/);
    await page.getByRole('button', { name: rc('quote.refresh', 'en'), exact: true }).waitFor();
    await page.getByRole('textbox', { name: fieldName(rc('form.receiptValue', 'en')) }).fill('6,500.01');
    await page.getByRole('button', { name: rc('form.continue', 'en'), exact: true }).click();
    await page.getByText('You must choose only one option', { exact: true }).waitFor();
    await page.getByText('Please, fill in the fields correctly.', { exact: true }).waitFor();
    await shootAtTwoWidths(session.page, 'payment-order-receive-en');
    await switchLanguage(session.page, 'en', 'pt-BR'); // as found, for whoever signs in next
    expect(missingKeys).toEqual([]);
  });

  it('says when exchange is closed, with no form (a server whose clock is on a Saturday)', async () => {
    const { page } = session;
    // Saturday 28 November 2026, 10:00 in São Paulo: within the hours, but not a business day.
    extra = await startExtraServer(inject('databaseUrl'), { CLOCK_START: '2026-11-28T10:00:00-03:00' });
    // The session lives in the database and the cookies are the host's: no new sign-in.
    await page.goto(`${extra.baseURL}/payment-order-detail/${order.id}/receive`);
    await page.getByRole('heading', { level: 1, name: fill(rc('title'), { opr: order.opr }) }).waitFor();
    await page.getByText(OUT_OF_HOURS, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: rc('form.continue'), exact: true }).count()).toBe(0);
    expect(await page.getByRole('timer').count()).toBe(0);
    await extra.stop();
    extra = undefined;
  }, 120_000);
});
