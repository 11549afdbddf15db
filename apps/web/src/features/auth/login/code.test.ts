import { describe, expect, it } from 'vitest';
import { normalizeCode } from './code';

describe('code field', () => {
  it('keeps the digits of a pasted code, at most six', () => {
    expect(normalizeCode('123 456')).toBe('123456');
    expect(normalizeCode('123-4567')).toBe('123456');
    expect(normalizeCode('abc')).toBe('');
  });
});
