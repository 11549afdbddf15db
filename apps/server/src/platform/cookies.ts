import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../config.js';

export const SESSION_COOKIE = 'fxbo_session';
/** Readable by the SPA: it echoes the value in X-CSRF-Token on every state-changing request. */
export const CSRF_COOKIE = 'fxbo_csrf';
export const TRUSTED_DEVICE_COOKIE = 'fxbo_device';
export const CSRF_HEADER = 'x-csrf-token';

export function cookieOptions(config: Pick<Config, 'publicUrl'>, httpOnly = true): CookieSerializeOptions {
  return { path: '/', httpOnly, sameSite: 'lax', secure: config.publicUrl.startsWith('https:') };
}
