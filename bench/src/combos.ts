import { fillPath, LIST_RESOURCES, resolveBenchQuery, type BenchUser } from '@fxbo/domain';
import { withQuery } from './http.js';

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

/**
 * Every combination every list resource declares (`bench` in its definition, packages/domain): nothing here
 * is written per area. The sample row and the newest date come from the list itself (a nested list's sample
 * row from the list it names), through the API.
 */
export async function listCombos(get: ApiGet, only?: ReadonlySet<string>): Promise<Combo[]> {
  const combos: Combo[] = [];
  for (const resource of LIST_RESOURCES) {
    const bench = resource.bench;
    if (!bench || (only && !only.has(resource.name))) continue;
    const sample = bench.sample;
    const sampled = `/api/${sample?.from ?? resource.path}`;
    const row = sample
      ? firstItem(await get(withQuery(sampled, { page: String(sample.at), pageSize: '1' }), sample.as))
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
        path,
        name: combo.name,
        as: combo.as,
        query: resolveBenchQuery(combo.query, context),
      });
  }
  return combos;
}
