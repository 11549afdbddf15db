import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  checkPasswordConfirmation,
  LOGIN_MAX,
  LOGIN_MIN,
  newPasswordSchema,
  PASSWORD_MAX,
  PASSWORD_MESSAGES,
  PASSWORD_MIN,
  passwordSchema,
} from './password-policy';
import { z } from 'zod';

describe('constants and messages', () => {
  it('match the spec', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX, LOGIN_MIN, LOGIN_MAX]).toEqual([6, 40, 11, 80]);
    expect(PASSWORD_MESSAGES).toEqual({
      password_required: 'Password is required.',
      password_too_short: 'Password is too short - should be 6 chars minimum',
      password_too_long: 'Password is too long - should be 40 chars maximum',
      password_uppercase: 'Password needs a uppercase letter',
      password_lowercase: 'Password needs a lowercase letter',
      password_number: 'Password needs a number',
      password_special: 'Password requires a special character',
      password_confirmation_required: 'Confirmation of new password is mandatory.',
      password_mismatch: 'Invalid field.',
    });
  });
});

describe('checkPassword', () => {
  it.each(['Abc12!', 'Senha@2026', 'Çedilha9 ', `Aa1!${'x'.repeat(36)}`, 'ÉVORA-évora-1'])(
    'accepts %j',
    (pw) => expect(checkPassword(pw)).toEqual([]),
  );

  it.each([
    ['', ['password_required']],
    [undefined, ['password_required']],
    [null, ['password_required']],
    ['Ab1!x', ['password_too_short']],
    [`Aa1!${'x'.repeat(37)}`, ['password_too_long']],
    ['abc12!', ['password_uppercase']],
    ['ABC12!', ['password_lowercase']],
    ['Abcde!', ['password_number']],
    ['Abcde1', ['password_special']],
    ['abc', ['password_too_short', 'password_uppercase', 'password_number', 'password_special']],
  ] as const)('%j fails %j', (pw, codes) => expect(checkPassword(pw)).toEqual(codes));

  it('counts characters, not UTF-16 units, for the length limits', () => {
    // 5 characters, one of them outside the BMP (2 UTF-16 units): still too short.
    expect(checkPassword('Aa1!😀')).toEqual(['password_too_short']);
  });
});

describe('checkPasswordConfirmation', () => {
  it('requires a matching confirmation', () => {
    expect(checkPasswordConfirmation('Abc12!', 'Abc12!')).toBeNull();
    expect(checkPasswordConfirmation('Abc12!', '')).toBe('password_confirmation_required');
    expect(checkPasswordConfirmation('Abc12!', undefined)).toBe('password_confirmation_required');
    expect(checkPasswordConfirmation('Abc12!', 'abc12!')).toBe('password_mismatch');
  });
});

describe('passwordSchema', () => {
  it('reports every broken rule with its message and code', () => {
    const issues = passwordSchema.safeParse('abcdef').error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual([
      'Password needs a uppercase letter',
      'Password needs a number',
      'Password requires a special character',
    ]);
    expect(issues.map((i) => (i as { params?: { code: string } }).params?.code)).toEqual([
      'password_uppercase',
      'password_number',
      'password_special',
    ]);
  });

  it('says a missing password is required', () => {
    expect(passwordSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Password is required.');
  });
});

describe('newPasswordSchema', () => {
  const changePassword = newPasswordSchema({ currentPassword: z.string().min(1) });

  it('accepts a good change request', () => {
    const body = { currentPassword: 'old', newPassword: 'Abc12!', newPasswordConfirmation: 'Abc12!' };
    expect(changePassword.parse(body)).toEqual(body);
  });

  it('reports a missing confirmation and a mismatch on the confirmation field', () => {
    const missing = changePassword.safeParse({ currentPassword: 'old', newPassword: 'Abc12!' });
    expect(missing.error?.issues).toMatchObject([
      { path: ['newPasswordConfirmation'], message: 'Confirmation of new password is mandatory.' },
    ]);
    const mismatch = newPasswordSchema().safeParse({
      newPassword: 'Abc12!',
      newPasswordConfirmation: 'Abc12?',
    });
    expect(mismatch.error?.issues).toMatchObject([
      { path: ['newPasswordConfirmation'], message: 'Invalid field.' },
    ]);
  });

  it('keeps the extra fields validated', () => {
    const result = changePassword.safeParse({
      currentPassword: '',
      newPassword: 'Abc12!',
      newPasswordConfirmation: 'Abc12!',
    });
    expect(result.error?.issues[0]?.path).toEqual(['currentPassword']);
  });
});
