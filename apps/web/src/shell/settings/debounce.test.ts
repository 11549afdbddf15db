import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebounced } from './debounce';
import { SETTINGS_DEBOUNCE_MS } from './model';

describe('debounced save', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves the last value 300 ms after the last change', async () => {
    const run = vi.fn(async (_value: number) => {});
    const saver = createDebounced(run, SETTINGS_DEBOUNCE_MS);
    saver.schedule(1);
    await vi.advanceTimersByTimeAsync(200);
    saver.schedule(2);
    await vi.advanceTimersByTimeAsync(299);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(2);
  });

  it('flushes a pending value at once, and nothing when none is pending', async () => {
    const run = vi.fn(async (_value: string) => {});
    const saver = createDebounced(run, SETTINGS_DEBOUNCE_MS);
    saver.schedule('a');
    expect(saver.pending).toBe(true);
    await saver.flush();
    expect(run).toHaveBeenCalledWith('a');
    await saver.flush();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs saves one after the other, and a failed one does not stop the next', async () => {
    const order: string[] = [];
    let release: () => void = () => {};
    const run = vi.fn(async (value: string) => {
      order.push(`start ${value}`);
      if (value === 'slow') await new Promise<void>((resolve) => (release = resolve));
      if (value === 'bad') throw new Error('refused');
      order.push(`end ${value}`);
    });
    const saver = createDebounced(run, 10);
    saver.schedule('slow');
    await vi.advanceTimersByTimeAsync(10);
    saver.schedule('bad');
    await vi.advanceTimersByTimeAsync(10);
    saver.schedule('next');
    await vi.advanceTimersByTimeAsync(10);
    expect(order).toEqual(['start slow']);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['start slow', 'end slow', 'start bad', 'start next', 'end next']);
  });
});
