import type { QuoteTick } from '@fxbo/domain';
import type { Clock } from '../../../platform/clock.js';
import type { QuoteProvider } from './provider.js';

/*
 * Live market rates for the screens (GET /api/quotes/stream): one poller per currency that has at least one
 * listener, shared by all of them, asking the provider every `pollIntervalMs` at the clock's "now" and telling
 * the listeners only when the rate changed. The last listener leaving stops the poller. `poll()` is public so
 * a test moves its clock and polls, instead of waiting for the timer.
 */

export type TickListener = (tick: QuoteTick) => void;

interface Feed {
  listeners: Set<TickListener>;
  timer: NodeJS.Timeout;
  last: QuoteTick | undefined;
  polling: Promise<void> | undefined;
}

export interface QuoteHubOptions {
  provider: QuoteProvider;
  clock: Clock;
  pollIntervalMs: number;
  /** A poll the provider could not answer (the listeners keep the last rate). */
  onError?: (currency: string, error: unknown) => void;
}

export class QuoteHub {
  private readonly feeds = new Map<string, Feed>();

  constructor(private readonly opts: QuoteHubOptions) {}

  /** Listens to `currency`; the listener gets the latest rate at once (or after the first poll). */
  subscribe(currency: string, listener: TickListener): () => void {
    let feed = this.feeds.get(currency);
    if (!feed) {
      const timer = setInterval(() => void this.poll(currency), this.opts.pollIntervalMs);
      // A poller never keeps the process alive; shutdown closes the hub anyway.
      timer.unref();
      feed = { listeners: new Set(), timer, last: undefined, polling: undefined };
      this.feeds.set(currency, feed);
    }
    feed.listeners.add(listener);
    if (feed.last) listener(feed.last);
    else void this.poll(currency);
    const joined = feed;
    return () => {
      joined.listeners.delete(listener);
      if (joined.listeners.size === 0 && this.feeds.get(currency) === joined) this.stop(currency, joined);
    };
  }

  /** The currencies being polled (each has at least one listener). */
  currencies(): string[] {
    return [...this.feeds.keys()];
  }

  /** Asks the provider now for `currency` (or every polled currency) and tells the listeners of a change. */
  async poll(currency?: string): Promise<void> {
    const currencies = currency === undefined ? this.currencies() : [currency];
    await Promise.all(currencies.map((c) => this.pollOne(c)));
  }

  /** Stops every poller and forgets the listeners (app close). */
  close(): void {
    for (const [currency, feed] of this.feeds) this.stop(currency, feed);
  }

  private pollOne(currency: string): Promise<void> {
    const feed = this.feeds.get(currency);
    if (!feed) return Promise.resolve();
    // One question at a time per currency: a slow provider does not pile up calls.
    feed.polling ??= this.ask(currency, feed).finally(() => {
      feed.polling = undefined;
    });
    return feed.polling;
  }

  private async ask(currency: string, feed: Feed): Promise<void> {
    let tick: QuoteTick;
    try {
      const market = await this.opts.provider.buyRate(currency, this.opts.clock());
      tick = { currency, marketRate: market.rate, at: market.at.toISOString() };
    } catch (error) {
      this.opts.onError?.(currency, error);
      return;
    }
    if (this.feeds.get(currency) !== feed || feed.last?.marketRate === tick.marketRate) return;
    feed.last = tick;
    for (const listener of [...feed.listeners]) listener(tick);
  }

  private stop(currency: string, feed: Feed): void {
    clearInterval(feed.timer);
    feed.listeners.clear();
    this.feeds.delete(currency);
  }
}
