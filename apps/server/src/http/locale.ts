import type { FastifyRequest } from 'fastify';

export type Locale = 'pt-BR' | 'en';

/** The language of server messages: pt-BR (product default) unless the client prefers English. */
export function requestLocale(req: Pick<FastifyRequest, 'headers'>): Locale {
  const header = req.headers['accept-language'];
  if (typeof header !== 'string' || header === '') return 'pt-BR';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('pt')) return 'pt-BR';
    if (tag.startsWith('en')) return 'en';
  }
  return 'pt-BR';
}
