import { todayInSaoPaulo } from '@fxbo/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from './locale.js';

/*
 * What every download (CSV, XLSX, PDF) shares: the language it is written in and its file name.
 */

/**
 * The language of a document: `lang` when the link names one (a PDF opened in a new tab carries no header
 * of ours), else the Accept-Language the web sends with the UI language, else the user's own preference.
 */
export function documentLocale(req: FastifyRequest, user: { locale: Locale }, lang?: Locale): Locale {
  if (lang) return lang;
  const header = req.headers['accept-language'];
  if (typeof header === 'string' && header.trim() !== '') {
    const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
    if (first.startsWith('en')) return 'en';
    if (first.startsWith('pt')) return 'pt-BR';
  }
  return user.locale;
}

/** `base-yyyy-MM-dd.ext`, the date being today in São Paulo. */
export function datedFileName(base: string, extension: string, now: Date = new Date()): string {
  return `${base}-${todayInSaoPaulo(now)}.${extension}`;
}

/**
 * Content-Disposition with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 8187), so
 * `remessa-ÁGIL-1.pdf` survives in every browser and no quote or line break can break the header.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Headers of a generated file: type, name, never cached (it holds client data and reflects live rows). */
export function downloadHeaders(
  reply: FastifyReply,
  contentType: string,
  fileName: string,
  kind: 'attachment' | 'inline' = 'attachment',
): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition(kind, fileName))
    .header('cache-control', 'no-store');
}
