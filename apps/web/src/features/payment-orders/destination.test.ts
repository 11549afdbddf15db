import { describe, expect, it } from 'vitest';
import { maskedTail } from './destination';

describe('maskedTail', () => {
  it('keeps the last four characters of an account or a key behind a mask', () => {
    expect(maskedTail('123456-7')).toBe('•••56-7');
    expect(maskedTail('helena@example.com')).toBe('•••.com');
    expect(maskedTail(' 52998224725 ')).toBe('•••4725');
  });

  it('never shows a short value whole', () => {
    expect(maskedTail('1234')).toBe('•••234');
    expect(maskedTail('12')).toBe('•••2');
    expect(maskedTail('7')).toBe('•••');
    expect(maskedTail('')).toBe('');
  });
});
