/*
 * Uploads being received at the same time, per user (by any key naming one) and in the whole process. A file being received is
 * held in memory up to its limit until it is stored, so the number of slots is what bounds the memory uploads
 * take; a request that finds no slot is refused (429) rather than queued, so nothing waits holding a socket.
 */

export type SlotRefusal = 'user' | 'process';

export interface Slot {
  /** Gives the slot back; calling it again does nothing. */
  release(): void;
}

export class UploadSlots {
  private readonly byKey = new Map<string, number>();
  private total = 0;

  constructor(readonly limits: { perUser: number; perProcess: number }) {}

  /** A slot for the user `key`, or which limit is reached. */
  take(key: string): Slot | { refused: SlotRefusal } {
    const mine = this.byKey.get(key) ?? 0;
    if (mine >= this.limits.perUser) return { refused: 'user' };
    if (this.total >= this.limits.perProcess) return { refused: 'process' };
    this.byKey.set(key, mine + 1);
    this.total++;
    let held = true;
    return {
      release: () => {
        if (!held) return;
        held = false;
        this.total--;
        const left = (this.byKey.get(key) ?? 1) - 1;
        if (left === 0) this.byKey.delete(key);
        else this.byKey.set(key, left);
      },
    };
  }

  /** Slots held by the user `key`, or by everyone. */
  held(key?: string): number {
    return key === undefined ? this.total : (this.byKey.get(key) ?? 0);
  }
}
