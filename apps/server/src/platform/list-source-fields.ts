import { sql, type AliasedRawBuilder, type Expression } from 'kysely';
import type { Page } from '../http/list-query.js';
import type { ClientScope } from './client-scope.js';

/*
 * A list source's wire fields (platform/list-source.ts): each field's SQL expression, nested where the wire
 * row nests (`client: { id: 'r.client_id', name: 'c.name' }`). From them: the select list (each leaf named by
 * its path, `client.id`), the row mapper, and the expression a download column or a filter of the same name
 * reads.
 */

/** SQL that reads the viewer's client scope (the clients of a user they may see). */
export type ScopedSql = (scope: ClientScope) => Expression<unknown>;

/**
 * A field's SQL, and how its value is read where the database's differs from the wire's (a timestamp), or
 * that the page reads it after its rows (`afterPage`), or SQL of the viewer's scope (`scoped`).
 */
export type FieldSql =
  | string
  | { sql: string; read: (value: unknown) => unknown }
  | { sql?: string; afterPage: true }
  | { sql: ScopedSql };

/** Every field of the wire row `T`: an expression, or for a nested object its own fields. */
export type Fields<T> = {
  [K in keyof T]-?: NonNullable<T[K]> extends readonly unknown[]
    ? FieldSql
    : NonNullable<T[K]> extends object
      ? Fields<NonNullable<T[K]>> | FieldSql
      : FieldSql;
};

/** A timestamptz read as the wire's ISO instant (`2026-11-29T15:00:00.000Z`), null kept. */
export const instant = (column: string): FieldSql => ({
  sql: column,
  read: (v) => (v === null || v === undefined ? null : new Date(v as string | Date).toISOString()),
});

/** A char(n) read without its padding, null kept. */
export const trimmed = (column: string): FieldSql => ({
  sql: column,
  read: (v) => (typeof v === 'string' ? v.trim() : null),
});

/**
 * A field the page's plan reads after the page's rows, for those rows only (a count in another table, a
 * contract's reference numbers; one query for the page): not in the page's select list, left out by the
 * mapper; `sql`, when a download writes it, is its downloads' column.
 */
export const afterPage = (sql?: string): FieldSql =>
  sql === undefined ? { afterPage: true } : { sql, afterPage: true };

/**
 * The page with the fields its plan reads after the rows: `read` finds them by the page's ids (not called for
 * an empty page); `none`, those of a row it found nothing of.
 */
export async function withAfterPage<Row extends { id: string }, Later extends Partial<Row>>(
  page: Page<Row>,
  read: (ids: string[]) => Promise<ReadonlyMap<string, Later>>,
  none: Later,
): Promise<Page<Row>> {
  const ids = page.items.map((r) => r.id);
  const found = ids.length ? await read(ids) : new Map<string, Later>();
  return { ...page, items: page.items.map((r) => ({ ...r, ...(found.get(r.id) ?? none) })) };
}

/**
 * A field selected by the viewer's scope (`scoped((scope) => sql`(select count(*) …)`)`): selected only, a
 * sort, filter or download reading it declares its own SQL.
 */
export const scoped = (of: ScopedSql): FieldSql => ({ sql: of });

interface Leaf {
  path: string[];
  alias: string;
  sql: string | ScopedSql;
  read?: (value: unknown) => unknown;
}

const isSql = (v: unknown): v is FieldSql =>
  typeof v === 'string' || (typeof v === 'object' && v !== null && ('sql' in v || 'afterPage' in v));

/**
 * The selected leaves of `fields` (all but those read after the page), depth first in declaration order, each
 * aliased by its path (`client.id`).
 */
export function leavesOf(fields: object, path: string[] = []): Leaf[] {
  return Object.entries(fields).flatMap(([key, value]: [string, unknown]) => {
    const at = [...path, key];
    if (!isSql(value)) return leavesOf(value as object, at);
    if (typeof value === 'object' && 'afterPage' in value) return [];
    const leaf = typeof value === 'string' ? { sql: value } : value;
    return [{ path: at, alias: at.join('.'), ...leaf }];
  });
}

const COLUMN = /^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/;

/** An expression as SQL: a column (`r.rde_number`) quoted as a reference, anything else as written. */
export const expression = (text: string) => (COLUMN.test(text) ? sql.ref(text) : sql.raw(text));

/**
 * The select list: every selected leaf, named by its path; a scoped one as the viewer's scope has it
 * (`viewer`, which a select without a scoped field may leave empty: never read as every client).
 */
export function selectList(
  leaves: readonly Leaf[],
  viewer: readonly ClientScope[] = [],
): AliasedRawBuilder<unknown, string>[] {
  return leaves.map((leaf) => {
    if (typeof leaf.sql === 'string') return sql`${expression(leaf.sql)}`.as(leaf.alias);
    if (viewer.length === 0) throw new Error(`the field ${leaf.alias} needs the viewer’s scope`);
    return sql`${leaf.sql(viewer[0])}`.as(leaf.alias);
  });
}

/**
 * The row mapper: the selected row (aliased by path) as the wire row. A nested object is null when its `id`
 * (or, without one, every leaf) is null: a ref through a left join that found nothing. A field read after the
 * page is left out (its plan adds it).
 */
export function rowMapper<T>(fields: object): (row: Record<string, unknown>) => T {
  const build = (shape: object, path: string[], row: Record<string, unknown>): unknown => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(shape) as [string, unknown][]) {
      const at = [...path, key];
      if (isSql(value)) {
        const raw = row[at.join('.')];
        if (typeof value === 'string' || !('afterPage' in value || 'read' in value)) out[key] = raw;
        else if ('read' in value) out[key] = value.read(raw);
      } else out[key] = build(value as object, at, row);
    }
    if (path.length === 0) return out;
    const empty = 'id' in out ? out['id'] === null : Object.values(out).every((v) => v === null);
    return empty ? null : out;
  };
  return (row) => build(fields, [], row) as T;
}

/**
 * The SQL a download column, a sort or a filter reads for the wire field `name`: its expression; a nested
 * ref's `name` leaf (a download writes the client's name); a `<ref>Id` names the ref's `id`. Undefined when
 * no field answers, or its SQL is the scope's.
 */
export function fieldExpression(
  fields: object,
  name: string,
  as: 'shown' | 'key' = 'shown',
): string | undefined {
  const record = fields as Record<string, unknown>;
  const direct = record[name];
  if (isSql(direct)) {
    const text = typeof direct === 'string' ? direct : direct.sql;
    return typeof text === 'string' ? text : undefined;
  }
  if (direct !== undefined) return fieldExpression(direct as object, as === 'shown' ? 'name' : 'id');
  if (name.endsWith('Id')) {
    const ref = record[name.slice(0, -2)];
    if (ref !== undefined && !isSql(ref)) return fieldExpression(ref as object, 'id');
  }
  return undefined;
}
