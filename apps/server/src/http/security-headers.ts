import type { FastifyInstance } from 'fastify';

const APP_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";
// Swagger UI loads only its own files (no inline script) but styles elements inline and draws SVG as data:.
const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self' data:; connect-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";
// One year; not includeSubDomains: the brokerage's other hosts under the same domain are not ours to bind.
const HSTS = 'max-age=31536000';

/** The headers every answer to `url` carries; `https` when the public address is https (HSTS). */
export type SecurityHeaders = (url: string) => Record<string, string>;

export function securityHeaders(options: { https: boolean }): SecurityHeaders {
  return (url) => ({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': url.startsWith('/api/docs') ? DOCS_CSP : APP_CSP,
    // API answers hold personal and financial data: no browser or proxy may keep them.
    ...(url.startsWith('/api') ? { 'Cache-Control': 'no-store' } : {}),
    ...(options.https ? { 'Strict-Transport-Security': HSTS } : {}),
  });
}

/** Conservative headers for every answer; the SPA needs only same-origin scripts, styles and calls. */
export function installSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onSend', async (req, reply) => {
    reply.headers(headers(req.url));
    reply.header('X-Request-Id', req.id);
  });
}
