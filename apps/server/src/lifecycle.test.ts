import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Lifecycle } from './lifecycle.js';

/*
 * The stop's order and its last resort, without processes (main.test.ts runs the real server): parts are
 * plain functions recording what happened, `exit` is recorded instead of ending the test run.
 */

function lifecycle(lastResortMs = 60_000) {
  const events: string[] = [];
  const exits: number[] = [];
  const life = new Lifecycle(pino({ level: 'silent' }), {
    lastResortMs,
    exit: (code) => exits.push(code),
  });
  const part = (name: string, stop: () => unknown = () => events.push(`stop ${name}`)) =>
    life.started({ name, stop, lastResort: async () => void events.push(`last resort ${name}`) });
  return { life, events, exits, part };
}

describe('Lifecycle', () => {
  afterEach(() => vi.useRealTimers());

  it('stops the parts last started first, each even when one before it fails, once however often asked', async () => {
    const { life, events, part } = lifecycle();
    part('database');
    part('http', () => {
      events.push('stop http');
      throw new Error('refused');
    });
    part('sender');
    await Promise.all([life.stop(), life.stop()]);
    expect(events).toEqual(['stop sender', 'stop http', 'stop database']);
  });

  it('a start that fails stops what it started, then fails', async () => {
    const { life, events, part } = lifecycle();
    await expect(
      life.start(async () => {
        part('database');
        throw new Error('listen EADDRINUSE');
      }),
    ).rejects.toThrow('EADDRINUSE');
    expect(events).toEqual(['stop database']);
  });

  it('a signal during the start waits for it, then stops everything and exits 0', async () => {
    const { life, events, exits, part } = lifecycle();
    let finishStart = () => {};
    const starting = life.start(
      () =>
        new Promise<void>((resolve) => {
          part('database');
          finishStart = () => {
            part('http');
            resolve();
          };
        }),
    );
    const signalled = life.onSignal('SIGTERM');
    await Promise.resolve();
    expect(events).toEqual([]);
    finishStart();
    await starting;
    await signalled;
    expect(events).toEqual(['stop http', 'stop database']);
    expect(exits).toEqual([0]);
  });

  it('a stop still waiting after lastResortMs runs the last resorts and exits 1', async () => {
    vi.useFakeTimers();
    const { life, events, exits, part } = lifecycle(20_000);
    part('database');
    part('http', () => new Promise(() => {})); // a pool that never ends
    void life.onSignal('SIGTERM');
    await vi.advanceTimersByTimeAsync(19_999);
    expect(exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual(['last resort http', 'last resort database']);
    expect(exits).toEqual([1]);
  });
});
