import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/fetchJson';
import { classifyCodeError, classifySignInError, clock, secondsUntil, waitParts } from './errors';

const problem = (status: number, code: string) => new ApiError(status, code, code);

describe('sign-in failures', () => {
  it('keeps the warning that one more failure blocks', () => {
    const error = new ApiError(
      401,
      'invalid_grant',
      'x',
      'Usuário ou senha incorretos.',
      'Atenção: mais uma…',
    );
    expect(classifySignInError(error)).toEqual({ kind: 'invalid_grant', detail: 'Atenção: mais uma…' });
  });

  it('opens the Attention dialog for blocked and inactive users', () => {
    expect(classifySignInError(problem(403, 'user_blocked'))).toEqual({ kind: 'blocked' });
    expect(classifySignInError(problem(403, 'user_inactive'))).toEqual({ kind: 'blocked' });
  });

  it('tells captcha, rate limit, mail and network failures apart', () => {
    expect(classifySignInError(problem(400, 'captcha_invalid'))).toEqual({ kind: 'captcha_invalid' });
    const limited = new ApiError(429, 'rate_limited', 'x', 'Muitas tentativas.', undefined, [], 120);
    expect(classifySignInError(limited)).toEqual({
      kind: 'rate_limited',
      retryAfter: 120,
      title: 'Muitas tentativas.',
    });
    expect(classifySignInError(problem(502, 'mail_not_sent'))).toEqual({ kind: 'mail_not_sent' });
    expect(classifySignInError(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
  });

  it('passes field errors on, and anything else as its title', () => {
    const invalid = new ApiError(400, 'validation_failed', 'x', 'Campo inválido.', undefined, [
      { path: 'login', code: 'login_invalid', message: 'Você deve informar um Email válido.' },
    ]);
    expect(classifySignInError(invalid)).toEqual({ kind: 'fields', error: invalid });
    expect(classifySignInError(new ApiError(500, 'internal_error', 'x', 'Algo de errado…'))).toEqual({
      kind: 'other',
      title: 'Algo de errado…',
    });
  });
});

describe('code failures', () => {
  it('classifies the code step answers', () => {
    expect(classifyCodeError(problem(400, 'invalid_code'))).toEqual({ kind: 'invalid_code' });
    expect(classifyCodeError(problem(400, 'code_expired'))).toEqual({ kind: 'code_expired' });
    expect(classifyCodeError(problem(502, 'mail_not_sent'))).toEqual({ kind: 'mail_not_sent' });
    const soon = new ApiError(429, 'resend_too_soon', 'x', 't', undefined, [], 30);
    expect(classifyCodeError(soon)).toEqual({ kind: 'resend_too_soon', retryAfter: 30 });
    const badCode = new ApiError(400, 'validation_failed', 'x', 't', undefined, [
      { path: 'code', code: 'invalid_code', message: 'Código inválido.' },
    ]);
    expect(classifyCodeError(badCode)).toEqual({ kind: 'invalid_code' });
  });
});

describe('waits and countdowns', () => {
  it('words a wait in seconds or whole minutes, rounding up', () => {
    expect(waitParts(0)).toEqual({ unit: 'seconds', count: 1 });
    expect(waitParts(58.2)).toEqual({ unit: 'seconds', count: 59 });
    expect(waitParts(59.2)).toEqual({ unit: 'minutes', count: 1 });
    expect(waitParts(61)).toEqual({ unit: 'minutes', count: 2 });
    expect(waitParts(900)).toEqual({ unit: 'minutes', count: 15 });
  });

  it('counts down to an instant', () => {
    const now = Date.parse('2026-03-02T12:00:00.000Z');
    expect(secondsUntil('2026-03-02T12:01:00.000Z', now)).toBe(60);
    expect(secondsUntil('2026-03-02T12:00:00.400Z', now)).toBe(1);
    expect(secondsUntil('2026-03-02T11:59:00.000Z', now)).toBe(0);
    expect(secondsUntil(null, now)).toBe(0);
    expect(clock(61)).toBe('1:01');
    expect(clock(9)).toBe('0:09');
  });
});
