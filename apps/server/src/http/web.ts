import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './error-handler.js';

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached, and
 * every non-API GET that wants HTML answered with index.html so client-side routes survive a reload.
 * Each file goes out in the best form the browser accepts among those the build wrote beside it
 * (`.br`, then `.gz`, then raw: apps/web/precompress.ts), so no request pays for compression.
 */
export async function registerWeb(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const index = webRoot ? path.join(webRoot, 'index.html') : undefined;
  if (!webRoot || !index || !existsSync(index)) {
    app.setNotFoundHandler(notFound);
    return;
  }
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
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The same address answers differently by Accept-Encoding: caches must keep the forms apart.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  app.get('/', (_req, reply) => sendIndex(reply));
  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !req.url.startsWith('/api') &&
      !path.extname(req.url.split('?')[0] ?? '');
    if (wantsPage) return sendIndex(reply);
    return notFound(req, reply);
  });
}

function sendIndex(reply: FastifyReply) {
  return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
}
