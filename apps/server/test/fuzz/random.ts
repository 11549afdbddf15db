import { randomInt, type Rng } from '@fxbo/domain';

/** The fuzzer's random source: the domain's seeded one (`seededRng`), so a seed replays the same requests. */
export type Random = Rng;

export const pick = <T>(random: Random, items: readonly T[]): T => {
  if (items.length === 0) throw new Error('pick from nothing');
  return items[randomInt(random, items.length)] as T;
};

/** `count` distinct items in a random order. */
export const sample = <T>(random: Random, items: readonly T[], count: number): T[] =>
  items
    .map((item) => ({ item, key: random() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .map(({ item }) => item);

export const digits = (random: Random, length: number): string =>
  Array.from({ length }, (_, i) => String(i === 0 ? 1 + randomInt(random, 9) : randomInt(random, 10))).join(
    '',
  );

export function uuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => randomInt(random, 16).toString(16));
  hex[12] = '4';
  hex[16] = '8';
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
