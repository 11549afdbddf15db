import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES, ERROR_STATUS, fieldErrorsFromIssues, problemSchema } from './errors';
import { FIELD_MESSAGES } from './field-messages';
import { passwordSchema } from './password-policy';

describe('ERROR_CODES', () => {
  it('lists the stable codes once each, each with a 4xx/5xx status', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) {
      expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
      expect(ERROR_STATUS[code]).toBeLessThan(600);
    }
    expect(ERROR_STATUS.forbidden).toBe(403);
    expect(ERROR_STATUS.rate_limited).toBe(429);
  });
});

describe('problemSchema', () => {
  it('accepts a full problem', () => {
    const problem = {
      type: 'about:blank',
      title: 'Validation failed',
      status: 400,
      code: 'validation_failed',
      detail: 'Some fields are invalid.',
      errorId: '01J9Z3',
      errors: [
        { path: 'beneficiary.agency', code: 'invalid_agency', message: FIELD_MESSAGES.invalid_agency.en },
      ],
    };
    expect(problemSchema.parse(problem)).toEqual(problem);
  });

  it('accepts the minimal form', () => {
    expect(
      problemSchema.safeParse({ type: 'about:blank', title: 'Forbidden', status: 403, code: 'forbidden' })
        .success,
    ).toBe(true);
  });

  it.each([
    ['unknown code', { code: 'teapot' }],
    ['2xx status', { status: 200 }],
    ['non-integer status', { status: 400.5 }],
    ['field error without message', { errors: [{ path: 'a', code: 'b' }] }],
  ])('rejects %s', (_why, change) => {
    const base = { type: 'about:blank', title: 'Bad request', status: 400, code: 'bad_request' };
    expect(problemSchema.safeParse({ ...base, ...change }).success).toBe(false);
  });
});

describe('fieldErrorsFromIssues', () => {
  it('joins paths and prefers our stable codes', () => {
    const schema = z.object({ user: z.object({ password: passwordSchema, age: z.number() }) });
    const issues = schema.safeParse({ user: { password: 'abcdef1!', age: 'x' } }).error?.issues ?? [];
    expect(fieldErrorsFromIssues(issues)).toEqual([
      { path: 'user.password', code: 'password_uppercase', message: 'Password needs a uppercase letter' },
      { path: 'user.age', code: 'invalid_type', message: expect.any(String) },
    ]);
  });
});
