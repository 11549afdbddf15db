import type { Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientOf, staffWith, suiteAgents } from '../../../test/agents.js';
import { suiteClients } from '../../../test/fixtures/clients.js';
import { createContract } from '../../../test/fixtures/quotations.js';
import { apiGet } from '../../../test/requests.js';
import { suiteApp } from '../../../test/suite.js';
import type { RdesTable } from '../../db/schema.js';

describe('GET /api/rdes/:id', () => {
  const t = suiteApp();
  const { a, b } = suiteClients(t);
  const { staff, ofA, ofB, without } = suiteAgents(t, {
    staff: staffWith('rde.consult'),
    ofA: () => clientOf([a.id], 'rde.consult'),
    ofB: () => clientOf([b.id], 'rde.consult'),
    without: staffWith('documents.consult'),
  });
  let rof: string;
  let portfolio: string;
  let linked: { id: string; contractNumber: string };
  let older: { id: string; contractNumber: string };

  const rde = async (values: Insertable<RdesTable>) =>
    (await t.database.db.insertInto('rdes').values(values).returning('id').executeTakeFirstOrThrow()).id;
  const reference = (contractId: string, kind: 'rof' | 'ied', number: string) =>
    t.database.db
      .insertInto('contract_references')
      .values({ contract_id: contractId, kind, number })
      .execute();

  beforeAll(async () => {
    const db = t.database.db;
    rof = await rde({
      client_id: a.id,
      rde_number: 'TA26000101',
      rde_type: 'rof',
      counterparty_name: 'Yoshida Corporation',
      counterparty_country: 'JP',
      currency: 'USD',
      value: '250000.50',
      registration_date: '2026-03-02',
      details: JSON.stringify({
        modalidade: 'Empréstimo direto',
        taxaJuros: 'SOFR + 2,69% a.a.',
        prazoMeses: 36,
        credor: 'Yoshida Corporation',
        dataVencimentoFinal: '2029-03-02',
      }),
      notes: 'Registrado pelo operador.\nSegunda linha.',
    });
    portfolio = await rde({
      client_id: a.id,
      rde_number: 'PT26000102',
      rde_type: 'portfolio',
      currency: 'USD',
      value: '1000.00',
      registration_date: '2026-03-03',
    });
    linked = await createContract(db, a.id, { contract_number: 'FIN-ROF-1', contract_date: '2026-03-05' });
    older = await createContract(db, a.id, { contract_number: 'FIN-ROF-0', contract_date: '2026-03-01' });
    await reference(linked.id, 'rof', 'TA26000101');
    await reference(older.id, 'rof', 'TA26000101');
    // Not linked: the same number under another kind, another number, another client's contract.
    const otherKind = await createContract(db, a.id, { contract_number: 'FIN-IED-1' });
    await reference(otherKind.id, 'ied', 'TA26000101');
    const otherNumber = await createContract(db, a.id, { contract_number: 'FIN-ROF-2' });
    await reference(otherNumber.id, 'rof', 'TA26000999');
    const otherClient = await createContract(db, b.id, { contract_number: 'FIN-ROF-B' });
    await reference(otherClient.id, 'rof', 'TA26000101');
  });

  const get = apiGet(t);

  it('reads every field, the module data as stored and the contracts under its number', async () => {
    const res = await get(staff, `/api/rdes/${rof}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: rof,
      rdeNumber: 'TA26000101',
      rdeType: 'rof',
      client: { id: a.id, name: 'Importadora Alfa Ltda' },
      counterparty: 'Yoshida Corporation',
      counterpartyCountry: 'JP',
      currency: 'USD',
      value: '250000.50',
      registrationDate: '2026-03-02',
      status: 'registered',
      notes: 'Registrado pelo operador.\nSegunda linha.',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      details: {
        modalidade: 'Empréstimo direto',
        taxaJuros: 'SOFR + 2,69% a.a.',
        prazoMeses: 36,
        credor: 'Yoshida Corporation',
        dataVencimentoFinal: '2029-03-02',
      },
      contracts: [
        {
          id: linked.id,
          contractNumber: 'FIN-ROF-1',
          contractDate: '2026-03-05',
          type: 'export',
          status: 'open',
          currency: 'USD',
          meValue: '1000.00',
        },
        expect.objectContaining({ id: older.id, contractNumber: 'FIN-ROF-0' }),
      ],
    });
  });

  it('a portfolio registration has no contracts and empty module data', async () => {
    const res = await get(staff, `/api/rdes/${portfolio}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ rdeType: 'portfolio', details: {}, contracts: [], notes: null });
  });

  it("a client user reads its clients' registrations; another's is not found, in its language", async () => {
    expect((await get(ofA, `/api/rdes/${rof}`)).statusCode).toBe(200);
    const pt = await get(ofB, `/api/rdes/${rof}`, 'pt-BR');
    expect(pt.statusCode).toBe(404);
    expect(pt.json()).toMatchObject({ code: 'not_found', title: 'RDE não encontrado.' });
    const en = await get(ofB, `/api/rdes/${rof}`, 'en');
    expect(en.statusCode).toBe(404);
    expect(en.json()).toMatchObject({ code: 'not_found', title: 'RDE not found.' });
  });

  it('answers an unknown id with 404 and a malformed one with 400', async () => {
    expect((await get(staff, '/api/rdes/999999999')).statusCode).toBe(404);
    expect((await get(staff, '/api/rdes/abc')).statusCode).toBe(400);
  });

  it('refuses a user without rde.consult', async () => {
    expect((await get(without, `/api/rdes/${rof}`)).statusCode).toBe(403);
  });
});
