import { describe, expect, it } from 'vitest';
import { randomChar, randomInt, seededRng } from './random';

describe('seededRng', () => {
  it('repeats the same sequence for the same seed and differs across seeds', () => {
    const a = seededRng(42);
    const b = seededRng(42);
    const c = seededRng(43);
    const seqA = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(seqA);
    expect([c(), c(), c()]).not.toEqual(seqA);
  });

  it('stays in [0, 1)', () => {
    const rng = seededRng(7);
    for (let i = 0; i < 10_000; i++) {
      const x = rng();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});

describe('randomInt / randomChar', () => {
  it('never reaches max even when the source returns 1', () => {
    expect(randomInt(() => 1, 10)).toBe(9);
    expect(randomInt(() => 0, 10)).toBe(0);
    expect(randomChar(() => 0.99, 'AB')).toBe('B');
  });
});
