import { describe, expect, it } from 'vitest';
import { listReturnPath, rememberListAddress } from './listReturn';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the way back to a list', () => {
  it('returns to the list with the query it was left with', () => {
    const storage = memoryStorage();
    expect(listReturnPath('/remittance', storage)).toBe('/remittance');
    rememberListAddress('/remittance', '?status=paid&page=2', storage);
    rememberListAddress('/payment-order', '?state=confirmed', storage);
    expect(listReturnPath('/remittance', storage)).toBe('/remittance?status=paid&page=2');
    expect(listReturnPath('/payment-order', storage)).toBe('/payment-order?state=confirmed');
    rememberListAddress('/remittance', '', storage);
    expect(listReturnPath('/remittance', storage)).toBe('/remittance');
  });

  it('keeps a way back that names its own query, and works without storage', () => {
    const storage = memoryStorage();
    rememberListAddress('/contract', '?type=export', storage);
    expect(listReturnPath('/contract?id=3', storage)).toBe('/contract?id=3');
    expect(listReturnPath('/contract', undefined)).toBe('/contract');
    expect(() => rememberListAddress('/contract', '?x=1', undefined)).not.toThrow();
  });
});
