import { sumMoney, todayInSaoPaulo, type Balance, type ExtractList } from '@fxbo/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { sessionFor, type Agent } from '../../../test/auth.js';
import {
  csvRecords,
  parseCsv,
  pdfText,
  popplerPdfText,
  readZip,
  xlsxCell,
  xlsxSheet,
} from '@fxbo/test-files';
import {
  createBalanceSnapshot,
  createClient,
  createExtract,
  createRemittance,
  createShipper,
  type ClientFixture,
  type ShipperFixture,
} from '../../../test/fixtures/remittances.js';
import { createUser } from '../../../test/users.js';
import type { RemittanceStatus } from '../../db/schema.js';

const today = todayInSaoPaulo();

describe('balance of a shipper', () => {
  let t: TestApp;
  let a: ClientFixture;
  let b: ClientFixture;
  let sA: ShipperFixture;
  let sB: ShipperFixture;
  let staff: Agent;
  let ofA: Agent;
  let noPermission: Agent;
  let paidId: string;

  // The fixture's movements: the balance must be exactly their sums.
  const usdExtract = [
    { date: '2026-03-01', type: 'credit', value: '10000.00', description: 'Aporte via SWIFT' },
    { date: '2026-03-02', type: 'debit', value: '-1000.50', description: 'Pagamento da remessa' },
    { date: '2026-03-03', type: 'reversal', value: '100.00', description: 'Estorno, remessa "devolvida"' },
    { date: '2026-03-04', type: 'closure', value: '-0.10', description: 'Fechamento' },
    { date: today, type: 'debit', value: '-250.25', description: 'Pagamento de hoje' },
    { date: today, type: 'debit', value: '-49.75', description: 'Outro pagamento de hoje' },
  ] as const;
  const remittances: [RemittanceStatus, string, string][] = [
    ['blocked', '300.00', 'USD'],
    ['blocked', '200.55', 'USD'],
    ['received', '50.00', 'USD'],
    ['pending', '25.10', 'USD'],
    ['processing', '10.00', 'USD'],
    ['paid', '1000.50', 'USD'],
    ['canceled', '999.00', 'USD'],
    ['returned', '12.00', 'USD'],
    ['blocked', '70.00', 'EUR'],
  ];

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    a = await createClient(db, 'Cliente A');
    b = await createClient(db, 'Cliente B');
    sA = await createShipper(db, a.id, 'Atlântico Remit');
    sB = await createShipper(db, b.id, 'Samba Money');
    for (const [status, me, currency] of remittances) {
      // The paid one with a reference as long and wide as a shipper's ("AMA009-00000001"): the PDF keeps it whole.
      const reference = status === 'paid' ? { reference: `WMW${String(Date.now()).slice(-3)}-00000001` } : {};
      const r = await createRemittance(db, sA, { status, me_value: me, currency, ...reference });
      if (status === 'paid') paidId = r.id;
    }
    await createExtract(
      db,
      sA.id,
      'USD',
      usdExtract.map((e, i) => ({ ...e, ...(i === 1 ? { remittanceId: paidId } : {}) })),
    );
    await createExtract(db, sA.id, 'EUR', [{ date: '2026-03-05', type: 'credit', value: '500.00' }]);
    await createBalanceSnapshot(db, sA.id, 'USD', {
      lastClosureAt: new Date('2026-03-09T21:00:00Z'),
      referenceRate: '5.12340000',
      updatedAt: new Date('2020-01-01T00:00:00Z'),
    });
    await createExtract(db, sB.id, 'USD', [{ date: '2026-03-01', type: 'credit', value: '1.00' }]);

    staff = await sessionFor(
      db,
      t.config,
      (await createUser(db, { kind: 'staff', allClients: true, permissions: ['balance.consult'] })).id,
    );
    ofA = await sessionFor(
      db,
      t.config,
      (await createUser(db, { kind: 'client', clientIds: [a.id], permissions: ['balance.consult'] })).id,
    );
    noPermission = await sessionFor(
      db,
      t.config,
      (await createUser(db, { kind: 'staff', allClients: true, permissions: ['remittances.consult'] })).id,
    );
  });
  afterAll(async () => t.close());

  const get = (agent: Agent, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...agent.headers, ...headers } });

  describe('GET /api/balance/shippers', () => {
    it('lists the shippers the user may see with their currencies', async () => {
      const all = (await get(staff, '/api/balance/shippers')).json();
      expect(all.items.map((s: { name: string }) => s.name)).toEqual(['Atlântico Remit', 'Samba Money']);
      const mine = (await get(ofA, '/api/balance/shippers')).json();
      expect(mine.items).toEqual([
        {
          id: sA.id,
          name: 'Atlântico Remit',
          code: expect.any(String),
          status: 'active',
          client: { id: a.id, name: 'Cliente A' },
          currencies: ['USD'],
        },
      ]);
    });
  });

  describe('GET /api/balance/:shipperId', () => {
    it('equals the sums over the extract and the remittances', async () => {
      const res = await get(ofA, `/api/balance/${sA.id}?currency=USD`);
      expect(res.statusCode, res.body).toBe(200);
      const balance = res.json() as Balance;
      const of = (statuses: RemittanceStatus[]) =>
        sumMoney(remittances.filter(([s, , c]) => c === 'USD' && statuses.includes(s)).map(([, me]) => me));
      expect(balance).toEqual({
        shipper: { id: sA.id, name: 'Atlântico Remit', client: { id: a.id, name: 'Cliente A' } },
        currency: 'USD',
        currencies: ['EUR', 'USD'],
        outstandingBalance: sumMoney(usdExtract.map((e) => e.value)),
        lockedBalance: of(['blocked']),
        totalPaidOnDay: sumMoney(
          usdExtract.filter((e) => e.type === 'debit' && e.date === today).map((e) => e.value.slice(1)),
        ),
        paidOnDay: today,
        pendingWire: of(['received', 'pending', 'processing']),
        lastClosureAt: expect.any(String),
        lastUpdateAt: expect.any(String),
        referenceRate: '5.12340000',
      });
      expect(balance).toMatchObject({
        outstandingBalance: '8799.40',
        lockedBalance: '500.55',
        totalPaidOnDay: '300.00',
        pendingWire: '85.10',
      });
      // The closure entry and the newest entry were written now, after the snapshot's times.
      expect(new Date(balance.lastClosureAt ?? 0).getTime()).toBeGreaterThan(
        Date.parse('2026-03-09T21:00:00Z'),
      );
      expect(new Date(balance.lastUpdateAt ?? 0).getTime()).toBeGreaterThan(
        Date.parse('2020-01-01T00:00:00Z'),
      );
    });

    it('agrees with the ledger’s own running balance and with SQL over the rows', async () => {
      const balance = (await get(staff, `/api/balance/${sA.id}`)).json() as Balance;
      const check = (
        await sql<{ last_open: string; sum_extract: string; locked: string }>`
          select (select me_open_balance from shipper_extract_entries where shipper_id = ${sA.id} and currency = 'USD'
                   order by release_date desc, id desc limit 1)::text as last_open,
                 (select sum(me_value) from shipper_extract_entries where shipper_id = ${sA.id} and currency = 'USD')::text as sum_extract,
                 (select sum(me_value) from remittances where shipper_id = ${sA.id} and currency = 'USD' and status = 'blocked')::text as locked`.execute(
          t.database.db,
        )
      ).rows[0];
      expect(balance.currency).toBe('USD');
      expect(balance.outstandingBalance).toBe(check?.last_open);
      expect(balance.outstandingBalance).toBe(check?.sum_extract);
      expect(balance.lockedBalance).toBe(check?.locked);
    });

    it('answers another currency on its own', async () => {
      const eur = (await get(staff, `/api/balance/${sA.id}?currency=eur`)).json() as Balance;
      expect(eur).toMatchObject({
        currency: 'EUR',
        outstandingBalance: '500.00',
        lockedBalance: '70.00',
        pendingWire: '0.00',
        totalPaidOnDay: '0.00',
        referenceRate: null,
      });
      const unused = (await get(staff, `/api/balance/${sA.id}?currency=JPY`)).json() as Balance;
      expect(unused).toMatchObject({
        currency: 'JPY',
        outstandingBalance: '0.00',
        currencies: ['EUR', 'JPY', 'USD'],
      });
    });

    it('refuses an unknown currency', async () => {
      for (const [currency, lang, message] of [
        ['XYZ', 'pt-BR', 'Moeda inválida.'],
        ['US', 'en', 'Invalid currency.'],
      ] as const) {
        const res = await get(staff, `/api/balance/${sA.id}?currency=${currency}`, {
          'accept-language': lang,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual([
          { path: 'querystring.currency', code: 'currency_invalid', message },
        ]);
      }
    });

    it('is 404 for another client’s shipper and 403 without balance.consult', async () => {
      expect((await get(ofA, `/api/balance/${sB.id}`)).statusCode).toBe(404);
      expect((await get(staff, `/api/balance/${sB.id}`)).statusCode).toBe(200);
      expect((await get(staff, '/api/balance/99999999')).statusCode).toBe(404);
      expect((await get(staff, '/api/balance/x')).statusCode).toBe(400);
      expect((await get(noPermission, `/api/balance/${sA.id}`)).statusCode).toBe(403);
    });
  });

  describe('GET /api/balance/:shipperId/extract', () => {
    const extract = async (agent: Agent, query: string) => {
      const res = await get(agent, `/api/balance/${sA.id}/extract${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ExtractList;
    };

    it('lists release date and type, ME value and ME open balance, newest first', async () => {
      const l = await extract(staff, '?currency=USD');
      expect(l).toMatchObject({ total: 6, totalIsEstimate: false, page: 1 });
      expect(l.items.map((e) => e.meValue)).toEqual([
        '-49.75',
        '-250.25',
        '-0.10',
        '100.00',
        '-1000.50',
        '10000.00',
      ]);
      expect(l.items[4]).toEqual({
        id: expect.any(String),
        releaseDate: '2026-03-02',
        releaseType: 'debit',
        currency: 'USD',
        meValue: '-1000.50',
        meOpenBalance: '8999.50',
        description: 'Pagamento da remessa',
        remittance: { id: paidId, reference: expect.any(String) },
      });
      // The open balance of the newest entry is the outstanding balance.
      expect(l.items[0]?.meOpenBalance).toBe('8799.40');
    });

    it('filters by period and currency, sorts and pages', async () => {
      const period = await extract(staff, '?from=2026-03-02&to=2026-03-03&sort=releaseDate:asc');
      expect(period.items.map((e) => e.releaseType)).toEqual(['debit', 'reversal']);
      const all = await extract(staff, '?sort=releaseDate:asc&pageSize=2&page=2');
      expect(all).toMatchObject({ total: 7, page: 2, pageSize: 2 });
      expect(all.items.map((e) => e.releaseDate)).toEqual(['2026-03-03', '2026-03-04']);
      expect((await extract(staff, '?currency=EUR')).items.map((e) => e.meValue)).toEqual(['500.00']);
    });

    it.each([
      [
        'pt-BR',
        '?from=2026-03-05&to=2026-03-01',
        'querystring.to',
        'A data final deve ser maior que a data inicial.',
      ],
      ['en', '?from=2026-03-05&to=2026-03-01', 'querystring.to', 'Date-to must be greater than date-from.'],
      ['pt-BR', '?currency=dolar', 'querystring.currency', 'Moeda inválida.'],
    ])('validates (%s %s)', async (lang, query, path, message) => {
      const res = await get(staff, `/api/balance/${sA.id}/extract${query}`, { 'accept-language': lang });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ path, message })]);
    });

    it('is 404 for another client’s shipper', async () => {
      expect((await get(ofA, `/api/balance/${sB.id}/extract`)).statusCode).toBe(404);
    });
  });

  describe('downloads', () => {
    it('extract CSV: oldest first, translated header, escaped text', async () => {
      const res = await get(staff, `/api/balance/${sA.id}/extract.csv?currency=USD&to=2026-03-04`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toContain(`extrato-${sA.id}-`);
      // In Portuguese: `;`, a decimal comma and days first, as a Brazilian spreadsheet reads them.
      const rows = csvRecords(res.body, ';');
      expect(rows[0]).toEqual([
        'Data de lançamento',
        'Tipo de lançamento',
        'Moeda',
        'Valor ME',
        'Saldo ME em aberto',
        'Descrição',
        'Remessa',
      ]);
      expect(rows.slice(1).map((r) => r.slice(0, 5))).toEqual([
        ['01/03/2026', 'Crédito', 'USD', '10000,00', '10000,00'],
        ['02/03/2026', 'Débito', 'USD', '-1000,50', '8999,50'],
        ['03/03/2026', 'Estorno', 'USD', '100,00', '9099,50'],
        ['04/03/2026', 'Fechamento', 'USD', '-0,10', '9099,40'],
      ]);
      expect(rows[3]?.[5]).toBe('Estorno, remessa "devolvida"');
      const en = parseCsv((await get(staff, `/api/balance/${sA.id}/extract.csv?lang=en`)).body);
      expect(en[0]?.[0]).toBe('Release date');
      expect((await get(ofA, `/api/balance/${sB.id}/extract.csv`)).statusCode).toBe(404);
    });

    it('extract CSV: oldest first whatever the screen’s sort', async () => {
      const res = await get(
        staff,
        `/api/balance/${sA.id}/extract.csv?currency=USD&to=2026-03-04&sort=releaseDate:desc`,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(
        csvRecords(res.body, ';')
          .slice(1)
          .map((r) => r[0]),
      ).toEqual(['01/03/2026', '02/03/2026', '03/03/2026', '04/03/2026']);
    });

    it('extract XLSX: the same columns, typed, oldest first, named after the shipper', async () => {
      const res = await get(staff, `/api/balance/${sA.id}/extract.xlsx?currency=USD&to=2026-03-04&lang=en`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toContain(`extract-${sA.id}-${today}.xlsx`);
      const files = readZip(res.rawPayload);
      expect(files.get('xl/workbook.xml')?.toString()).toContain('name="Extract"');
      const sheet = await xlsxSheet(res.rawPayload);
      expect(['A1', 'B1', 'E1', 'G1'].map((ref) => xlsxCell(sheet, ref))).toEqual([
        'Release date',
        'Release type',
        'ME open balance',
        'Remittance',
      ]);
      // 2026-03-01 is day 46082 since 1899-12-30.
      expect(['A2', 'B2', 'C2', 'D2', 'E2'].map((ref) => xlsxCell(sheet, ref))).toEqual([
        '46082',
        'Credit',
        'USD',
        '10000',
        '10000',
      ]);
      // Amounts are numeric cells: ExcelJS reads -1000.50 as the number -1000.5.
      expect(xlsxCell(sheet, 'D3')).toBe('-1000.5');
      expect(xlsxCell(sheet, 'A6')).toBeUndefined();
      expect((await get(ofA, `/api/balance/${sB.id}/extract.xlsx`)).statusCode).toBe(404);
      expect((await get(noPermission, `/api/balance/${sA.id}/extract.xlsx`)).statusCode).toBe(403);
    });

    it('printable report: balance and the period’s extract with its totals', async () => {
      const res = await get(
        staff,
        `/api/balance/${sA.id}/report.pdf?currency=USD&from=2026-03-02&to=2026-03-04`,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(res.rawPayload);
      for (const expected of [
        'Câmbio On — Corretora de Câmbio',
        'Relatório de saldo — Atlântico Remit',
        'Período: 02/03/2026 a 04/03/2026',
        'Saldo em aberto',
        // The amounts' no-break space reads as a space (poppler).
        'US$ 8.799,40',
        'Saldo anterior ao período',
        'US$ 10.000,00',
        'Saldo ao fim do período',
        'US$ 9.099,40',
        'Estorno',
        '5,12340000',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('Pagamento de hoje');
      // The screen's words (issue 24): its figures' "Envio pendente" and its table's column labels, and the
      // remittance's reference whole on its row's line (pdftotext lays the page out as printed).
      const laidOut = popplerPdfText(res.rawPayload).split('\n');
      const reference = (await get(staff, `/api/balance/${sA.id}/extract?currency=USD&to=2026-03-04`))
        .json()
        .items.find((e: { remittance: { reference: string } | null }) => e.remittance)?.remittance.reference;
      expect(reference).toMatch(/^WMW\d{3}-00000001$/);
      expect(laidOut.filter((l) => l.includes(reference))).toHaveLength(1);
      expect(laidOut.find((l) => l.includes(reference))).toMatch(/^\s*02\/03\/2026\s/);
      expect(text).toContain('Envio pendente');
      expect(text).not.toContain('Remessas a pagar');
      expect(laidOut.find((l) => l.includes('Descrição'))).toMatch(
        /Data\s+Tipo\s+Descrição\s+Remessa\s+Valor ME\s+Saldo ME$/,
      );
      const en = pdfText((await get(staff, `/api/balance/${sA.id}/report.pdf?lang=en`)).rawPayload);
      expect(en).toContain('Balance report — Atlântico Remit');
      expect(en).toContain('Pagamento de hoje');
    });

    it('report period: one year at most, date-to after date-from', async () => {
      const long = await get(staff, `/api/balance/${sA.id}/report.pdf?from=2024-01-01&to=2026-01-01`);
      expect(long.statusCode).toBe(400);
      expect(long.json().errors).toEqual([
        {
          path: 'querystring.to',
          code: 'period_too_long',
          message: 'Selecione um período de no máximo um ano.',
        },
      ]);
      const fromOnly = await get(staff, `/api/balance/${sA.id}/report.pdf?from=2000-01-01`, {
        'accept-language': 'en',
      });
      expect(fromOnly.json().errors).toEqual([
        {
          path: 'querystring.to',
          code: 'period_too_long',
          message: 'Please select a period of one year maximum.',
        },
      ]);
      expect((await get(ofA, `/api/balance/${sB.id}/report.pdf`)).statusCode).toBe(404);
      expect((await get(noPermission, `/api/balance/${sA.id}/report.pdf`)).statusCode).toBe(403);
    });
  });
});
