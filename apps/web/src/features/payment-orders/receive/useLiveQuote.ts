import { Dec, quoteTickSchema, type FxQuote } from '@fxbo/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { quoteStreamUrl, receiveKeys, receivingApi } from './api';
import { clockOffset, quoteDeadline, refreshDelay, secondsLeft, spanSeconds } from './countdown';

/** An event's data as JSON, or undefined (the schema then refuses it). */
function parseData(data: unknown): unknown {
  try {
    return JSON.parse(String(data));
  } catch {
    return undefined;
  }
}

export interface LiveQuote {
  quote: FxQuote | undefined;
  /** Browser ms when `quote` ends; null before the first quote. */
  deadline: number | null;
  /** Whole seconds left on `quote`, ticking every second. */
  seconds: number;
  /** The browser's time at the last tick, for other countdowns on the same beat. */
  now: number;
  /** When a quote priced earlier (the preview's) ends, on the same clock. */
  deadlineOf: (quote: FxQuote) => number;
  fetching: boolean;
  error: unknown;
  refresh: () => void;
}

/**
 * The quote the client may receive at, kept fresh: a new one a second before the current one ends, and one
 * whenever the market's live rate (server-sent events) differs from the rate it was priced from. `paused`
 * (the confirmation step) holds the quote still: the client confirms the figures they saw or none.
 */
export function useLiveQuote(
  orderId: string,
  currency: string,
  enabled: boolean,
  paused: boolean,
): LiveQuote {
  const query = useQuery({
    queryKey: receiveKeys.quote(orderId),
    queryFn: () => receivingApi.quote(orderId),
    enabled,
    // A quote is a priced offer, not a cache: only this hook decides when to ask for the next one.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: 'always',
  });
  const { data: quote, dataUpdatedAt, refetch } = query;
  const offset = quote ? clockOffset(quote, dataUpdatedAt) : 0;
  const deadline = quote ? quoteDeadline(quote, offset) : null;
  const refresh = useCallback(() => void refetch({ cancelRefetch: false }), [refetch]);

  // The beat of the countdowns: four times a second, so a displayed second never lags by more than that.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadline]);

  // The countdown's end: the next quote, asked a second early (not while paused, nor after a failure).
  const failed = query.isError;
  useEffect(() => {
    if (deadline === null || paused || failed) return;
    const timer = setTimeout(refresh, refreshDelay(deadline, Date.now()));
    return () => clearTimeout(timer);
  }, [deadline, paused, failed, refresh]);

  // The market's moves: read through refs so the stream stays open across quotes and steps.
  const live = useRef({ marketRate: quote?.marketRate, paused, refresh });
  useEffect(() => {
    live.current = { marketRate: quote?.marketRate, paused, refresh };
  }, [quote?.marketRate, paused, refresh]);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(quoteStreamUrl(currency));
    source.addEventListener('tick', (event) => {
      const tick = quoteTickSchema.safeParse(parseData((event as MessageEvent).data));
      const { marketRate, paused: held, refresh: next } = live.current;
      if (!tick.success || held || !marketRate) return;
      if (!new Dec(tick.data.marketRate).eq(marketRate)) next();
    });
    return () => source.close();
  }, [enabled, currency]);

  return {
    quote,
    deadline,
    // Until the beat catches up with a quote that just arrived, no more than the quote's own span.
    seconds: quote && deadline !== null ? Math.min(secondsLeft(deadline, now), spanSeconds(quote)) : 0,
    now,
    deadlineOf: (q) => quoteDeadline(q, offset),
    fetching: query.isFetching,
    error: query.error,
    refresh,
  };
}
