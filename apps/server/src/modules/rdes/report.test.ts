import { csvRecords, pdfText, xlsxCell, xlsxSheet } from '@fxbo/test-files';
import type { Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { areaSuite } from '../../../test/area-suite.js';
import { apiGet } from '../../../test/requests.js';
import type { RdesTable } from '../../db/schema.js';

/*
 * The RDE report (spec 5: "RDE report: document type required"): the list's filters with the type required,
 * refused without it on the page and every download, in the reader's language; XLSX and PDF of one module.
 */
describe('GET /api/rde-report and its downloads', () => {
  const { t, a, b, staff, ofA, without } = areaSuite('rde.consult', ['documents.consult']);

  beforeAll(async () => {
    const db = t.database.db;
    const add = (values: Partial<Insertable<RdesTable>> & { client_id: string; rde_number: string }) =>
      db
        .insertInto('rdes')
        .values({
          rde_type: 'ied',
          currency: 'USD',
          value: '1000.00',
          registration_date: '2026-03-02',
          ...values,
        })
        .execute();
    await add({
      client_id: a.id,
      rde_number: 'IE26000201',
      value: '1500000.00',
      counterparty_name: 'Müller Beteiligungen GmbH',
      counterparty_country: 'DE',
      registration_date: '2026-03-04',
    });
    await add({
      client_id: b.id,
      rde_number: 'IE26000202',
      value: '2000.00',
      counterparty_name: 'Beta Holdings Inc',
      status: 'settled',
    });
    await add({
      client_id: a.id,
      rde_number: 'TA26000203',
      rde_type: 'rof',
      counterparty_name: 'Yoshida Corp',
    });
  });

  const get = apiGet(t);

  it.each([
    '/api/rde-report',
    '/api/rde-report/export.csv',
    '/api/rde-report/export.xlsx',
    '/api/rde-report/export.pdf',
  ])('%s refuses to run without the document type, with the spec message in both languages', async (url) => {
    const pt = await get(staff, `${url}?status=registered`, 'pt-BR');
    expect(pt.statusCode).toBe(400);
    expect(pt.json().errors).toContainEqual(
      expect.objectContaining({ path: 'querystring.rdeType', message: 'Selecione o tipo de documento.' }),
    );
    const en = await get(staff, url, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toContainEqual(
      expect.objectContaining({ path: 'querystring.rdeType', message: 'Please select the document type.' }),
    );
  });

  it('lists one module with the list’s filters', async () => {
    const res = await get(staff, '/api/rde-report?rdeType=ied');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((r: { rdeNumber: string }) => r.rdeNumber)).toEqual([
      'IE26000201',
      'IE26000202',
    ]);
    const filtered = await get(staff, '/api/rde-report?rdeType=ied&status=settled');
    expect(filtered.json().items.map((r: { rdeNumber: string }) => r.rdeNumber)).toEqual(['IE26000202']);
    const rof = await get(staff, '/api/rde-report?rdeType=rof&keyword=yoshida');
    expect(rof.json().items.map((r: { rdeNumber: string }) => r.rdeNumber)).toEqual(['TA26000203']);
  });

  it('writes the XLSX of one module, numbers as numbers', async () => {
    const res = await get(staff, '/api/rde-report/export.xlsx?rdeType=ied&lang=en');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain('rde-report');
    const sheet = await xlsxSheet(res.rawPayload);
    expect(xlsxCell(sheet, 'A1')).toBe('RDE number');
    expect(xlsxCell(sheet, 'A2')).toBe('IE26000201');
    expect(xlsxCell(sheet, 'B2')).toBe('SCE-IED');
    expect(xlsxCell(sheet, 'G2')).toBe('1500000');
    // A numeric cell (no text type): the spreadsheet formats it in its reader's locale.
    expect(sheet.getCell('G2').value).toBe(1500000);
    expect(xlsxCell(sheet, 'A3')).toBe('IE26000202');
    expect(xlsxCell(sheet, 'I3')).toBe('Settled');
    expect(xlsxCell(sheet, 'A4')).toBeUndefined();
  });

  it('prints the PDF of one module with its title and filters, in the reader’s language', async () => {
    const en = await get(staff, '/api/rde-report/export.pdf?rdeType=ied&lang=en');
    expect(en.statusCode, en.body).toBe(200);
    expect(String(en.headers['content-type'])).toContain('application/pdf');
    const text = pdfText(en.rawPayload);
    expect(text).toContain('RDE report');
    expect(text).toContain('SCE-IED');
    expect(text).toContain('IE26000201');
    expect(text).toContain('IE26000202');
    expect(text).toContain('Müller Beteiligungen GmbH');
    expect(text).not.toContain('TA26000203');
    const pt = pdfText((await get(staff, '/api/rde-report/export.pdf?rdeType=rof&lang=pt-BR')).rawPayload);
    expect(pt).toContain('Relatório de RDE');
    expect(pt).toContain('SCE-Crédito');
    expect(pt).toContain('TA26000203');
  });

  it("a client user's report holds its clients' registrations only, in every format", async () => {
    const list = await get(ofA, '/api/rde-report?rdeType=ied');
    expect(list.json().items.map((r: { rdeNumber: string }) => r.rdeNumber)).toEqual(['IE26000201']);
    const csv = csvRecords((await get(ofA, '/api/rde-report/export.csv?rdeType=ied')).body, ';');
    expect(csv.map((r) => r[0])).toEqual(['Número do RDE', 'IE26000201']);
    const xlsx = await get(ofA, '/api/rde-report/export.xlsx?rdeType=ied');
    const sheet = await xlsxSheet(xlsx.rawPayload);
    expect(xlsxCell(sheet, 'A2')).toBe('IE26000201');
    expect(xlsxCell(sheet, 'A3')).toBeUndefined();
    const pdf = pdfText((await get(ofA, '/api/rde-report/export.pdf?rdeType=ied')).rawPayload);
    expect(pdf).toContain('IE26000201');
    expect(pdf).not.toContain('IE26000202');
    expect(pdf).not.toContain('Beta Holdings');
  });

  it('refuses a user without rde.consult', async () => {
    for (const url of ['', '/export.csv', '/export.xlsx', '/export.pdf'])
      expect((await get(without, `/api/rde-report${url}?rdeType=ied`)).statusCode).toBe(403);
  });
});
