/** A random source returning a float in [0, 1), like Math.random; seeded ones make demo data reproducible. */
export type Rng = () => number;

/** Integer in [0, max). Clamped so a source that returns exactly 1 cannot index past the end. */
export function randomInt(rng: Rng, max: number): number {
  return Math.min(max - 1, Math.floor(rng() * max));
}

/** One character of `alphabet`, chosen by `rng`. */
export function randomChar(rng: Rng, alphabet: string): string {
  return alphabet.charAt(randomInt(rng, alphabet.length));
}

/**
 * Mulberry32: a tiny, fast, well-distributed 32-bit PRNG. Not for secrets; it exists so that tests and the
 * demo-data seeder get the same sequence from the same seed.
 */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
