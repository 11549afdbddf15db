import type { Config } from '../../../config.js';
import { ptaxProvider, type Fetch } from './ptax.js';
import type { QuoteProvider } from './provider.js';
import { simulatedProvider } from './simulated-feed.js';

/** The provider QUOTE_PROVIDER names: the simulated market (default, offline) or the Central Bank's PTAX. */
export function configuredQuoteProvider(
  config: Pick<Config, 'fx'>,
  fetchFn: Fetch = (url, init) => fetch(url, init),
): QuoteProvider {
  return config.fx.quoteProvider === 'ptax' ? ptaxProvider({ fetch: fetchFn }) : simulatedProvider;
}
