import { RDE_DETAIL_FIELDS } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser';
import { fill, text, type Language } from '../harness/catalog';
import { createClient } from '../harness/database';
import { randomDigits } from '../harness/documents';
import { openFilters } from '../harness/filters';
import { createLinkedUser } from '../harness/payment-orders';
import { fieldName, shootAtTwoWidths, switchLanguage } from '../harness/screens';
import { useScreenTest } from '../harness/screen-test';
import { fieldIn, section } from '../harness/record';

// /rde, /rde-detail/:rdeId and /rde-report against the real server. A client user of a fresh client, holding
// rde.consult and contracts.consult, lists its three registrations (SCE-Crédito, SCE-IED, portfolio), finds the
// SCE-Crédito one by its former name (RDE-ROF), opens it and reads its module data labelled and its linked
// contract; the report asks for the document type before it runs (the spec's message), then lists one module
// with its XLSX and PDF; all again in English. Screenshots at 1,440 × 900 and 390 wide.

const session = useBrowser();
const tag = randomDigits(6);
const r = (key: string, language: Language = 'pt-BR') => text(language, key, 'rdes');
// A field's label on the record's page (the domain's, in both languages).
const f = (key: keyof typeof RDE_DETAIL_FIELDS, language: Language = 'pt-BR') =>
  RDE_DETAIL_FIELDS[key].label[language];
const components = (key: string, language: Language = 'pt-BR') => text(language, key, 'components');

const clientName = `Tomadora Externa ${tag} Ltda`;
const rofNumber = `TA${tag}01`;
const iedNumber = `IE${tag}02`;
const portfolioNumber = `PT${tag}03`;
const contractNumber = `FIN-${tag}-ROF`;

let rofId = '';
let contractId = '';

const screen = useScreenTest(session, 'rde', async (db) => {
  const client = await createClient(db, clientName);
  const rde = async (
    number: string,
    type: string,
    values: { date: string; value: string; currency: string; counterparty: string; country: string },
    details: object,
    status = 'registered',
  ) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into rdes (client_id, rde_number, rde_type, counterparty_name, counterparty_country, currency, value,
         registration_date, status, details, notes)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id::text`,
      [
        client.id,
        number,
        type,
        values.counterparty,
        values.country,
        values.currency,
        values.value,
        values.date,
        status,
        JSON.stringify(details),
        `Registro ${tag}`,
      ],
    );
    return rows[0]!.id;
  };
  rofId = await rde(
    rofNumber,
    'rof',
    {
      date: '2026-03-02',
      value: '250000.50',
      currency: 'USD',
      counterparty: 'Yoshida Corporation',
      country: 'JP',
    },
    {
      modalidade: 'Empréstimo direto',
      taxaJuros: 'SOFR + 2,69% a.a.',
      prazoMeses: 36,
      credor: 'Yoshida Corporation',
      dataVencimentoFinal: '2029-03-02',
    },
  );
  await rde(
    iedNumber,
    'ied',
    {
      date: '2026-03-04',
      value: '1500000.00',
      currency: 'EUR',
      counterparty: 'Müller Beteiligungen GmbH',
      country: 'DE',
    },
    {
      investidor: 'Müller Beteiligungen GmbH',
      paisInvestidor: 'DE',
      participacao: '45,5%',
      capitalSocial: true,
    },
    'settled',
  );
  await rde(
    portfolioNumber,
    'portfolio',
    {
      date: '2026-03-05',
      value: '120000.00',
      currency: 'USD',
      counterparty: 'Northern Trust Fund',
      country: 'US',
    },
    { custodiante: 'Banco Custódia', representante: 'Representante legal no país' },
    'pending',
  );
  const { rows } = await db.query<{ id: string }>(
    `insert into contracts (contract_number, contract_date, contract_type, client_id, currency, me_value, mn_value, rate)
     values ($1, '2026-03-06', 'financial_purchase', $2, 'USD', 250000.50, 1250002.50, 5.00000000) returning id::text`,
    [contractNumber, client.id],
  );
  contractId = rows[0]!.id;
  await db.query(`insert into contract_references (contract_id, kind, number) values ($1, 'rof', $2)`, [
    contractId,
    rofNumber,
  ]);

  const user = await createLinkedUser(db, `rde${tag}`, {
    clientId: client.id,
    permissions: ['rde.consult', 'contracts.consult'],
    kind: 'client',
  });
  return user;
});

const rowsOf = (label: string) => session.page.getByRole('table', { name: label }).locator('tbody > tr');

const region = (name: string) => section(session.page, name);

/** The text of the value labelled `label` in the section named `section`. */
const field = (name: string, label: string) => fieldIn(session.page, name, label);

describe('RDE', () => {
  it('lists the registrations named as the Central Bank does today and finds one by its former name', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/rde');
    await page.getByRole('heading', { level: 1, name: r('list.title') }).waitFor();
    const rows = rowsOf(r('list.tableLabel'));
    await expect.poll(() => rows.count()).toBe(3);
    const rof = rows.filter({ hasText: rofNumber });
    await rof.getByText('SCE-Crédito', { exact: true }).waitFor();
    await rof.getByText('US$ 250.000,50', { exact: true }).waitFor();
    await rof.getByText('Japão', { exact: true }).waitFor();
    await rows.filter({ hasText: iedNumber }).getByText('SCE-IED', { exact: true }).waitFor();
    await rows.filter({ hasText: iedNumber }).getByText('Liquidado', { exact: true }).waitFor();
    await rows
      .filter({ hasText: portfolioNumber })
      .getByText('Portfólio (RDE-Portfólio)', { exact: true })
      .waitFor();
    // With a search in force (all three still), so that a phone shows the table, not the filter drawer.
    await page.goto('/rde?registrationDateFrom=2026-01-01');
    await expect.poll(() => rows.count()).toBe(3);
    await shootAtTwoWidths(page, 'rde-list', { width: 1440, height: 900 });
    await page.goto('/rde');
    await expect.poll(() => rows.count()).toBe(3);

    await openFilters(page);
    await page.getByLabel(fieldName('Palavra-chave')).fill('RDE-ROF');
    await page.getByRole('button', { name: components('filters.search'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('keyword') === 'RDE-ROF');
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByRole('link', { name: rofNumber, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/rde-detail/${rofId}`);
  });

  it('shows every field, the module data labelled and the linked contract', async () => {
    const { page } = session;
    await page.goto(`/rde-detail/${rofId}`);
    await page
      .getByRole('heading', { level: 1, name: fill(r('detail.title'), { number: rofNumber }) })
      .waitFor();
    const fields = r('detail.fields');
    expect(await field(fields, f('rdeType'))).toBe('SCE-Crédito');
    expect(await field(fields, f('formerName'))).toBe('RDE-ROF');
    expect(await field(fields, f('client'))).toBe(clientName);
    expect(await field(fields, f('counterpartyCountry'))).toBe('Japão');
    expect(await field(fields, f('value'))).toBe('US$ 250.000,50');
    expect(await field(fields, f('registrationDate'))).toBe('02/03/2026');
    expect(await field(fields, f('status'))).toBe('Registrado');
    const module = r('detail.module');
    expect(await field(module, 'Modalidade')).toBe('Empréstimo direto');
    expect(await field(module, 'Taxa de juros')).toBe('SOFR + 2,69% a.a.');
    expect(await field(module, 'Prazo (meses)')).toBe('36');
    expect(await field(module, 'Credor')).toBe('Yoshida Corporation');
    // A key nobody labelled, humanised.
    expect(await field(module, 'Data vencimento final')).toBe('2029-03-02');
    const link = region(r('detail.contracts')).getByRole('link', { name: contractNumber, exact: true });
    expect(await link.getAttribute('href')).toBe(`/contract-detail/${contractId}`);
    await shootAtTwoWidths(page, 'rde-detail');
    await link.click();
    await page.waitForURL((url) => url.pathname === `/contract-detail/${contractId}`);
  });

  it('the report asks for the document type before it runs, then lists one module with XLSX and PDF', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/rde');
    await page.getByRole('heading', { level: 1, name: r('list.title') }).waitFor();
    await page.getByRole('link', { name: r('list.report') }).click();
    await page.waitForURL((url) => url.pathname === '/rde-report');
    await page.getByRole('heading', { level: 1, name: r('report.title') }).waitFor();
    // Nothing is requested until the type is chosen: the spec's message says so.
    await page.getByText('Selecione o tipo de documento.').first().waitFor();
    expect(await page.getByRole('table', { name: r('report.tableLabel') }).count()).toBe(0);
    expect(await page.getByRole('link', { name: components('downloads.pdf') }).count()).toBe(0);
    await shootAtTwoWidths(page, 'rde-report-ask-type', { width: 1440, height: 900 });

    await openFilters(page);
    await page.getByRole('combobox', { name: fieldName('Tipo de documento') }).click();
    await page.getByRole('option', { name: 'SCE-IED (antigo RDE-IED)', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: components('filters.search'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('rdeType') === 'ied');
    const rows = rowsOf(r('report.tableLabel'));
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByText(iedNumber, { exact: true }).waitFor();
    for (const kind of ['xlsx', 'pdf'] as const) {
      const href = await page
        .getByRole('link', { name: components(`downloads.${kind}`) })
        .getAttribute('href');
      expect(href).toContain(`/api/rde-report/export.${kind}?`);
      expect(href).toContain('rdeType=ied');
      const res = await page.request.get(href ?? '');
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain(kind === 'pdf' ? 'application/pdf' : 'spreadsheetml');
    }
    await shootAtTwoWidths(page, 'rde-report', { width: 1440, height: 900 });
  });

  it('reads in English', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/rde-report');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await switchLanguage(page, 'pt-BR', 'en');
    await page.getByRole('heading', { level: 1, name: r('report.title', 'en') }).waitFor();
    await page.getByText('Please select the document type.').first().waitFor();
    await shootAtTwoWidths(page, 'rde-report-ask-type-en', { width: 1440, height: 900 });

    await page.goto('/rde');
    await page.getByRole('heading', { level: 1, name: r('list.title', 'en') }).waitFor();
    const rows = rowsOf(r('list.tableLabel', 'en'));
    await expect.poll(() => rows.count()).toBe(3);
    await rows.filter({ hasText: iedNumber }).getByText('Settled', { exact: true }).waitFor();
    await rows.filter({ hasText: iedNumber }).getByText('Germany', { exact: true }).waitFor();
    await rows
      .filter({ hasText: portfolioNumber })
      .getByText('Portfolio (RDE-Portfolio)', { exact: true })
      .waitFor();
    await page.goto('/rde?registrationDateFrom=2026-01-01');
    await expect.poll(() => rows.count()).toBe(3);
    await shootAtTwoWidths(page, 'rde-list-en', { width: 1440, height: 900 });

    await page.goto(`/rde-detail/${rofId}`);
    await page
      .getByRole('heading', { level: 1, name: fill(r('detail.title', 'en'), { number: rofNumber }) })
      .waitFor();
    const fields = r('detail.fields', 'en');
    expect(await field(fields, f('formerName', 'en'))).toBe('RDE-ROF');
    expect(await field(fields, f('status', 'en'))).toBe('Registered');
    expect(await field(fields, f('counterpartyCountry', 'en'))).toBe('Japan');
    expect(await field(r('detail.module', 'en'), 'Term (months)')).toBe('36');
    expect(await field(r('detail.module', 'en'), 'Type of operation')).toBe('Direct loan'); // the Central Bank's 'Empréstimo direto', in English
    await shootAtTwoWidths(page, 'rde-detail-en');
    await switchLanguage(page, 'en', 'pt-BR'); // as found, for whoever signs in next
    expect(screen.missingKeys).toEqual([]);
  });
});
