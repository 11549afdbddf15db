import {
  BACK_TO_BACK_DETAIL_FIELDS,
  BACK_TO_BACK_LEG_FIELDS,
  BACK_TO_BACK_MARGIN_FIELDS,
} from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser';
import { fill, text, type Language } from '../harness/catalog';
import { createClient } from '../harness/database';
import { randomDigits } from '../harness/documents';
import { chooseCurrency, openFilters } from '../harness/filters';
import { createLinkedUser } from '../harness/payment-orders';
import { escapeRegExp, fieldName, shootAtTwoWidths, switchLanguage } from '../harness/screens';
import { useScreenTest } from '../harness/screen-test';
import { fieldIn, section } from '../harness/record';

// /pending and /back-to-back-detail/:backId against the real server. A client user of a fresh client, holding
// treasury.back-to-back and contracts.consult, sees its pending operations (the screen's default), filters them
// by currency, opens one, reads both legs with their contracts as links and the margin between them, follows
// the import contract's link, sees a one-legged operation's margin as unknown, and reads the page in English.
// Screenshots at 1,440 × 900 and 390 wide.

const session = useBrowser();
const tag = randomDigits(6);
const b = (key: string, language: Language = 'pt-BR') => text(language, key, 'backToBack');
// Fields' labels on the record's page (the domain's, in both languages).
const f = (key: keyof typeof BACK_TO_BACK_DETAIL_FIELDS, language: Language = 'pt-BR') =>
  BACK_TO_BACK_DETAIL_FIELDS[key].label[language];
const leg = (key: keyof typeof BACK_TO_BACK_LEG_FIELDS, language: Language = 'pt-BR') =>
  BACK_TO_BACK_LEG_FIELDS[key].label[language];
const marginField = (key: keyof typeof BACK_TO_BACK_MARGIN_FIELDS, language: Language = 'pt-BR') =>
  BACK_TO_BACK_MARGIN_FIELDS[key].label[language];
const components = (key: string) => text('pt-BR', key, 'components');

const clientName = `Comercial Casada ${tag} Ltda`;
const bankName = `Exchange Bank ${tag} N.A.`;
const importNumber = `IMP-${tag}-001`;
const exportNumber = `EXP-${tag}-002`;
const pairedNumber = `BB-${tag}-01`;
const oneLegNumber = `BB-${tag}-02`;
const settledNumber = `BB-${tag}-03`;

let pairedId = '';
let oneLegId = '';
let importId = '';
let exportId = '';

const screen = useScreenTest(session, 'back-to-back', async (db) => {
  const client = await createClient(db, clientName);
  const { rows: banks } = await db.query<{ id: string }>(
    `insert into banks (name, short_name, country, swift_bic) values ($1, $1, 'US', 'CAMBUS33') returning id::text`,
    [bankName],
  );
  const contract = async (number: string, type: string, date: string, rate: string, mn: string) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into contracts (contract_number, contract_date, contract_type, client_id, currency, me_value, mn_value,
         rate, bank_id, counterparty_name)
       values ($1, $2, $3, $4, 'USD', 10000.00, $5, $6, $7, $8) returning id::text`,
      [number, date, type, client.id, mn, rate, banks[0]!.id, `Counterparty ${type} ${tag}`],
    );
    return rows[0]!.id;
  };
  importId = await contract(importNumber, 'import', '2026-03-02', '5.12345678', '51234.57');
  exportId = await contract(exportNumber, 'export', '2026-03-03', '5.20000001', '52000.10');
  const operation = async (
    number: string,
    currency: string,
    legs: [string | null, string | null],
    status = 'pending',
    settlement: string | null = null,
  ) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into back_to_back_operations (client_id, operation_number, import_contract_id, export_contract_id,
         currency, value, status, operation_date, settlement_date, notes)
       values ($1, $2, $3, $4, $5, 10000.00, $6, '2026-03-02', $7, $8) returning id::text`,
      [client.id, number, legs[0], legs[1], currency, status, settlement, `Operação casada ${tag}`],
    );
    return rows[0]!.id;
  };
  pairedId = await operation(pairedNumber, 'USD', [importId, exportId]);
  oneLegId = await operation(oneLegNumber, 'EUR', [importId, null]);
  await operation(settledNumber, 'USD', [null, exportId], 'settled', '2026-03-10');

  const user = await createLinkedUser(db, `backtoback${tag}`, {
    clientId: client.id,
    permissions: ['treasury.back-to-back', 'contracts.consult'],
    kind: 'client',
  });
  return user;
});

const dataRows = (language: Language = 'pt-BR') =>
  session.page.getByRole('table', { name: b('list.tableLabel', language) }).locator('tbody > tr');

const region = (name: string) => section(session.page, name);

/** The text of the value labelled `label` in the section named `section`. */
const field = (name: string, label: string) => fieldIn(session.page, name, label);

describe('back to back', () => {
  it('lists the pending operations by default, filters by currency and opens one', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/pending');
    await page.getByRole('heading', { level: 1, name: b('list.title') }).waitFor();
    await expect.poll(() => dataRows().count()).toBe(2);
    expect(await dataRows().filter({ hasText: settledNumber }).count()).toBe(0);
    const importLinks = page.getByRole('link', { name: importNumber, exact: true });
    expect(await importLinks.count()).toBe(2);
    expect(await importLinks.first().getAttribute('href')).toBe(`/contract-detail/${importId}`);
    await dataRows().first().getByText('Pendente', { exact: true }).waitFor();
    await shootAtTwoWidths(page, 'back-to-back-list', { width: 1440, height: 900 });

    await openFilters(page);
    await chooseCurrency(page, fieldName('Moeda'), 'EUR');
    await page.getByRole('button', { name: components('filters.search'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('currency') === 'EUR');
    await expect.poll(() => dataRows().count()).toBe(1);
    await page.getByRole('link', { name: oneLegNumber, exact: true }).waitFor();

    // Every status: the settled one too.
    await page.goto('/pending?status=all');
    await expect.poll(() => dataRows().count()).toBe(3);
    await dataRows().filter({ hasText: settledNumber }).getByText('Liquidada', { exact: true }).waitFor();

    await page.getByRole('link', { name: pairedNumber, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/back-to-back-detail/${pairedId}`);
  });

  it('shows the operation, both legs with their contracts as links and the margin', async () => {
    const { page } = session;
    await page.goto(`/back-to-back-detail/${pairedId}`);
    await page
      .getByRole('heading', {
        level: 1,
        name: fill(b('detail.title'), { number: pairedNumber, date: '02/03/2026' }),
      })
      .waitFor();
    const fields = b('detail.fields');
    expect(await field(fields, f('client'))).toBe(clientName);
    expect(await field(fields, f('value'))).toBe('US$ 10.000,00');
    expect(await field(fields, f('status'))).toBe('Pendente');

    const importLeg = b('leg.importTitle');
    const exportLeg = b('leg.exportTitle');
    expect(await field(importLeg, leg('type'))).toBe('Importação');
    expect(await field(importLeg, leg('mnValue'))).toBe('R$ 51.234,57');
    expect(await field(importLeg, leg('rate'))).toBe('5,12345678');
    expect(await field(importLeg, leg('bank'))).toBe(bankName);
    expect(await field(exportLeg, leg('type'))).toBe('Exportação');
    expect(await field(exportLeg, leg('mnValue'))).toBe('R$ 52.000,10');
    expect(await field(exportLeg, leg('counterparty'))).toBe(`Counterparty export ${tag}`);
    expect(
      await region(exportLeg).getByRole('link', { name: exportNumber, exact: true }).getAttribute('href'),
    ).toBe(`/contract-detail/${exportId}`);

    const margin = b('margin.title');
    expect(await field(margin, marginField('mnValue'))).toBe('R$ 765,53');
    expect(await field(margin, marginField('rateSpread'))).toBe('0,07654323');
    await shootAtTwoWidths(page, 'back-to-back-detail');

    await region(importLeg).getByRole('link', { name: importNumber, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/contract-detail/${importId}`);
    await page.getByRole('heading', { level: 1, name: new RegExp(escapeRegExp(importNumber)) }).waitFor();
  });

  it('says the margin is unknown while a leg is missing', async () => {
    const { page } = session;
    await page.goto(`/back-to-back-detail/${oneLegId}`);
    await region(b('leg.exportTitle')).getByText(b('leg.exportEmpty'), { exact: true }).waitFor();
    await region(b('margin.title')).getByText(b('margin.unknown'), { exact: true }).waitFor();
    expect(await field(b('leg.importTitle'), leg('currency'))).toBe('USD');
  });

  it('reads in English', async () => {
    const { page } = session;
    await page.goto(`/back-to-back-detail/${pairedId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await switchLanguage(page, 'pt-BR', 'en');
    await page
      .getByRole('heading', {
        level: 1,
        name: fill(b('detail.title', 'en'), { number: pairedNumber, date: '03/02/2026' }),
      })
      .waitFor();
    expect(await field(b('detail.fields', 'en'), f('status', 'en'))).toBe('Pending');
    expect(await field(b('leg.importTitle', 'en'), leg('type', 'en'))).toBe('Import');
    const margin = b('margin.title', 'en');
    expect(await field(margin, marginField('mnValue', 'en'))).toBe('BRL 765.53');
    expect(await field(margin, marginField('rateSpread', 'en'))).toBe('0.07654323');
    await shootAtTwoWidths(page, 'back-to-back-detail-en');

    await page.goto('/pending');
    await page.getByRole('heading', { level: 1, name: b('list.title', 'en') }).waitFor();
    await expect.poll(() => dataRows('en').count()).toBe(2);
    await dataRows('en').first().getByText('Pending', { exact: true }).waitFor();
    await shootAtTwoWidths(page, 'back-to-back-list-en');
    await switchLanguage(page, 'en', 'pt-BR'); // as found, for whoever signs in next
    expect(screen.missingKeys).toEqual([]);
  });
});
