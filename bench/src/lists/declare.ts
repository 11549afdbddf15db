/*
 * The typical screens of a list, declared here beside the bench (one file per domain declaration file, keyed by
 * the resource's name, typed against the resource: a renamed filter or sort fails the typecheck) and measured by `npm run bench` at the 1m seed's volume
 * (p50/p95, API/SQL ratio, no sequential scan of a large table), so a new list is benchmarked without new
 * bench code. Values that depend on the seeded data are written as references the bench resolves:
 * - `{row.<field>}`: a field (dotted for nested ones, e.g. `{row.shipper.id}`) of the sample row, the row at
 *   position `sample.at` (from 1) of the list in its default order, as `sample.as` sees it;
 * - `{latest}` and `{latest-N}`: the newest value of the date field `sample.latest`, or N days before it.
 * A nested list (`balance/:shipperId/extract`) has no list of its own to sample: `sample.from` names the list
 * resource whose row it samples, and `params` fills its path from that row (`{ shipperId: '{row.shipper.id}' }`).
 * A report that cannot run without its required filters samples the list it reports on the same way
 * (`from: 'documents'`), and reads its `{latest}` there too.
 */

/** Whose session runs a combination: all-clients staff, or a user of the busiest client. */
export type BenchUser = 'staff' | 'client';

export interface BenchCombo<Q extends string> {
  /** Its name in the bench's report and the README's figures. */
  name: string;
  as: BenchUser;
  query: Partial<Record<Q | 'sort' | 'page' | 'pageSize', string>>;
  /** Measures the list's totals per currency (`GET /api/<path>/totals`, a resource declaring `totals`). */
  totals?: true;
}

export interface ListBench<Q extends string = string, S extends string = string> {
  sample?: { as: BenchUser; at: number; latest?: S; from?: string };
  /** A nested list's path parameters, references to the sample row. */
  params?: Readonly<Record<string, string>>;
  combos: readonly BenchCombo<Q>[];
}

/** A list's declared screens, with the resource they are measured on. */
export interface DeclaredBench<R = unknown> extends ListBench {
  resource: R;
}

/**
 * A list resource's typical screens: the combinations' filters are the resource's filters (and `sort`, `page`,
 * `pageSize`), the sample's `latest` one of its sortable fields.
 */
export function listBench<R extends { name: string; filters: object; sortable: readonly string[] }>(
  resource: R,
  bench: ListBench<keyof R['filters'] & string, NoInfer<R['sortable'][number]>>,
): DeclaredBench<R> {
  return { resource, ...bench };
}

const REFERENCE = /^\{(row\.[\w.]+|latest(?:-(\d+))?)\}$/;

/** The row's field at a dotted path, as text (undefined when absent). */
function fieldAt(row: unknown, path: string): string | undefined {
  const value = path
    .split('.')
    .reduce<unknown>(
      (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
      row,
    );
  return value === undefined || value === null ? undefined : String(value);
}

/** `YYYY-MM-DD` `days` before `date` (calendar days; the seed's dates are plain dates). */
function daysBefore(date: string, days: number): string {
  const at = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

/** A combination's query with its references resolved against the sample row and the newest date. */
export function resolveBenchQuery(
  query: Readonly<Record<string, string | undefined>>,
  context: { row?: unknown; latest?: string },
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const reference = REFERENCE.exec(value);
    if (!reference) {
      out[key] = value;
      continue;
    }
    const [, name = '', back] = reference;
    const resolved = name.startsWith('row.')
      ? fieldAt(context.row, name.slice(4))
      : context.latest && daysBefore(context.latest, Number(back ?? 0));
    if (resolved === undefined || resolved === '')
      throw new Error(`bench: ${value} has no value in the data`);
    out[key] = resolved;
  }
  return out;
}
