import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './error-handler.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A file of the built web app: logged only when it fails, counted under one route label. */
    asset?: boolean;
  }
}

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached, and a browser's
 * GET of a path that looks like a client-side route (Accept: text/html, no extension, no dotfile, not under /api)
 * answered with index.html so routes survive a reload. Other unknown paths are 404s without the page.
 * Each file goes out in the best form the browser accepts among those the build wrote beside it
 * (`.br`, then `.gz`, then raw: apps/web/precompress.ts), so no request pays for compression.
 */
export async function registerWeb(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const index = webRoot ? path.join(webRoot, 'index.html') : undefined;
  if (!webRoot || !index || !existsSync(index)) {
    app.setNotFoundHandler(notFound);
    return;
  }
  // Every route from here to `/` serves one of the app's files (the plugin registers one route per file).
  let files = true;
  app.addHook('onRoute', (route) => {
    if (files) route.config = { ...route.config, asset: true };
  });
  await app.register(fastifyStatic, {
    root: webRoot,
    // Files are listed once at start-up (the build does not change under a running server).
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed forms are served in place of their file, never under their own names.
    globIgnore: ['**/*.br', '**/*.gz'],
    // Our own Cache-Control below; the plugin's default would override it with max-age=0.
    cacheControl: false,
    // Given the reply since @fastify/static 10 (the raw response before).
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The same address answers differently by Accept-Encoding: caches must keep the forms apart.
      reply.header('Vary', 'Accept-Encoding');
    },
  });
  files = false;
  app.get('/', (_req, reply) => sendIndex(reply));
  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const url = req.url.split('?')[0] ?? '';
    if (isApiPath(url) || (req.method !== 'GET' && req.method !== 'HEAD')) return notFound(req, reply);
    if (isAppRoute(url) && wantsHtml(req.headers.accept)) return sendIndex(reply);
    // A missing file, a dotfile (/.env), or a script or scraper (/metrics) asking for no page: no app HTML.
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });
}

/** /api and everything under it: unknown addresses there are problem+json 404s (or 405s), never the page. */
function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/** What a client-side route looks like: no segment starting with a dot and no file extension. */
function isAppRoute(url: string): boolean {
  const segments = url.split('/');
  return (
    !segments.some((s) => s.startsWith('.') || s.startsWith('%2e') || s.startsWith('%2E')) &&
    !path.extname(url)
  );
}

/** A browser navigating: Accept names text/html (with a quality above 0), as every browser's navigation does. */
function wantsHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((entry) => {
    const [type, ...params] = entry.split(';').map((p) => p.trim().toLowerCase());
    if (type !== 'text/html') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

function sendIndex(reply: FastifyReply) {
  return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
}
