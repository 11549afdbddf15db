import { describe, expect, it } from 'vitest';
import { detectPixKeyType, normalizePixKey, pixKeySchema, validatePixKey, type PixKeyType } from './pix';

describe('normalizePixKey', () => {
  it.each<[PixKeyType, string, string]>([
    ['cpf', '280.012.389-38', '28001238938'],
    ['cnpj', '12.abc.345/01de-35', '12ABC34501DE35'],
    ['cnpj', '33.000.167/0001-01', '33000167000101'],
    ['email', '  Fulano.Silva@Example.COM ', 'fulano.silva@example.com'],
    ['phone', '+5511987654321', '+5511987654321'],
    ['phone', '(11) 98765-4321', '+5511987654321'],
    ['phone', '11987654321', '+5511987654321'],
    ['phone', '55 21 99876-5432', '+5521998765432'],
    ['random', '71C7D9BE-4B85-4E43-9F1C-1F3B8B4E9A2D', '71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d'],
  ])('%s %j → %j', (type, key, expected) => expect(normalizePixKey(type, key)).toBe(expected));

  it.each<[string, PixKeyType, string]>([
    ['CPF with a wrong check digit', 'cpf', '280.012.389-39'],
    ['CNPJ given as CPF', 'cpf', '33000167000101'],
    ['CNPJ with a wrong check digit', 'cnpj', '12ABC34501DE36'],
    ['e-mail without domain dot', 'email', 'fulano@example'],
    ['e-mail without @', 'email', 'fulano.example.com'],
    ['e-mail of 78 characters', 'email', `${'a'.repeat(66)}@example.com`],
    ['landline', 'phone', '+551133334444'],
    ['foreign number', 'phone', '+14155552671'],
    ['invalid DDD 20', 'phone', '+5520987654321'],
    ['number missing a digit', 'phone', '+551198765432'],
    ['UUID without dashes', 'random', '71c7d9be4b854e439f1c1f3b8b4e9a2d'],
    ['UUID with a non-hex char', 'random', '71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2g'],
    ['empty', 'email', ''],
  ])('rejects %s', (_why, type, key) => expect(normalizePixKey(type, key)).toBeNull());

  it('accepts an e-mail of exactly 77 characters', () => {
    const email = `${'a'.repeat(65)}@example.com`;
    expect(email).toHaveLength(77);
    expect(validatePixKey('email', email)).toBe(true);
  });
});

describe('detectPixKeyType', () => {
  it.each<[string, PixKeyType]>([
    ['fulano@example.com', 'email'],
    ['+5511987654321', 'phone'],
    ['(11) 98765-4321', 'phone'],
    ['71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d', 'random'],
    ['280.012.389-38', 'cpf'],
    ['12ABC34501DE35', 'cnpj'],
    ['11987654321', 'phone'],
  ])('%j is %s', (key, type) => expect(detectPixKeyType(key)).toBe(type));

  it('reads an unmarked 11-digit value that is a valid CPF as a CPF', () => {
    // 51998259765 is both a valid CPF and a plausible Porto Alegre mobile number.
    expect(validatePixKey('phone', '51998259765')).toBe(true);
    expect(detectPixKeyType('51998259765')).toBe('cpf');
    expect(detectPixKeyType('+5551998259765')).toBe('phone');
  });

  it.each(['not a key', 'fulano@', '+551133334444', '123'])('returns null for %j', (key) =>
    expect(detectPixKeyType(key)).toBeNull(),
  );
});

describe('pixKeySchema', () => {
  it('normalises a valid key', () => {
    expect(pixKeySchema.parse({ type: 'phone', key: '(11) 98765-4321' })).toEqual({
      type: 'phone',
      key: '+5511987654321',
    });
  });
  it('reports an invalid key on the key path', () => {
    const result = pixKeySchema.safeParse({ type: 'cpf', key: 'fulano@example.com' });
    expect(result.error?.issues).toMatchObject([{ path: ['key'], message: 'Invalid PIX key.' }]);
  });
  it('reports an unknown type', () => {
    const result = pixKeySchema.safeParse({ type: 'evp', key: '71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d' });
    expect(result.error?.issues).toMatchObject([{ path: ['type'], message: 'Invalid PIX key type.' }]);
  });
});
