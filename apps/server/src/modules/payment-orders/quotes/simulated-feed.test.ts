import { Dec } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { QuoteUnavailable } from './provider.js';
import { AMPLITUDE, SIMULATED_BASES, simulatedProvider, simulatedRate, TICK_MS } from './simulated-feed.js';

const START = Date.parse('2026-11-24T13:00:00Z');

describe('the simulated market', () => {
  it('is a pure function of currency and instant, constant within a tick', () => {
    const at = new Date(START + 7_000);
    expect(simulatedRate('USD', at)).toEqual(simulatedRate('USD', new Date(at)));
    expect(simulatedRate('USD', new Date(START))).toEqual(
      simulatedRate('USD', new Date(START + TICK_MS - 1)),
    );
    expect(simulatedRate('USD', at)?.at).toEqual(new Date(START));
    expect(simulatedRate('USD', at)?.rate).toMatch(/^\d+\.\d{8}$/);
  });

  it('changes from one tick to the next, and differs between currencies', () => {
    for (let i = 0; i < 200; i++) {
      const now = simulatedRate('EUR', new Date(START + i * TICK_MS))?.rate;
      const next = simulatedRate('EUR', new Date(START + (i + 1) * TICK_MS))?.rate;
      expect(next).not.toBe(now);
    }
    expect(simulatedRate('GBP', new Date(START))?.rate).not.toBe(simulatedRate('CHF', new Date(START))?.rate);
  });

  it('stays within the amplitude around each base and moves smoothly', () => {
    for (const [currency, base] of Object.entries(SIMULATED_BASES)) {
      let previous: InstanceType<typeof Dec> | undefined;
      for (let i = 0; i < 2_000; i++) {
        const rate = new Dec(simulatedRate(currency, new Date(START + i * TICK_MS))?.rate ?? '0');
        const distance = rate.minus(base).abs().dividedBy(base);
        expect(distance.lte(AMPLITUDE)).toBe(true);
        // One tick moves the rate by less than a third of the band: a wiggle, not a jump.
        if (previous)
          expect(
            rate
              .minus(previous)
              .abs()
              .dividedBy(base)
              .lt(AMPLITUDE / 3),
          ).toBe(true);
        previous = rate;
      }
    }
  });

  it('quotes the configured currencies and refuses the others', async () => {
    await expect(simulatedProvider.buyRate('JPY', new Date(START))).resolves.toEqual(
      simulatedRate('JPY', new Date(START)),
    );
    await expect(simulatedProvider.buyRate('XYZ', new Date(START))).rejects.toBeInstanceOf(QuoteUnavailable);
    await expect(simulatedProvider.buyRate('BRL', new Date(START))).rejects.toBeInstanceOf(QuoteUnavailable);
  });
});
