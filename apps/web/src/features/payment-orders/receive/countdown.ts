import type { FxQuote } from '@fxbo/domain';

/*
 * A quote's countdown in the browser's time. The server prices on its business clock, which may differ from
 * the browser's (a demo or test clock, a skewed laptop), so only the quote's own span (expiresAt − quotedAt)
 * is trusted, counted from the moment the answer arrived.
 */

/** A new quote is asked for this long before the current one ends, so the rate on screen never lapses. */
export const REFRESH_LEAD_MS = 1_000;

/** Browser time minus server time, as seen when a quote arrived (its `quotedAt` is the server's now). */
export function clockOffset(quote: Pick<FxQuote, 'quotedAt'>, receivedAt: number): number {
  return receivedAt - Date.parse(quote.quotedAt);
}

/** When (browser ms) the quote stops being honoured, given the offset measured on a quote's arrival. */
export function quoteDeadline(quote: Pick<FxQuote, 'expiresAt'>, offset: number): number {
  return Date.parse(quote.expiresAt) + offset;
}

/** The quote's whole span in seconds (30 for a 30 s quote). */
export function spanSeconds(quote: Pick<FxQuote, 'quotedAt' | 'expiresAt'>): number {
  return Math.max(0, Math.round((Date.parse(quote.expiresAt) - Date.parse(quote.quotedAt)) / 1_000));
}

/** Whole seconds left on the countdown: 30 right after arrival of a 30 s quote, 0 once it ended. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1_000));
}

/** Milliseconds from `now` until the screen should fetch the next quote (never negative). */
export function refreshDelay(deadline: number, now: number, lead = REFRESH_LEAD_MS): number {
  return Math.max(0, deadline - lead - now);
}
