import { DISPATCH_REQUESTS_ACCESS, EXPORT_LIQUIDATION_ACCESS, requiredFilters } from '@fxbo/domain';
import { LIST_RESOURCES } from '@fxbo/domain/list-resources';
import { describe, expect, it } from 'vitest';
import { LIST_BENCHES, resolveBenchQuery } from './index.js';

describe('resolveBenchQuery', () => {
  const row = { reference: 'R-1', shipper: { id: '42', name: 'ACME' }, paymentDate: '2026-03-01' };

  it('takes a sample row’s fields, nested ones by their path, and keeps plain values', () => {
    expect(
      resolveBenchQuery(
        { reference: '{row.reference}', shipperId: '{row.shipper.id}', name: 'silva' },
        { row },
      ),
    ).toEqual({ reference: 'R-1', shipperId: '42', name: 'silva' });
  });

  it('counts days back from the newest date, across months and years, from a date or a timestamp', () => {
    const latest = '2026-03-01T14:00:00.000Z';
    expect(
      resolveBenchQuery({ to: '{latest}', from: '{latest-1}', old: '{latest-365}' }, { latest }),
    ).toEqual({
      to: '2026-03-01',
      from: '2026-02-28',
      old: '2025-03-01',
    });
  });

  it('refuses a reference the data cannot answer, rather than measuring an empty screen', () => {
    expect(() => resolveBenchQuery({ taxId: '{row.missing}' }, { row })).toThrow(/row\.missing/);
    expect(() => resolveBenchQuery({ from: '{latest-7}' }, {})).toThrow(/latest-7/);
  });
});

/** A sample row whose fields every list's query takes (the bench reads real ones from the seeded data). */
const ROW = {
  reference: 'REF-1',
  beneficiaryTaxId: '52998224725',
  shipper: { id: '11' },
  client: { id: '7' },
  actor: { id: '0b6f3c1e-2d4a-4c8e-9f10-1a2b3c4d5e6f' },
  currency: 'USD',
  number: 'PI-2026-1',
  poNumber: 'PO-1',
  process: 'PROC 2026/1',
  counterparty: 'Dongguan Textile',
  operationNumber: 'BB-2026-0001',
  invoiceNumber: 'EXP-2026-123456',
  invoice: 'EXP-2026-123456',
  contractNumber: 'EXP-2026-000001',
  bacenNumber: '123456789',
  oprNumber: 'OPR2026000001',
  issuer: 'Dongguan Textile',
  rdeNumber: 'RDE-2026-1',
  natureCode: '10024',
  references: { customer_reference: ['CR-2026-1'] },
};
const LATEST = '2026-11-19';

describe('every list resource', () => {
  it('has its typical screens declared, and every declaration names a list resource', () => {
    expect([...LIST_BENCHES.keys()].sort()).toEqual(LIST_RESOURCES.map((r) => r.name).sort());
  });

  it.each(LIST_RESOURCES.map((r) => [r.name, r] as const))(
    '%s declares its typical screens',
    (name, resource) => {
      const bench = LIST_BENCHES.get(name);
      const combos = bench?.combos ?? [];
      expect(combos.length).toBeGreaterThan(0);
      const names = combos.map((c) => c.name);
      expect(new Set(names).size).toBe(names.length);
      // A reference to the sample row needs a sample, a day from the newest one needs its field.
      const text = JSON.stringify(combos);
      if (text.includes('{row.')) expect(bench?.sample).toBeDefined();
      if (text.includes('{latest')) expect(bench?.sample?.latest).toBeDefined();
      // A report cannot be sampled without its required filters: it samples the list it reports on, and each
      // of its screens sets them.
      const required = requiredFilters(resource.filters).map(([filter]) => filter);
      if (required.length && bench?.sample) expect(bench.sample.from).toBeDefined();
      for (const combo of combos)
        expect(
          required.filter((filter) => !(combo.query as Record<string, unknown>)[filter]),
          combo.name,
        ).toEqual([]);
    },
  );

  // A client user's screen of a staff-only work queue would measure a 403 (the bench stopped on one).
  it.each([
    ['dispatch-requests', DISPATCH_REQUESTS_ACCESS],
    ['export-liquidation', EXPORT_LIQUIDATION_ACCESS],
  ] as const)('%s, a staff-only queue, has no client user’s screen', (name, access) => {
    expect(access.staffOnly).toBe(true);
    const combos = LIST_BENCHES.get(name)?.combos ?? [];
    expect(combos.length).toBeGreaterThan(0);
    expect(combos.filter((c) => c.as === 'client').map((c) => c.name)).toEqual([]);
  });

  it.each(LIST_RESOURCES.map((r) => [r.name, r] as const))(
    '%s takes every combination, its references resolved',
    (name, resource) => {
      for (const combo of LIST_BENCHES.get(name)?.combos ?? []) {
        const query = resolveBenchQuery(combo.query, { row: ROW, latest: LATEST });
        const parsed = resource.querySchema.safeParse(query);
        expect(parsed.success, `${combo.name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      }
    },
  );
});
