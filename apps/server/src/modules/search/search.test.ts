import { ALL_PERMISSION_KEYS, type SearchResponse } from '@fxbo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../../../test/auth.js';
import { createDocument } from '../../../test/fixtures/documents.js';
import { createPaymentOrder } from '../../../test/fixtures/payment-orders.js';
import { createContract } from '../../../test/fixtures/quotations.js';
import {
  createClient,
  createRemittance,
  createShipper,
  type ClientFixture,
} from '../../../test/fixtures/remittances.js';
import { suiteApp } from '../../../test/suite.js';
import { createUser } from '../../../test/users.js';

describe('GET /api/search', () => {
  const t = suiteApp();
  let alfa: ClientFixture;
  let beta: ClientFixture;
  const ids: Record<string, string> = {};
  const BENEFICIARY = '52998224725';
  const USER_CPF = '39053344705';

  beforeAll(async () => {
    const db = t.database.db;
    alfa = await createClient(db, 'Busca Alfa Ltda', '11222333000181');
    beta = await createClient(db, 'Busca Beta S.A.', '12ABC34501DE35');
    const shipperA = await createShipper(db, alfa.id);
    const shipperB = await createShipper(db, beta.id);
    ids.remA = (
      await createRemittance(db, shipperA, { reference: 'SRCH01-00000001', beneficiary_tax_id: BENEFICIARY })
    ).id;
    ids.remA2 = (await createRemittance(db, shipperA, { reference: 'SRCH01-00000002' })).id;
    ids.remB = (
      await createRemittance(db, shipperB, { reference: 'SRCH02-00000001', beneficiary_tax_id: BENEFICIARY })
    ).id;
    ids.oprA = (await createPaymentOrder(db, alfa.id, { opr_number: 'OPR20269900001' })).id;
    ids.oprB = (await createPaymentOrder(db, beta.id, { opr_number: 'OPR20269900002' })).id;
    ids.contractA = (await createContract(db, alfa.id, { contract_number: '2099/0000001' })).id;
    ids.contractB = (await createContract(db, beta.id, { contract_number: '2099/0000002' })).id;
    await db
      .updateTable('contracts')
      .set({ bacen_number: '987654321' })
      .where('id', '=', ids.contractA)
      .execute();
    await db
      .insertInto('contract_references')
      .values([
        { contract_id: ids.contractA, kind: 'knowledge', number: 'MSCU123456789' },
        { contract_id: ids.contractB, kind: 'bill', number: 'MSCU123456789' },
      ])
      .execute();
    ids.docA = await createDocument(db, alfa.id, {
      number: 'INV-2099-000777',
      document_type: 'export_invoice',
    });
    ids.docB = await createDocument(db, beta.id, { number: 'INV-2099-000778' });
    ids.userA = (
      await createUser(db, {
        kind: 'client',
        cpf: USER_CPF,
        clientIds: [alfa.id],
        name: 'Cliente Alfa Usuária',
      })
    ).id;
  });

  const staffWith = (permissions: string[]) =>
    createUser(t.database.db, { kind: 'staff', allClients: true, permissions });
  const ask = async (userId: string, q: string, lang = 'pt-BR') => {
    const { headers } = await sessionFor(t.database.db, t.config, userId);
    return t.app.inject({
      method: 'GET',
      url: `/api/search?${new URLSearchParams({ q }).toString()}`,
      headers: { ...headers, 'accept-language': lang },
    });
  };
  const found = async (userId: string, q: string) => {
    const res = await ask(userId, q);
    expect(res.statusCode).toBe(200);
    return res.json() as SearchResponse;
  };
  /** area → "field:value→url" of each match. */
  const summary = (answer: SearchResponse) =>
    Object.fromEntries(
      answer.groups.map((g) => [g.area, g.items.map((i) => `${i.field}:${i.value}→${i.url}`)]),
    );

  it('finds a remittance by its reference, exactly or by prefix, in any case', async () => {
    const staff = (await staffWith([...ALL_PERMISSION_KEYS])).id;
    expect(summary(await found(staff, 'srch01-00000001'))).toEqual({
      remittances: [`reference:SRCH01-00000001→/remittance-detail/${ids.remA}`],
    });
    const prefix = await found(staff, 'SRCH0');
    expect(prefix.kinds).toEqual(['reference']);
    expect(prefix.groups).toEqual([
      {
        area: 'remittances',
        more: false,
        items: [
          expect.objectContaining({ id: ids.remA, value: 'SRCH01-00000001' }),
          expect.objectContaining({ id: ids.remA2, value: 'SRCH01-00000002' }),
          expect.objectContaining({ id: ids.remB, value: 'SRCH02-00000001' }),
        ],
      },
    ]);
  });

  it('finds a payment order by its OPR number (only the orders are looked up)', async () => {
    const staff = (await staffWith([...ALL_PERMISSION_KEYS])).id;
    const answer = await found(staff, 'opr2026990000');
    expect(answer.kinds).toEqual(['opr']);
    expect(summary(answer)).toEqual({
      'payment-orders': [
        `oprNumber:OPR20269900001→/payment-order-detail/${ids.oprA}`,
        `oprNumber:OPR20269900002→/payment-order-detail/${ids.oprB}`,
      ],
    });
  });

  it('finds a contract by its number, its Bacen number and its reference numbers', async () => {
    const staff = (await staffWith([...ALL_PERMISSION_KEYS])).id;
    expect(summary(await found(staff, '2099/0000001'))).toEqual({
      contracts: [`contractNumber:2099/0000001→/contract-detail/${ids.contractA}`],
    });
    const bacen = await found(staff, '987654321');
    expect(bacen.kinds).toEqual(['bacen', 'reference']);
    expect(summary(bacen)).toEqual({
      contracts: [`bacenNumber:987654321→/contract-detail/${ids.contractA}`],
    });
    const reference = await found(staff, 'mscu123456789');
    expect(reference.groups).toEqual([
      {
        area: 'contracts',
        more: false,
        items: [
          expect.objectContaining({ id: ids.contractB, field: 'contractReference', referenceKind: 'bill' }),
          expect.objectContaining({
            id: ids.contractA,
            field: 'contractReference',
            referenceKind: 'knowledge',
          }),
        ],
      },
    ]);
  });

  it('finds a document by its number', async () => {
    const staff = (await staffWith([...ALL_PERMISSION_KEYS])).id;
    const answer = await found(staff, 'INV-2099-000777');
    expect(answer.groups).toEqual([
      {
        area: 'documents',
        more: false,
        items: [
          {
            id: ids.docA,
            field: 'documentNumber',
            value: 'INV-2099-000777',
            name: 'Busca Alfa Ltda',
            documentType: 'export_invoice',
            url: `/document-detail/${ids.docA}`,
          },
        ],
      },
    ]);
  });

  it('reads a CPF/CNPJ by its check digits: the client, the beneficiary’s remittances, the user', async () => {
    const staff = (await staffWith([...ALL_PERMISSION_KEYS])).id;
    const cnpj = await found(staff, '11.222.333/0001-81');
    expect(cnpj.kinds).toEqual(['taxId']);
    expect(summary(cnpj)).toEqual({
      clients: [`clientTaxId:11222333000181→/contract?clientId=${alfa.id}&client=Busca+Alfa+Ltda`],
    });
    expect(summary(await found(staff, '12.ABC.345/01DE-35'))).toEqual({
      clients: [`clientTaxId:12ABC34501DE35→/contract?clientId=${beta.id}&client=Busca+Beta+S.A.`],
    });
    // The beneficiary's newest remittances first (both have the same inclusion moment: the later id first).
    expect(summary(await found(staff, '529.982.247-25'))).toEqual({
      remittances: [
        `beneficiaryTaxId:SRCH02-00000001→/remittance-detail/${ids.remB}`,
        `beneficiaryTaxId:SRCH01-00000001→/remittance-detail/${ids.remA}`,
      ],
    });
    expect(summary(await found(staff, USER_CPF))).toEqual({
      users: [`userCpf:${USER_CPF}→/admin/users/${ids.userA}/detail`],
    });
    // Eleven digits with a wrong check digit are no CPF: a reference, found nowhere.
    expect(await found(staff, '52998224724')).toEqual({ kinds: ['reference'], groups: [] });
  });

  it('a client user finds only its clients’ records', async () => {
    const client = (
      await createUser(t.database.db, {
        kind: 'client',
        permissions: [...ALL_PERMISSION_KEYS].filter((k) => k !== 'clients.all'),
        clientIds: [alfa.id],
      })
    ).id;
    expect(summary(await found(client, 'SRCH0'))).toEqual({
      remittances: [
        `reference:SRCH01-00000001→/remittance-detail/${ids.remA}`,
        `reference:SRCH01-00000002→/remittance-detail/${ids.remA2}`,
      ],
    });
    expect(await found(client, 'SRCH02-00000001')).toEqual({ kinds: ['reference'], groups: [] });
    expect(await found(client, 'OPR20269900002')).toEqual({ kinds: ['opr'], groups: [] });
    expect(await found(client, '2099/0000002')).toEqual({ kinds: ['reference'], groups: [] });
    expect(await found(client, 'INV-2099-000778')).toEqual({ kinds: ['reference'], groups: [] });
    expect(await found(client, '12ABC34501DE35')).toEqual({ kinds: ['taxId'], groups: [] });
    expect(summary(await found(client, 'MSCU123456789'))).toEqual({
      contracts: [`contractReference:MSCU123456789→/contract-detail/${ids.contractA}`],
    });
    expect(summary(await found(client, BENEFICIARY))).toEqual({
      remittances: [`beneficiaryTaxId:SRCH01-00000001→/remittance-detail/${ids.remA}`],
    });
    // A user with no client finds nothing, whatever it holds.
    const none = (
      await createUser(t.database.db, {
        kind: 'staff',
        permissions: [...ALL_PERMISSION_KEYS].filter((k) => k !== 'clients.all'),
      })
    ).id;
    expect(await found(none, 'SRCH0')).toEqual({ kinds: ['reference'], groups: [] });
  });

  it('each area answers only for a user holding its permission', async () => {
    const remittancesOnly = (await staffWith(['remittances.consult'])).id;
    expect(Object.keys(summary(await found(remittancesOnly, BENEFICIARY)))).toEqual(['remittances']);
    expect(await found(remittancesOnly, 'OPR20269900001')).toEqual({ kinds: ['opr'], groups: [] });
    expect(await found(remittancesOnly, '2099/0000001')).toEqual({ kinds: ['reference'], groups: [] });
    // A client is opened on the first list the user may consult.
    const ordersOnly = (await staffWith(['payment-orders.consult'])).id;
    expect(summary(await found(ordersOnly, alfa.taxId))).toEqual({
      clients: [`clientTaxId:11222333000181→/payment-order?clientId=${alfa.id}&client=Busca+Alfa+Ltda`],
    });
    const nothing = (await staffWith([])).id;
    expect(await found(nothing, 'SRCH0')).toEqual({ kinds: ['reference'], groups: [] });
  });

  it('shows at most ten matches per area and says there are more', async () => {
    const db = t.database.db;
    const shipper = await createShipper(db, beta.id);
    for (let i = 0; i < 11; i++)
      await createRemittance(db, shipper, { reference: `MANY77-${String(i).padStart(8, '0')}` });
    const staff = (await staffWith(['remittances.consult'])).id;
    const answer = await found(staff, 'many77');
    expect(answer.groups[0]?.items).toHaveLength(10);
    expect(answer.groups[0]?.more).toBe(true);
    expect(answer.groups[0]?.items[0]?.value).toBe('MANY77-00000000');
  });

  it('matches % and _ literally', async () => {
    const staff = (await staffWith([...ALL_PERMISSION_KEYS])).id;
    expect(await found(staff, 'SRCH_1')).toEqual({ kinds: ['reference'], groups: [] });
    expect(await found(staff, '%RCH')).toEqual({ kinds: ['reference'], groups: [] });
  });

  it('refuses a query that is missing, too short, too long or has control characters, in the caller’s language', async () => {
    const staff = (await staffWith([...ALL_PERMISSION_KEYS])).id;
    const { headers } = await sessionFor(t.database.db, t.config, staff);
    const missing = await t.app.inject({ method: 'GET', url: '/api/search', headers });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: [{ path: 'querystring.q', code: 'search_required' }] });
    for (const [q, lang, code, message] of [
      ['  ', 'pt-BR', 'search_required', 'Digite uma referência para buscar.'],
      ['a', 'pt-BR', 'search_too_short', 'Digite ao menos 2 caracteres.'],
      ['a', 'en', 'search_too_short', 'Type at least 2 characters.'],
      ['x'.repeat(61), 'en', 'search_too_long', 'Type at most 60 characters.'],
      ['ab\u0000c', 'pt-BR', 'invalid_characters', 'Contém caracteres não permitidos.'],
    ] as const) {
      const res = await ask(staff, q, lang);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ errors: [{ path: 'querystring.q', code, message }] });
    }
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/search?q=SRCH' })).statusCode).toBe(401);
  });
});
