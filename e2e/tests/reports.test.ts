import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { text, type Language } from '../harness/catalog';
import { createClient } from '../harness/database';
import { randomDigits } from '../harness/documents';
import { openFilters } from '../harness/filters';
import { createLinkedUser } from '../harness/payment-orders';
import { cutCells, cutInCards, listCards, listRows, unfoldDetails } from '../harness/lists';
import { escapeRegExp, fieldName, shootAtTwoWidths, switchLanguage } from '../harness/screens';
import { mainNav, shell } from '../harness/shell';
import { useScreenTest } from '../harness/screen-test';

// The printed reports of issue 15 against the real server, as a person opens them: the import and export
// reports (a client and a period), the document report (a period), the RDE report (a document type) and the
// user report (administrators). Each asks for what it cannot run without in the spec's words and requests
// nothing meanwhile; filled in, it lists its rows and its PDF link answers a PDF (read through the page's own
// session). Each PDF is kept as e2e/artifacts/reports-<name>.pdf, to be looked at. The title row
// keeps its downloads together (CSV, XLSX and PDF) beside a title or under a long one; the remittances and
// payment orders lists are shot too, their title rows being the same component's. Screenshots at 1,440 and 390.

const session = useBrowser();
const tag = randomDigits(6);
const components = (key: string, language: Language = 'pt-BR') => text(language, key, 'components');
const ns =
  (namespace: string) =>
  (key: string, language: Language = 'pt-BR') =>
    text(language, key, namespace);
const tr = ns('trade');
const d = ns('documents');
const r = ns('rdes');
const u = ns('users');

const clientName = `Comércio Exterior Relatórios ${tag} Ltda`;
const importNumber = `IMP-${tag}-R1`;
const exportNumber = `EXP-${tag}-R1`;
const documentNumber = `NF-${tag}-R1`;
const rdeNumber = `IE${tag}R1`;
const PERIOD = { contractDateFrom: '2026-01-01', contractDateTo: '2026-12-31' };

let clientId = '';

const screen = useScreenTest(session, 'reports', async (db) => {
  const client = await createClient(db, clientName);
  clientId = client.id;
  const contract = async (number: string, type: 'import' | 'export', counterparty: string) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into contracts (contract_number, contract_date, contract_type, client_id, currency, me_value, mn_value,
         rate, counterparty_name, status, liquidated_me_value, documentation_status)
       values ($1, '2026-03-02', $2, $3, 'USD', 1234567.89, 6320987.59, 5.12000000, $4, 'open', 234567.64,
         'pending')
       returning id::text`,
      [number, type, clientId, counterparty],
    );
    return rows[0]!.id;
  };
  const importId = await contract(importNumber, 'import', `Société Générale Ação ${tag}`);
  await contract(exportNumber, 'export', `Hamburg Süd Exportação ${tag}`);
  await db.query(
    `insert into contract_documents (contract_id, kind, number) values ($1, 'di', 'DI-1'), ($1, 'invoice', 'INV-1'),
       ($1, 'knowledge', 'BL-1')`,
    [importId],
  );
  await db.query(
    `insert into documents (client_id, document_type, number, issue_date, due_date, currency, value,
       counterparty_name, merchandise, status)
     values ($1, 'import_invoice', $2, '2026-03-02', '2026-04-01', 'USD', 98765.43, 'Fábrica de Peças Ltda',
       'Autopeças', 'open')`,
    [clientId, documentNumber],
  );
  await db.query(
    `insert into rdes (client_id, rde_number, rde_type, counterparty_name, counterparty_country, currency, value,
       registration_date, status, details)
     values ($1, $2, 'ied', 'Müller Beteiligungen GmbH', 'DE', 'EUR', 1500000.00, '2026-03-04', 'registered', '{}')`,
    [clientId, rdeNumber],
  );
  const user = await createLinkedUser(db, `rel${tag}`, {
    clientId,
    permissions: [
      'trade.consult',
      'contracts.consult',
      'documents.consult',
      'rde.consult',
      'users.administer',
      'users.consult',
      'remittances.consult',
      'remittances.export',
      'payment-orders.consult',
    ],
  });
  return user;
});

/** A table's data rows (without the folded details' rows), or on a phone the list's cards. */
const DATA_ROWS = 'tbody > tr:not(:has(> td[colspan]))';
const rowsOf = (label: string) => listRows(session.page, label, DATA_ROWS);
/** The texts of the table's header and data cells whose content is wider than the cell (cut). */
const cut = (label: string) => cutCells(session.page, label, DATA_ROWS);

/**
 * Whether a table (or a phone's cards) fits its box (no sideways scrolling: nothing hidden past its right
 * edge).
 */
const tableFits = (label: string) =>
  session.page
    .getByRole('table', { name: label })
    .or(session.page.getByRole('list', { name: label }))
    .evaluate((table) => (table.parentElement?.scrollWidth ?? 0) <= (table.parentElement?.clientWidth ?? 0));

/** Unfolds a row's details and gives their text once they are shown whole (for the screenshots too). */
const details = (row: ReturnType<typeof rowsOf>, language: Language = 'pt-BR') =>
  unfoldDetails(session.page, row, language);

/** The PDF link of the screen's title row: its address, and the answer it gets in the page's session. */
async function pdfOf(name: string, language: Language = 'pt-BR') {
  const link = session.page.getByRole('link', { name: components('downloads.pdf', language), exact: true });
  const href = (await link.getAttribute('href')) ?? '';
  const res = await session.page.request.get(href);
  expect(res.status(), href).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  const body = await res.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Kept beside the screenshots, to be looked at (pdftoppm -png).
  writeFileSync(new URL(`../artifacts/reports-${name}.pdf`, import.meta.url), body);
  return { href, body };
}

/** The three downloads sit on one line, in one group (never one under the title and one below). */
async function downloadsTogether(language: Language = 'pt-BR') {
  const tops = await Promise.all(
    (['csv', 'xlsx', 'pdf'] as const).map(async (kind) => {
      const box = await session.page
        .getByRole('link', { name: components(`downloads.${kind}`, language), exact: true })
        .boundingBox();
      return Math.round(box?.y ?? -1);
    }),
  );
  expect(new Set(tops).size, `downloads at ${tops.join(', ')}`).toBe(1);
}

/** The required-filter prompt, and nothing requested meanwhile: no table, no download. */
async function asks(message: string, language: Language = 'pt-BR') {
  await session.page.getByRole('status').filter({ hasText: message }).first().waitFor();
  expect(await session.page.getByRole('table').count()).toBe(0);
  expect(await session.page.getByRole('link', { name: components('downloads.pdf', language) }).count()).toBe(
    0,
  );
}

describe('reports', () => {
  it('import report: asks for the client, then lists the period and prints it', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/import-export/import-report?${new URLSearchParams(PERIOD).toString()}`);
    await page.getByRole('heading', { level: 1, name: tr('report.importTitle') }).waitFor();
    await asks('Selecione um Cliente para continuar com a pesquisa');
    await shootAtTwoWidths(page, 'reports-import-ask', { width: 1440, height: 900 });

    await openFilters(page);
    await page.getByRole('combobox', { name: fieldName('Cliente') }).fill(tag);
    await page.getByRole('option', { name: new RegExp(escapeRegExp(clientName)) }).click();
    await page.getByRole('button', { name: components('filters.search'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('clientId') === clientId);
    const rows = rowsOf(tr('report.importTitle'));
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByText(importNumber, { exact: true }).waitFor();
    await rows.first().getByText('US$ 1.234.567,89', { exact: true }).waitFor();
    await rows.first().getByText('US$ 1.000.000,25', { exact: true }).waitFor();
    await downloadsTogether();
    // The way back, for the same client.
    const back = new URL(
      (await page.getByRole('link', { name: tr('report.backImport') }).getAttribute('href')) ?? '',
      'http://app',
    );
    expect(back.pathname).toBe('/import-export/import-contracts');
    expect(back.searchParams.get('clientId')).toBe(clientId);
    const { href } = await pdfOf('import');
    expect(href).toContain('/api/import-report/export.pdf?');
    expect(href).toContain(`clientId=${clientId}`);
    // Nothing cut at 1,440 px; the liquidated amount and the documents' counts in the row's details.
    expect(await cut(tr('report.importTitle'))).toEqual([]);
    const detail = await details(rows.first());
    expect(detail).toContain('US$ 234.567,64');
    expect(detail).toMatch(/Conhecimentos\s+1/);
    expect(await tableFits(tr('report.importTitle'))).toBe(true);
    await shootAtTwoWidths(page, 'reports-import', { width: 1440, height: 900 });
    // A phone shows each contract as a card, every column a line (the contract's value once), the rest in
    // its details.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => listCards(page, tr('report.importTitle')).count()).toBe(1);
    expect(await tableFits(tr('report.importTitle'))).toBe(true);
    expect(await cutInCards(page, tr('report.importTitle'))).toEqual([]);
    await page.getByText('02/03/2026', { exact: true }).last().waitFor();
    expect(await page.locator('dd', { hasText: 'US$ 1.234.567,89' }).count()).toBe(1);
    await screenshot(page, 'reports-import-phone-390', { viewport: true });
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('export report: the same in English', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/import-export/export-report');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await switchLanguage(page, 'pt-BR', 'en');
    await page.getByRole('heading', { level: 1, name: tr('report.exportTitle', 'en') }).waitFor();
    await asks('Please select a Client to continue with the search', 'en');
    await shootAtTwoWidths(page, 'reports-export-ask-en', { width: 1440, height: 900 });

    await page.goto(
      `/import-export/export-report?${new URLSearchParams({ clientId, client: clientName, ...PERIOD }).toString()}`,
    );
    const rows = rowsOf(tr('report.exportTitle', 'en'));
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByText(exportNumber, { exact: true }).waitFor();
    await rows.first().getByText('USD 1,234,567.89', { exact: true }).waitFor();
    await rows.first().getByText('Pending', { exact: true }).waitFor();
    await downloadsTogether('en');
    const { href } = await pdfOf('export-en', 'en');
    expect(href).toContain('/api/export-report/export.pdf?');
    expect(href).toContain('lang=en');
    await shootAtTwoWidths(page, 'reports-export-en', { width: 1440, height: 900 });
    await switchLanguage(page, 'en', 'pt-BR'); // as found, for whoever signs in next
  });

  it('document report: asks for the period, then lists and prints it', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/document-report');
    await page.getByRole('heading', { level: 1, name: d('report.title') }).waitFor();
    await asks('Informe o período.');
    await shootAtTwoWidths(page, 'reports-document-ask', { width: 1440, height: 900 });

    const client = new URLSearchParams({ clientId, client: clientName }).toString();
    await page.goto(`/document-report?issueDateFrom=2026-03-01&issueDateTo=2026-03-31&${client}`);
    const rows = rowsOf(d('report.tableLabel'));
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByText(documentNumber, { exact: true }).waitFor();
    await rows.first().getByText('US$ 98.765,43', { exact: true }).waitFor();
    await downloadsTogether();
    expect((await pdfOf('document')).href).toContain('/api/document-report/export.pdf?');
    expect(await cut(d('report.tableLabel'))).toEqual([]);
    const detail = await details(rows.first());
    expect(detail).toContain('Fábrica de Peças Ltda');
    expect(detail).toContain('Autopeças');
    await shootAtTwoWidths(page, 'reports-document', { width: 1440, height: 900 });
  });

  it('RDE report: asks for the document type, then lists and prints it', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    const client = new URLSearchParams({ clientId, client: clientName }).toString();
    await page.goto(`/rde-report?${client}`);
    await page.getByRole('heading', { level: 1, name: r('report.title') }).waitFor();
    await asks('Selecione o tipo de documento.');
    await shootAtTwoWidths(page, 'reports-rde-ask', { width: 1440, height: 900 });

    await page.goto(`/rde-report?${client}&rdeType=ied`);
    const rows = rowsOf(r('report.tableLabel'));
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByText(rdeNumber, { exact: true }).waitFor();
    await rows.first().getByText('Alemanha', { exact: true }).waitFor();
    await downloadsTogether();
    expect((await pdfOf('rde')).href).toContain('/api/rde-report/export.pdf?');
    // Only the client's long name may end in an ellipsis (whole on hover); the number and the value never.
    expect((await cut(r('report.tableLabel'))).filter((t) => t !== clientName)).toEqual([]);
    await shootAtTwoWidths(page, 'reports-rde', { width: 1440, height: 900 });
    // A phone shows the RDE as a card: its number the heading, every other column a whole line.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => listCards(page, r('report.tableLabel')).count()).toBe(1);
    await rows.first().getByText('€ 1.500.000,00', { exact: true }).waitFor();
    await rows
      .first()
      .getByRole('heading', { name: new RegExp(`${rdeNumber}$`) })
      .waitFor();
    const card = await rows.first().innerText();
    expect(card).toContain('SCE-IED');
    expect(card).toContain('Müller Beteiligungen GmbH');
    expect(card).toContain('Alemanha');
    expect(card).toContain('Registrado');
    expect(await cutInCards(page, r('report.tableLabel'))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect(await tableFits(r('report.tableLabel'))).toBe(true);
    await screenshot(page, 'reports-rde-phone-390', { viewport: true });
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('user report: the users found by name, printed', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/admin/users/report?name=${encodeURIComponent(screen.user.name)}`);
    await page.getByRole('heading', { level: 1, name: u('report.title') }).waitFor();
    const rows = rowsOf(u('report.title'));
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByText(screen.user.email, { exact: true }).waitFor();
    await downloadsTogether();
    // On a phone too: the buttons say the format alone (named in full), the three on one line.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.getByRole('link', { name: 'PDF', exact: true }).count()).toBe(0);
    await page.getByText('PDF', { exact: true }).waitFor();
    await downloadsTogether();
    await page.setViewportSize({ width: 1440, height: 900 });
    expect((await pdfOf('users')).href).toContain('/api/user-report/export.pdf?');
    await shootAtTwoWidths(page, 'reports-users', { width: 1440, height: 900 });
  });

  it('other lists keep their title row (remittances, payment orders)', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const [path, name] of [
      // With a search in force, so that a phone shows the title row, not the filter drawer.
      [`/remittance?reference=REF-${tag}`, 'reports-title-remittances'],
      ['/payment-order?currency=USD', 'reports-title-payment-orders'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('link', { name: components('downloads.csv'), exact: true }).waitFor();
      await shootAtTwoWidths(page, name, { width: 1440, height: 900 });
    }
    expect(screen.missingKeys).toEqual([]);
  });

  it('each report shows only the toolbar (spec 2): no menu and no footer, wide and on a phone', async () => {
    const { page } = session;
    const frame = async () => ({
      toolbar: await page.locator('header[data-toolbar]').count(),
      menu: await mainNav(page).count(),
      menuButton: await page.getByRole('button', { name: shell('toolbar.toggleNavbar') }).count(),
      footer: await page.locator('footer').count(),
    });
    const reports = [
      ['/import-export/import-report', tr('report.importTitle')],
      ['/import-export/export-report', tr('report.exportTitle')],
      ['/document-report', d('report.title')],
      ['/rde-report', r('report.title')],
      ['/admin/users/report', u('report.title')],
    ] as const;
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      // A list, for contrast: the menu (or its button on a phone) and the footer are there.
      await page.goto('/document');
      await page.getByRole('heading', { level: 1 }).waitFor();
      const list = await frame();
      expect(list).toMatchObject({ toolbar: 1, footer: 1 });
      expect(list.menu + list.menuButton).toBeGreaterThan(0);

      for (const [path, title] of reports) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        expect({ path, ...(await frame()) }).toEqual({ path, toolbar: 1, menu: 0, menuButton: 0, footer: 0 });
      }
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
