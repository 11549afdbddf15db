import type { Clock } from '../src/platform/clock.js';

/** A clock a test sets and moves by hand: `clock()` is now, `clock.set(instant)`, `clock.advance(ms)`. */
export interface TestClock extends Clock {
  set(instant: Date | string): void;
  advance(ms: number): void;
}

export function testClock(start: Date | string): TestClock {
  let now = new Date(start).getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.set = (instant) => {
    now = new Date(instant).getTime();
  };
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}
