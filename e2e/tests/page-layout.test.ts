import type pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fill, text } from '../harness/catalog';
import { connectDatabase, createClient, createShipper } from '../harness/database';
import { newCpf, randomDigits } from '../harness/documents';
import { createLinkedUser, insertPaymentOrder, po } from '../harness/payment-orders';
import { screenshot, useBrowser } from '../harness/browser';
import { shootFailures, switchLanguage } from '../harness/screens';
import { signIn } from '../harness/signin';

// Pages use the screen and never scroll sideways (issue 24, "Layout"): a record's page takes the width at
// 1,440 px and its tables show their columns whole, /change-password fits (a hidden span was as wide as the
// page), and on a phone the settings buttons fold away from the content.

const session = useBrowser();
let clientName = '';
const shell = (key: string) => text('pt-BR', key, 'shell');
const tag = randomDigits(6);
const opr = `OPR2026${tag}9`;
// A SWIFT message as the bank sends it: long lines the table must show, not cut at its card's edge.
const SWIFT = [
  ':20:REF' + tag + 'ABCDEFGHIJ',
  ':32A:260303USD5000,00',
  ':50K:/12345678901234567890 Exportadora de Máquinas e Equipamentos Industriais Ltda',
  ':59:/BR1800000000000000000000001C1 Transportadora Bueno Tecnologia',
  ':71A:SHA',
].join('\n');
// The longest reference the demo's shippers send, and a status whose Portuguese label is the longest.
const reference = `AMA${tag.slice(0, 3)}-000${tag}`.slice(0, 15);
let db: pg.Client;
let orderId: string;
let clientId = '';

beforeAll(async () => {
  db = await connectDatabase();
  clientName = `Layout de página ${tag} Ltda`;
  const client = await createClient(db, clientName);
  clientId = client.id;
  orderId = await insertPaymentOrder(db, {
    opr,
    clientId: client.id,
    issuerName: 'Acme Importers Inc',
    state: 'confirmed',
    creditValue: '5000.00',
    bankerExpenses: '0.00',
    registerDate: '2026-03-02',
  });
  await db.query(
    `insert into payment_order_notifications (payment_order_id, received_at, channel, sender, message_type, content)
     values ($1, '2026-03-03T13:00:00Z', 'swift', 'BANKUS33XXX', 'MT103', $2)`,
    [orderId, SWIFT],
  );
  // A purchase contract and a receiving with long words (a payer's name, a relationship, a bank account),
  // so that the order's three tables are as wide as a real order's.
  const contract = await db.query<{ id: string }>(
    `insert into contracts (contract_number, contract_date, contract_type, client_id, currency, me_value, rate, mn_value)
     values ($1, '2026-03-02', 'import', $2, 'USD', 1234567.89, 5.1245, 6326543.21) returning id::text`,
    [`2026${tag}01`, client.id],
  );
  await db.query(
    `insert into payment_order_purchase_contracts (payment_order_id, contract_id, amount) values ($1, $2, 1234567.89)`,
    [orderId, contract.rows[0]!.id],
  );
  await db.query(
    `insert into payment_order_receivings (payment_order_id, payer_name, payer_country, binding_relationship,
       bank_code, bank_account_type, agency, account, account_check_digit, reason_for_receipt, receipt_value,
       exchange_rate, value_to_receive, vet_rate, expected_payment_date, usd_equivalent, created_at)
     values ($1, $2, 'US', 'client_abroad', '341', 'checking', '123456', '12345678901234', '7', 'goods_export',
       2999.99, 5.12345678, 15369.71, 5.12345678, '2026-03-04', 2999.99, '2026-03-03T14:00:00Z')`,
    [orderId, 'Exportadora de Máquinas e Equipamentos Industriais Internacionais Ltda'],
  );
  const shipperId = await createShipper(db, client.id, {
    name: `Remessadora ${tag}`,
    code: `P${tag}`,
    country: 'US',
  });
  await db.query(
    `insert into remittances (client_id, shipper_id, reference, origin, remittance_type_description,
       include_date, payment_date, status, currency, me_value, vet_rate, sender_name, sender_country,
       sender_person_type, beneficiary_name, beneficiary_tax_id, payment_type, pix_key_type, pix_key, mn_value,
       exchange_rate)
     values ($1, $2, $3, 'API', 'Manutenção de residente', timestamptz '2026-05-04 10:00-03', date '2026-05-06',
       'processing', 'USD', '123486.78', '5.23456789', 'John Smith', 'US', 'PF', 'Maria Souza', $4::text,
       'pix', 'cpf', $4::text, '646386.17', '5.23456789')`,
    [client.id, shipperId, reference, newCpf()],
  );
  // Thirty-one days of bills to pay, every third day from March: a by-day chart of thirty-one bars.
  await db.query(
    `insert into treasury_bills (client_id, direction, category, due_date, currency, amount, counterparty_name, status)
     select $1, 'pay', 'import', date '2026-03-02' + 3 * n, 'USD', 1000 + n, 'Shenzhen Parts Co.', 'open'
     from generate_series(0, 30) n`,
    [client.id],
  );
  const user = await createLinkedUser(db, `pagina${tag}`, {
    clientId: client.id,
    permissions: ['payment-orders.consult', 'remittances.consult', 'treasury.bills-to-pay'],
  });
  await signIn(session.page, user);
}, 120_000);

shootFailures(session, 'page-layout');

afterAll(async () => {
  await db?.end();
});

/** How far the page scrolls sideways (0 when it fits). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('page layout', () => {
  it("a payment order's page uses the width at 1,440 px and shows its notification whole", async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/payment-order-detail/${orderId}`);
    await page.getByRole('heading', { level: 1, name: fill(po('detail.title'), { opr }) }).waitFor();
    const fields = page.getByRole('region', { name: po('detail.order'), exact: true });
    // ~1,000 px in layout3's old 1,120-pixel container; the screen less its margins now.
    expect((await fields.boundingBox())?.width).toBeGreaterThan(1300);
    const table = page.getByRole('table', { name: po('notifications.label') });
    await table.getByRole('cell', { name: 'MT103', exact: true }).waitFor();
    // The table fits its card: nothing to scroll to inside it, every line of the message within the card.
    const fit = await table.evaluate((t) => {
      const box = t.parentElement!;
      return { scroll: box.scrollWidth - box.clientWidth, table: t.getBoundingClientRect().width };
    });
    expect(fit.scroll).toBe(0);
    expect(fit.table).toBeGreaterThan(1200);
    expect(await sideways(page)).toBe(0);
  });

  // Issue 24: "the receiving history (payment order detail) clipped on desktop".
  it.each(['pt-BR', 'en'] as const)(
    "a payment order's purchase contracts, notifications and receivings fit at 1,440 × 900 in %s",
    async (language) => {
      const { page } = session;
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`/payment-order-detail/${orderId}`);
      await page.getByRole('heading', { level: 1, name: fill(po('detail.title'), { opr }) }).waitFor();
      if (language === 'en') await switchLanguage(page, 'pt-BR', 'en');
      try {
        for (const key of ['contracts.label', 'notifications.label', 'receivings.label']) {
          const table = page.getByRole('table', { name: po(key, language) });
          await table.locator('tbody tr').first().waitFor();
          const fit = await table.evaluate((t) => {
            const box = t.parentElement!;
            const cut = Array.from(t.querySelectorAll<HTMLElement>('th, td, th *, td *'))
              .filter(
                (el) =>
                  el.scrollWidth > el.clientWidth + 1 || getComputedStyle(el).textOverflow === 'ellipsis',
              )
              .map((el) => el.textContent);
            return {
              scroll: box.scrollWidth - box.clientWidth,
              past: t.getBoundingClientRect().right - box.getBoundingClientRect().right,
              cut,
            };
          });
          // Nothing to scroll to inside its card, the table within the card, no cell cutting its text.
          expect({ key, scroll: fit.scroll, cut: fit.cut }).toEqual({ key, scroll: 0, cut: [] });
          expect(fit.past).toBeLessThanOrEqual(0.5);
        }
        await screenshot(page, `page-layout-order-tables-1440-${language}`);
        expect(await sideways(page)).toBe(0);
      } finally {
        if (language === 'en') await switchLanguage(page, 'en', 'pt-BR');
      }
    },
  );

  it('the remittance list shows a reference and a status whole at 1,440 px', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/remittance?reference=${reference}`);
    const row = page
      .getByRole('table', { name: text('pt-BR', 'list.title', 'remittances') })
      .locator('tbody tr');
    await row.getByText(reference, { exact: true }).waitFor();
    await row.getByText(text('pt-BR', 'status.processing', 'remittances'), { exact: true }).waitFor();
    // No element of the row cuts its text (an ellipsis): "AMA009-0000…" and "Em processame…" were.
    const cut = await row.evaluate((tr) =>
      Array.from(tr.querySelectorAll<HTMLElement>('td *, th *'))
        .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== 'visible')
        .map((el) => el.textContent),
    );
    // The beneficiary's name may be cut (a long name, whole on hover); nothing else.
    expect(cut.filter((t) => t !== 'Maria Souza')).toEqual([]);
  });

  it("keeps a list's column headers in sight under the fixed toolbar as the page scrolls", async () => {
    const { page } = session;
    // A low window, so that the page scrolls far enough to take the table's top under the frame's fixed band.
    await page.setViewportSize({ width: 1440, height: 300 });
    await page.goto(`/remittance?reference=${reference}`);
    const table = page.getByRole('table', { name: text('pt-BR', 'list.title', 'remittances') });
    await table.locator('tbody tr').getByText(reference, { exact: true }).waitFor();
    const place = await table.evaluate((t) => {
      const band = document.querySelector('header')!.getBoundingClientRect().bottom;
      // The table's top 20 pixels under the band: its one row still in sight below the header.
      window.scrollBy(0, t.getBoundingClientRect().top - band + 20);
      return {
        band,
        tableTop: t.getBoundingClientRect().top,
        headTop: t.querySelector('thead th')!.getBoundingClientRect().top,
      };
    });
    // Without sticking, the header row would be where the table starts: under the band, out of sight.
    expect(place.tableTop).toBeLessThan(place.band - 10);
    expect(Math.abs(place.headTop - place.band)).toBeLessThanOrEqual(1);
  });

  it('a treasury chart writes every day under its bar at 1,440 px', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    const query = new URLSearchParams({ clientId, client: clientName, from: '2026-03-01', to: '2026-06-30' });
    await page.goto(`/bills-to-pay-day?${query.toString()}`);
    const labels = page.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
    await labels.first().waitFor();
    // Level labels left two of every three days out; slanted, all thirty-one are drawn.
    expect(await labels.count()).toBe(31);
    expect(await labels.first().textContent()).toBe('02/03/2026');
  });

  for (const width of [1440, 390])
    it(`/change-password does not scroll sideways at ${width} px`, async () => {
      const { page } = session;
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/change-password');
      await page
        .getByRole('heading', { level: 1, name: text('pt-BR', 'changePassword.title', 'auth'), exact: true })
        .waitFor();
      // Was 532 px at 1,440: the checklist's screen-reader spans, 'width: 1' read by sx as 100 %.
      expect(await sideways(page)).toBe(0);
    });

  it('folds the settings buttons on a phone, and unfolds them on a tap', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/payment-order-detail/${orderId}`);
    await page.getByRole('heading', { level: 1, name: fill(po('detail.title'), { opr }) }).waitFor();
    const settings = page.getByRole('button', { name: shell('settings.title'), exact: true });
    const unfold = page.getByRole('button', { name: shell('panels.unfold'), exact: true });
    expect(await settings.count()).toBe(0);
    const tab = await unfold.boundingBox();
    // A slim tab low on the edge, not two 40-pixel buttons across the middle of the content.
    expect(tab!.width).toBeLessThanOrEqual(28);
    expect(tab!.y).toBeGreaterThan(844 / 2);
    await unfold.click();
    await settings.click();
    await page.getByRole('dialog', { name: shell('settings.title') }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: shell('panels.fold'), exact: true }).click();
    expect(await settings.count()).toBe(0);
    expect(await sideways(page)).toBe(0);
  });
});
