import { describe, expect, it } from 'vitest';
import {
  csvRecords,
  parseCsv,
  pdfText,
  popplerPdfText,
  readZip,
  xlsxCell,
  xlsxSheet,
} from '@fxbo/test-files';
import { today, sA, sB, staff, ofA, noPermission, get } from './balance-setup.js';

describe('balance of a shipper', () => {
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
