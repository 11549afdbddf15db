import type { FastifyBaseLogger as Logger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { Mailer } from '../../mail/transport.js';
import type { CaptchaKeys } from '../../platform/captcha.js';
import { requestFacts, type RequestFacts } from '../../platform/request-facts.js';

/** What the account services need from a request, so they stay plain functions testable without HTTP. */
export interface AccountContext extends RequestFacts {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  captchaKeys: CaptchaKeys;
  log: Logger;
}

export function accountContext(
  req: FastifyRequest,
  deps: Pick<AccountContext, 'db' | 'config' | 'mailer' | 'captchaKeys'>,
): AccountContext {
  return { ...deps, ...requestFacts(req), log: req.log };
}
