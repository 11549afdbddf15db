import { Readable } from 'node:stream';
import type { CsvDialect } from '@fxbo/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Compilable } from 'kysely';
import type pg from 'pg';
import { copyOut, copyStatement, primed } from './copy-stream.js';
import { downloadHeaders } from './download.js';

/*
 * CSV downloads, UTF-8 with a byte order mark so spreadsheet programs read the accents right, in one of two
 * dialects (domain `CSV_DIALECTS`, decisions §39): RFC 4180 (comma, decimal point, ISO dates) or the one a
 * Brazilian spreadsheet reads (semicolon, decimal comma, days first). Rows end in LF, as PostgreSQL writes them.
 * The query's column aliases are the header, so the caller names them in the user's language; values are
 * formatted by the query (download-columns.ts: dates in São Paulo time, decimals in the dialect, text that would
 * be a formula made inert) — PostgreSQL's CSV writer quotes whatever holds the separator, a quote or a line break.
 */

/** How each dialect is written: its separator, its decimal separator, the DateStyle its dates are printed in. */
export const CSV_FORMS: Readonly<
  Record<CsvDialect, { delimiter: ',' | ';'; decimalComma: boolean; dateStyle: string }>
> = {
  // 2026-03-10 and 2026-03-10 14:05:00.
  rfc4180: { delimiter: ',', decimalComma: false, dateStyle: 'ISO, YMD' },
  // 10/03/2026 and 10/03/2026 14:05:00 (date_trunc leaves no fraction; a timestamp without time zone, no zone).
  'pt-BR': { delimiter: ';', decimalComma: true, dateStyle: 'SQL, DMY' },
};

const BOM = Buffer.from('\uFEFF', 'utf8');

/**
 * Streams `query` as a CSV attachment named `fileName` in `dialect`, on a connection of the export `pool`. The
 * query must write its decimals in the dialect (downloadSelect does).
 */
export async function sendCsv(
  req: FastifyRequest,
  reply: FastifyReply,
  opts: { pool: pg.Pool; query: Compilable; fileName: string; dialect: CsvDialect },
): Promise<FastifyReply> {
  const form = CSV_FORMS[opts.dialect];
  const statement = copyStatement(opts.query, `format csv, header true, delimiter '${form.delimiter}'`);
  const chunks = await primed(
    copyOut(opts.pool, statement, req.log, form.dateStyle, (rows) =>
      req.server.metrics.exported('csv', rows),
    ),
    BOM,
  );
  downloadHeaders(reply, 'text/csv; charset=utf-8', opts.fileName);
  return reply.send(Readable.from(chunks, { objectMode: false }));
}
