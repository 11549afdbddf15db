import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_COUNT, isCommonPassword } from './common-passwords.js';

describe('common passwords', () => {
  it('are the 10,000 best-ranked of the zxcvbn-ts list, compared without case', () => {
    const ranked = dictionary['passwords-common'];
    expect(COMMON_PASSWORDS_COUNT).toBe(10_000);
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('P@ssw0rd')).toBe(true);
    expect(isCommonPassword('PASSWORD')).toBe(true);
    expect(isCommonPassword(ranked[9_999] ?? '')).toBe(true);
    const below = ranked.slice(10_000).find((p) => !ranked.slice(0, 10_000).includes(p)) ?? '';
    expect(isCommonPassword(below)).toBe(false);
    expect(isCommonPassword('Senha@Forte1')).toBe(false);
  });
});
