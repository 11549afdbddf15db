import type { QuoteSource } from '@fxbo/domain';

/** A market buy rate: BRL per unit of the currency (decimal string, 8 places) and the instant it is from. */
export interface MarketRate {
  rate: string;
  at: Date;
}

/**
 * Where the market's buy rates come from (QUOTE_PROVIDER): the simulated feed, offline and deterministic, or
 * the Central Bank's PTAX. The brokerage's spread is applied on top (clientBuyRate in @fxbo/domain).
 */
export interface QuoteProvider {
  readonly source: QuoteSource;
  /** Whether the provider quotes the currency at all (a currency it never quotes is the caller's error). */
  quotes(currency: string): boolean;
  /** The latest rate known at `at`; rejects with QuoteUnavailable when the provider cannot quote the currency. */
  buyRate(currency: string, at: Date): Promise<MarketRate>;
}

/** The provider cannot quote the currency now (service down or slow, no rate published): the routes answer 503. */
export class QuoteUnavailable extends Error {
  constructor(
    readonly currency: string,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`No ${currency} quote: ${reason}`, options);
    this.name = 'QuoteUnavailable';
  }
}
