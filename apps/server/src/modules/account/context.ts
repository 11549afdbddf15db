import { isIP } from 'node:net';
import type { FastifyBaseLogger as Logger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { requestLocale, type Locale } from '../../http/locale.js';
import type { Mailer } from '../../mail/transport.js';
import type { CaptchaKeys } from '../../platform/captcha.js';

/** What the account services need from a request, so they stay plain functions testable without HTTP. */
export interface AccountContext {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  captchaKeys: CaptchaKeys;
  log: Logger;
  locale: Locale;
  /** The client address, only when it is a well-formed IP (it is stored in `inet` columns). */
  ip: string | null;
  userAgent: string | null;
}

export function accountContext(
  req: FastifyRequest,
  deps: Pick<AccountContext, 'db' | 'config' | 'mailer' | 'captchaKeys'>,
): AccountContext {
  return {
    ...deps,
    log: req.log,
    locale: requestLocale(req),
    ip: req.ip && isIP(req.ip) ? req.ip : null,
    userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'].slice(0, 500) : null,
  };
}
