import { csvRecords, parseCsv } from '@fxbo/test-files';
import type { Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createContract } from '../../../test/fixtures/quotations.js';
import { itListsWorkQueue, workQueueSuite } from '../../../test/work-queue.js';
import type { ExportDispatchRequestsTable } from '../../db/schema.js';

describe('GET /api/dispatch-requests and its downloads', () => {
  // A request's name in these tests is its invoice number.
  const q = workQueueSuite('/api/dispatch-requests', 'trade.register-dispatch', [
    'contracts.consult',
    'trade.liquidate',
  ]);
  const { t, a, b, staff, rows, get } = q;
  let contractId: string;

  beforeAll(async () => {
    const db = t.database.db;
    contractId = (await createContract(db, a.id, { contract_number: 'EXP-DU-001' })).id;
    const add = async (
      name: string,
      values: Partial<Insertable<ExportDispatchRequestsTable>> & { client_id: string },
    ) => {
      const row = await db
        .insertInto('export_dispatch_requests')
        .values({
          invoice_number: name,
          request_date: '2026-03-02',
          shipment_date: '2026-03-10',
          currency: 'USD',
          value: '1000.00',
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      rows.add(name, row.id);
    };
    await add('INV1', {
      client_id: a.id,
      request_date: '2026-03-03',
      contract_id: contractId,
      value: '2500.50',
    });
    await add('INV2', {
      client_id: a.id,
      request_date: '2026-03-01',
      currency: 'EUR',
      status: 'registered',
      due_number: '26BR0001234567',
      registered_at: new Date('2026-03-02T14:00:00Z'),
    });
    await add('INV3', { client_id: b.id, request_date: '2026-03-05', shipment_date: null });
    await add('INV4', {
      client_id: b.id,
      request_date: '2026-03-04',
      status: 'rejected',
      rejection_reason: 'NCM divergente da fatura.',
    });
    await add('INV5', { client_id: b.id, request_date: '2026-03-06', status: 'canceled' });
  });

  it('lists every request oldest first, with its contract as a link and every column', async () => {
    const res = await get(staff, '/api/dispatch-requests');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 5, totalIsEstimate: false });
    expect(rows.of(body.items)).toEqual(['INV2', 'INV1', 'INV4', 'INV3', 'INV5']);
    expect(body.items[1]).toEqual({
      id: expect.any(String),
      client: { id: a.id, name: 'Exportadora Alfa Ltda' },
      requestDate: '2026-03-03',
      shipmentDate: '2026-03-10',
      invoiceNumber: 'INV1',
      contract: { id: contractId, contractNumber: 'EXP-DU-001' },
      currency: 'USD',
      value: '2500.50',
      status: 'pending',
      dueNumber: null,
      registeredAt: null,
      rejectionReason: null,
    });
    expect(body.items[0]).toMatchObject({
      contract: null,
      status: 'registered',
      dueNumber: '26BR0001234567',
      registeredAt: '2026-03-02T14:00:00.000Z',
    });
    expect(body.items[2]).toMatchObject({ status: 'rejected', rejectionReason: 'NCM divergente da fatura.' });
  });

  itListsWorkQueue(q, {
    filters: [
      ['?status=pending', ['INV1', 'INV3']],
      ['?status=registered&status=rejected', ['INV2', 'INV4']],
      ['?status=canceled', ['INV5']],
      ['?currency=eur', ['INV2']],
      ['?invoiceNumber=INV4', ['INV4']],
      ['?invoiceNumber=INV', []],
      ['?requestDateFrom=2026-03-03&requestDateTo=2026-03-04', ['INV1', 'INV4']],
      ['?requestDateFrom=2026-03-05', ['INV3', 'INV5']],
      ['?requestDateTo=2026-03-01', ['INV2']],
      ['?pageSize=2&page=2', ['INV4', 'INV3']],
    ],
    clientA: ['INV2', 'INV1'],
    clientB: ['&status=pending', ['INV3']],
    actorSees: 5,
  });

  it('writes the downloads with the filters, statuses labelled in the reader’s language', async () => {
    const en = parseCsv((await get(staff, '/api/dispatch-requests/export.csv?status=rejected&lang=en')).body);
    expect(en.slice(1)).toEqual([
      [
        'Exportadora Beta S.A.',
        '2026-03-04',
        '2026-03-10',
        'INV4',
        '',
        'USD',
        '1000.00',
        'Rejected',
        '',
        'NCM divergente da fatura.',
      ],
    ]);
    // In Portuguese: `;`, a decimal comma and days first, as a Brazilian spreadsheet reads them.
    const pt = csvRecords((await get(staff, `/api/dispatch-requests/export.csv?clientId=${a.id}`)).body, ';');
    expect(pt[1]).toEqual([
      'Exportadora Alfa Ltda',
      '01/03/2026',
      '10/03/2026',
      'INV2',
      '',
      'EUR',
      '1000,00',
      'Registrada',
      '26BR0001234567',
      '',
    ]);
    expect(pt[2]).toEqual([
      'Exportadora Alfa Ltda',
      '03/03/2026',
      '10/03/2026',
      'INV1',
      'EXP-DU-001',
      'USD',
      '2500,50',
      'Pendente',
      '',
      '',
    ]);
  });
});
