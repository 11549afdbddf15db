import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { routeLabel, STATIC_ROUTE } from '../http/metrics.js';

/**
 * One log line per request, written when its answer has gone out (Fastify's own writes two: "incoming request"
 * and "request completed"), with its method, route pattern, status, duration, user and request id (the
 * logger's `reqId`); its arrival is a line at debug level only. None for the web app's files, which a page load
 * asks for by the dozen. The raw URL is never logged: a client route's path can hold a token
 * (`/reset-password/…`), a query a person's name.
 */
export class RequestLog extends LogController {
  /** At debug level only: a request that never ends (a body sent a byte a second) is seen arriving. */
  override incomingRequest(req: FastifyRequest): void {
    const route = routeLabel(req);
    if (route !== STATIC_ROUTE) req.log.debug({ method: req.method, route }, 'request received');
  }

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    const route = routeLabel(req);
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    if (route === STATIC_ROUTE && status < 500 && !error) return;
    const line = {
      method: req.method,
      route,
      status,
      ms: Math.round(ms * 10) / 10,
      userId: req.user?.userId ?? null,
      ...(error ? { err: error } : {}),
    };
    if (status >= 500 || error) req.log.error(line, 'request');
    else req.log.info(line, 'request');
  }
}
