/**
 * A seeded pseudo-random generator for the reference server's generated data (the maps world and the
 * street addresses): the same seed gives the same data on every machine and run, so tests name real
 * places, a verified address stays valid across restarts, and a cache file can be checked by its hash.
 */

/** FNV-1a over the string's UTF-16 units: turns a textual seed into the generator's 32-bit state. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export class Random {
  private state: number;

  constructor(seed: number | string) {
    this.state = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0;
  }

  /** mulberry32: small, fast and well distributed enough for synthetic data. Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Whole number in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight: `[[value, weight], ...]`. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    let total = 0;
    for (const [, weight] of items) total += weight;
    let target = this.next() * total;
    for (const [value, weight] of items) {
      target -= weight;
      if (target < 0) return value;
    }
    const last = items[items.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** A fresh generator derived from this one and a label, so adding draws in one part does not shift another. */
  fork(label: string): Random {
    return new Random((hashSeed(label) ^ Math.floor(this.next() * 4294967296)) >>> 0);
  }
}
