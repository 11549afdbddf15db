import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Compilable } from 'kysely';
import type pg from 'pg';
import { copyOut, copyStatement, primed } from './copy-stream.js';
import { downloadHeaders } from './download.js';

/*
 * CSV downloads: RFC 4180 (comma, double quotes, CRLF-free rows as PostgreSQL writes them), UTF-8 with a byte
 * order mark so spreadsheet programs read the accents right. The query's column aliases are the header, so
 * the caller names them in the user's language; values are formatted by the query (dates in São Paulo time,
 * decimals with a dot) — PostgreSQL's CSV writer quotes whatever holds a comma, quote or line break.
 */

const BOM = Buffer.from('\uFEFF', 'utf8');

/** Streams `query` as a CSV attachment named `fileName`, on a connection of the export `pool`. */
export async function sendCsv(
  req: FastifyRequest,
  reply: FastifyReply,
  opts: { pool: pg.Pool; query: Compilable; fileName: string },
): Promise<FastifyReply> {
  const statement = copyStatement(opts.query, 'format csv, header true');
  const chunks = await primed(copyOut(opts.pool, statement, req.log), BOM);
  downloadHeaders(reply, 'text/csv; charset=utf-8', opts.fileName);
  return reply.send(Readable.from(chunks, { objectMode: false }));
}
