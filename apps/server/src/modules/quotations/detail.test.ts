import { formatMoney, formatRate } from '@fxbo/domain';
import { pdfPageCount, pdfText } from '@fxbo/test-files';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type Agent } from '../../../test/auth.js';
import { clientOf, staffWith, suiteAgents } from '../../../test/agents.js';
import { suiteClients } from '../../../test/fixtures/clients.js';
import {
  createBank,
  createContract,
  createGroup,
  createQuotation,
} from '../../../test/fixtures/quotations.js';
import { suiteApp } from '../../../test/suite.js';
import { apiGet } from '../../../test/requests.js';

describe('GET /api/quotations/:id and its PDF', () => {
  const t = suiteApp();
  const { a, b } = suiteClients(t);
  const { ofA, ofB, without } = suiteAgents(t, {
    ofA: () => clientOf([a.id], 'quotations.consult'),
    ofB: () => clientOf([b.id], 'quotations.consult'),
    without: staffWith('contracts.consult'),
  });
  let groupId: string;
  let staff: Agent;
  let operatorId: string;
  let winner: { id: string; code: string };
  let loser: { id: string; code: string };
  let full: string;
  let ofGroup: string;
  let empty: string;
  let contract: { id: string; contractNumber: string };

  beforeAll(async () => {
    const db = t.database.db;
    groupId = await createGroup(db, 'Grupo Ômega');
    await db.updateTable('clients').set({ group_id: groupId }).where('id', '=', a.id).execute();
    winner = await createBank(db, 'Banco Vencedor S.A.');
    loser = await createBank(db, 'Banco Perdedor S.A.');
    ({ id: operatorId, agent: staff } = await signedInUser(t, {
      ...staffWith('quotations.consult'),
      name: 'Operadora Júlia Reis',
    }));

    full = await createQuotation(db, {
      client_id: a.id,
      quotation_date: '2026-03-02',
      quotation_type: 'sale',
      currency: 'USD',
      quoted_amount: '12345.67',
      mn_amount: '63262.53',
      me_liquidation_date: '2026-03-03',
      mn_liquidation_date: '2026-03-04',
      winning_rate: '5.12450000',
      winning_bank_id: winner.id,
      square: 'São Paulo',
      operator_user_id: operatorId,
      ir_value: '9489.38',
      notes: 'Cliente pediu liquidação em D+1.',
      status: 'closed',
    });
    await db
      .insertInto('quotation_bank_quotes')
      .values([
        {
          quotation_id: full,
          bank_id: loser.id,
          rate: '5.13100000',
          quoted_at: new Date('2026-03-02T13:05:00Z'),
        },
        {
          quotation_id: full,
          bank_id: winner.id,
          rate: '5.12450000',
          quoted_at: new Date('2026-03-02T13:10:00Z'),
          winner: true,
        },
      ])
      .execute();
    contract = await createContract(db, a.id, { contract_number: 'CT-2026-000123', me_value: '12345.67' });
    await db
      .insertInto('quotation_contracts')
      .values({ quotation_id: full, contract_id: contract.id })
      .execute();
    ofGroup = await createQuotation(db, { group_id: groupId });
    empty = await createQuotation(db, { client_id: b.id });
  });

  const get = apiGet(t);

  it('answers every field, the banks’ quotes with the winner first and marked, and the linked contracts', async () => {
    const res = await get(staff, `/api/quotations/${full}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: full,
      quotationDate: '2026-03-02',
      client: { id: a.id, name: 'Importadora Alfa Ltda' },
      group: { id: groupId, name: 'Grupo Ômega' },
      byGroup: false,
      quotationType: 'sale',
      currency: 'USD',
      winningRate: '5.12450000',
      quotedAmount: '12345.67',
      bank: { id: winner.id, code: winner.code, name: 'Banco Vencedor S.A.' },
      status: 'closed',
      mnAmount: '63262.53',
      meLiquidationDate: '2026-03-03',
      mnLiquidationDate: '2026-03-04',
      square: 'São Paulo',
      operator: { id: operatorId, name: 'Operadora Júlia Reis' },
      irValue: '9489.38',
      notes: 'Cliente pediu liquidação em D+1.',
      createdAt: expect.any(String),
      quotes: [
        {
          id: expect.any(String),
          bank: { id: winner.id, code: winner.code, name: 'Banco Vencedor S.A.' },
          rate: '5.12450000',
          quotedAt: '2026-03-02T13:10:00.000Z',
          winner: true,
        },
        {
          id: expect.any(String),
          bank: { id: loser.id, code: loser.code, name: 'Banco Perdedor S.A.' },
          rate: '5.13100000',
          quotedAt: '2026-03-02T13:05:00.000Z',
          winner: false,
        },
      ],
      contracts: [
        {
          id: contract.id,
          contractNumber: 'CT-2026-000123',
          contractDate: '2026-03-02',
          currency: 'USD',
          meValue: '12345.67',
          rate: '5.00000000',
        },
      ],
    });
  });

  it('answers an open quotation with empty sections and absent fields as null', async () => {
    const res = await get(staff, `/api/quotations/${empty}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      group: null,
      winningRate: null,
      bank: null,
      operator: null,
      irValue: null,
      status: 'open',
      quotes: [],
      contracts: [],
    });
  });

  it("keeps to the client scope: its clients' quotations and their group's, another's is not found", async () => {
    expect((await get(ofA, `/api/quotations/${full}`)).statusCode).toBe(200);
    expect((await get(ofA, `/api/quotations/${ofGroup}`)).statusCode).toBe(200);
    const other = await get(ofA, `/api/quotations/${empty}`, 'en');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'not_found', title: 'Quotation not found.' });
    for (const id of [full, ofGroup]) {
      expect((await get(ofB, `/api/quotations/${id}`)).statusCode).toBe(404);
      expect((await get(ofB, `/api/quotations/${id}/pdf`)).statusCode).toBe(404);
    }
    expect((await get(staff, '/api/quotations/999999999')).statusCode).toBe(404);
    expect((await get(staff, '/api/quotations/abc')).statusCode).toBe(400);
  });

  it('refuses a user without quotations.consult, the PDF too', async () => {
    expect((await get(without, `/api/quotations/${full}`)).statusCode).toBe(403);
    expect((await get(without, `/api/quotations/${full}/pdf`)).statusCode).toBe(403);
  });

  it('prints the quotation with the brokerage header, its figures and the winner marked, in Portuguese', async () => {
    const res = await get(ofA, `/api/quotations/${full}/pdf`, 'pt-BR');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`inline; filename="cotacao-${full}.pdf"`);
    expect(pdfPageCount(res.rawPayload)).toBe(1);
    const text = pdfText(res.rawPayload);
    for (const expected of [
      t.config.brokerageName,
      'Cotação de câmbio',
      `Cotação nº ${full}`,
      '02/03/2026',
      'Venda',
      'Fechada',
      'Importadora Alfa Ltda',
      'Grupo Ômega',
      'Operadora Júlia Reis',
      'São Paulo',
      formatMoney('12345.67', 'USD', 'pt-BR'),
      formatMoney('63262.53', 'BRL', 'pt-BR'),
      formatMoney('9489.38', 'BRL', 'pt-BR'),
      formatRate('5.12450000', 'pt-BR'),
      formatRate('5.13100000', 'pt-BR'),
      `${winner.code} - Banco Vencedor S.A.`,
      `${loser.code} - Banco Perdedor S.A.`,
      'Vencedora',
      'CT-2026-000123',
      'Cliente pediu liquidação em D+1.',
      'Página 1 de 1',
    ]) {
      // The amounts' no-break space reads as a space (poppler).
      expect(text).toContain(expected.replace(/\u00a0/g, ' '));
    }
    expect(text).toContain('12.345,67');
    expect(text).toContain('5,1245');
  });

  it('prints in the language asked for', async () => {
    const text = pdfText((await get(staff, `/api/quotations/${full}/pdf`, 'en')).rawPayload);
    for (const expected of [
      'FX quotation',
      'Sale',
      'Closed',
      'Winning rate',
      'Winner',
      '12,345.67',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
    const byLink = await get(staff, `/api/quotations/${full}/pdf?lang=en`, 'pt-BR');
    expect(pdfText(byLink.rawPayload)).toContain('LINKED CONTRACTS');
    const none = pdfText((await get(staff, `/api/quotations/${empty}/pdf?lang=pt-BR`)).rawPayload);
    expect(none).toContain('Nenhuma cotação de banco registrada.');
    expect(none).toContain('Nenhum contrato vinculado.');
    expect(none).toContain('Em aberto');
  });
});
