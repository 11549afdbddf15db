import type { FxSpread } from '@fxbo/domain';

/*
 * The screen's rows: GET /api/fx-spreads answers one row per (client, currency), the brokerage's default
 * (client null) first within each currency; the table shows one line per currency with both side by side.
 */

/** One currency's line: the brokerage's default and, when a client is chosen and has one, the client's own. */
export interface CurrencySpreads {
  currency: string;
  standard: FxSpread | null;
  own: FxSpread | null;
}

/** The answer's rows grouped by currency, in the order the server gave the currencies. */
export function spreadsByCurrency(items: readonly FxSpread[]): CurrencySpreads[] {
  const lines = new Map<string, CurrencySpreads>();
  for (const item of items) {
    const line = lines.get(item.currency) ?? { currency: item.currency, standard: null, own: null };
    if (item.client === null) line.standard = item;
    else line.own = item;
    lines.set(item.currency, line);
  }
  return [...lines.values()];
}

/** The spread that applies to the line: the client's own when set, else the default (what a quote takes). */
export const appliedSpread = (line: CurrencySpreads): FxSpread | null => line.own ?? line.standard;

/**
 * A currency's name in the UI language (Intl's names: "dólar americano", "US Dollar"), the code itself when
 * the browser has none.
 */
export function currencyName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}
