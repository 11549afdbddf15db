import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type Agent } from '../../../test/auth.js';
import { clientOf, staffWith, suiteAgents } from '../../../test/agents.js';
import { suiteClients } from '../../../test/fixtures/clients.js';
import { createPaymentOrder } from '../../../test/fixtures/payment-orders.js';
import { createBank, createContract, createQuotation } from '../../../test/fixtures/quotations.js';
import { createFullContract, giveAddress } from '../../../test/fixtures/contracts.js';
import { suiteApp } from '../../../test/suite.js';
import { apiGet } from '../../../test/requests.js';

describe('GET /api/contracts/:id and /api/contracts/by-number/:number', () => {
  const t = suiteApp();
  const { a, b } = suiteClients(t, {
    a: { name: 'Importadora Alfa Ltda', taxId: '11222333000181' },
    b: 'Exportadora Beta S.A.',
  });
  const { ofA, ofB, without } = suiteAgents(t, {
    ofA: () => clientOf([a.id], 'contracts.consult'),
    ofB: () => clientOf([b.id], 'contracts.consult'),
    without: staffWith('quotations.consult'),
  });
  let staff: Agent;
  let operatorId: string;
  let bank: { id: string; code: string };
  let full: string;
  let bare: string;
  let importLeg: string;
  let quotation: string;
  let order: { id: string; oprNumber: string };
  let documentId: string;
  let operation: string;

  beforeAll(async () => {
    const db = t.database.db;
    await giveAddress(db, a.id, { address_complement: 'conj. 12' });
    bank = await createBank(db, 'Banco Contratante S.A.');
    ({ id: operatorId, agent: staff } = await signedInUser(t, {
      ...staffWith('contracts.consult'),
      name: 'Operador Caio Souza',
    }));

    full = await createFullContract(db, {
      contract_number: 'CT-DET-0001',
      client_id: a.id,
      operator_user_id: operatorId,
      bank_id: bank.id,
      currency: 'EUR',
      notes: 'Embarque em duas parcelas.',
    });
    await db
      .insertInto('contract_references')
      .values([
        { contract_id: full, kind: 'di', number: '26/0123456-7' },
        { contract_id: full, kind: 're', number: '26BR0000123456' },
        { contract_id: full, kind: 'customer_reference', number: 'PED-778' },
      ])
      .execute();
    documentId = (
      await db
        .insertInto('contract_documents')
        .values({
          contract_id: full,
          kind: 'invoice',
          number: 'INV-55',
          document_date: '2026-02-20',
          due_date: '2026-04-20',
          currency: 'EUR',
          value: '12345.67',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    quotation = await createQuotation(db, {
      client_id: a.id,
      quotation_type: 'sale',
      currency: 'EUR',
      quoted_amount: '12345.67',
      winning_rate: '5.99500000',
    });
    await db
      .insertInto('quotation_contracts')
      .values({ quotation_id: quotation, contract_id: full })
      .execute();
    order = await createPaymentOrder(db, a.id);
    await db
      .insertInto('payment_order_purchase_contracts')
      .values({ payment_order_id: order.id, contract_id: full, amount: '1000.00' })
      .execute();
    importLeg = (await createContract(db, a.id, { contract_number: 'CT-DET-0002' })).id;
    operation = (
      await db
        .insertInto('back_to_back_operations')
        .values({
          client_id: a.id,
          operation_number: 'BTB-DET-1',
          import_contract_id: importLeg,
          export_contract_id: full,
          currency: 'EUR',
          value: '12000.00',
          operation_date: '2026-03-02',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    bare = (await createContract(db, b.id, { contract_number: 'CT-DET-B-1' })).id;
  });

  const get = apiGet(t);

  it('answers every field, the client’s tax id and address, documents, references and linked operations', async () => {
    const res = await get(staff, `/api/contracts/${full}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: full,
      contractNumber: 'CT-DET-0001',
      contractDate: '2026-03-02',
      bacenNumber: '260012345',
      type: 'export',
      status: 'open',
      client: {
        id: a.id,
        name: 'Importadora Alfa Ltda',
        taxId: '11222333000181',
        address: {
          street: 'Avenida Paulista',
          number: '1000',
          complement: 'conj. 12',
          district: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
          postalCode: '01310100',
          country: 'BR',
        },
      },
      bank: { id: bank.id, code: bank.code, name: 'Banco Contratante S.A.' },
      operator: { id: operatorId, name: 'Operador Caio Souza' },
      counterparty: 'Société Générale Trading',
      counterpartyCountry: 'FR',
      currency: 'EUR',
      meValue: '12345.67',
      rate: '5.99500000',
      mnValue: '74012.34',
      expense: '150.00',
      natureCode: '10024',
      natureDescription: 'Exportação de mercadorias',
      liquidationDate: '2026-03-04',
      paymentMethod: 'SWIFT',
      paymentDate: '2026-03-03',
      deliveryMethod: 'TED',
      deliveryDate: '2026-03-05',
      notes: 'Embarque em duas parcelas.',
      liquidatedMeValue: '0.00',
      createdAt: expect.any(String),
      references: { customer_reference: ['PED-778'], di: ['26/0123456-7'], re: ['26BR0000123456'] },
      documents: [
        {
          id: documentId,
          kind: 'invoice',
          number: 'INV-55',
          documentDate: '2026-02-20',
          dueDate: '2026-04-20',
          currency: 'EUR',
          value: '12345.67',
          hasFile: false,
        },
      ],
      quotations: [
        {
          id: quotation,
          quotationDate: '2026-03-02',
          quotationType: 'sale',
          currency: 'EUR',
          quotedAmount: '12345.67',
          winningRate: '5.99500000',
        },
      ],
      paymentOrders: [
        {
          id: order.id,
          oprNumber: order.oprNumber,
          issuerName: expect.any(String),
          currency: expect.any(String),
          creditValue: expect.any(String),
          amount: '1000.00',
          state: expect.any(String),
        },
      ],
      backToBack: [
        {
          id: operation,
          operationNumber: 'BTB-DET-1',
          leg: 'export',
          operationDate: '2026-03-02',
          settlementDate: null,
          currency: 'EUR',
          value: '12000.00',
          status: 'pending',
        },
      ],
    });
  });

  it('marks the import leg of a back-to-back operation, and answers empty sections as empty lists', async () => {
    const leg = (await get(staff, `/api/contracts/${importLeg}`)).json();
    expect(leg.backToBack).toMatchObject([{ id: operation, leg: 'import' }]);
    const res = await get(staff, `/api/contracts/${bare}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      bank: null,
      operator: null,
      counterparty: null,
      notes: null,
      references: {},
      documents: [],
      quotations: [],
      paymentOrders: [],
      backToBack: [],
    });
  });

  it("keeps to the client scope: another client's contract is not found, by id and by number", async () => {
    expect((await get(ofA, `/api/contracts/${full}`)).statusCode).toBe(200);
    const other = await get(ofA, `/api/contracts/${bare}`, 'en');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'not_found', title: 'Contract not found.' });
    expect((await get(ofB, `/api/contracts/${full}`, 'pt-BR')).json()).toMatchObject({
      title: 'Contrato não encontrado.',
    });
    expect((await get(ofB, '/api/contracts/by-number/CT-DET-0001')).statusCode).toBe(404);
    expect((await get(staff, '/api/contracts/999999999')).statusCode).toBe(404);
    expect((await get(staff, '/api/contracts/abc')).statusCode).toBe(400);
  });

  it('finds a contract by its exact number, trimmed; an unknown number is not found', async () => {
    const found = await get(ofA, `/api/contracts/by-number/${encodeURIComponent(' CT-DET-0001 ')}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({ id: full });
    expect((await get(staff, '/api/contracts/by-number/CT-DET-B-1')).json()).toEqual({ id: bare });
    expect((await get(staff, '/api/contracts/by-number/CT-DET')).statusCode).toBe(404);
    expect((await get(staff, `/api/contracts/by-number/${'9'.repeat(41)}`)).statusCode).toBe(400);
  });

  it('refuses a user without contracts.consult', async () => {
    expect((await get(without, `/api/contracts/${full}`)).statusCode).toBe(403);
    expect((await get(without, '/api/contracts/by-number/CT-DET-0001')).statusCode).toBe(403);
  });
});
