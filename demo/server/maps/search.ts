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
/** Ranked lists of longer single-word prefixes kept, besides the one- and two-letter ones (typing makes each prefix once per word). */
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
  /**
   * Autocomplete is typed a letter at a time: the ranked list of each single-word prefix is made once, by
   * filtering its one-letter-shorter parent's list (it is a subset, already in name order), and kept. The
   * one- and two-letter lists (thousands to tens of thousands of locations each) are made in the
   * constructor, during the server's readiness, and never dropped; longer ones live in an LRU cache.
   */
  private readonly prebuilt = new Map<string, RankedPrefix>();
  private readonly prefixCache = new Map<string, RankedPrefix>();
  /** Scratch marks, one per location, all 0 between uses. */
  private readonly marks: Uint8Array;

  constructor(private readonly data: MapsData) {
    const postings = new Map<string, number[]>();
    this.nameWords = new Array<ReadonlySet<string>>(data.locations.length);
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
    this.marks = new Uint8Array(locations.length);
    this.prebuildFirstLetters();
  }

  /** A location's score when `word` is the whole query (the ranking of search(), for a one-word query). */
  private scoreOf(position: number, word: string): number {
    const name = this.foldedNames[position] ?? '';
    if (name === word) return 3;
    if (name.startsWith(word)) return 2;
    for (const nameWord of this.nameWords[position] ?? []) if (nameWord.startsWith(word)) return 1;
    return 0;
  }

  /** Marks the locations having a word that starts with `prefix` (a range of the sorted vocabulary); returns the range. */
  private mark(prefix: string, value: 0 | 1, from?: number): [number, number] {
    let lo = from ?? 0;
    if (from === undefined) {
      let hi = this.vocabulary.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((this.vocabulary[mid]?.word ?? '') < prefix) lo = mid + 1;
        else hi = mid;
      }
    }
    let end = lo;
    for (; end < this.vocabulary.length; end++) {
      const posting = this.vocabulary[end] as Posting;
      if (!posting.word.startsWith(prefix)) break;
      for (const position of posting.positions) this.marks[position] = value;
    }
    return [lo, end];
  }

  /** The ranked list of `word` from `source` (name order): the marked locations, scored. */
  private rank(word: string, source: Uint32Array): RankedPrefix {
    const [start] = this.mark(word, 1);
    const positions: number[] = [];
    const scores: number[] = [];
    for (const position of source) {
      if (this.marks[position] !== 1) continue;
      positions.push(position);
      scores.push(this.scoreOf(position, word));
    }
    this.mark(word, 0, start);
    return { positions: Uint32Array.from(positions), scores: Uint8Array.from(scores) };
  }

  /**
   * The one-letter lists, from the postings: the vocabulary is sorted, so the words of one first letter
   * are a run of it; their locations' name ranks, sorted (a typed-array numeric sort) and without repeats,
   * are the list in name order. Scanning every location once per letter instead costs ten times more.
   */
  private prebuildFirstLetters(): void {
    let start = 0;
    while (start < this.vocabulary.length) {
      const letter = (this.vocabulary[start] as Posting).word.slice(0, 1);
      let end = start;
      let total = 0;
      for (; end < this.vocabulary.length && (this.vocabulary[end] as Posting).word.startsWith(letter); end++)
        total += (this.vocabulary[end] as Posting).positions.length;
      const ranks = new Uint32Array(total);
      let n = 0;
      for (let i = start; i < end; i++) for (const position of (this.vocabulary[i] as Posting).positions) ranks[n++] = this.nameRank[position] ?? 0;
      ranks.sort();
      const positions = new Uint32Array(total);
      const scores = new Uint8Array(total);
      let unique = 0;
      let last = -1;
      for (const rank of ranks) {
        if (rank === last) continue;
        last = rank;
        const position = this.byName[rank] ?? 0;
        positions[unique] = position;
        scores[unique++] = this.scoreOf(position, letter);
      }
      this.prebuilt.set(letter, { positions: positions.slice(0, unique), scores: scores.slice(0, unique) });
      start = end;
    }
  }

  private rankedPrefix(word: string): RankedPrefix {
    const prebuilt = this.prebuilt.get(word);
    if (prebuilt) return prebuilt;
    const cached = this.prefixCache.get(word);
    if (cached) {
      // Most recently used last: the oldest goes first when the cache is full.
      this.prefixCache.delete(word);
      this.prefixCache.set(word, cached);
      return cached;
    }
    const ranked =
      word.length > 1 ? this.rank(word, this.rankedPrefix(word.slice(0, -1)).positions) : { positions: new Uint32Array(0), scores: new Uint8Array(0) };
    if (this.prefixCache.size >= PREFIX_CACHE_MAX) {
      const oldest = this.prefixCache.keys().next().value;
      if (oldest !== undefined) this.prefixCache.delete(oldest);
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
