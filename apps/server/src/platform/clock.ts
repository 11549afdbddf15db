import type { Config } from '../config.js';

/**
 * "Now" for the business rules (exchange hours, the 15:00 cut-off, a quote's validity). Tests pass a fixed or
 * stepped clock to buildApp; CLOCK_START starts a demo or browser-test server at a chosen instant, from which
 * its clock runs in real time (so countdowns still count down).
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock that starts at `start` and runs on in real time. */
export function clockFrom(start: Date, realNow: Clock = systemClock): Clock {
  const offset = start.getTime() - realNow().getTime();
  return () => new Date(realNow().getTime() + offset);
}

export function configuredClock(config: Pick<Config, 'clockStart'>): Clock {
  return config.clockStart ? clockFrom(config.clockStart) : systemClock;
}
