import type { FastifyBaseLogger } from 'fastify';
import type { Compilable } from 'kysely';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/*
 * Exports stream `COPY (select …) TO STDOUT` from PostgreSQL straight to the HTTP reply: no row is held in
 * memory, the formatting is done in SQL, and the socket's backpressure reaches the database through the
 * stream. They run on a small pool of their own (`createExportPool`), so a few long exports can never take
 * the connections the API needs; its connections have a long statement timeout and check for a vanished
 * client every second. When the HTTP client goes away the connection is closed, which ends the query.
 */

export const EXPORT_STATEMENT_TIMEOUT_MS = 10 * 60_000;

/** A pool for exports beside `main`, on the same server with the same credentials. */
export function createExportPool(main: pg.Pool, opts: { max?: number } = {}): pg.Pool {
  const pool = new pg.Pool({
    ...main.options,
    max: opts.max ?? 3,
    idleTimeoutMillis: 10_000,
    connectionTimeoutMillis: 15_000,
    statement_timeout: EXPORT_STATEMENT_TIMEOUT_MS,
    application_name: 'fxbo-export',
  });
  pool.on('error', () => {});
  return pool;
}

/**
 * The SQL of a compiled query with its `$n` parameters written as literals: COPY accepts no parameters.
 * Strings go through PostgreSQL's own quoting (`escapeLiteral`); numbers, booleans, dates and arrays of those
 * are written in their literal forms; anything else is refused. Placeholders inside quoted literals or
 * identifiers of the query text are left alone.
 */
export function inlineParameters(text: string, parameters: readonly unknown[]): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === "'" || c === '"') {
      const end = closingQuote(text, i, c);
      out += text.slice(i, end);
      i = end;
    } else if (c === '$' && /\d/.test(text[i + 1] ?? '')) {
      let j = i + 1;
      while (/\d/.test(text[j] ?? '')) j++;
      const index = Number(text.slice(i + 1, j)) - 1;
      if (index < 0 || index >= parameters.length) throw new Error(`No parameter for ${text.slice(i, j)}`);
      out += literal(parameters[index]);
      i = j;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** The index just past the quote that closes the one at `start` (a doubled quote is an escaped quote). */
function closingQuote(text: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < text.length) {
    if (text[i] === quote) {
      if (text[i + 1] === quote) i += 2;
      else return i + 1;
    } else i++;
  }
  throw new Error('Unterminated quoted text in query');
}

const escapeLiteral = (value: string) => pg.Client.prototype.escapeLiteral.call(null, value);

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return escapeLiteral(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('Non-finite number parameter');
    return `(${String(value)})`;
  }
  if (typeof value === 'bigint') return `(${value.toString()})`;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return escapeLiteral(value.toISOString());
  if (Array.isArray(value)) return escapeLiteral(arrayText(value));
  throw new Error(`Unsupported parameter type: ${typeof value}`);
}

/** PostgreSQL's array input syntax, `{"a","b"}`, each element quoted with `"` and `\` escaped. */
function arrayText(values: readonly unknown[]): string {
  const items = values.map((v) => {
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean')
      return `"${String(v).replace(/[\\"]/g, (ch) => `\\${ch}`)}"`;
    throw new Error('Unsupported array element');
  });
  return `{${items.join(',')}}`;
}

/** `copy (<query>) to stdout with (<options>)` for a Kysely query. */
export function copyStatement(query: Compilable, options: string): string {
  const compiled = query.compile();
  return `copy (${inlineParameters(compiled.sql, compiled.parameters)}) to stdout with (${options})`;
}

/**
 * What each export sets on its connection before its COPY, in one statement: the DateStyle its dates print in,
 * and (PostgreSQL ≥ 14; older servers lack the setting, so it is set only where pg_settings lists it) a check
 * for a vanished client every second while a long query runs. One statement, awaited before the COPY: a
 * connection runs one query at a time (pg deprecates queueing a second one behind a running one).
 */
const PREPARE_EXPORT = `select set_config('datestyle', $1, false),
  (select set_config(name, '1s', false) from pg_settings where name = 'client_connection_check_interval')`;

/**
 * Runs `copySql` on a connection of `pool` and yields its output. Dates print in `dateStyle` (exports use the
 * types' own text output, cheaper than to_char), whatever the server's default or the connection's last export.
 * Stopping the iteration early (the HTTP client left) or an error closes the connection, which ends the query
 * on the server. `onRows` is told how many rows the COPY wrote, once it has written them all.
 */
export async function* copyOut(
  pool: pg.Pool,
  copySql: string,
  log?: FastifyBaseLogger,
  dateStyle = 'ISO, YMD',
  onRows?: (rows: number) => void,
): AsyncGenerator<Buffer, void, undefined> {
  const client = await pool.connect();
  let finished = false;
  try {
    await client.query(PREPARE_EXPORT, [dateStyle]);
    // Up to 1 MiB read ahead, so the database keeps producing while the rows are being transformed.
    const stream = client.query(copyTo(copySql, { highWaterMark: 1024 * 1024 }));
    for await (const chunk of stream) yield chunk as Buffer;
    finished = true;
    onRows?.(stream.rowCount);
  } finally {
    if (finished) client.release();
    else {
      // Closing the socket ends the query: a COPY sends continuously and fails at its next write, and during a
      // long sort before the first row the server's client_connection_check_interval notices within a second.
      client.release(true);
      log?.info('export stopped before its end; connection closed');
    }
  }
}

/**
 * Starts `source` and waits for its first chunk, so that a failing query becomes an ordinary error answer
 * before any header is sent; the result yields every chunk, `prefix` first.
 */
export async function primed(
  source: AsyncGenerator<Buffer, void, undefined>,
  prefix?: Buffer,
): Promise<AsyncGenerator<Buffer, void, undefined>> {
  const first = await source.next();
  async function* all(): AsyncGenerator<Buffer, void, undefined> {
    try {
      if (prefix) yield prefix;
      if (first.done) return;
      yield first.value;
      yield* source;
    } finally {
      await source.return(undefined);
    }
  }
  return all();
}
