import type { QuoteTick } from '@fxbo/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../../test/clock.js';
import { QuoteUnavailable, type QuoteProvider } from './provider.js';
import { QuoteHub } from './quote-hub.js';
import { simulatedProvider, simulatedRate, TICK_MS } from './simulated-feed.js';

/* The hub alone, on the simulated market and a test clock: polls are called, never waited for. */

const NOW = '2026-11-24T15:00:00.000Z';

/** The simulated market, counting the questions per currency. */
function countingProvider(): QuoteProvider & { asked: Record<string, number> } {
  const asked: Record<string, number> = {};
  return {
    source: 'simulated',
    quotes: simulatedProvider.quotes,
    asked,
    buyRate(currency, at) {
      asked[currency] = (asked[currency] ?? 0) + 1;
      return simulatedProvider.buyRate(currency, at);
    },
  };
}

describe('QuoteHub', () => {
  let hub: QuoteHub | undefined;
  afterEach(() => hub?.close());

  it('one poller per currency, shared by its listeners, telling them only of changes', async () => {
    const clock = testClock(NOW);
    const provider = countingProvider();
    hub = new QuoteHub({ provider, clock, pollIntervalMs: 60_000 });
    const a: QuoteTick[] = [];
    const b: QuoteTick[] = [];
    const leaveA = hub.subscribe('USD', (t) => a.push(t));
    await hub.poll();
    hub.subscribe('USD', (t) => b.push(t));
    // The second listener gets the latest rate at once, without another question.
    expect(provider.asked).toEqual({ USD: 1 });
    expect(b).toEqual(a);
    expect(a).toEqual([{ currency: 'USD', marketRate: simulatedRate('USD', new Date(NOW))?.rate, at: NOW }]);

    await hub.poll();
    expect(provider.asked).toEqual({ USD: 2 });
    expect(a).toHaveLength(1);

    clock.advance(TICK_MS);
    await hub.poll();
    expect(provider.asked).toEqual({ USD: 3 });
    expect(a).toHaveLength(2);
    expect(b).toEqual(a);

    leaveA();
    expect(hub.currencies()).toEqual(['USD']);
    clock.advance(TICK_MS);
    await hub.poll();
    expect(a).toHaveLength(2);
    expect(b).toHaveLength(3);
  });

  it('stops a currency’s poller with its last listener', async () => {
    const provider = countingProvider();
    hub = new QuoteHub({ provider, clock: testClock(NOW), pollIntervalMs: 60_000 });
    const leaveUsd = hub.subscribe('USD', () => undefined);
    const leaveEur = hub.subscribe('EUR', () => undefined);
    await hub.poll();
    expect(hub.currencies().sort()).toEqual(['EUR', 'USD']);
    leaveUsd();
    expect(hub.currencies()).toEqual(['EUR']);
    const before = { ...provider.asked };
    await hub.poll();
    expect(provider.asked).toEqual({ ...before, EUR: (before.EUR ?? 0) + 1 });
    leaveEur();
    leaveEur();
    expect(hub.currencies()).toEqual([]);
  });

  it('keeps the last rate when the provider cannot answer, and says so', async () => {
    const errors: string[] = [];
    const provider: QuoteProvider = {
      source: 'ptax',
      quotes: () => true,
      buyRate: (currency) => Promise.reject(new QuoteUnavailable(currency, 'down')),
    };
    hub = new QuoteHub({
      provider,
      clock: testClock(NOW),
      pollIntervalMs: 60_000,
      onError: (c) => errors.push(c),
    });
    const ticks: QuoteTick[] = [];
    hub.subscribe('EUR', (t) => ticks.push(t));
    await hub.poll();
    expect(ticks).toEqual([]);
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(errors.every((c) => c === 'EUR')).toBe(true);
  });
});
