import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { requestLocale } from './locale.js';
import { title, type GenericCode } from './messages.js';

// Node's HTTP parser refuses these before Fastify sees a request (e.g. headers over 16 KiB).
const parserCodes: Record<string, { status: number; code: GenericCode }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers_too_large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout' },
};

/** The `Accept-Language` of the request in progress on a connection, for an error after its headers (408). */
const languages = new WeakMap<Socket, string>();

/** Remembers each request's language on its connection (an `onRequest` hook). */
export function trackRequestLanguage(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    const language = req.headers['accept-language'];
    if (language) languages.set(req.raw.socket, language);
    else languages.delete(req.raw.socket);
  });
}

/**
 * Fastify's `clientErrorHandler`: the answer to a request Node could not parse, or that did not arrive in
 * time, written on the raw socket as problem+json like every other error. The language comes from an
 * `Accept-Language` line found in the bytes received so far, else from the request's headers when they had
 * arrived (a body too slow).
 */
export function clientErrorHandler(this: FastifyInstance, err: ConnectionError, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err }, 'client error');
  if (!socket.writable) {
    socket.destroy(err);
    return;
  }
  const { status, code } = parserCodes[err.code] ?? { status: 400, code: 'bad_request' as const };
  const received = Buffer.isBuffer(err.rawPacket) ? err.rawPacket.toString('latin1') : '';
  const language = /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(received)?.[1] ?? languages.get(socket);
  const locale = requestLocale({ headers: language ? { 'accept-language': language } : {} });
  const body = JSON.stringify({ type: 'about:blank', title: title(code, locale), status, code });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Content-Type: application/problem+json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
      body,
  );
}
