import { describe, expect, it } from 'vitest';
import { checkLoginIdentifier, loginIdentifierSchema, normalizeLoginIdentifier } from './login-identifier';

describe('normalizeLoginIdentifier', () => {
  it('strips dots and dash from an identifier without @ (a CPF)', () => {
    expect(normalizeLoginIdentifier(' 280.012.389-38 ')).toEqual({ kind: 'cpf', value: '28001238938' });
  });
  it('trims and lower-cases an e-mail', () => {
    expect(normalizeLoginIdentifier('  Maria.Souza@Corretora.COM.br ')).toEqual({
      kind: 'email',
      value: 'maria.souza@corretora.com.br',
    });
  });
  it('keeps the dots of an e-mail', () => {
    expect(normalizeLoginIdentifier('a.b-c@x.com').value).toBe('a.b-c@x.com');
  });
});

describe('checkLoginIdentifier', () => {
  it.each(['280.012.389-38', '28001238938', 'maria@corretora.com', `${'a'.repeat(68)}@example.com`])(
    'accepts %j',
    (input) => expect(checkLoginIdentifier(input)).toEqual([]),
  );

  it.each([
    ['', 'login_required'],
    ['   ', 'login_required'],
    [undefined, 'login_required'],
    ['a@b.com', 'login_too_short'], // 7 characters
    ['280.012.389', 'login_too_short'], // 9 digits once stripped
    [`${'a'.repeat(69)}@example.com`, 'login_too_long'], // 81 characters
    ['maria@corretora', 'login_invalid'],
    ['280.012.389-39', 'login_invalid'], // wrong check digit
    ['mariacorretora.com', 'login_invalid'], // no @, so read as a CPF
  ] as const)('%j → %s', (input, code) => expect(checkLoginIdentifier(input)).toEqual([code]));
});

describe('loginIdentifierSchema', () => {
  it('outputs the normalised identifier', () => {
    expect(loginIdentifierSchema.parse('Maria@Corretora.com')).toEqual({
      kind: 'email',
      value: 'maria@corretora.com',
    });
  });
  it('uses the spec messages', () => {
    expect(loginIdentifierSchema.safeParse('').error?.issues[0]?.message).toBe('You must enter a Email.');
    expect(loginIdentifierSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      'You must enter a Email.',
    );
    expect(loginIdentifierSchema.safeParse('maria@corretora').error?.issues[0]?.message).toBe(
      'You must enter a valid Email.',
    );
  });
});
