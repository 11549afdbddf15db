import type { Logger } from 'pino';

/** One thing the process started: how to stop it, and how to stop it when the stop itself is stuck. */
interface Part {
  name: string;
  stop: () => unknown;
  lastResort?: () => Promise<void>;
}

export interface LifecycleOptions {
  /** How long after a stop begins the last resort runs (the HTTP deadline and some time for the rest). */
  lastResortMs: number;
  /** process.exit, unless a test records it. */
  exit?: (code: number) => void;
}

/**
 * What the server process started, stopped in the reverse order of its start: by a signal, or by a start that
 * fails once PostgreSQL runs (a port in use, an address that cannot be bound), so that nothing of DATA_DIR is
 * left running. A signal during the start waits for it to end (its failure stops everything itself). Each part
 * is stopped even when one before it fails. If the stop is still waiting `lastResortMs` after it began (a query
 * the pool waits for, a mail server that does not answer), the last resorts run (the embedded PostgreSQL is
 * stopped, its sessions cut) and the process exits 1.
 */
export class Lifecycle {
  private readonly parts: Part[] = [];
  private starting: Promise<unknown> = Promise.resolve();
  private stopping: Promise<void> | undefined;
  private lastResort: NodeJS.Timeout | undefined;
  /** The part being stopped now. */
  private current: string | undefined;
  private readonly exit: (code: number) => void;

  constructor(
    private readonly log: Logger,
    private readonly opts: LifecycleOptions,
  ) {
    this.exit = opts.exit ?? ((code) => process.exit(code));
  }

  /** Runs the start; when it fails, what it started is stopped before the failure goes on. */
  async start(run: () => Promise<void>): Promise<void> {
    this.starting = run();
    try {
      await this.starting;
    } catch (err) {
      if (this.parts.length === 0) throw err;
      this.log.error({ err }, 'start-up failed: stopping what was started');
      await this.stop();
      throw err;
    }
  }

  /** Records a part that now runs. */
  started(part: Part): void {
    this.parts.push(part);
  }

  /** SIGTERM, SIGINT: stops everything once the start (if any) has ended, then exits 0. */
  async onSignal(signal: string): Promise<void> {
    if (this.lastResort) return;
    this.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    this.armLastResort();
    await this.starting.catch(() => undefined);
    await this.stop();
    this.exit(0);
  }

  /** Stops every part, last started first (once, however often asked). */
  stop(): Promise<void> {
    this.stopping ??= this.stopParts();
    return this.stopping;
  }

  private async stopParts(): Promise<void> {
    this.armLastResort();
    for (const { name, stop } of [...this.parts].reverse()) {
      this.current = name;
      try {
        await stop();
      } catch (err) {
        this.log.error({ err }, `stopping the ${name} failed`);
      }
    }
    this.current = undefined;
    clearTimeout(this.lastResort);
    this.log.info('stopped');
  }

  private armLastResort(): void {
    this.lastResort ??= setTimeout(() => void this.abandon(), this.opts.lastResortMs);
    // It never keeps the process alive: once everything stopped, nothing is left to run.
    this.lastResort.unref();
  }

  private async abandon(): Promise<void> {
    this.log.error(
      { waitingOn: this.current ?? 'the start' },
      'the stop is still waiting: stopping PostgreSQL and exiting',
    );
    for (const part of [...this.parts].reverse()) {
      await part
        .lastResort?.()
        .catch((err: unknown) => this.log.error({ err }, `${part.name}: last resort failed`));
    }
    this.exit(1);
  }
}
