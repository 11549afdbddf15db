import { CONTRACT_REFERENCE_FILTERS, type ContractReferenceKind } from '@fxbo/domain';
import { csvRecords, parseCsv } from '@fxbo/test-files';
import type { Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractsTable } from '../../db/schema.js';
import { areaSuite } from '../../../test/area-suite.js';
import { listContracts } from './service.js';
import { apiGet, expectNotFound, listItems } from '../../../test/requests.js';

describe('GET /api/contracts and its downloads', () => {
  const { t, a, b, staff, ofA, without } = areaSuite('contracts.consult', []);

  const contract = async (
    values: Partial<Insertable<ContractsTable>> & { contract_number: string; client_id: string },
  ) =>
    (
      await t.database.db
        .insertInto('contracts')
        .values({
          contract_date: '2026-03-02',
          contract_type: 'import',
          currency: 'USD',
          me_value: '1000.00',
          rate: '5.12345678',
          mn_value: '5123.46',
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    const db = t.database.db;
    const bank = await db
      .insertInto('banks')
      .values({
        name: 'Banco Teste Contratos',
        short_name: 'Teste',
        compe_code: '987',
        ispb: '98798798',
        country: 'BR',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const first = await contract({
      contract_number: 'CT-A-1',
      client_id: a.id,
      contract_date: '2026-03-01',
      bacen_number: 'BC-111',
      counterparty_name: 'Société Générale Trading',
      nature_code: '12002',
      notes: 'Pagamento antecipado da importação',
      me_value: '2500.50',
      bank_id: bank.id,
    });
    await contract({
      contract_number: 'CT-A-2',
      client_id: a.id,
      contract_date: '2026-03-04',
      contract_type: 'export',
      currency: 'EUR',
      counterparty_name: 'Acme Corporation',
      nature_code: '10024',
      me_value: '75000.00',
      mn_value: '450000.00',
    });
    await contract({
      contract_number: 'CT-B-1',
      client_id: b.id,
      contract_date: '2026-03-07',
      contract_type: 'financial_sale',
      counterparty_name: 'Générale Beta Holdings',
      notes: 'Aguardando documentação',
      me_value: '120.00',
      mn_value: '600.00',
    });
    // Every reference kind on CT-A-1, numbered after its kind (DU-E numbers are kept as RE).
    await db
      .insertInto('contract_references')
      .values(
        Object.values(CONTRACT_REFERENCE_FILTERS).map((kind) => ({
          contract_id: first,
          kind,
          number: `N-${kind}`,
        })),
      )
      .execute();
  });

  const get = apiGet(t);
  const numbers = async (query: string, agent = staff) =>
    (await listItems<{ contractNumber: string }>(get(agent, `/api/contracts${query}`))).map(
      (r) => r.contractNumber,
    );

  it('lists the contracts newest first, with every column of spec 3 and the reference numbers', async () => {
    const res = await get(staff, '/api/contracts');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, totalIsEstimate: false, page: 1, pageSize: 25 });
    expect(body.items.map((r: { contractNumber: string }) => r.contractNumber)).toEqual([
      'CT-B-1',
      'CT-A-2',
      'CT-A-1',
    ]);
    expect(body.items[2]).toMatchObject({
      contractNumber: 'CT-A-1',
      contractDate: '2026-03-01',
      bacenNumber: 'BC-111',
      type: 'import',
      status: 'open',
      client: { id: a.id, name: 'Importadora Alfa Ltda' },
      bank: 'Teste',
      counterparty: 'Société Générale Trading',
      currency: 'USD',
      meValue: '2500.50',
      rate: '5.12345678',
      mnValue: '5123.46',
      natureCode: '12002',
    });
    expect(body.items[2].references.di).toEqual(['N-di']);
    expect(Object.keys(body.items[2].references)).toHaveLength(12);
    expect(body.items[0].references).toEqual({});
  });

  it.each(Object.entries(CONTRACT_REFERENCE_FILTERS))(
    'finds the contract by its %s number, exactly',
    async (filter, kind: ContractReferenceKind) => {
      expect(await numbers(`?${filter}=N-${kind}`)).toEqual(['CT-A-1']);
      expect(await numbers(`?${filter}=N-${kind === 'di' ? 'dsi' : 'di'}`)).toEqual([]);
      expect(await numbers(`?${filter}=N-${kind.slice(0, 1)}`)).toEqual([]);
    },
  );

  it.each([
    ['?bacenNumber=BC-111', ['CT-A-1']],
    ['?bacenNumber=BC-11', []],
    ['?keyword=generale', ['CT-B-1', 'CT-A-1']],
    ['?keyword=CT-A', ['CT-A-2', 'CT-A-1']],
    ['?keyword=ANTECIPADO', ['CT-A-1']],
    ['?keyword=documentacao', ['CT-B-1']],
    ['?keyword=n-bl_freight', ['CT-A-1']],
    ['?keyword=50%25', []],
    ['?counterparty=SOCIETE', ['CT-A-1']],
    ['?counterparty=antecipado', []],
    ['?type=export', ['CT-A-2']],
    ['?currency=eur', ['CT-A-2']],
    ['?nature=12002', ['CT-A-1']],
    ['?bank=987', ['CT-A-1']],
    ['?contractDateFrom=2026-03-04&contractDateTo=2026-03-07', ['CT-B-1', 'CT-A-2']],
    ['?contractDateFrom=2026-03-04&contractDateTo=2026-03-04', ['CT-A-2']],
    ['?meValueFrom=120&meValueTo=2500.50', ['CT-B-1', 'CT-A-1']],
    ['?meValueFrom=2500,51', ['CT-A-2']],
  ])('filters %s', async (query, expected) => {
    expect(await numbers(query)).toEqual(expected);
  });

  // The keyword's plan for many matches (the planner's estimate above the count threshold): the date index
  // walked with the text and the reference numbers as row conditions. The same contracts as the few-matches plan.
  it.each([
    ['generale', ['CT-B-1', 'CT-A-1']],
    ['ANTECIPADO', ['CT-A-1']],
    ['n-bl_freight', ['CT-A-1']],
    ['zzz', []],
  ])('finds keyword %s the same way when it matches many contracts', async (keyword, expected) => {
    const query = { page: 1, pageSize: 25, sort: 'contractDate:desc', keyword } as const;
    const page = await listContracts(t.database.db, query, undefined, { countThreshold: 0 });
    expect(page.items.map((r) => r.contractNumber)).toEqual(expected);
    expect(page.totalIsEstimate).toBe(true);
  });

  it('filters by client; sorts the keyword’s matches', async () => {
    expect(await numbers(`?clientId=${b.id}`)).toEqual(['CT-B-1']);
    expect(await numbers('?sort=meValue:desc&keyword=generale')).toEqual(['CT-A-1', 'CT-B-1']);
  });

  it('filters by a bank and a nature together, within a client user’s scope', async () => {
    expect(await numbers('?bank=987&nature=12002')).toEqual(['CT-A-1']);
    expect(await numbers('?bank=987&nature=10024')).toEqual([]);
    expect(await numbers('?bank=987', ofA)).toEqual(['CT-A-1']);
    expect((await get(without, '/api/contracts?bank=001')).statusCode).toBe(403);
  });

  it('needs contracts.consult for the list and its downloads', async () => {
    for (const path of ['/api/contracts', '/api/contracts/export.csv', '/api/contracts/export.xlsx'])
      expect((await get(without, path)).statusCode).toBe(403);
  });

  it("a client user sees only its clients' contracts, and the keyword finds none of another's", async () => {
    expect(await numbers('', ofA)).toEqual(['CT-A-2', 'CT-A-1']);
    await expectNotFound(get(ofA, `/api/contracts?clientId=${b.id}`), 'Cliente não encontrado.');
    expect(await numbers('?keyword=beta', ofA)).toEqual([]);
    expect(await numbers('?keyword=generale', ofA)).toEqual(['CT-A-1']);
  });

  it('writes the downloads with the filters, labels in the reader’s language and decimal values', async () => {
    const res = await get(staff, '/api/contracts/export.csv?type=export&lang=en');
    expect(res.statusCode).toBe(200);
    const [, row] = parseCsv(res.body);
    expect(row).toContain('Export');
    expect(row).toContain('75000.00');
    expect(row).toContain('Open');
    expect(parseCsv(res.body)).toHaveLength(2);
    const pt = await get(staff, '/api/contracts/export.csv?type=financial_sale');
    expect(csvRecords(pt.body, ';')[1]).toContain('Financeiro venda');
  });
});
