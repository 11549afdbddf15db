import { describe, expect, it } from 'vitest';
import { LIST_RESOURCES } from '../api/list-resources';
import { resolveBenchQuery } from './bench';
import { requiredFilters } from './filters';

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

describe('every list resource', () => {
  it.each(LIST_RESOURCES.map((r) => [r.name, r] as const))(
    '%s declares its typical screens',
    (_name, resource) => {
      const combos = resource.bench?.combos ?? [];
      expect(combos.length).toBeGreaterThan(0);
      const names = combos.map((c) => c.name);
      expect(new Set(names).size).toBe(names.length);
      // A reference to the sample row needs a sample, a day from the newest one needs its field.
      const text = JSON.stringify(combos);
      if (text.includes('{row.')) expect(resource.bench?.sample).toBeDefined();
      if (text.includes('{latest')) expect(resource.bench?.sample?.latest).toBeDefined();
      // A report cannot be sampled without its required filters: it samples the list it reports on, and each
      // of its screens sets them.
      const required = requiredFilters(resource.filters).map(([name]) => name);
      if (required.length && resource.bench?.sample) expect(resource.bench.sample.from).toBeDefined();
      for (const combo of combos)
        expect(
          required.filter((name) => !(combo.query as Record<string, unknown>)[name]),
          combo.name,
        ).toEqual([]);
    },
  );
});
