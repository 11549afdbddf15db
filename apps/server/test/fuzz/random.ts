/** A small seeded generator (mulberry32): the same seed gives the same requests on every run. */
export type Random = () => number;

export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T => {
  if (items.length === 0) throw new Error('pick from nothing');
  return items[Math.floor(random() * items.length)] as T;
};

/** `count` distinct items in a random order. */
export const sample = <T>(random: Random, items: readonly T[], count: number): T[] =>
  items
    .map((item) => ({ item, key: random() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .map(({ item }) => item);

export const digits = (random: Random, length: number): string =>
  Array.from({ length }, (_, i) =>
    String(Math.floor(random() * (i === 0 ? 9 : 10)) + (i === 0 ? 1 : 0)),
  ).join('');

export function uuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '8';
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
