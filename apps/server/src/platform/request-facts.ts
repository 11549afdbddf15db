import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { requestLocale, type Locale } from '../http/locale.js';

/** What the services record of a request (audit, sessions, rate limits) and the language they answer in. */
export interface RequestFacts {
  locale: Locale;
  /** The client address, only when it is a well-formed IP (it is stored in `inet` columns). */
  ip: string | null;
  userAgent: string | null;
}

export function requestFacts(req: FastifyRequest): RequestFacts {
  return {
    locale: requestLocale(req),
    ip: req.ip && isIP(req.ip) ? req.ip : null,
    userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'].slice(0, 500) : null,
  };
}
