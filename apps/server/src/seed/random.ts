/*
 * Seeded randomness for the demo data. Every stage draws from its own stream, derived from the run's seed and
 * the stage name, so the same seed always gives the same rows and changing one stage does not shift others.
 * Mulberry32 (the same generator as @fxbo/domain's seededRng) written as a class: the hot loops call it tens
 * of millions of times.
 */

/** FNV-1a over the text, mixed with the seed: a 32-bit seed for one named stream. */
export function streamSeed(seed: number, name: string): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const HEX = '0123456789abcdef';

export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  static stream(seed: number, name: string): Prng {
    return new Prng(streamSeed(seed, name));
  }

  /** Float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** The same generator as a plain function, for APIs that take a `() => number` source. */
  fn(): () => number {
    return () => this.next();
  }

  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Integer in [min, max], both included. */
  between(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Standard normal (Box-Muller; one value per call keeps the stream simple). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Log-normal around `median`, clamped to [min, max]. */
  logNormal(median: number, sigma: number, min: number, max: number): number {
    const x = median * Math.exp(sigma * this.normal());
    return x < min ? min : x > max ? max : x;
  }

  /** String of `n` decimal digits. */
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String.fromCharCode(48 + Math.floor(this.next() * 10));
    return s;
  }

  /** A version-4 UUID (lower case), as PostgreSQL's gen_random_uuid() would make, but reproducible. */
  uuid(): string {
    let s = '';
    for (let i = 0; i < 32; i++) {
      let n = Math.floor(this.next() * 16);
      if (i === 12) n = 4;
      else if (i === 16) n = 8 + (n & 3);
      s += HEX[n];
      if (i === 7 || i === 11 || i === 15 || i === 19) s += '-';
    }
    return s;
  }

  /** Index into `cumulative` (ascending running sums of weights), chosen with probability ∝ weight. */
  weighted(cumulative: Float64Array | readonly number[]): number {
    const total = cumulative[cumulative.length - 1] as number;
    const x = this.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cumulative[mid] as number) > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** Fisher-Yates, in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const t = items[i] as T;
      items[i] = items[j] as T;
      items[j] = t;
    }
    return items;
  }
}

/** Running sums of `weights`, for Prng.weighted. */
export function cumulative(weights: readonly number[]): Float64Array {
  const out = new Float64Array(weights.length);
  let sum = 0;
  for (let i = 0; i < weights.length; i++) {
    sum += weights[i] as number;
    out[i] = sum;
  }
  return out;
}

/** Zipf-like weights 1/(i+1)^s, shuffled so the heavy items are not always the first ones created. */
export function zipfWeights(rng: Prng, n: number, s: number): number[] {
  const w = Array.from({ length: n }, (_, i) => 1 / Math.pow(i + 1, s));
  return rng.shuffle(w);
}
