import { describe, expect, it } from 'vitest';
import { clockOffset, quoteDeadline, refreshDelay, secondsLeft, spanSeconds } from './countdown';

// A 30 s quote priced by a server whose clock is a year behind the browser's.
const quote = { quotedAt: '2025-11-25T13:00:00.000Z', expiresAt: '2025-11-25T13:00:30.000Z' };
const arrived = Date.parse('2026-11-25T13:00:00.400Z');

describe('quote countdown', () => {
  it('counts the quote’s own span from its arrival, whatever the server’s clock says', () => {
    const deadline = quoteDeadline(quote, clockOffset(quote, arrived));
    expect(deadline - arrived).toBe(30_000);
    expect(spanSeconds(quote)).toBe(30);
    expect(secondsLeft(deadline, arrived)).toBe(30);
    expect(secondsLeft(deadline, arrived + 29_001)).toBe(1);
    expect(secondsLeft(deadline, arrived + 30_000)).toBe(0);
    expect(secondsLeft(deadline, arrived + 45_000)).toBe(0);
  });

  it('rounds a part of a second up, so the countdown shows 0 only once the quote ended', () => {
    expect(secondsLeft(10_000, 9_999)).toBe(1);
    expect(secondsLeft(10_000, 5_500)).toBe(5);
  });

  it('places a later quote on the same offset (the preview’s quote, priced a little after)', () => {
    const offset = clockOffset(quote, arrived);
    const later = { expiresAt: '2025-11-25T13:00:40.000Z' };
    expect(quoteDeadline(later, offset) - arrived).toBe(40_000);
  });

  it('asks for the next quote a second before the end, at once when already late', () => {
    expect(refreshDelay(30_000, 0)).toBe(29_000);
    expect(refreshDelay(30_000, 29_500)).toBe(0);
    expect(refreshDelay(30_000, 40_000)).toBe(0);
    expect(refreshDelay(30_000, 0, 5_000)).toBe(25_000);
  });
});
