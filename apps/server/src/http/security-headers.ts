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
export type SecurityHeaders = (url: string) => Readonly<Record<string, string>>;

export function securityHeaders(options: { https: boolean }): SecurityHeaders {
  // Built once: the hook runs on every answer, and only three sets exist (web, API, API reference).
  const common = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    ...(options.https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
  // API answers hold personal and financial data: no browser or proxy may keep them.
  const web = Object.freeze({ ...common, 'Content-Security-Policy': APP_CSP });
  const api = Object.freeze({ ...web, 'Cache-Control': 'no-store' });
  const docs = Object.freeze({ ...api, 'Content-Security-Policy': DOCS_CSP });
  return (url) => (url.startsWith('/api/docs') ? docs : url.startsWith('/api') ? api : web);
}

/** Conservative headers for every answer; the SPA needs only same-origin scripts, styles and calls. */
export function installSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onSend', async (req, reply) => {
    reply.headers(headers(req.url));
    reply.header('X-Request-Id', req.id);
  });
}
