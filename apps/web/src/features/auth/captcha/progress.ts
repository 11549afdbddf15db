/** What a proof-of-work worker reports about every 100 ms: counters tried so far, out of the challenge's range. */
export interface CaptchaProgress {
  type: 'progress';
  /** The challenge's nonce: the reports of one verification, whichever of its workers sends them. */
  nonce: string;
  tried: number;
  maxCounter: number;
}

export function isCaptchaProgress(data: unknown): data is CaptchaProgress {
  return !!data && typeof data === 'object' && (data as { type?: unknown }).type === 'progress';
}

type Listener = (searched: number) => void;
const listeners = new Set<Listener>();
let current: { nonce: string; tried: Map<object, number> } | undefined;

/**
 * Follows the verification under way: the share of the challenge's counter range its workers have searched,
 * from 0 to 1. The solution lies anywhere in that range, so the verification ends at some point along it.
 */
export function onCaptchaProgress(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records one worker's report (the workers of a verification share the range: their counts add up). */
export function reportCaptchaProgress(worker: object, progress: CaptchaProgress): void {
  if (current?.nonce !== progress.nonce) current = { nonce: progress.nonce, tried: new Map() };
  current.tried.set(worker, progress.tried);
  let tried = 0;
  for (const count of current.tried.values()) tried += count;
  const searched = Math.min(1, tried / progress.maxCounter);
  for (const listener of listeners) listener(searched);
}
