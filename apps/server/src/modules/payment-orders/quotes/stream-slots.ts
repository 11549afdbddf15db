/*
 * The open quote streams, counted per session and in all (QUOTE_STREAMS_PER_SESSION, QUOTE_STREAMS_MAX): each
 * stream holds a connection and a listener for as long as its client keeps it, so without a bound one session
 * could hold thousands. A place is taken before the stream opens and freed when it ends.
 */

export type StreamLimit = 'session' | 'process';

export type Slot = { ok: true; release: () => void } | { ok: false; limit: StreamLimit };

export class StreamSlots {
  private readonly bySession = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: { perSession: number; total: number }) {}

  /** A place for one more stream of the session, with its release (idempotent); or the limit reached. */
  take(sessionId: string): Slot {
    const held = this.bySession.get(sessionId) ?? 0;
    if (held >= this.limits.perSession) return { ok: false, limit: 'session' };
    if (this.total >= this.limits.total) return { ok: false, limit: 'process' };
    this.bySession.set(sessionId, held + 1);
    this.total++;
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        this.total--;
        const left = (this.bySession.get(sessionId) ?? 1) - 1;
        if (left > 0) this.bySession.set(sessionId, left);
        else this.bySession.delete(sessionId);
      },
    };
  }
}
