import type { FastifyReply } from 'fastify';

/*
 * A request answered before its body has all arrived (an upload refused before its file is read) is not read
 * to its end: once the answer is sent, the connection is shut. Not destroyed at once: closing a socket with
 * unread bytes makes the kernel reset the connection and drop whatever of the answer it had not sent yet, so
 * our side is ended first (the client sees the answer, then the end) and what the client still had in flight
 * is discarded for a short while before the socket goes.
 */

/** How long a refused body may keep arriving (discarded) after the answer before the socket is destroyed. */
export const LINGER_MS = 2_000;

/** When the answer to `reply` is sent, ends the connection if its request's body has not all arrived. */
export function endConnectionIfBodyUnread(reply: FastifyReply): void {
  const req = reply.request.raw;
  // `complete` is false while the body is still arriving (and undefined under `inject`, which has no socket).
  if (req.complete !== false) return;
  reply.raw.once('finish', () => {
    const socket = req.socket;
    if (req.complete || socket.destroyed) return;
    req.unpipe();
    req.resume();
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS).unref();
    socket.once('close', () => clearTimeout(timer));
  });
}
