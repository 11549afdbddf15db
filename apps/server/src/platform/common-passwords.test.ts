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

describe('Brazilian passwords and their composition-policy variants', () => {
  // A common word, capitalised, with a symbol and digits or a year meets the policy and is still guessed
  // first: NordPass's Brazilian lists, the clubs, and the words of this trade.
  it.each([
    'Senha@123',
    'Mudar@123',
    'Admin@123',
    'Qwerty@123',
    'Brasil@2026',
    'Flamengo#10',
    '@Corinthians1',
    'Palmeiras!1914',
    'Amor@2024',
    'Jesus#777',
    'Deus@1234',
    'Câmbio@2026',
    'Cambio@2026',
    'S3nh@2024',
    'Gabriel@2010',
    '2024@Mariana',
    'Gvt@12345',
  ])('%s is refused', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Senha@Forte1', 'Nova#Senha2024', 'Novo#Segredo9', 'Xq7!vRt2Lm', 'Cavalo Azul Bateria 9!'])(
    '%s is not',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
