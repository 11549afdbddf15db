import type { Insertable, Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientOf, staffWith, suiteAgents } from '../../../test/agents.js';
import { suiteClients } from '../../../test/fixtures/clients.js';
import { createBank } from '../../../test/fixtures/quotations.js';
import { suiteApp } from '../../../test/suite.js';
import type { ContractsTable, Database } from '../../db/schema.js';
import { marginOf } from './detail.js';
import { apiGet } from '../../../test/requests.js';

let counter = 0;
/** A contract of `clientId` with the fields a leg shows. */
async function contract(
  db: Kysely<Database>,
  clientId: string,
  values: Partial<Insertable<ContractsTable>> & Pick<Insertable<ContractsTable>, 'contract_type'>,
): Promise<string> {
  counter++;
  const row = await db
    .insertInto('contracts')
    .values({
      contract_number: `B2B-LEG-${counter}`,
      contract_date: '2026-03-02',
      client_id: clientId,
      currency: 'USD',
      me_value: '10000.00',
      mn_value: '50000.00',
      rate: '5.00000000',
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('marginOf', () => {
  it('is exact in decimal, where binary floating point is not', () => {
    expect(
      marginOf(
        { mnValue: '0.10', rate: '0.10000000' },
        { mnValue: '1000000000000000.30', rate: '0.30000000' },
      ),
    ).toEqual({ mnValue: '1000000000000000.20', rateSpread: '0.20000000' });
    expect(
      marginOf({ mnValue: '52000.10', rate: '5.20000001' }, { mnValue: '51234.57', rate: '5.12345678' }),
    ).toEqual({ mnValue: '-765.53', rateSpread: '-0.07654323' });
  });

  it('is unknown while a leg is missing', () => {
    expect(marginOf(null, { mnValue: '1.00', rate: '1.00000000' })).toEqual({
      mnValue: null,
      rateSpread: null,
    });
    expect(marginOf({ mnValue: '1.00', rate: '1.00000000' }, null)).toEqual({
      mnValue: null,
      rateSpread: null,
    });
  });
});

describe('GET /api/back-to-back/:id', () => {
  const t = suiteApp();
  const { a, b } = suiteClients(t);
  const { staff, ofA, ofB, without } = suiteAgents(t, {
    staff: staffWith('treasury.back-to-back'),
    ofA: () => clientOf([a.id], 'treasury.back-to-back'),
    ofB: () => clientOf([b.id], 'treasury.back-to-back'),
    without: staffWith('contracts.consult'),
  });
  let bank: { id: string; code: string };
  let importId: string;
  let exportId: string;
  let full: string;
  let oneLeg: string;

  const operation = async (values: Insertable<Database['back_to_back_operations']>) =>
    (
      await t.database.db
        .insertInto('back_to_back_operations')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    const db = t.database.db;
    bank = await createBank(db, 'Banco Câmbio Leste S.A.');
    importId = await contract(db, a.id, {
      contract_number: 'IMP-2026-000777',
      contract_type: 'import',
      contract_date: '2026-03-02',
      me_value: '10000.00',
      rate: '5.12345678',
      mn_value: '51234.57',
      bank_id: bank.id,
      counterparty_name: 'Shanghai Parts Co.',
    });
    exportId = await contract(db, a.id, {
      contract_number: 'EXP-2026-000778',
      contract_type: 'export',
      contract_date: '2026-03-03',
      me_value: '10000.00',
      rate: '5.20000001',
      mn_value: '52000.10',
      counterparty_name: 'Hamburg Trading GmbH',
    });
    full = await operation({
      client_id: a.id,
      operation_number: 'BB-2026-0001',
      import_contract_id: importId,
      export_contract_id: exportId,
      currency: 'USD',
      value: '10000.00',
      operation_date: '2026-03-02',
      notes: 'Operação casada importação/exportação.',
    });
    oneLeg = await operation({
      client_id: b.id,
      operation_number: 'BB-2026-0002',
      import_contract_id: await contract(db, b.id, { contract_type: 'import' }),
      currency: 'EUR',
      value: '300.00',
      operation_date: '2026-03-05',
      status: 'settled',
      settlement_date: '2026-03-09',
    });
  });

  const get = apiGet(t);

  it('answers every field, both legs and the margin between them', async () => {
    const res = await get(staff, `/api/back-to-back/${full}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: full,
      operationNumber: 'BB-2026-0001',
      operationDate: '2026-03-02',
      client: { id: a.id, name: 'Importadora Alfa Ltda' },
      currency: 'USD',
      value: '10000.00',
      importContract: { id: importId, contractNumber: 'IMP-2026-000777' },
      exportContract: { id: exportId, contractNumber: 'EXP-2026-000778' },
      status: 'pending',
      settlementDate: null,
      notes: 'Operação casada importação/exportação.',
      createdAt: expect.any(String),
      importLeg: {
        id: importId,
        contractNumber: 'IMP-2026-000777',
        contractDate: '2026-03-02',
        type: 'import',
        currency: 'USD',
        meValue: '10000.00',
        rate: '5.12345678',
        mnValue: '51234.57',
        bank: 'Banco Câmbio Leste S.A.',
        counterparty: 'Shanghai Parts Co.',
      },
      exportLeg: {
        id: exportId,
        contractNumber: 'EXP-2026-000778',
        contractDate: '2026-03-03',
        type: 'export',
        currency: 'USD',
        meValue: '10000.00',
        rate: '5.20000001',
        mnValue: '52000.10',
        bank: null,
        counterparty: 'Hamburg Trading GmbH',
      },
      // 52,000.10 − 51,234.57 and 5.20000001 − 5.12345678, exact.
      margin: { mnValue: '765.53', rateSpread: '0.07654323' },
    });
  });

  it('answers a missing leg as null and the margin as unknown', async () => {
    const res = await get(staff, `/api/back-to-back/${oneLeg}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'settled',
      settlementDate: '2026-03-09',
      notes: null,
      importLeg: { type: 'import' },
      exportLeg: null,
      exportContract: null,
      margin: { mnValue: null, rateSpread: null },
    });
  });

  it("keeps to the client scope: another client's operation is not found, in both languages", async () => {
    expect((await get(ofA, `/api/back-to-back/${full}`)).statusCode).toBe(200);
    const other = await get(ofA, `/api/back-to-back/${oneLeg}`, 'en');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'not_found', title: 'Back-to-back operation not found.' });
    const pt = await get(ofB, `/api/back-to-back/${full}`, 'pt-BR');
    expect(pt.statusCode).toBe(404);
    expect(pt.json()).toMatchObject({ title: 'Operação back-to-back não encontrada.' });
    expect((await get(staff, '/api/back-to-back/999999999')).statusCode).toBe(404);
    expect((await get(staff, '/api/back-to-back/abc')).statusCode).toBe(400);
  });

  it('refuses a user without treasury.back-to-back', async () => {
    expect((await get(without, `/api/back-to-back/${full}`)).statusCode).toBe(403);
  });
});
