import type { codeRequiredSchema } from '@fxbo/domain';
import {
  resendCodeRequestSchema,
  resendCodeResponseSchema,
  sessionListSchema,
  sessionStateSchema,
  signedInSchema,
  signInRequestSchema,
  signInResponseSchema,
  verifyCodeRequestSchema,
} from '@fxbo/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestLocale } from '../../http/locale.js';
import { noContentResponse } from '../../http/openapi.js';
import { currentUser } from '../../platform/auth-guard.js';
import { captchaKeys, newChallenge } from '../../platform/captcha.js';
import { cookieOptions, CSRF_COOKIE, SESSION_COOKIE, TRUSTED_DEVICE_COOKIE } from '../../platform/cookies.js';
import { requestFacts } from '../../platform/request-facts.js';
import { loadSessionUser } from '../../platform/session-user.js';
import { endedSessionReason, type NewSession } from '../../platform/sessions.js';
import { endMyOtherSessions, endMySession, listMySessions, signOut } from './my-sessions.js';
import { resendCode, signIn, verifyCode, type AuthContext } from './sign-in.js';
import { routeOptions } from '../../platform/route-options.js';
import type { ServerArea } from '../../platform/area.js';

const options = routeOptions(['auth']);

export const authRoutes: ServerArea = async (app, { database: { db }, config, mailer }) => {
  const keys = captchaKeys(config.sessionSecret ?? '');
  const ctx = (req: FastifyRequest): AuthContext => ({
    db,
    config,
    mailer,
    captchaKeys: keys,
    log: req.log,
    metrics: app.metrics,
    ...requestFacts(req),
  });

  const setSessionCookies = (reply: FastifyReply, session: NewSession) => {
    void reply.setCookie(SESSION_COOKIE, session.token, {
      ...cookieOptions(config),
      expires: session.expiresAt,
    });
    void reply.setCookie(CSRF_COOKIE, session.csrfToken, {
      ...cookieOptions(config, false),
      expires: session.expiresAt,
    });
  };
  const clearSessionCookies = (reply: FastifyReply) => {
    void reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
    void reply.clearCookie(CSRF_COOKIE, cookieOptions(config, false));
  };

  app.get(
    '/api/auth/captcha',
    options('public', 'A fresh ALTCHA challenge for the sign-in, recovery and access-request forms', {}),
    async (_req, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return newChallenge(keys, config.captcha);
    },
  );

  app.post(
    '/api/auth/sign-in',
    options('public', 'Password step: captcha, identifier and password', {
      body: signInRequestSchema,
      response: { 200: signInResponseSchema },
    }),
    async (req, reply) => {
      const deviceCookie = req.cookies[TRUSTED_DEVICE_COOKIE];
      const device = deviceCookie ? req.unsignCookie(deviceCookie) : undefined;
      const result = await signIn(ctx(req), {
        ...req.body,
        deviceToken: device?.valid ? (device.value ?? undefined) : undefined,
      });
      if (result.status === 'signed_in') {
        setSessionCookies(reply, result.session);
        return { status: 'signed_in' as const, user: await loadSessionUser(db, result.userId) };
      }
      return {
        ...result,
        expiresAt: result.expiresAt.toISOString(),
        resendAvailableAt: result.resendAvailableAt?.toISOString() ?? null,
      } satisfies z.infer<typeof codeRequiredSchema>;
    },
  );

  app.post(
    '/api/auth/verify-code',
    options('public', 'Second factor: the e-mailed or authenticator code', {
      body: verifyCodeRequestSchema,
      response: { 200: signedInSchema },
    }),
    async (req, reply) => {
      const result = await verifyCode(ctx(req), req.body);
      setSessionCookies(reply, result.session);
      if (result.device) {
        void reply.setCookie(TRUSTED_DEVICE_COOKIE, result.device.token, {
          ...cookieOptions(config),
          signed: true,
          expires: result.device.expiresAt,
        });
      }
      return { status: 'signed_in' as const, user: await loadSessionUser(db, result.userId) };
    },
  );

  app.post(
    '/api/auth/resend-code',
    options('public', 'Send a new e-mailed code', {
      body: resendCodeRequestSchema,
      response: { 200: resendCodeResponseSchema },
    }),
    async (req) => {
      const r = await resendCode(ctx(req), req.body.attemptId);
      return { expiresAt: r.expiresAt.toISOString(), resendAvailableAt: r.resendAvailableAt.toISOString() };
    },
  );

  app.get(
    '/api/auth/me',
    options('signed-in', 'The signed-in user', { response: { 200: signedInSchema } }),
    async (req) => ({
      status: 'signed_in' as const,
      user: await loadSessionUser(db, currentUser(req).userId),
    }),
  );

  // The web's guest check: a visitor is not an error, so no 401 (which the browser logs as one) but a 204. A
  // browser whose session was ended by a change (permissions, password…) is told why, once: its cookies go.
  app.get(
    '/api/auth/session',
    options(
      'public',
      'The signed-in user, why the session ended (once), or 204 No Content without a session',
      { response: { 200: sessionStateSchema, 204: z.null().describe('No session') } },
    ),
    async (req, reply) => {
      if (!req.user) {
        const token = req.cookies[SESSION_COOKIE];
        const reason = token ? await endedSessionReason(db, token) : undefined;
        if (!reason || reason === 'sign_out') return reply.code(204).send(null);
        clearSessionCookies(reply);
        return { status: 'signed_out' as const, reason };
      }
      return { status: 'signed_in' as const, user: await loadSessionUser(db, req.user.userId) };
    },
  );

  app.post(
    '/api/auth/logout',
    options('signed-in', 'End this session', { response: noContentResponse }),
    async (req, reply) => {
      await signOut(db, currentUser(req), { ip: req.ip, userAgent: req.headers['user-agent'] ?? null });
      clearSessionCookies(reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/auth/sessions',
    options('signed-in', 'My active sessions', { response: { 200: sessionListSchema } }),
    async (req) => listMySessions(db, currentUser(req), config.auth.idleMinutes),
  );

  app.delete(
    '/api/auth/sessions/:id',
    options('signed-in', 'End one of my sessions', {
      params: z.object({ id: z.uuid() }),
      response: noContentResponse,
    }),
    async (req, reply) => {
      const user = currentUser(req);
      await endMySession(db, user, req.params.id, { ip: req.ip, locale: requestLocale(req) });
      if (req.params.id === user.sessionId) clearSessionCookies(reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/sessions/revoke-others',
    options('signed-in', 'End all my other sessions', {
      response: { 200: z.object({ revoked: z.number() }) },
    }),
    async (req) => ({ revoked: await endMyOtherSessions(db, currentUser(req), req.ip) }),
  );
};
