import type { Kysely } from 'kysely';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { AppMetrics } from '../../http/metrics.js';
import type { Mailer } from '../../mail/transport.js';
import type { CaptchaKeys } from '../../platform/captcha.js';
import type { RequestFacts } from '../../platform/request-facts.js';
import type { NewSession } from '../../platform/sessions.js';

/** What the sign-in steps need from a request (sign-in.ts, session-start.ts); plain values, testable without HTTP. */
export interface AuthContext extends RequestFacts {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  captchaKeys: CaptchaKeys;
  log: Logger;
  /** Counts refused sign-ins and lockouts (Prometheus). */
  metrics: Pick<AppMetrics, 'signInFailed' | 'lockedOut'>;
}

/** A password or code step's outcome: a second factor to ask for, or a session. */
export type SignInResult =
  | {
      status: 'code_required';
      attemptId: string;
      method: 'email' | 'totp';
      emailHint: string | null;
      expiresAt: Date;
      resendAvailableAt: Date | null;
    }
  | {
      status: 'signed_in';
      session: NewSession;
      userId: string;
      device: { token: string; expiresAt: Date } | undefined;
    };
