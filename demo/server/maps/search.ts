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

export class LocationSearch {
  private readonly vocabulary: Posting[];
  private readonly nameWords: Array<ReadonlySet<string>>;
  private readonly foldedNames: string[];
  /** Each position's place in (name, id) order: ranking tens of thousands of hits is then a numeric sort. */
  private readonly nameRank: Uint32Array;

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
  async search(query: string, accept: (record: LocationRecord) => boolean): Promise<SearchHit[]> {
    type RankedHit = SearchHit & { rank: number };
    const queryWords = words(query);
    if (queryWords.length === 0) return [];
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
    return hits.map(({ record, score }) => ({ record, score }));
  }
}

let shared: LocationSearch | undefined;

export function getLocationSearch(data: MapsData): LocationSearch {
  shared ??= new LocationSearch(data);
  return shared;
}
