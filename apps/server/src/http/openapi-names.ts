import { SCHEMA_NAME } from '@fxbo/domain';

/*
 * Names in the OpenAPI document, derived from the routes (never written per route), so a generated client has
 * stable method and type names:
 * - each operation's `operationId`: its path's words (parameters left out) then its action, camelCase —
 *   `remittancesList` (GET of a page of `items`), `remittancesGet` (any other GET), `remittancesCancel` (a POST
 *   whose last word is the action), `usersCreate` (a POST to a path that is also read), `usersUpdate` (PUT,
 *   PATCH), `usersDelete`. Two operations that would share one are told apart by their path's parameters
 *   (`…By<Param>`); a route may still declare its own `operationId`.
 * - named schemas: a response schema the domain's `named` marks (zod meta `x-schema-name`: a list's page, the
 *   signed-in user…) moves to `components.schemas` under that name and is referred to; two different schemas
 *   with one name are an error when the document is built.
 */

interface Operation {
  operationId?: string;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

const isParam = (segment: string) => segment.startsWith('{');
const words = (segment: string) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A page of a list: its success is an object of `items`. */
function answersPage(op: Operation): boolean {
  const schema = Object.values(op.responses?.['200']?.content ?? {})[0]?.schema as
    { properties?: { items?: { type?: string } } } | undefined;
  return schema?.properties?.items?.type === 'array';
}

function actionOf(method: string, path: string, op: Operation, paths: Paths): string {
  const endsWithParam = isParam(path.split('/').at(-1) ?? '');
  switch (method) {
    case 'get':
      return !endsWithParam && answersPage(op) ? 'list' : 'get';
    case 'put':
    case 'patch':
      return 'update';
    case 'delete':
      return 'delete';
    default:
      return endsWithParam || paths[path]?.get ? 'create' : '';
  }
}

function baseName(method: string, path: string, op: Operation, paths: Paths): string {
  const all = [
    ...path
      .replace(/^\/api\//, '')
      .split('/')
      .filter((s) => !isParam(s))
      .flatMap(words),
    actionOf(method, path, op, paths),
  ].filter(Boolean);
  return all.map((w, i) => (i === 0 ? w.toLowerCase() : capital(w.toLowerCase()))).join('');
}

/** Each operation's `operationId` (kept where the route declared one). */
export function nameOperations(paths: Paths): Paths {
  const entries = Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      path,
      method,
      op,
      name: baseName(method, path, op, paths),
    })),
  );
  const count = new Map<string, number>();
  for (const e of entries) count.set(e.name, (count.get(e.name) ?? 0) + 1);
  const named: Paths = {};
  const seen = new Set<string>();
  for (const { path, method, op, name } of entries) {
    const params = path
      .split('/')
      .filter(isParam)
      .map((p) => capital(p.slice(1, -1)));
    const id =
      op.operationId ?? (count.get(name)! > 1 && params.length ? `${name}By${params.join('And')}` : name);
    if (seen.has(id)) throw new Error(`OpenAPI: two operations are named ${id} (${method} ${path})`);
    seen.add(id);
    (named[path] ??= {})[method] = { operationId: id, ...op };
  }
  return named;
}

/**
 * The named schemas of the responses, moved to `components.schemas` (with those inside them): returns the
 * paths referring to them and the schemas by name.
 */
export function nameSchemas(paths: Paths): { paths: Paths; schemas: Record<string, unknown> } {
  const schemas: Record<string, unknown> = {};
  const hoist = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(hoist);
    if (!value || typeof value !== 'object') return value;
    const { [SCHEMA_NAME]: name, ...rest } = value as Record<string, unknown>;
    const inner = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, hoist(v)]));
    if (typeof name !== 'string') return inner;
    const known = schemas[name];
    if (known !== undefined && JSON.stringify(known) !== JSON.stringify(inner))
      throw new Error(`OpenAPI: two different schemas are named ${name}`);
    schemas[name] = inner;
    return { $ref: `#/components/schemas/${name}` };
  };
  const named: Paths = {};
  for (const [path, item] of Object.entries(paths))
    for (const [method, op] of Object.entries(item))
      (named[path] ??= {})[method] = op.responses ? { ...op, responses: hoist(op.responses) as never } : op;
  return { paths: named, schemas };
}
