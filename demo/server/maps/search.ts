/**
 * Text search over locations (locations/search and locations/autocomplete): every word of the query must
 * begin a word of the location's name, local names or address. Ranking: the name equal to the query,
 * then the name starting with it, then every word found in the name, then matches elsewhere; ties by
 * name. Case and accents are ignored.
 */
import type { MapsData } from './data.ts';
import { fold } from './filters.ts';

/** search(): longest run between yields to the event loop. */
const SLICE_MS = 8;
/** Ranked lists of single-word prefixes kept (typing makes each prefix once per word; a few hundred kilobytes). */
const PREFIX_CACHE_MAX = 2048;
const COLLATOR = new Intl.Collator();
import type { LocationRecord } from './types.ts';

export function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

interface Posting {
  word: string;
  positions: Uint32Array;
}

export interface SearchHit {
  record: LocationRecord;
  score: number;
}

/** The locations having a word that starts with one prefix, in (name, id) order, each with its score for that prefix as the whole query. */
interface RankedPrefix {
  positions: Uint32Array;
  scores: Uint8Array;
}

export class LocationSearch {
  private readonly vocabulary: Posting[];
  private readonly nameWords: Array<ReadonlySet<string>>;
  private readonly foldedNames: string[];
  /** Each position's place in (name, id) order: ranking tens of thousands of hits is then a numeric sort. */
  private readonly nameRank: Uint32Array;
  /** Positions in (name, id) order. */
  private readonly byName: Uint32Array;
  /** Every indexed word of each position (name, local names, address, id): what the vocabulary holds, per location. */
  private readonly allWords: Array<readonly string[]>;
  /**
   * Autocomplete is typed a letter at a time: the ranked list of each single-word prefix is made once, from
   * its one-letter-shorter parent (a subset of it), and kept. The one-letter lists (tens of thousands of
   * locations each, the costly ones) are made in the constructor, in one pass, during the server's readiness.
   */
  private readonly prefixCache = new Map<string, RankedPrefix>();

  constructor(private readonly data: MapsData) {
    const postings = new Map<string, number[]>();
    this.nameWords = new Array<ReadonlySet<string>>(data.locations.length);
    this.allWords = new Array<readonly string[]>(data.locations.length);
    this.foldedNames = new Array<string>(data.locations.length);
    data.locations.forEach((record, position) => {
      const names = [record.name, ...(record.localNames ?? [])];
      const nameSet = new Set(names.flatMap(words));
      this.nameWords[position] = nameSet;
      this.foldedNames[position] = fold(record.name);
      const all = new Set(nameSet);
      const address = record.address;
      if (address)
        for (const part of [address.street1, address.city, address.state ?? '', address.postalCode ?? '', address.countryName])
          for (const word of words(part)) all.add(word);
      all.add(record.id);
      this.allWords[position] = [...all];
      for (const word of all) {
        const list = postings.get(word);
        if (list) list.push(position);
        else postings.set(word, [position]);
      }
    });
    this.vocabulary = [...postings.entries()]
      .map(([word, positions]) => ({ word, positions: Uint32Array.from(positions) }))
      .sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    const byName = data.locations.map((_record, position) => position);
    const { locations } = data;
    byName.sort((a, b) => {
      const ra = locations[a] as LocationRecord;
      const rb = locations[b] as LocationRecord;
      return COLLATOR.compare(ra.name, rb.name) || COLLATOR.compare(ra.id, rb.id);
    });
    this.nameRank = new Uint32Array(locations.length);
    byName.forEach((position, rank) => (this.nameRank[position] = rank));
    this.byName = Uint32Array.from(byName);
    this.rankFirstLetters();
  }

  /** A location's score when `word` is the whole query (the ranking of search(), for a one-word query). */
  private scoreOf(position: number, word: string): number {
    const name = this.foldedNames[position] ?? '';
    if (name === word) return 3;
    if (name.startsWith(word)) return 2;
    for (const nameWord of this.nameWords[position] ?? []) if (nameWord.startsWith(word)) return 1;
    return 0;
  }

  /** The one-code-unit prefixes' ranked lists, in one pass over the locations in name order. */
  private rankFirstLetters(): void {
    const lists = new Map<string, { positions: number[]; scores: number[] }>();
    for (const position of this.byName) {
      const firsts = new Set<string>();
      for (const word of this.allWords[position] ?? []) firsts.add(word.slice(0, 1));
      for (const first of firsts) {
        let list = lists.get(first);
        if (!list) lists.set(first, (list = { positions: [], scores: [] }));
        list.positions.push(position);
        list.scores.push(this.scoreOf(position, first));
      }
    }
    for (const [first, list] of lists) this.prefixCache.set(first, { positions: Uint32Array.from(list.positions), scores: Uint8Array.from(list.scores) });
  }

  private rankedPrefix(word: string): RankedPrefix {
    const cached = this.prefixCache.get(word);
    if (cached) {
      // Most recently used last: the oldest goes first when the cache is full.
      this.prefixCache.delete(word);
      this.prefixCache.set(word, cached);
      return cached;
    }
    const empty: RankedPrefix = { positions: new Uint32Array(0), scores: new Uint8Array(0) };
    const parent = word.length > 1 ? this.rankedPrefix(word.slice(0, -1)) : empty;
    const positions: number[] = [];
    const scores: number[] = [];
    for (const position of parent.positions) {
      if (!(this.allWords[position] ?? []).some((candidate) => candidate.startsWith(word))) continue;
      positions.push(position);
      scores.push(this.scoreOf(position, word));
    }
    const ranked = { positions: Uint32Array.from(positions), scores: Uint8Array.from(scores) };
    // The one-letter lists stay: they are the costly ones and every longer prefix starts from them.
    for (const key of this.prefixCache.keys()) {
      if (this.prefixCache.size < PREFIX_CACHE_MAX) break;
      if (key.length > 1) this.prefixCache.delete(key);
    }
    this.prefixCache.set(word, ranked);
    return ranked;
  }

  /** A one-word query from its ranked prefix list: best score first, name order within a score, stopping at `limit`. */
  private searchOneWord(word: string, accept: (record: LocationRecord) => boolean, limit: number): SearchHit[] {
    const { positions, scores } = this.rankedPrefix(word);
    const hits: SearchHit[] = [];
    for (let score = 3; score >= 0 && hits.length < limit; score--) {
      for (let i = 0; i < positions.length && hits.length < limit; i++) {
        if (scores[i] !== score) continue;
        const record = this.data.locations[positions[i] ?? 0] as LocationRecord;
        if (accept(record)) hits.push({ record, score });
      }
    }
    return hits;
  }

  /** Positions of locations having a word that starts with `prefix` (a one-letter prefix: tens of thousands, in slices). */
  private async withPrefix(prefix: string): Promise<Set<number>> {
    let lo = 0;
    let hi = this.vocabulary.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.vocabulary[mid]?.word ?? '') < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out = new Set<number>();
    let sliceStart = performance.now();
    for (let i = lo; i < this.vocabulary.length; i++) {
      const posting = this.vocabulary[i] as Posting;
      if (!posting.word.startsWith(prefix)) break;
      for (const position of posting.positions) out.add(position);
      if ((i & 63) === 0 && performance.now() - sliceStart > SLICE_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        sliceStart = performance.now();
      }
    }
    return out;
  }

  /**
   * Every location matching the query, best first; `accept` applies the call's layers, filters and extent.
   * A one-letter query matches tens of thousands of locations and the call's filters run on each: the
   * loop yields to the event loop every SLICE_MS.
   */
  async search(query: string, accept: (record: LocationRecord) => boolean, limit = Infinity): Promise<SearchHit[]> {
    type RankedHit = SearchHit & { rank: number };
    const queryWords = words(query);
    if (queryWords.length === 0) return [];
    // One plain word (autocomplete as it is typed) with a limit: from the prefix's ranked list, no sort.
    const [only] = queryWords;
    if (only !== undefined && queryWords.length === 1 && only === fold(query.trim()) && limit !== Infinity) return this.searchOneWord(only, accept, limit);
    const sets: Array<Set<number>> = [];
    for (const word of queryWords) sets.push(await this.withPrefix(word));
    sets.sort((a, b) => a.size - b.size);
    const [smallest, ...others] = sets;
    if (!smallest) return [];
    const folded = fold(query.trim());
    const hits: RankedHit[] = [];
    let sliceStart = performance.now();
    let n = 0;
    for (const position of smallest) {
      if ((++n & 255) === 0 && performance.now() - sliceStart > SLICE_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        sliceStart = performance.now();
      }
      if (!others.every((set) => set.has(position))) continue;
      const record = this.data.locations[position] as LocationRecord;
      if (!accept(record)) continue;
      const name = this.foldedNames[position] ?? '';
      const nameSet = this.nameWords[position] ?? new Set<string>();
      let score = 0;
      if (name === folded) score = 3;
      else if (name.startsWith(folded)) score = 2;
      else if (queryWords.every((word) => [...nameSet].some((nameWord) => nameWord.startsWith(word)))) score = 1;
      hits.push({ record, score, rank: this.nameRank[position] ?? 0 });
    }
    hits.sort((a, b) => b.score - a.score || a.rank - b.rank);
    return hits.slice(0, limit).map(({ record, score }) => ({ record, score }));
  }
}

let shared: LocationSearch | undefined;

export function getLocationSearch(data: MapsData): LocationSearch {
  shared ??= new LocationSearch(data);
  return shared;
}
