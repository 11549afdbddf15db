import type { OpenApiOperation } from './responses.js';
import {
  decimalMutants,
  MISSING,
  MUTANTS,
  PATH_MUTANTS,
  validObject,
  validValue,
  type JsonSchema,
} from './values.js';
import { sample, type Random } from './random.js';

/** One request the fuzzer sends: `payload` is the raw body (JSON text or not), absent for none. */
export interface FuzzCase {
  label: string;
  url: string;
  payload?: string;
  contentType?: string;
}

type Values = Record<string, unknown>;

function queryString(values: Values): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === MISSING || value === undefined) continue;
    for (const item of Array.isArray(value) && value.length ? value : [value]) {
      params.append(key, item === null ? '' : typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const withoutMissing = (values: Values) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== MISSING));

/**
 * Valid requests (every field, required fields only, an unknown field added) and, for each parameter and
 * body field, `perField` wrong values in its place, and in both ends of a range at once; then whole bodies
 * of the wrong kind.
 */
export function casesFor(
  template: string,
  operation: OpenApiOperation,
  random: Random,
  opts: { perField: number; validPath: (name: string) => string | undefined },
): FuzzCase[] {
  const params = operation.parameters ?? [];
  const inPath = params.filter((p) => p.in === 'path');
  const inQuery = params.filter((p) => p.in === 'query');
  const bodySchema = operation.requestBody?.content['application/json']?.schema as JsonSchema | undefined;

  const pathValues: Record<string, string> = Object.fromEntries(
    inPath.map((p) => [
      p.name,
      opts.validPath(p.name) ?? encodeURIComponent(String(validValue(random, p.schema, p.name))),
    ]),
  );
  const query: Values = Object.fromEntries(
    inQuery.map((p) => [p.name, validValue(random, p.schema as JsonSchema, p.name)]),
  );
  const requiredQuery: Values = Object.fromEntries(
    inQuery.filter((p) => p.required).map((p) => [p.name, query[p.name]]),
  );
  const body = bodySchema ? validObject(random, bodySchema, 'all') : undefined;
  const requiredBody = bodySchema ? validObject(random, bodySchema, 'required') : undefined;
  // Every field, each list at its fewest items: one named record can answer otherwise than several.
  const leastBody = bodySchema ? validObject(random, bodySchema, 'all', true) : undefined;

  const make = (
    label: string,
    changes: { path?: Record<string, string>; query?: Values; body?: unknown },
  ): FuzzCase => {
    const segments = { ...pathValues, ...changes.path };
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => segments[name] ?? '');
    const payloadValue = 'body' in changes ? changes.body : body;
    return {
      label,
      url: path + queryString(changes.query ?? query),
      ...(payloadValue === undefined || payloadValue === MISSING
        ? {}
        : { payload: JSON.stringify(payloadValue), contentType: 'application/json' }),
    };
  };

  const cases = [
    make('valid', {}),
    make('valid, required only', { query: requiredQuery, body: requiredBody }),
    ...(hasList(bodySchema) ? [make('valid, lists at their fewest', { body: leastBody })] : []),
    make('unknown fields', {
      query: { ...query, zzUnknown: '1' },
      body: bodySchema ? { ...body, zzUnknown: 1 } : undefined,
    }),
  ];
  for (const p of inPath) {
    for (const wrong of sample(random, PATH_MUTANTS, opts.perField))
      cases.push(make(`path ${p.name}=${wrong.slice(0, 20)}`, { path: { [p.name]: wrong } }));
  }
  for (const p of inQuery) {
    for (const wrong of [...sample(random, MUTANTS, opts.perField), ...decimalsFor(p.schema as JsonSchema)])
      cases.push(make(`query ${p.name}=${show(wrong)}`, { query: { ...query, [p.name]: wrong } }));
  }
  // Rules across fields (a date range: `from`/`to`, `xFrom`/`xTo`) need both ends wrong at once.
  for (const from of inQuery.filter((p) => /(^f|F)rom$/.test(p.name))) {
    const to = from.name === 'from' ? 'to' : `${from.name.slice(0, -'From'.length)}To`;
    if (!inQuery.some((p) => p.name === to)) continue;
    for (const wrong of sample(random, MUTANTS, opts.perField))
      cases.push(
        make(`range ${from.name}..${to}=${show(wrong)}`, {
          query: { ...query, [from.name]: wrong, [to]: wrong },
        }),
      );
  }
  if (bodySchema && body) {
    for (const [key, schema] of Object.entries(bodySchema.properties ?? {})) {
      for (const wrong of sample(random, MUTANTS, opts.perField))
        cases.push(make(`body ${key}=${show(wrong)}`, { body: withoutMissing({ ...body, [key]: wrong }) }));
      // Decimals the pattern lets through go with the required fields only, so that an optional field
      // naming no record (a random clientId) cannot answer 404 before the value reaches the database.
      for (const decimal of decimalsFor(schema))
        cases.push(make(`body ${key}=${show(decimal)}`, { body: { ...requiredBody, [key]: decimal } }));
    }
    for (const wrong of [null, [], 'text', 42, MISSING])
      cases.push(make(`body=${show(wrong)}`, { body: wrong }));
    cases.push({
      label: 'body not JSON',
      url: make('', {}).url,
      payload: '{"a":',
      contentType: 'application/json',
    });
    cases.push({ label: 'body as text', url: make('', {}).url, payload: 'a=1', contentType: 'text/plain' });
    // Over the default BODY_LIMIT (1 MiB).
    const huge = JSON.stringify({ ...body, zzPadding: 'x'.repeat(1_100_000) });
    cases.push({
      label: 'body over the limit',
      url: make('', {}).url,
      payload: huge,
      contentType: 'application/json',
    });
  }
  return cases;
}

/** Does the body have a list among its fields? */
function hasList(schema: JsonSchema | undefined): boolean {
  return Object.values(schema?.properties ?? {}).some((s) => [s.type].flat().includes('array'));
}

/** Every decimal mutant of a field whose schema (or one of its alternatives) is a decimal pattern. */
function decimalsFor(schema: JsonSchema): string[] {
  const alternatives = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [...new Set(alternatives.flatMap(decimalMutants))];
}

function show(value: unknown): string {
  if (value === MISSING) return '(missing)';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 24 ? `${text.slice(0, 20)}…(${text.length})` : text;
}
