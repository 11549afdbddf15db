import { formatMoney, formatRate } from '@fxbo/domain';
import { pdfPageCount, pdfText } from '@fxbo/test-files';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type Agent } from '../../../test/auth.js';
import { clientOf, staffWith, suiteAgents } from '../../../test/agents.js';
import { suiteClients } from '../../../test/fixtures/clients.js';
import { createBank } from '../../../test/fixtures/quotations.js';
import { createFullContract, giveAddress } from '../../../test/fixtures/contracts.js';
import { suiteApp } from '../../../test/suite.js';
import { apiGet } from '../../../test/requests.js';

describe('GET /api/contracts/:id/pdf', () => {
  const t = suiteApp();
  const { a, b } = suiteClients(t, {
    // A name no standard PDF font can draw (Ł, ő): the embedded font prints it as registered.
    a: { name: 'Açúcar & Café Łódź Kőrös Ltda', taxId: '11222333000181' },
    b: 'Exportadora Beta S.A.',
  });
  const { ofA, ofB, consultOnly } = suiteAgents(t, {
    ofA: () => clientOf([a.id], 'contracts.consult', 'contracts.print'),
    ofB: () => clientOf([b.id], 'contracts.consult', 'contracts.print'),
    consultOnly: staffWith('contracts.consult'),
  });
  let staff: Agent;
  let bank: { id: string; code: string };
  let id: string;
  let long: string;

  beforeAll(async () => {
    const db = t.database.db;
    await giveAddress(db, a.id);
    bank = await createBank(db, 'Banco Contratante S.A.');
    let operatorId: string;
    ({ id: operatorId, agent: staff } = await signedInUser(t, {
      ...staffWith('contracts.consult', 'contracts.print'),
      name: 'Operadora Júlia Reis',
    }));
    id = await createFullContract(db, {
      contract_number: 'CT-PDF-0001',
      contract_type: 'import',
      client_id: a.id,
      operator_user_id: operatorId,
      bank_id: bank.id,
      nature_description: 'Importação de mercadorias',
      notes: 'Embarque em duas parcelas — atenção à DI.',
    });
    await db
      .insertInto('contract_references')
      .values([
        { contract_id: id, kind: 'di', number: '26/0123456-7' },
        { contract_id: id, kind: 'customer_reference', number: 'PED-778' },
      ])
      .execute();
    // 80 invoices: the full contract runs over more than one page.
    long = (
      await db
        .insertInto('contracts')
        .values({
          contract_number: 'CT-PDF-0002',
          contract_date: '2026-03-02',
          contract_type: 'export',
          client_id: a.id,
          currency: 'JPY',
          me_value: '1500000.00',
          mn_value: '51000.00',
          rate: '0.03400000',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('contract_documents')
      .values(
        Array.from({ length: 80 }, (_, i) => ({
          contract_id: long,
          kind: 'invoice' as const,
          number: `INV-${String(i).padStart(3, '0')}`,
          document_date: '2026-02-20',
          currency: 'JPY',
          value: '18750.00',
        })),
      )
      .execute();
  });

  const get = apiGet(t);
  /** The document's text with every run of white space as one space (long lines wrap). */
  const spaced = (text: string) => text.replace(/\s+/g, ' ');
  const textOf = (buf: Buffer) => spaced(pdfText(buf));

  const common = () => [
    t.config.brokerageName,
    'Contrato nº CT-PDF-0001',
    'Açúcar & Café Łódź Kőrös Ltda',
    formatMoney('12345.67', 'USD', 'pt-BR'),
    formatRate('5.99500000', 'pt-BR'),
    formatMoney('74012.34', 'BRL', 'pt-BR'),
    'Câmbio',
    'Página 1 de 1',
  ];

  it('prints the full contract: parties, values in figures and in words, dates, references, signature lines', async () => {
    const res = await get(ofA, `/api/contracts/${id}/pdf?kind=full`, 'pt-BR');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('inline; filename="contrato-CT-PDF-0001.pdf"');
    const text = textOf(res.rawPayload);
    for (const expected of [
      ...common(),
      'Contrato de Câmbio',
      '11.222.333/0001-81',
      'Avenida Paulista, 1000 — Bela Vista — São Paulo/SP — CEP 01310-100',
      `${bank.code} - Banco Contratante S.A.`,
      'Société Générale Trading — FR',
      '260012345',
      'Importação',
      '10024 - Importação de mercadorias',
      'Operadora Júlia Reis',
      '12.345,67',
      '5,995',
      'doze mil, trezentos e quarenta e cinco dólares norte-americanos e sessenta e sete centavos',
      'setenta e quatro mil e doze reais e trinta e quatro centavos',
      '04/03/2026',
      'SWIFT',
      'DI',
      '26/0123456-7',
      'PED-778',
      'Embarque em duas parcelas — atenção à DI.',
      'São Paulo, 2 de março de 2026.',
      'Corretora de câmbio',
    ])
      expect(text).toContain(spaced(expected));
    // Both signers' names under the lines.
    expect(text.match(/Açúcar & Café Łódź Kőrös Ltda/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('prints the summary on one page and the service order with its instructions', async () => {
    const summary = await get(staff, `/api/contracts/${id}/pdf?kind=summary`, 'pt-BR');
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.headers['content-disposition']).toContain('contrato-resumo-CT-PDF-0001.pdf');
    expect(pdfPageCount(summary.rawPayload)).toBe(1);
    const s = textOf(summary.rawPayload);
    for (const expected of [...common(), 'Contrato de Câmbio — Resumo', 'DI 26/0123456-7'])
      expect(s).toContain(spaced(expected));
    expect(s).not.toContain('por extenso');

    const order = await get(staff, `/api/contracts/${id}/pdf?kind=service-order`, 'pt-BR');
    expect(order.statusCode, order.body).toBe(200);
    const o = textOf(order.rawPayload);
    for (const expected of [
      ...common(),
      'Ordem de Serviço — Câmbio',
      `Fechar o câmbio de ${formatMoney('12345.67', 'USD', 'pt-BR')} à taxa de ${formatRate('5.99500000', 'pt-BR')}, no total de ${formatMoney('74012.34', 'BRL', 'pt-BR')}, com ${bank.code} - Banco Contratante S.A., para liquidação em 04/03/2026.`,
      'TED',
      '05/03/2026',
      'Operador responsável',
    ])
      expect(o).toContain(spaced(expected));
  });

  it('prints in the language asked for', async () => {
    const text = textOf((await get(staff, `/api/contracts/${id}/pdf?kind=full&lang=en`, 'pt-BR')).rawPayload);
    for (const expected of [
      'Foreign Exchange Contract',
      'Contract no. CT-PDF-0001',
      // English words only: no ME/MN, no Portuguese in brackets, the nature and the methods in English.
      'Amount in foreign currency',
      'Amount in reais (BRL)',
      '10024 - Export of goods - payment in advance',
      '12,345.67',
      'twelve thousand three hundred forty-five US dollars and sixty-seven cents',
      'São Paulo, March 2, 2026.',
      'Page 1 of 1',
    ])
      expect(text).toContain(spaced(expected));
  });

  it('numbers the pages of a contract that runs over one page', async () => {
    const res = await get(staff, `/api/contracts/${long}/pdf?kind=full`, 'pt-BR');
    expect(res.statusCode, res.body).toBe(200);
    const pages = pdfPageCount(res.rawPayload);
    expect(pages).toBeGreaterThan(1);
    const text = textOf(res.rawPayload);
    for (let n = 1; n <= pages; n++) expect(text).toContain(`Página ${n} de ${pages}`);
    expect(text).toContain('INV-079');
  });

  it('needs contracts.print, keeps to the client scope and checks the kind', async () => {
    expect((await get(consultOnly, `/api/contracts/${id}/pdf?kind=full`)).statusCode).toBe(403);
    expect((await get(ofB, `/api/contracts/${id}/pdf?kind=full`)).statusCode).toBe(404);
    expect((await get(ofB, `/api/contracts/999999999/pdf?kind=summary`)).statusCode).toBe(404);
    const bad = await get(staff, `/api/contracts/${id}/pdf?kind=receipt`, 'pt-BR');
    expect(bad.statusCode).toBe(400);
    expect((await get(staff, `/api/contracts/${id}/pdf`)).statusCode).toBe(400);
  });

  it('embeds the Unicode font rather than the standard Helvetica', async () => {
    const res = await get(staff, `/api/contracts/${id}/pdf?kind=summary`);
    const raw = res.rawPayload.toString('latin1');
    expect(raw).toContain('DejaVuSans');
    expect(raw).not.toContain('/BaseFont /Helvetica');
  });
});
