import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type Agent } from '../../../test/auth.js';
import { clientOf, staffWith, suiteAgents } from '../../../test/agents.js';
import { suiteClients } from '../../../test/fixtures/clients.js';
import {
  csvRecords,
  parseCsv,
  pdfPageCount,
  pdfText,
  popplerPdfFonts,
  popplerPdfInfo,
  readZip,
  xlsxCell,
  xlsxSheet,
} from '@fxbo/test-files';
import {
  addHistory,
  createRemittance,
  createShipper,
  type RemittanceFixture,
  type ShipperFixture,
} from '../../../test/fixtures/remittances.js';
import { remittanceExportQuerySchema } from '@fxbo/domain';
import { fitsOneSheet } from '../../platform/list-routes.js';
import { remittanceSource } from './query.js';
import { suiteApp } from '../../../test/suite.js';

describe('remittance downloads: CSV, XLSX and the PDF receipt', () => {
  // The header of every PDF is the configured brokerage.
  const t = suiteApp({ env: { BROKERAGE_NAME: 'Corretora Exemplo de Câmbio S.A.' } });
  const { a, b } = suiteClients(t, { a: 'Cliente A', b: 'Cliente B' });
  const { ofA, consultOnly } = suiteAgents(t, {
    ofA: () => clientOf([a.id], 'remittances.consult', 'remittances.export'),
    consultOnly: staffWith('remittances.consult'),
  });
  let sA: ShipperFixture;
  let sB: ShipperFixture;
  let tricky: RemittanceFixture;
  let plain: RemittanceFixture;
  let other: RemittanceFixture;
  let staff: Agent;
  let staffId: string;

  beforeAll(async () => {
    const db = t.database.db;
    sA = await createShipper(db, a.id, 'Remessadora, "Aspas" Ltda');
    sB = await createShipper(db, b.id, 'Remessadora B');
    tricky = await createRemittance(db, sA, {
      reference: 'CSV-1',
      include_date: new Date('2026-03-02T02:30:00Z'),
      payment_date: '2026-03-02',
      status: 'paid',
      beneficiary_name: 'Ana "Aninha", da Silva\nSegunda linha',
      beneficiary_tax_id: '52998224725',
      me_value: '1234.56',
      mn_value: '6296.26',
      exchange_rate: '5.10000000',
      vet_rate: '5.12345678',
    });
    plain = await createRemittance(db, sA, {
      reference: 'CSV-2',
      include_date: new Date('2026-03-03T12:00:00Z'),
      payment_date: '2026-03-03',
      status: 'pending',
      beneficiary_name: 'Bruno Souza',
      vet_rate: null,
    });
    other = await createRemittance(db, sB, {
      reference: 'CSV-B',
      include_date: new Date('2026-03-04T12:00:00Z'),
    });
    // The staff user's name and id are in the receipt's history.
    ({ id: staffId, agent: staff } = await signedInUser(t, {
      ...staffWith('remittances.consult', 'remittances.export'),
      name: 'Operador Carlos Dias',
    }));
    await addHistory(db, tricky.id, { action: 'paid', userId: staffId, from: 'processing', to: 'paid' });
  });

  const get = (agent: Agent, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...agent.headers, ...headers } });

  describe('GET /api/remittances/export.csv', () => {
    it('streams one row per remittance in its dialect, quoting separators, quotes and line breaks', async () => {
      const res = await get(staff, '/api/remittances/export.csv?sort=includeDate:asc');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      // A Brazilian spreadsheet's dialect: `;`, a decimal comma, days first.
      const rows = csvRecords(res.body, ';');
      expect(rows.slice(1)).toEqual([
        [
          tricky.id,
          'CSV-1',
          '01/03/2026 23:30:00',
          '02/03/2026',
          'Paga',
          'Remessadora, "Aspas" Ltda',
          'Cliente A',
          'Ana "Aninha", da Silva\nSegunda linha',
          '52998224725',
          'USD',
          '1234,56',
          '6296,26',
          '5,12345678',
        ],
        [
          plain.id,
          'CSV-2',
          '03/03/2026 09:00:00',
          '03/03/2026',
          'Pendente',
          'Remessadora, "Aspas" Ltda',
          'Cliente A',
          'Bruno Souza',
          expect.any(String),
          'USD',
          expect.any(String),
          '',
          '',
        ],
        [
          other.id,
          'CSV-B',
          expect.any(String),
          expect.any(String),
          'Pendente',
          'Remessadora B',
          'Cliente B',
          expect.any(String),
          expect.any(String),
          'USD',
          expect.any(String),
          '',
          expect.any(String),
        ],
      ]);
      // The raw text escapes as RFC 4180 says.
      expect(res.body).toContain('"Ana ""Aninha"", da Silva\nSegunda linha"');
    });

    it('applies the list’s filters and sort, and labels in English when asked', async () => {
      const res = await get(staff, '/api/remittances/export.csv?status=pending&sort=id:desc', {
        'accept-language': 'en',
      });
      const rows = parseCsv(res.body);
      expect(rows.slice(1).map((r) => r[1])).toEqual(['CSV-B', 'CSV-2']);
      expect(rows[1]?.[4]).toBe('Pending');
      const byLink = await get(staff, '/api/remittances/export.csv?lang=en&taxId=529.982.247-25');
      expect(parseCsv(byLink.body).map((r) => r[1])).toEqual(['Reference', 'CSV-1']);
    });

    it('an empty result is the header alone', async () => {
      const rows = parseCsv((await get(staff, '/api/remittances/export.csv?reference=NADA')).body);
      expect(rows).toHaveLength(1);
    });

    it('takes a filter as a value, never as SQL, and needs remittances.export', async () => {
      const injection = await get(
        staff,
        `/api/remittances/export.csv?reference=${encodeURIComponent("x') to stdout; select 1; --")}`,
      );
      expect(injection.statusCode).toBe(200);
      expect(parseCsv(injection.body)).toHaveLength(1);
      expect((await get(consultOnly, '/api/remittances/export.csv')).statusCode).toBe(403);
    });
  });

  describe('GET /api/remittances/export.xlsx', () => {
    it('is a workbook with typed cells', async () => {
      const res = await get(staff, '/api/remittances/export.xlsx?sort=includeDate:asc');
      expect(res.statusCode, res.body).toBe(200);
      const files = readZip(res.rawPayload);
      expect([...files.keys()]).toEqual([
        '[Content_Types].xml',
        '_rels/.rels',
        'xl/workbook.xml',
        'xl/_rels/workbook.xml.rels',
        'xl/styles.xml',
        'xl/worksheets/sheet1.xml',
      ]);
      expect(files.get('xl/workbook.xml')?.toString()).toContain('name="Remessas"');
      const sheet = await xlsxSheet(res.rawPayload);
      expect(xlsxCell(sheet, 'A2')).toBe(tricky.id);
      expect(xlsxCell(sheet, 'B2')).toBe('CSV-1');
      expect(xlsxCell(sheet, 'H2')).toBe('Ana "Aninha", da Silva\nSegunda linha');
      expect(xlsxCell(sheet, 'K2')).toBe('1234.56');
      expect(xlsxCell(sheet, 'M2')).toBe('5.12345678');
      // 2026-03-02 is day 46083 since 1899-12-30; 23:30 São Paulo time is 0.979166… of the day before.
      expect(xlsxCell(sheet, 'D2')).toBe('46083');
      expect(Number(xlsxCell(sheet, 'C2'))).toBeCloseTo(46082 + 23.5 / 24, 6);
      expect(xlsxCell(sheet, 'B4')).toBe('CSV-B');
      expect(xlsxCell(sheet, 'B5')).toBeUndefined();
    });

    it('is refused before streaming when the rows would not fit a sheet, and counts only the user’s', async () => {
      // The filters as the route takes them from its query string.
      const fits = (query: Record<string, string>, scope: string[] | undefined, limit: number) => {
        const { sort: _sort, lang: _lang, ...filters } = remittanceExportQuerySchema.parse(query);
        const { db } = t.database;
        return fitsOneSheet(db, remittanceSource.downloads(db).filtered(filters, scope), limit);
      };
      const all = Number(
        (await sql<{ n: string }>`select count(*) as n from remittances`.execute(t.database.db)).rows[0]?.n,
      );
      expect(await fits({}, undefined, all)).toBe(true);
      expect(await fits({}, undefined, all - 1)).toBe(false);
      expect(await fits({ reference: 'CSV-1' }, undefined, 1)).toBe(true);
      const ofClientA = Number(
        (
          await sql<{ n: string }>`select count(*) as n from remittances where client_id = ${a.id}`.execute(
            t.database.db,
          )
        ).rows[0]?.n,
      );
      expect(ofClientA).toBeLessThan(all);
      expect(await fits({}, [a.id], ofClientA)).toBe(true);
    });
  });

  describe('GET /api/remittances/:id/pdf', () => {
    it('is a PDF receipt with the brokerage header and the remittance’s fields, in Portuguese', async () => {
      const res = await get(staff, `/api/remittances/${tricky.id}/pdf`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('inline; filename="remessa-CSV-1.pdf"');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfPageCount(res.rawPayload)).toBeGreaterThanOrEqual(1);
      const text = pdfText(res.rawPayload);
      for (const expected of [
        'Corretora Exemplo de Câmbio S.A.',
        'Comprovante de remessa',
        'CSV-1',
        '529.982.247-25',
        'US$',
        '1.234,56',
        'Paga',
        'HISTÓRICO DE PAGAMENTO',
        'Operador Carlos Dias',
        'Página 1 de 1',
        // Codes and stored formats written for a reader.
        'Manutenção de residentes',
        'Estados Unidos (US)',
        '+55 (11) 98765-4321',
        '5,12345678',
      ]) {
        expect(text).toContain(expected);
      }
    });

    it('follows the language asked for', async () => {
      const byHeader = pdfText(
        (await get(staff, `/api/remittances/${tricky.id}/pdf`, { 'accept-language': 'en' })).rawPayload,
      );
      expect(byHeader).toContain('Remittance receipt');
      expect(byHeader).toContain('USD');
      expect(byHeader).toContain('1,234.56');
      expect(byHeader).toContain('Family maintenance');
      expect(byHeader).toContain('United States (US)');
      // The screen's English words: a Brazilian bank's "agência" is a branch (decisions §46).
      expect(byHeader).toMatch(/\bBranch\b/);
      expect(byHeader).not.toMatch(/\bAgency\b/);
      const byLink = await get(staff, `/api/remittances/${tricky.id}/pdf?lang=en`, {
        'accept-language': 'pt-BR',
      });
      expect(pdfText(byLink.rawPayload)).toContain('PAYMENT HISTORY');
    });

    it('prints names in any script as registered, its fonts embedded, as PDF/A (issue 25)', async () => {
      const odd = await createRemittance(t.database.db, sA, {
        reference: 'PDF-ODD',
        sender_name: 'Nguyễn Văn Đức 王小明 Łukasz',
        beneficiary_name: 'Zoë Ødegård 王小明 😀\tŁukasz',
        sender_country: 'ZZ',
        message: 'Linha 1\r\nLinha 2',
      });
      const res = await get(staff, `/api/remittances/${odd.id}/pdf`);
      expect(res.statusCode).toBe(200);
      const text = pdfText(res.rawPayload);
      // Before: non-embedded Helvetica, "Nguyen Van Duc ??? Lukasz".
      expect(text.split('\n')).toContain('Nguyễn Văn Đức 王小明 Łukasz');
      // A character no font has (an emoji) does not stop the rest; a tab is a space.
      expect(text).toContain('Zoë Ødegård 王小明');
      expect(text).toContain('Łukasz');
      expect(text).toContain('PDF-ODD');
      expect(popplerPdfFonts(res.rawPayload).filter((f) => !f.embedded)).toEqual([]);
      const info = popplerPdfInfo(res.rawPayload);
      expect(info.Tagged).toBe('yes');
      expect(info.metadata).toMatch(/<pdfaid:part>2<\/pdfaid:part>\s*<pdfaid:conformance>B</);
    });

    it('needs remittances.export and respects the client scope', async () => {
      expect((await get(consultOnly, `/api/remittances/${tricky.id}/pdf`)).statusCode).toBe(403);
      expect((await get(ofA, `/api/remittances/${other.id}/pdf`)).statusCode).toBe(404);
      expect((await get(ofA, `/api/remittances/${tricky.id}/pdf`)).statusCode).toBe(200);
    });
  });

  describe('a client that goes away', () => {
    it('holds the query back while the client does not read, and ends it when the client leaves', async () => {
      // Far more bytes (≈ 15 MB) than the sockets buffer. The bulk insert skips the duplicate-detection trigger.
      const db = t.database.db;
      await sql`alter table remittances disable trigger remittances_detect_duplicate`.execute(db);
      await sql`
        insert into remittances (client_id, shipper_id, reference, payment_date, currency, me_value, sender_name,
          sender_country, sender_person_type, beneficiary_name, beneficiary_tax_id, payment_type, pix_key_type, pix_key)
        select ${a.id}, ${sA.id}, 'BULK-' || g || repeat('-', 200), date '2026-01-01' + (g % 60), 'USD', 100 + g,
          'Sender', 'US', 'PF', 'Beneficiário ' || g, lpad(g::text, 11, '0'), 'pix', 'cpf', lpad(g::text, 11, '0')
        from generate_series(1, 50000) g`.execute(db);
      await sql`alter table remittances enable trigger remittances_detect_duplicate`.execute(db);

      const running = async () =>
        Number(
          (
            await sql<{ n: string }>`
              select count(*) as n from pg_stat_activity
              where application_name = 'fxbo-export' and datname = current_database() and state = 'active'
                and query ilike 'copy%'`.execute(db)
          ).rows[0]?.n,
        );

      const copyWaits = async () =>
        (
          await sql<{ wait_event: string | null }>`
            select wait_event from pg_stat_activity
            where application_name = 'fxbo-export' and datname = current_database() and state = 'active'
              and query ilike 'copy%'`.execute(db)
        ).rows.map((r) => r.wait_event);

      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      let request: http.ClientRequest | undefined;
      await new Promise<void>((resolve, reject) => {
        request = http.get(
          { host: '127.0.0.1', port, path: '/api/remittances/export.csv', headers: staff.headers },
          (res) => {
            expect(res.statusCode).toBe(200);
            res.once('data', () => {
              res.pause();
              resolve();
            });
            res.on('error', () => {});
          },
        );
        request.on('error', (err) => {
          if (!request?.destroyed) reject(err);
        });
      });
      // Backpressure: the client reads nothing, so PostgreSQL ends up blocked writing the COPY to the server
      // (wait event ClientWrite) instead of the server reading all of it into memory.
      await expect.poll(copyWaits, { timeout: 20_000, interval: 50 }).toEqual(['ClientWrite']);

      request?.destroy();
      await expect.poll(running, { timeout: 10_000, interval: 50 }).toBe(0);
      // The server goes on answering.
      expect((await get(staff, '/api/remittances?pageSize=1')).statusCode).toBe(200);
    }, 60_000);
  });
});
