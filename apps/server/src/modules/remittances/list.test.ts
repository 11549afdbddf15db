import type { RemittanceList } from '@fxbo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type Agent } from '../../../test/auth.js';
import { clientOf, staffWith, suiteAgents } from '../../../test/agents.js';
import type { ClientFixture, RemittanceFixture, ShipperFixture } from '../../../test/fixtures/remittances.js';
import { CPF, createRemittanceListRows } from '../../../test/fixtures/remittance-list.js';
import { recordingDb, staffRemittanceContext } from '../../../test/service-context.js';
import type { ActionContext } from '../../platform/locked-change.js';
import { listRemittances } from './service.js';
import { remittanceListQuerySchema } from '@fxbo/domain';
import { suiteApp } from '../../../test/suite.js';
import { apiGet, expectNotFound } from '../../../test/requests.js';

describe('GET /api/remittances', () => {
  const t = suiteApp();
  let a: ClientFixture;
  let b: ClientFixture;
  let sA1: ShipperFixture;
  let sA2: ShipperFixture;
  const r: Record<string, RemittanceFixture> = {};
  let staff: Agent;
  let staffId: string;

  beforeAll(async () => {
    const db = t.database.db;
    const rows = await createRemittanceListRows(db);
    ({ a, b, sA1, sA2 } = rows);
    Object.assign(r, rows.r);

    // The total-estimate tests read the list as this user (its id).
    ({ id: staffId, agent: staff } = await signedInUser(t, staffWith('remittances.consult')));
  });
  // After the rows, which make the clients.
  const { ofA, noPermission, lonely } = suiteAgents(t, {
    ofA: () => clientOf([a.id], 'remittances.consult'),
    noPermission: staffWith('balance.consult'),
    // A client user with no client.
    lonely: clientOf([], 'remittances.consult'),
  });

  const get = (agent: Agent, query = '', headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/remittances${query}`,
      headers: { ...agent.headers, ...headers },
    });

  const list = async (agent: Agent, query = ''): Promise<RemittanceList> => {
    const res = await get(agent, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as RemittanceList;
  };
  const refsOf = (l: RemittanceList) => l.items.map((i) => i.id);
  const ids = (...keys: string[]) => keys.map((k) => r[k]?.id);

  it('lists newest inclusion first with the list columns, an exact total and the row actions', async () => {
    const l = await list(staff);
    expect(l).toMatchObject({ page: 1, pageSize: 25, total: 8, totalIsEstimate: false });
    // r7 and r8 share their inclusion instant: the id breaks the tie, in the same direction.
    expect(refsOf(l)).toEqual(ids('r8', 'r7', 'r6', 'r5', 'r4', 'r3', 'r2', 'r1'));
    const first = l.items.find((i) => i.id === r.r1?.id);
    expect(first).toEqual({
      id: r.r1?.id,
      reference: 'A-001',
      includeDate: '2026-03-01T13:00:00.000Z',
      paymentDate: '2026-03-02',
      status: 'paid',
      currency: 'USD',
      meValue: '1000.00',
      mnValue: expect.stringMatching(/^\d+\.\d{2}$/),
      vetRate: '5.10000000',
      beneficiaryName: 'José da Silva',
      beneficiaryTaxId: CPF,
      shipper: { id: sA1.id, name: 'Atlântico Remit' },
      client: { id: a.id, name: 'Cliente A Importadora' },
      isDuplicate: false,
      hasDataIssues: false,
      actions: {
        cancel: false,
        unblock: false,
        editBeneficiary: false,
        viewBlockingReasons: false,
        pdf: false,
      },
    });
  });

  it('pages with a stable order and the total of every page', async () => {
    const pages = await Promise.all([1, 2, 3].map((p) => list(staff, `?pageSize=3&page=${p}`)));
    expect(pages.map((p) => p.total)).toEqual([8, 8, 8]);
    expect(pages.flatMap(refsOf)).toEqual(ids('r8', 'r7', 'r6', 'r5', 'r4', 'r3', 'r2', 'r1'));
    expect((await list(staff, '?pageSize=3&page=4')).items).toEqual([]);
  });

  it('answers an empty result with no items (the message is the web’s)', async () => {
    expect(await list(staff, '?reference=NAO-EXISTE')).toEqual({
      items: [],
      page: 1,
      pageSize: 25,
      total: 0,
      totalIsEstimate: false,
    });
  });

  describe('filters', () => {
    it.each([
      ['CPF, masked', '?taxId=529.982.247-25', ['r6', 'r5', 'r1']],
      ['CPF, bare', `?taxId=${CPF}`, ['r6', 'r5', 'r1']],
      ['CNPJ, masked', '?taxId=11.222.333/0001-81', ['r3']],
      ['reference (exact)', '?reference=A-001', ['r6', 'r1']],
      ['remittant (shipper)', `?shipperId=SHIPPER_A2`, ['r8', 'r7', 'r4', 'r3']],
      ['client', `?clientId=CLIENT_B`, ['r6']],
      ['one status', '?status=paid', ['r1']],
      ['several statuses', '?status=blocked&status=pending', ['r6', 'r3', 'r2']],
      ['name contains, any case and accent', '?name=jose', ['r6', 'r5', 'r1']],
      ['name with accents typed', '?name=Conceição', ['r2']],
      ['name with a LIKE wildcard taken literally', '?name=100%25', ['r3']],
      ['name with _ taken literally', '?name=a_b', []],
      ['payment date from', '?paymentDateFrom=2026-03-05', ['r8', 'r7', 'r6', 'r4']],
      ['payment date to', '?paymentDateTo=2026-03-02', ['r5', 'r2', 'r1']],
      ['payment date, one day', '?paymentDateFrom=2026-03-04&paymentDateTo=2026-03-04', ['r3']],
      ['VET rate exact', '?vetRate=5.2', ['r2']],
      ['VET rate with a decimal comma', '?vetRate=5,30000000', ['r3']],
      ['VET rate range', '?vetRateFrom=5.2&vetRateTo=5.3', ['r3', 'r2']],
      ['type all', '?type=all', ['r8', 'r7', 'r6', 'r5', 'r4', 'r3', 'r2', 'r1']],
      ['type by duplicity', '?type=duplicity', ['r5']],
      ['type by data', '?type=data', ['r2']],
      // São Paulo days: r2 was included at 23:30 on 1 March local time.
      [
        'include date, one São Paulo day',
        '?includeDateFrom=2026-03-01&includeDateTo=2026-03-01',
        ['r2', 'r1'],
      ],
      ['include date from', '?includeDateFrom=2026-03-06', ['r8', 'r7', 'r6']],
      ['include date to', '?includeDateTo=2026-03-02', ['r2', 'r1']],
      [
        'empty parameters are ignored',
        '?taxId=&name=&paymentDateFrom=&shipperId=&vetRate=',
        ['r8', 'r7', 'r6', 'r5', 'r4', 'r3', 'r2', 'r1'],
      ],
      ['filters combine', `?taxId=${CPF}&status=received&type=duplicity`, ['r5']],
    ])('%s', async (_name, query, expected) => {
      const q = query.replace('SHIPPER_A2', sA2.id).replace('CLIENT_B', b.id);
      expect(refsOf(await list(staff, q))).toEqual(ids(...expected));
    });

    it('flags duplicates and data issues on the rows', async () => {
      const l = await list(staff);
      expect(l.items.find((i) => i.id === r.r5?.id)).toMatchObject({
        isDuplicate: true,
        hasDataIssues: false,
      });
      expect(l.items.find((i) => i.id === r.r2?.id)).toMatchObject({
        isDuplicate: false,
        hasDataIssues: true,
      });
    });
  });

  describe('sort', () => {
    it.each([
      ['paymentDate:asc', ['r1', 'r2', 'r5', 'r3', 'r4', 'r6', 'r7', 'r8']],
      ['paymentDate:desc', ['r8', 'r7', 'r6', 'r4', 'r3', 'r5', 'r2', 'r1']],
      ['reference:asc', ['r1', 'r6', 'r2', 'r3', 'r4', 'r5', 'r7', 'r8']],
      ['reference:desc', ['r8', 'r7', 'r5', 'r4', 'r3', 'r2', 'r6', 'r1']],
    ])('%s (ties broken by id)', async (sort, expected) => {
      expect(refsOf(await list(staff, `?sort=${sort}`))).toEqual(ids(...expected));
    });
  });

  describe('validation', () => {
    it('reports every invalid field at once', async () => {
      const res = await get(
        staff,
        '?taxId=123&name=ab&paymentDateFrom=2026-03-10&paymentDateTo=2026-03-01&vetRateFrom=6&vetRateTo=5',
        { 'accept-language': 'en' },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { path: 'querystring.taxId', code: 'tax_id_invalid', message: 'Invalid CPF/CNPJ.' },
        {
          path: 'querystring.name',
          code: 'name_filter_too_short',
          message: 'Enter at least 3 characters of the name.',
        },
        {
          path: 'querystring.paymentDateTo',
          code: 'date_range_invalid',
          message: 'Date-to must be greater than date-from.',
        },
        {
          path: 'querystring.vetRateTo',
          code: 'rate_range_invalid',
          message: 'The final rate must be greater than the initial rate.',
        },
      ]);
    });

    it('refuses a NUL character in a name', async () => {
      const res = await get(staff, '?name=Jos%00e');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        expect.objectContaining({ path: 'querystring.name', message: 'Contém caracteres não permitidos.' }),
      ]);
    });

    it.each([
      '?page=1e400',
      '?pageSize=-1',
      '?includeDateFrom=yesterday',
      '?clientId=99999999999999999999',
      '?vetRate=12345678901.5',
      '?sort=includeDate',
    ])('answers %s with a 400, never a 500', async (query) => {
      const res = await get(staff, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    });
  });

  describe('permission and client scope', () => {
    it('needs remittances.consult', async () => {
      const res = await get(noPermission);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'forbidden',
        title: 'Você não tem permissão para esta ação.',
      });
    });

    it('a client user sees only the remittances of their clients', async () => {
      const l = await list(ofA);
      expect(l.total).toBe(7);
      expect(l.items.every((i) => i.client.id === a.id)).toBe(true);
      expect(refsOf(await list(ofA, '?reference=A-001'))).toEqual(ids('r1'));
      expect(refsOf(await list(ofA, `?taxId=${CPF}`))).toEqual(ids('r5', 'r1'));
    });

    it('a client user with no client sees nothing', async () => {
      expect(await list(lonely)).toMatchObject({ items: [], total: 0 });
    });
  });

  describe('total above the exact-count threshold', () => {
    const ctx = (): ActionContext => staffRemittanceContext(t.database.db, staffId);

    it('is the planner’s estimate, flagged, and never below the threshold', async () => {
      const l = await listRemittances(ctx(), remittanceListQuerySchema.parse({ pageSize: '2' }), {
        countThreshold: 3,
      });
      expect(l.totalIsEstimate).toBe(true);
      expect(l.total).toBeGreaterThanOrEqual(4);
      expect(l.items).toHaveLength(2);
    });

    it('gives the same page for a name search whether the matches are few or many', async () => {
      const query = remittanceListQuerySchema.parse({ name: 'josé', sort: 'includeDate:asc' });
      const few = await listRemittances(ctx(), query);
      expect(few).toMatchObject({ total: 3, totalIsEstimate: false });
      for (const countThreshold of [1, 2]) {
        const many = await listRemittances(ctx(), query, { countThreshold });
        expect(many.totalIsEstimate).toBe(true);
        expect(many.total).toBeGreaterThan(countThreshold);
        expect(many.items.map((i) => i.id)).toEqual(few.items.map((i) => i.id));
      }
      const phrase = await listRemittances(
        ctx(),
        remittanceListQuerySchema.parse({ name: 'jose da silva' }),
        {
          countThreshold: 1,
        },
      );
      expect(phrase.items.map((i) => i.id)).toEqual(ids('r5', 'r1'));
    });

    it.each([
      [
        'payment range in inclusion order',
        { paymentDateFrom: '2026-03-02', paymentDateTo: '2026-03-05', sort: 'includeDate:desc' },
        ['r5', 'r4', 'r3', 'r2', 'r1'],
      ],
      [
        'payment range and remittant, oldest first',
        { paymentDateFrom: '2026-03-02', shipperId: 'SA1', sort: 'includeDate:asc' },
        ['r1', 'r2', 'r5'],
      ],
      [
        'inclusion range in payment order',
        { includeDateFrom: '2026-03-03', includeDateTo: '2026-03-07', sort: 'paymentDate:desc' },
        ['r8', 'r7', 'r6', 'r4', 'r3', 'r5'],
      ],
    ])(
      'gives the same pages for a %s whether the matches are sorted or the sort index walked',
      async (_name, filters, expected) => {
        const query = (page: number) =>
          remittanceListQuerySchema.parse({
            ...filters,
            ...('shipperId' in filters ? { shipperId: sA1.id } : {}),
            pageSize: '2',
            page: String(page),
          });
        const pages = async (opts: { countThreshold?: number; sortLimit?: number }) => {
          const got = await Promise.all([1, 2, 3].map((p) => listRemittances(ctx(), query(p), opts)));
          return got.flatMap((l) => l.items.map((i) => i.id));
        };
        // Few matches, counted exactly and sorted; many by estimate, sorted; many, walked.
        for (const opts of [{}, { countThreshold: 1 }, { countThreshold: 1, sortLimit: 0 }])
          expect(await pages(opts), JSON.stringify(opts)).toEqual(ids(...expected));
      },
    );

    it('is the table’s size for an unfiltered list of every client, with no rows counted', async () => {
      const recording = recordingDb(t.database.pool);
      const counts = () => recording.statements.filter((s) => s.sql.includes('count(*)'));
      const list = (filters: Record<string, string>) =>
        listRemittances(
          { ...ctx(), db: recording.db },
          remittanceListQuerySchema.parse({ pageSize: '2', ...filters }),
          { countThreshold: 1 },
        );
      const all = await list({ type: 'all' });
      expect(all.totalIsEstimate).toBe(true);
      expect(all.items).toHaveLength(2);
      expect(counts()).toEqual([]);
      // A filter still counts up to the threshold first.
      await list({ type: 'data' });
      expect(counts()).toHaveLength(1);
    });

    it('is exact at or below the threshold', async () => {
      const l = await listRemittances(ctx(), remittanceListQuerySchema.parse({ status: 'processing' }), {
        countThreshold: 3,
      });
      expect(l).toMatchObject({ total: 2, totalIsEstimate: false });
    });
  });

  describe('GET /api/remittances/shippers', () => {
    it('lists the remittants the user may see, by name, with a name search', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/remittances/shippers',
        headers: ofA.headers,
      });
      expect(res.json().items.map((s: { name: string }) => s.name)).toEqual([
        'Atlântico Remit',
        'Tucano Transfers',
      ]);
      const search = await t.app.inject({
        method: 'GET',
        url: '/api/remittances/shippers?q=atlantico',
        headers: staff.headers,
      });
      expect(search.json().items).toEqual([
        { id: sA1.id, name: 'Atlântico Remit', code: expect.any(String), client: { id: a.id, name: a.name } },
      ]);
    });

    it('takes a client of the user’s only: another’s, or none, is not found', async () => {
      const get = apiGet(t);
      const ofClient = await get(ofA, `/api/remittances/shippers?clientId=${a.id}`);
      expect(ofClient.json().items.map((s: { name: string }) => s.name)).toEqual([
        'Atlântico Remit',
        'Tucano Transfers',
      ]);
      for (const id of [b.id, '987654321'])
        await expectNotFound(get(ofA, `/api/remittances/shippers?clientId=${id}`, 'en'), 'Client not found.');
    });
  });
});
