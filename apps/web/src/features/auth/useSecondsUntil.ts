import { useEffect, useState } from 'react';
import { secondsUntil } from './errors';

/** Seconds left until an ISO instant, re-rendering every second until it is reached. */
export function useSecondsUntil(iso: string | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(iso, now);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0); // the clock may be stale if the target just moved
    const timer = setInterval(tick, 1_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [running, iso]);
  return left;
}
