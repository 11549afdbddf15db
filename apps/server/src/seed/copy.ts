import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/*
 * COPY … FROM STDIN in PostgreSQL's text format: one line per row, columns separated by a tab, \N for null,
 * and backslash, tab, newline and carriage return escaped inside values. Rows are built as strings by the
 * generators and sent in chunks of about 256 KiB, waiting for the socket to drain when it asks to.
 */

export const NULL = '\\N';

const SPECIAL = /[\\\t\n\r]/;
const SPECIAL_ALL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A text value for COPY: escaped, or \N when null/undefined. */
export function t(value: string | null | undefined): string {
  if (value === null || value === undefined) return NULL;
  return SPECIAL.test(value) ? value.replace(SPECIAL_ALL, (c) => ESCAPES[c] as string) : value;
}

/** A boolean for COPY. */
export function b(value: boolean): string {
  return value ? 't' : 'f';
}

/** A bytea for COPY: hex form, its backslash escaped for the text format. */
export function bytea(value: Buffer | null | undefined): string {
  return value ? `\\\\x${value.toString('hex')}` : NULL;
}

/** A jsonb value for COPY. */
export function json(value: unknown): string {
  return t(JSON.stringify(value));
}

const CHUNK = 256 * 1024;

export class CopyWriter {
  rows = 0;
  private buf = '';

  constructor(private readonly stream: NodeJS.WritableStream) {}

  /** Adds one row (columns already formatted, tab-separated, no newline); true when a flush is due. */
  push(line: string): boolean {
    this.buf += line;
    this.buf += '\n';
    this.rows++;
    return this.buf.length >= CHUNK;
  }

  async flush(): Promise<void> {
    if (!this.buf) return;
    const chunk = this.buf;
    this.buf = '';
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }
}

/**
 * Streams the rows that `fill` pushes into `table (columns)`. If `fill` throws, the COPY is failed (CopyFail),
 * which aborts the statement; the caller's transaction must then be rolled back. Returns the rows written.
 */
export async function copyInto(
  client: pg.PoolClient,
  table: string,
  columns: readonly string[],
  fill: (w: CopyWriter) => Promise<void> | void,
  freeze = false,
): Promise<number> {
  const sql = `copy ${table} (${columns.map(quoteIdent).join(', ')}) from stdin${freeze ? ' with (freeze)' : ''}`;
  const stream = client.query(copyFrom(sql));
  const done = finished(stream);
  const writer = new CopyWriter(stream);
  try {
    await fill(writer);
    await writer.flush();
  } catch (err) {
    stream.destroy(err as Error);
    await done.catch(() => undefined);
    throw err;
  }
  stream.end();
  await done;
  return writer.rows;
}

function quoteIdent(name: string): string {
  return /^[a-z_][a-z0-9_]*$/.test(name) && name !== 'to' ? name : `"${name.replaceAll('"', '""')}"`;
}
