/** A small seeded generator (mulberry32) so demo photos and details come out the same on every run. */
export type Random = {
  next(): number;
  int(min: number, max: number): number;
  between(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(probability: number): boolean;
};

function hashSeed(seed: string): number {
  // FNV-1a: spreads similar slugs ('piso-1', 'piso-2') far apart.
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index++) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: string): Random {
  let state = hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    pick: (list) => {
      if (list.length === 0) throw new Error("pick() from an empty list");
      return list[Math.floor(next() * list.length)] as (typeof list)[number];
    },
    chance: (probability) => next() < probability,
  };
}
