/**
 * Runs `run` with the latest scheduled value once `delayMs` have passed without a new one (spec 1: settings
 * changes are debounced 300 ms). Runs never overlap, so saves reach the server in the order they were made;
 * `flush` runs a pending value at once (before signing out, when the shell goes away).
 */
export interface Debounced<T> {
  schedule(value: T): void;
  flush(): Promise<void>;
  cancel(): void;
  readonly pending: boolean;
}

export function createDebounced<T>(run: (value: T) => Promise<unknown>, delayMs: number): Debounced<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: { value: T } | undefined;
  let chain: Promise<void> = Promise.resolve();

  const fire = (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!waiting) return chain;
    const { value } = waiting;
    waiting = undefined;
    chain = chain.then(() =>
      run(value).then(
        () => undefined,
        () => undefined, // `run` reports its own failures; the next save must still go out
      ),
    );
    return chain;
  };

  return {
    schedule(value) {
      waiting = { value };
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => void fire(), delayMs);
    },
    flush: fire,
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      waiting = undefined;
    },
    get pending() {
      return waiting !== undefined;
    },
  };
}
