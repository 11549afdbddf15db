import {
  accountMessageSchema,
  changePasswordRequestSchema,
  passwordRecoveryRequestSchema,
  preferencesRequestSchema,
  preferencesResponseSchema,
  resetPasswordRequestSchema,
  resetTokenParamsSchema,
  resetTokenStatusSchema,
  totpDisableRequestSchema,
  totpEnableRequestSchema,
  totpSetupResponseSchema,
  totpStatusSchema,
} from '@fxbo/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { currentUser } from '../../platform/auth-guard.js';
import { captchaKeys } from '../../platform/captcha.js';
import { cookieOptions, CSRF_COOKIE, SESSION_COOKIE } from '../../platform/cookies.js';
import { accountContext } from './context.js';
import { accountMessage } from './messages.js';
import { changePassword } from './password.js';
import { updatePreferences } from './preferences.js';
import {
  findResetToken,
  requestRecovery,
  resetLinkInvalid,
  resetPassword,
  type DeferredJob,
} from './recovery.js';
import { disableTotp, enableTotp, setupTotp } from './totp-enrolment.js';
import { routeOptions } from '../../platform/route-options.js';
import type { ServerArea } from '../../platform/area.js';

const options = routeOptions(['account']);

export const accountRoutes: ServerArea = async (app, { database: { db }, config, mailer }) => {
  const keys = captchaKeys(config.sessionSecret ?? '');
  const ctx = (req: FastifyRequest) => accountContext(req, { db, config, mailer, captchaKeys: keys });

  // Work that must not show in a response's timing runs after it; closing the app waits for it.
  const pending = new Set<Promise<void>>();
  const runAfterResponse = (log: FastifyBaseLogger, job: DeferredJob) => {
    const run: Promise<void> = job()
      .catch((err: unknown) => log.error({ err }, 'password recovery: token or mail failed'))
      .finally(() => pending.delete(run));
    pending.add(run);
  };
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  app.post(
    '/api/account/password/recovery',
    options(
      'public',
      'Ask for a password reset link by e-mail; the answer never says whether the address exists',
      { body: passwordRecoveryRequestSchema, response: { 202: accountMessageSchema } },
    ),
    async (req, reply) => {
      const c = ctx(req);
      const job = await requestRecovery(c, req.body);
      if (job) runAfterResponse(req.log, job);
      return reply.code(202).send({ message: accountMessage('recovery_sent', c.locale) });
    },
  );

  app.get(
    '/api/account/password/reset/:hash',
    options(
      'public',
      'Whether a password link can still be used (so the page can say so before the user types), and what it is for: a reset, or the invitation of a new account',
      { params: resetTokenParamsSchema, response: { 200: resetTokenStatusSchema } },
    ),
    async (req, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const link = await findResetToken(db, req.params.hash);
      if (!link) throw resetLinkInvalid(ctx(req), 404);
      return { valid: true as const, purpose: link.purpose };
    },
  );

  app.post(
    '/api/account/password/reset',
    options(
      'public',
      'Choose a new password with the e-mailed link; unblocks the user and ends all sessions',
      { body: resetPasswordRequestSchema, response: { 200: accountMessageSchema } },
    ),
    async (req, reply) => {
      const c = ctx(req);
      await resetPassword(c, req.body);
      // Whatever session this browser had is over.
      void reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
      void reply.clearCookie(CSRF_COOKIE, cookieOptions(config, false));
      return { message: accountMessage('password_changed', c.locale) };
    },
  );

  app.post(
    '/api/account/password/change',
    options('signed-in', 'Change my password; my other sessions end, this one stays', {
      body: changePasswordRequestSchema,
      response: { 200: accountMessageSchema },
    }),
    async (req) => {
      const c = ctx(req);
      await changePassword(c, currentUser(req), req.body);
      return { message: accountMessage('password_changed', c.locale) };
    },
  );

  app.post(
    '/api/account/totp/setup',
    options(
      'signed-in',
      'Start using an authenticator app: a new secret and its QR code (pending until enabled)',
      { response: { 200: totpSetupResponseSchema } },
    ),
    async (req, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return setupTotp(ctx(req), currentUser(req));
    },
  );

  app.post(
    '/api/account/totp/enable',
    options('signed-in', 'Confirm the authenticator app with a code; sign-in then asks for app codes', {
      body: totpEnableRequestSchema,
      response: { 200: totpStatusSchema },
    }),
    async (req) => {
      await enableTotp(ctx(req), currentUser(req), req.body.code);
      return { totpEnabled: true };
    },
  );

  app.post(
    '/api/account/totp/disable',
    options('signed-in', 'Stop using the authenticator app (password required); codes go back to e-mail', {
      body: totpDisableRequestSchema,
      response: { 200: totpStatusSchema },
    }),
    async (req) => {
      await disableTotp(ctx(req), currentUser(req), req.body.password);
      return { totpEnabled: false };
    },
  );

  app.put(
    '/api/account/preferences',
    options('signed-in', 'My language, shell settings and shortcuts; answers with the updated session user', {
      body: preferencesRequestSchema,
      response: { 200: preferencesResponseSchema },
    }),
    async (req) => updatePreferences(db, currentUser(req).userId, req.body),
  );
};
