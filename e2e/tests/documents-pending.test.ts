import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { fill, text, type Language } from '../harness/catalog';
import { createClient } from '../harness/database';
import { randomDigits } from '../harness/documents';
import { createLinkedUser } from '../harness/payment-orders';
import { cutCells, listCards, listRows, unfoldDetails } from '../harness/lists';
import { endInEnglish, useScreenTest } from '../harness/screen-test';
import { fieldName, shootAtTwoWidths, switchLanguage } from '../harness/screens';

// /documents-pending against the real server. A staff user of one fresh client, holding documents.consult and
// documents.resolve-pendencies, sees the client's open pendencies (the screen's default) with their document
// as a link, resolves one with a note (required) from the row's menu, and it leaves the open list; then the
// screen in English. Nothing in the table is cut at 1,440 px; the description and the resolution are in each
// row's details. Screenshots at 1,440 and 390 wide (and the list on a phone, a row unfolded).

const session = useBrowser();
const tag = randomDigits(6);
const d = (key: string, language: Language = 'pt-BR') => text(language, key, 'documentPendencies');
const components = (key: string, language: Language = 'pt-BR') => text(language, key, 'components');

const clientName = `Documentos Pendentes ${tag} Ltda`;
const invoiceNumber = `INV-${tag}`;
const diNumber = `DI-${tag}`;

let invoiceId = '';
let pendencyId = '';

const screen = useScreenTest(session, 'documents-pending', async (db) => {
  const client = await createClient(db, clientName);
  const document = async (number: string, type: string) => {
    const { rows } = await screen.db.query<{ id: string }>(
      `insert into documents (client_id, document_type, number, issue_date, currency, value)
       values ($1, $2, $3, '2026-03-02', 'USD', 1000.00) returning id::text`,
      [client.id, type, number],
    );
    return rows[0]!.id;
  };
  invoiceId = await document(invoiceNumber, 'import_invoice');
  const diId = await document(diNumber, 'di');
  const pendency = async (documentId: string, summary: string, description: string) => {
    const { rows } = await screen.db.query<{ id: string }>(
      `insert into document_pendencies (document_id, summary, description, created_at)
       values ($1, $2, $3, '2026-03-05T15:00:00Z') returning id::text`,
      [documentId, summary, description],
    );
    return rows[0]!.id;
  };
  pendencyId = await pendency(
    invoiceId,
    'Assinatura pendente',
    'A fatura chegou sem a assinatura do exportador.',
  );
  await pendency(diId, 'DI não anexada', 'Anexe a DI registrada no Siscomex.');
  return createLinkedUser(db, `pendencies${tag}`, {
    clientId: client.id,
    permissions: ['documents.consult', 'documents.resolve-pendencies'],
  });
});

/** The pendencies' rows (each is followed by its folded details' row), or on a phone their cards. */
const dataRows = (language: Language = 'pt-BR') => listRows(session.page, d('list.tableLabel', language));

/** The texts of the table's cells whose content is wider than the cell (cut with an ellipsis). */
const cut = (language: Language = 'pt-BR') => cutCells(session.page, d('list.tableLabel', language));
/** Unfolds a row's details and gives their text once they are shown whole. */
const details = (row: ReturnType<typeof dataRows>, language: Language = 'pt-BR') =>
  unfoldDetails(session.page, row, language);

/** A row's menu, by its accessible name (the pendency's summary and document). */
const menuButton = (summary: string, number: string, language: Language = 'pt-BR') =>
  session.page.getByRole('button', { name: fill(d('actions.menu', language), { summary, number }) });

describe('pending documents', () => {
  it('lists the open pendencies with their documents as links and resolves one with a note', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/documents-pending');
    await page.getByRole('heading', { level: 1, name: d('list.title') }).waitFor();
    await expect.poll(() => dataRows().count()).toBe(2);
    const link = page.getByRole('link', { name: invoiceNumber, exact: true });
    expect(await link.getAttribute('href')).toBe(`/document-detail/${invoiceId}`);
    const row = dataRows().filter({ hasText: invoiceNumber });
    await row.getByText('Fatura de importação', { exact: true }).waitFor();
    await row.getByText('Aberta', { exact: true }).waitFor();
    // São Paulo's time, whole; nothing cut in the table.
    await row.getByText('05/03/2026, 12:00', { exact: true }).waitFor();
    expect(await cut()).toEqual([]);
    const detail = await details(row);
    expect(detail).toContain('Descrição');
    expect(detail).toContain('A fatura chegou sem a assinatura do exportador.');
    await shootAtTwoWidths(page, 'documents-pending-list', { width: 1440, height: 900 });
    await row.getByRole('button', { name: components('table.collapse') }).click();

    await menuButton('Assinatura pendente', invoiceNumber).click();
    const menu = page.getByRole('menu');
    expect(
      await menu.getByRole('menuitem', { name: d('actions.document'), exact: true }).getAttribute('href'),
    ).toBe(`/document-detail/${invoiceId}`);
    await menu.getByRole('menuitem', { name: d('resolve.button'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: fill(d('resolve.title'), { number: invoiceNumber }) });
    await dialog.getByRole('button', { name: d('resolve.submit'), exact: true }).click();
    await dialog.getByText('Descreva o que foi feito para resolver a pendência.', { exact: true }).waitFor();
    await dialog.getByLabel(fieldName(d('resolve.note'))).fill('Fatura assinada recebida por e-mail.');
    await shootAtTwoWidths(page, 'documents-pending-resolve', { width: 1440, height: 900 });
    await dialog.getByRole('button', { name: d('resolve.submit'), exact: true }).click();
    await page
      .getByText(fill(d('resolve.done'), { summary: 'Assinatura pendente', number: invoiceNumber }), {
        exact: true,
      })
      .waitFor();
    await expect.poll(() => dataRows().count()).toBe(1);
    const { rows } = await screen.db.query<{ resolution_note: string }>(
      'select resolution_note from document_pendencies where id = $1 and resolved_at is not null',
      [pendencyId],
    );
    expect(rows[0]?.resolution_note).toBe('Fatura assinada recebida por e-mail.');

    await page.goto('/documents-pending?status=all');
    await expect.poll(() => dataRows().count()).toBe(2);
    const resolved = dataRows().filter({ hasText: invoiceNumber });
    await resolved.getByText('Resolvida', { exact: true }).waitFor();
    // A resolved pendency has no menu; its note and time are in its details.
    expect(await menuButton('Assinatura pendente', invoiceNumber).count()).toBe(0);
    const resolution = await details(resolved);
    expect(resolution).toContain('Fatura assinada recebida por e-mail.');
    expect(resolution).toMatch(/Resolvida em\s+\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
  });

  it('on a phone: each pendency a card, every column a line, the rest in its details', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/documents-pending?status=all');
    await expect.poll(() => listCards(page, d('list.tableLabel')).count()).toBe(2);
    const card = dataRows().filter({ hasText: diNumber });
    await details(card);
    const detail = await card.innerText();
    // What a table leaves out on narrow screens, on the card: the document's type, the creation time and the status.
    expect(detail).toContain('DI (declaração de importação)');
    expect(detail).toContain('Aberta');
    expect(detail).toContain('05/03/2026, 12:00');
    expect(detail).toContain('Anexe a DI registrada no Siscomex.');
    await screenshot(page, 'documents-pending-phone-390', { viewport: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('reads in English', async () => {
    const { page } = session;
    await page.goto('/documents-pending');
    await page.getByRole('heading', { level: 1, name: d('list.title') }).waitFor();
    await switchLanguage(page, 'pt-BR', 'en');
    await page.getByRole('heading', { level: 1, name: d('list.title', 'en') }).waitFor();
    await expect.poll(() => dataRows('en').count()).toBe(1);
    const row = dataRows('en').first();
    await row.getByText('DI (import declaration)', { exact: true }).waitFor();
    await row.getByText('Open', { exact: true }).waitFor();
    await row.getByText('03/05/2026, 12:00 PM', { exact: true }).waitFor();
    expect(await cut('en')).toEqual([]);
    await menuButton('Import declaration (DI) not attached', diNumber, 'en').waitFor();
    expect(await details(row, 'en')).toContain('Description');
    await endInEnglish(page, 'documents-pending-en', screen.missingKeys);
  });
});
