import { fillPath } from '@fxbo/domain';
import { LIST_RESOURCES } from '@fxbo/domain/list-resources';
import type { SearchSamples } from './dataset.js';
import { withQuery } from './http.js';
import { LIST_BENCHES, resolveBenchQuery, type BenchUser } from './lists/index.js';

/** One measured screen: a list resource's declared combination, its references resolved in the seeded data. */
export interface Combo {
  /** The list resource's name. */
  resource: string;
  /** Its path below /api, a nested list's parent filled in. */
  path: string;
  name: string;
  as: BenchUser;
  query: Record<string, string>;
}

/** A GET of the running API as one of the bench's users, answering its JSON (must be a 200). */
export type ApiGet = (url: string, as: BenchUser) => Promise<unknown>;

const firstItem = (page: unknown): unknown => (page as { items?: unknown[] }).items?.[0];

/** How many rows after the declared position the sample may move to. */
const SAMPLE_TRIES = 25;

/**
 * The sample: the row at position `at` of the list, or the first after it that holds every field the
 * combinations name. A seed's draw may leave the row at `at` without one (a canceled contract has no Bacen number
 * half the time), and the bench must not fail on it.
 */
async function sampleRow(
  rowAt: (at: number) => Promise<unknown>,
  at: number,
  queries: readonly Readonly<Record<string, string | undefined>>[],
): Promise<unknown> {
  const complete = (row: unknown) => {
    try {
      for (const query of queries) resolveBenchQuery(query, { row, latest: '2000-01-01' });
      return true;
    } catch {
      return false;
    }
  };
  const first = firstItem(await rowAt(at));
  let row = first;
  for (let next = at + 1; row !== undefined && !complete(row) && next <= at + SAMPLE_TRIES; next++)
    row = firstItem(await rowAt(next));
  return row !== undefined && complete(row) ? row : first;
}

/**
 * Every combination declared for every list resource (src/lists/, by the resource's name): nothing here is
 * written per area. The sample row and the newest date come from the list itself (a nested list's sample
 * row from the list it names), through the API.
 */
export async function listCombos(get: ApiGet, only?: ReadonlySet<string>): Promise<Combo[]> {
  const combos: Combo[] = [];
  for (const resource of LIST_RESOURCES) {
    const bench = LIST_BENCHES.get(resource.name);
    if (!bench || (only && !only.has(resource.name))) continue;
    const sample = bench.sample;
    const sampled = `/api/${sample?.from ?? resource.path}`;
    const row = sample
      ? await sampleRow(
          (at) => get(withQuery(sampled, { page: String(at), pageSize: '1' }), sample.as),
          sample.at,
          [bench.params ?? {}, ...bench.combos.map((combo) => combo.query)],
        )
      : undefined;
    const params = resolveBenchQuery(bench.params ?? {}, { row });
    const path = fillPath(resource.path, params);
    // The newest date comes from the list itself, or, for a report that cannot run without its required
    // filters, from the list it samples (a nested list's own rows are under the sampled parent).
    const dated = sample?.from && !resource.params ? sampled : `/api/${path}`;
    const newest = sample?.latest
      ? firstItem(await get(withQuery(dated, { sort: `${sample.latest}:desc`, pageSize: '1' }), 'staff'))
      : undefined;
    const latest = sample?.latest
      ? (newest as Record<string, unknown> | undefined)?.[sample.latest]
      : undefined;
    const context = { row, ...(typeof latest === 'string' ? { latest } : {}) };
    for (const combo of bench.combos)
      combos.push({
        resource: resource.name,
        // A resource's totals are measured as one of its screens (issue 24).
        path: combo.totals ? `${path}/totals` : path,
        name: combo.name,
        as: combo.as,
        query: resolveBenchQuery(combo.query, context),
      });
  }
  return combos;
}

/** One measured search: what is typed in the toolbar's search, and by whom. */
export interface SearchCombo {
  name: string;
  as: BenchUser;
  q: string;
}

/**
 * The toolbar's search (GET /api/search) for each kind of reference, exact and by prefix, as all-clients
 * staff and as the busiest client's user; a broad prefix ("OPR2", a reference's first two characters) reads
 * its first matches in the index's order.
 */
export function searchCombos(samples: SearchSamples): SearchCombo[] {
  const { staff, client } = samples;
  return [
    { name: 'remittance reference', as: 'staff', q: staff.reference },
    { name: 'reference prefix, 2 characters', as: 'staff', q: staff.reference.slice(0, 2) },
    { name: 'OPR number', as: 'staff', q: staff.opr },
    { name: 'OPR prefix', as: 'staff', q: staff.opr.slice(0, 4) },
    { name: 'contract number', as: 'staff', q: staff.contract },
    { name: 'Bacen number', as: 'staff', q: staff.bacen },
    { name: 'contract reference number', as: 'staff', q: staff.contractReference },
    { name: 'document number', as: 'staff', q: staff.document },
    { name: 'beneficiary CPF/CNPJ', as: 'staff', q: staff.beneficiary },
    { name: 'client CNPJ', as: 'staff', q: staff.client },
    { name: 'client user, own reference', as: 'client', q: client.reference },
    { name: 'client user, reference prefix', as: 'client', q: client.reference.slice(0, 3) },
    { name: 'client user, another client’s reference', as: 'client', q: staff.reference },
    { name: 'client user, OPR prefix', as: 'client', q: 'OPR2' },
    { name: 'client user, document number', as: 'client', q: client.document },
    { name: 'client user, beneficiary CPF/CNPJ', as: 'client', q: client.beneficiary },
  ];
}
