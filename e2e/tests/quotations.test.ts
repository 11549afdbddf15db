import type pg from 'pg';
import { QUOTATION_DETAIL_FIELDS } from '@fxbo/domain';
import { pdfText } from '@fxbo/test-files';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser';
import { fill, text, type Language } from '../harness/catalog';
import { createClient } from '../harness/database';
import { randomDigits } from '../harness/documents';
import { chooseCurrency, openFilters } from '../harness/filters';
import { createLinkedUser } from '../harness/payment-orders';
import { fieldName, shootAtTwoWidths, switchLanguage } from '../harness/screens';
import { useScreenTest } from '../harness/screen-test';
import { fieldIn, pdfBehind } from '../harness/record';

// /quotation and /quotation-detail/:quotationId against the real server. A client user of a fresh client in a
// fresh group, holding quotations.consult alone, finds its closed USD quotation among its own and its group's,
// opens it, sees the winning bank's quote marked and the linked contract as a link, reads the printed PDF, and
// the page once in English. Screenshots at 1,440 × 900 and 390 wide.

const session = useBrowser();
const tag = randomDigits(6);
const q = (key: string, language: Language = 'pt-BR') => text(language, key, 'quotations');
// A field's label on the record's page (the domain's, in both languages).
const f = (key: keyof typeof QUOTATION_DETAIL_FIELDS, language: Language = 'pt-BR') =>
  QUOTATION_DETAIL_FIELDS[key].label[language];
const components = (key: string) => text('pt-BR', key, 'components');

const clientName = `Importadora Cotação ${tag} Ltda`;
const groupName = `Grupo Cotação ${tag}`;
const winnerBank = `Winner Bank ${tag} N.A.`;
const loserBank = `Other Bank ${tag} PLC`;
const contractNumber = `CT-${tag}-001`;

let closedId = '';
let contractId = '';

/** A foreign bank (no COMPE code or ISPB to collide with); returns its id. */
async function insertBank(db: pg.Client, name: string, bic: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into banks (name, short_name, country, swift_bic) values ($1, $1, 'US', $2) returning id::text`,
    [name, bic],
  );
  return rows[0]!.id;
}

const screen = useScreenTest(session, 'quotations', async (db) => {
  const client = await createClient(db, clientName);
  const { rows: groups } = await db.query<{ id: string }>(
    `insert into client_groups (name) values ($1) returning id::text`,
    [groupName],
  );
  await db.query(`update clients set group_id = $1 where id = $2`, [groups[0]!.id, client.id]);
  const winner = await insertBank(db, winnerBank, 'WINNUS33');
  const loser = await insertBank(db, loserBank, 'OTHRGB2L');

  const { rows: closed } = await db.query<{ id: string }>(
    `insert into quotations (quotation_date, client_id, quotation_type, currency, quoted_amount, mn_amount,
       me_liquidation_date, mn_liquidation_date, winning_rate, winning_bank_id, square, ir_value, notes, status)
     values ('2026-03-02', $1, 'sale', 'USD', 12345.67, 63262.53, '2026-03-03', '2026-03-04', 5.1245, $2,
       'São Paulo', 9489.38, $3, 'closed')
     returning id::text`,
    [client.id, winner, `Liquidação em D+1 ${tag}`],
  );
  closedId = closed[0]!.id;
  await db.query(
    `insert into quotation_bank_quotes (quotation_id, bank_id, rate, quoted_at, winner)
     values ($1, $2, 5.1245, '2026-03-02T13:10:00Z', true), ($1, $3, 5.1310, '2026-03-02T13:05:00Z', false)`,
    [closedId, winner, loser],
  );
  const { rows: contracts } = await db.query<{ id: string }>(
    `insert into contracts (contract_number, contract_date, contract_type, client_id, currency, me_value, mn_value,
       rate, bank_id)
     values ($1, '2026-03-02', 'import', $2, 'USD', 12345.67, 63262.53, 5.1245, $3) returning id::text`,
    [contractNumber, client.id, winner],
  );
  contractId = contracts[0]!.id;
  await db.query(`insert into quotation_contracts (quotation_id, contract_id) values ($1, $2)`, [
    closedId,
    contractId,
  ]);
  // The group's open EUR quotation: the client's user sees it too.
  await db.query(
    `insert into quotations (quotation_date, group_id, quotation_type, currency, quoted_amount, status)
     values ('2026-03-05', $1, 'purchase', 'EUR', 2000.00, 'open')`,
    [groups[0]!.id],
  );

  const user = await createLinkedUser(db, `cotacoes${tag}`, {
    clientId: client.id,
    permissions: ['quotations.consult'],
    kind: 'client',
  });
  return user;
});

const dataRows = () => session.page.getByRole('table', { name: q('list.tableLabel') }).locator('tbody > tr');

/** The text of the field labelled `label` in the quotation's fields. */
const field = (label: string, language: Language = 'pt-BR') =>
  fieldIn(session.page, q('detail.fields', language), label);

describe('quotations', () => {
  it('lists the client’s quotations and its group’s, filters by currency and opens one', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/quotation');
    await page.getByRole('heading', { level: 1, name: q('list.title') }).waitFor();
    await expect.poll(() => dataRows().count()).toBe(2);
    await page.getByRole('link', { name: `${groupName} (${q('fields.groupSuffix')})` }).waitFor();
    await shootAtTwoWidths(page, 'quotations-list', { width: 1440, height: 900 });

    await openFilters(page);
    await chooseCurrency(page, fieldName('Moeda'), 'USD');
    await page.getByRole('button', { name: components('filters.search'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('currency') === 'USD');
    await expect.poll(() => dataRows().count()).toBe(1);
    const href = await page.getByRole('link', { name: components('downloads.csv') }).getAttribute('href');
    const csv = await page.request.get(new URL(href ?? '', page.url()).toString());
    expect(csv.status()).toBe(200);
    const body = await csv.text();
    expect(body).toContain(clientName);
    expect(body).not.toContain(groupName);

    await page.getByRole('link', { name: clientName, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/quotation-detail/${closedId}`);
  });

  it('shows every field, the winning bank’s quote marked and the linked contract', async () => {
    const { page } = session;
    await page.goto(`/quotation-detail/${closedId}`);
    await page
      .getByRole('heading', { level: 1, name: fill(q('detail.title'), { id: closedId, date: '02/03/2026' }) })
      .waitFor();
    expect(await field(f('client'))).toBe(clientName);
    expect(await field(f('group'))).toBe(groupName);
    expect(await field(f('quotationType'))).toBe('Venda');
    expect(await field(f('quotedAmount'))).toBe('US$ 12.345,67');
    expect(await field(f('mnAmount'))).toBe('R$ 63.262,53');
    expect(await field(f('winningRate'))).toMatch(/^5,1245/);
    expect(await field(f('bank'))).toBe(winnerBank);
    expect(await field(f('square'))).toBe('São Paulo');
    expect(await field(f('irValue'))).toBe('R$ 9.489,38');
    expect(await field(f('meLiquidationDate'))).toBe('03/03/2026');

    const quotes = page.getByRole('table', { name: q('quotes.label') });
    const winnerRow = quotes.getByRole('row').filter({ hasText: winnerBank });
    await winnerRow.getByText(q('quotes.winner'), { exact: true }).waitFor();
    expect(
      await quotes.getByRole('row').filter({ hasText: loserBank }).getByText(q('quotes.winner')).count(),
    ).toBe(0);
    const contract = page
      .getByRole('table', { name: q('contracts.label') })
      .getByRole('link', { name: contractNumber, exact: true });
    expect(await contract.getAttribute('href')).toBe(`/contract-detail/${contractId}`);
    await shootAtTwoWidths(page, 'quotation-detail');
  });

  it('prints the PDF in the reader’s language, with its figures', async () => {
    const { page } = session;
    await page.goto(`/quotation-detail/${closedId}`);
    const pdf = await pdfBehind(page, page.getByRole('link', { name: q('detail.pdf') }));
    for (const expected of [
      'Cotação de câmbio',
      clientName,
      groupName,
      winnerBank,
      loserBank,
      'Vencedora',
      contractNumber,
      '12.345,67',
      '63.262,53',
      '9.489,38',
      '5,1245',
    ])
      expect(pdf).toContain(expected);
  });

  it('reads in English', async () => {
    const { page } = session;
    await page.goto(`/quotation-detail/${closedId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await switchLanguage(page, 'pt-BR', 'en');
    await page
      .getByRole('heading', {
        level: 1,
        name: fill(q('detail.title', 'en'), { id: closedId, date: '03/02/2026' }),
      })
      .waitFor();
    expect(await field(f('quotationType', 'en'), 'en')).toBe('Sale');
    expect(await field(f('quotedAmount', 'en'), 'en')).toBe('USD 12,345.67');
    await page
      .getByRole('table', { name: q('quotes.label', 'en') })
      .getByText(q('quotes.winner', 'en'), { exact: true })
      .waitFor();
    const href = await page.getByRole('link', { name: q('detail.pdf', 'en') }).getAttribute('href');
    expect(href).toContain('lang=en');
    const pdf = pdfText(await (await page.request.get(href!)).body());
    expect(pdf).toContain('FX quotation');
    expect(pdf).toContain('12,345.67');
    await shootAtTwoWidths(page, 'quotation-detail-en');
    await switchLanguage(page, 'en', 'pt-BR'); // as found, for whoever signs in next
    expect(screen.missingKeys).toEqual([]);
  });
});
