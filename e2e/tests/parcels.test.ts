import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { fill, text, type Language } from '../harness/catalog';
import { createClient } from '../harness/database';
import { randomDigits } from '../harness/documents';
import { createLinkedUser } from '../harness/payment-orders';
import { cutCells, listCards, listRows, unfoldDetails } from '../harness/lists';
import { useScreenTest } from '../harness/screen-test';
import { fieldName, shootAtTwoWidths, switchLanguage } from '../harness/screens';

// /parcels-to-authorize against the real server. A staff user of one fresh client, holding parcels.authorize,
// sees the client's pending parcels (the screen's default), authorizes one after the confirmation, rejects
// another with a reason (the reason is required), reads the outcome in a notification and the decided parcels
// leave the pending queue; every status shows them labelled; then the screen in English. The table keeps one
// line per parcel with nothing cut at 1,440 px; reference, invoice, IR and the decision are in each row's
// details. Screenshots at 1,440 and 390 wide (and the list on a phone, a row unfolded).

const session = useBrowser();
const tag = randomDigits(6);
const p = (key: string, language: Language = 'pt-BR') => text(language, key, 'parcels');
const components = (key: string, language: Language = 'pt-BR') => text(language, key, 'components');

const clientName = `Parcelas Autorizadas ${tag} Ltda`;
const first = `${tag}-1/3`;
const second = `${tag}-2/3`;
const third = `${tag}-3/3`;

const ids: Record<string, string> = {};

const screen = useScreenTest(session, 'parcels', async (db) => {
  const client = await createClient(db, clientName);
  const parcel = async (number: string, closure: string, value: string) => {
    const { rows } = await screen.db.query<{ id: string }>(
      `insert into parcels (client_id, parcel_number, closure_date, currency, value, nature, reference, invoice,
         ir_value, ir_without_renounce)
       values ($1, $2, $3, 'USD', $4, 'Juros', $5, $6, 150.00, 176.47) returning id::text`,
      [client.id, number, closure, value, `REF-${number}`, `INV-${number}`],
    );
    ids[number] = rows[0]!.id;
  };
  await parcel(first, '2026-03-02', '1000.00');
  await parcel(second, '2026-04-02', '1000.00');
  await parcel(third, '2026-05-02', '1000.00');
  return createLinkedUser(db, `parcels${tag}`, {
    clientId: client.id,
    permissions: ['parcels.authorize'],
  });
});

/** The parcels' rows (each is followed by its folded details' row), or on a phone their cards. */
const dataRows = (language: Language = 'pt-BR') => listRows(session.page, p('list.tableLabel', language));
/** The texts of the table's cells whose content is wider than the cell (cut with an ellipsis). */
const cut = (language: Language = 'pt-BR') => cutCells(session.page, p('list.tableLabel', language));
/** Unfolds a row's details and gives their text once they are shown whole. */
const details = (row: ReturnType<typeof dataRows>, language: Language = 'pt-BR') =>
  unfoldDetails(session.page, row, language);

const select = (number: string, language: Language = 'pt-BR') =>
  session.page.getByRole('checkbox', {
    name: fill(p('selection.select', language), { number, client: clientName }),
  });

describe('parcels to authorize', () => {
  it('lists the pending parcels oldest closure first and authorizes one after the confirmation', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/parcels-to-authorize');
    await page.getByRole('heading', { level: 1, name: p('list.title') }).waitFor();
    await expect.poll(() => dataRows().count()).toBe(3);
    expect(await dataRows().first().innerText()).toContain(first);
    await dataRows().first().getByText('Pendente', { exact: true }).waitFor();
    expect(await dataRows().first().innerText()).toMatch(/US\$\s1\.000,00/);
    await page.getByText(p('selection.count_zero'), { exact: true }).waitFor();
    // One line per parcel, nothing cut: the number whole, the amounts with their currency.
    expect(await cut()).toEqual([]);
    // The other columns in the row's details, named as in the downloads, the amounts with their currency.
    const detail = await details(dataRows().first());
    expect(detail).toContain(`REF-${first}`);
    expect(detail).toContain(`INV-${first}`);
    expect(detail).toContain('IR sem renúncia');
    expect(detail).toMatch(/US\$\s150,00/);
    expect(detail).toMatch(/US\$\s176,47/);
    await shootAtTwoWidths(page, 'parcels-list', { width: 1440, height: 900 });
    await dataRows()
      .first()
      .getByRole('button', { name: components('table.collapse') })
      .click();

    await select(first).check();
    await page.getByText(fill(p('selection.count_one'), { count: 1 }), { exact: true }).waitFor();
    await select(second).check();
    await page.getByText(fill(p('selection.count_other'), { count: 2 }), { exact: true }).waitFor();
    await select(second).uncheck();
    await page.getByText(fill(p('selection.count_one'), { count: 1 }), { exact: true }).waitFor();
    await page.getByRole('button', { name: p('actions.authorize'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: fill(p('confirm.authorizeTitle_one'), { count: 1 }) });
    await dialog
      .getByText(fill(p('confirm.authorizeMessage_one'), { numbers: first }), { exact: true })
      .waitFor();
    await shootAtTwoWidths(page, 'parcels-authorize-confirm', { width: 1440, height: 900 });
    await dialog.getByRole('button', { name: p('actions.authorize'), exact: true }).click();
    await page.getByText(fill(p('result.authorized_one'), { count: 1 }), { exact: true }).waitFor();
    await expect.poll(() => dataRows().count()).toBe(2);
    expect(await dataRows().first().innerText()).toContain(second);
    const { rows } = await screen.db.query<{ status: string }>('select status from parcels where id = $1', [
      ids[first],
    ]);
    expect(rows[0]?.status).toBe('authorized');
  });

  it('rejects one with a reason, which is required', async () => {
    const { page } = session;
    await select(second).check();
    await page.getByRole('button', { name: p('actions.reject'), exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: fill(p('confirm.rejectTitle_one'), { count: 1 }) });
    await dialog.getByRole('button', { name: p('actions.reject'), exact: true }).click();
    await dialog.getByText('Informe o motivo da recusa.', { exact: true }).waitFor();
    await dialog.getByLabel(fieldName(p('confirm.reason'))).fill('Fatura sem assinatura');
    await shootAtTwoWidths(page, 'parcels-reject-reason', { width: 1440, height: 900 });
    await dialog.getByRole('button', { name: p('actions.reject'), exact: true }).click();
    await page.getByText(fill(p('result.rejected_one'), { count: 1 }), { exact: true }).waitFor();
    await expect.poll(() => dataRows().count()).toBe(1);
    const { rows } = await screen.db.query<{ status: string; decision_reason: string }>(
      'select status, decision_reason from parcels where id = $1',
      [ids[second]],
    );
    expect(rows[0]).toEqual({ status: 'rejected', decision_reason: 'Fatura sem assinatura' });

    // Every status: the decided ones labelled, without checkboxes.
    await page.goto('/parcels-to-authorize?status=all');
    await expect.poll(() => dataRows().count()).toBe(3);
    await dataRows().filter({ hasText: first }).getByText('Autorizada', { exact: true }).waitFor();
    await dataRows().filter({ hasText: second }).getByText('Recusada', { exact: true }).waitFor();
    expect(await dataRows().filter({ hasText: first }).getByRole('checkbox').count()).toBe(0);
    expect(await cut()).toEqual([]);
    // The rejection's reason and time in its details.
    const rejected = await details(dataRows().filter({ hasText: second }));
    expect(rejected).toContain('Motivo da recusa');
    expect(rejected).toContain('Fatura sem assinatura');
    expect(rejected).toMatch(/Decidida em\s+\d{2}\/\d{2}\/\d{4}/);
    await shootAtTwoWidths(page, 'parcels-all', { width: 1440, height: 900 });
  });

  it('on a phone: each parcel a card, every column a line, the rest in its details', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/parcels-to-authorize?status=all');
    await expect.poll(() => listCards(page, p('list.tableLabel')).count()).toBe(3);
    const card = dataRows().filter({ hasText: second });
    await details(card);
    const detail = await card.innerText();
    // What a table leaves out on narrow screens, on the card: the closure date, the nature and the status.
    expect(detail).toContain('Fechamento');
    expect(detail).toContain('Recusada');
    expect(detail).toContain('02/04/2026');
    expect(detail).toContain('Juros');
    expect(detail).toContain('Fatura sem assinatura');
    await screenshot(page, 'parcels-phone-390', { viewport: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('reads in English', async () => {
    const { page } = session;
    await page.goto('/parcels-to-authorize');
    await page.getByRole('heading', { level: 1, name: p('list.title') }).waitFor();
    await switchLanguage(page, 'pt-BR', 'en');
    await page.getByRole('heading', { level: 1, name: p('list.title', 'en') }).waitFor();
    await expect.poll(() => dataRows('en').count()).toBe(1);
    await dataRows('en').first().getByText('Pending', { exact: true }).waitFor();
    expect(await dataRows('en').first().innerText()).toMatch(/USD\s1,000\.00/);
    await page.getByText(p('selection.count_zero', 'en'), { exact: true }).waitFor();
    expect(await cut('en')).toEqual([]);
    const detail = await details(dataRows('en').first(), 'en');
    expect(detail).toContain('IR without renounce');
    expect(detail).toMatch(/USD\s176\.47/);
    await select(third, 'en').check();
    await page.getByRole('button', { name: p('actions.reject', 'en'), exact: true }).click();
    const dialog = page.getByRole('alertdialog', {
      name: fill(p('confirm.rejectTitle_one', 'en'), { count: 1 }),
    });
    await dialog.getByRole('button', { name: p('actions.reject', 'en'), exact: true }).click();
    await dialog.getByText('Please give the reason for the rejection.', { exact: true }).waitFor();
    await shootAtTwoWidths(page, 'parcels-en', { width: 1440, height: 900 });
    await dialog.getByRole('button', { name: p('confirm.cancel', 'en'), exact: true }).click();
    await switchLanguage(page, 'en', 'pt-BR');
    expect(screen.missingKeys).toEqual([]);
  });
});
