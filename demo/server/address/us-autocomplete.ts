/**
 * US address autocomplete (GET /api/autocomplete): the visitor's half-typed address is matched word by
 * word against the generated streets, case- and spacing-insensitive and USPS-aware ('123 north ma' finds
 * '123 N Main St'; 'str' finds 'St' through STREET). An optional city (after a comma, or after a
 * complete street name) narrows the list. Answers up to AUTOCOMPLETE_MAX_OPTIONS, larger places first.
 */
import { usStreetIndex, usUniverse, type StreetKey, type UsStreet } from './us-data.ts';
import { directionalAbbreviation, isHouseNumber, ordinalNumeral, secondaryUnit, suffixAbbreviation, uspsTokens } from './usps.ts';

/** Spec section 9: 'autocomplete 10 options'. */
export const AUTOCOMPLETE_MAX_OPTIONS = 10;

export interface UsSuggestion {
  /** What the dropdown shows: '123 N Main St, Provo UT 84604'. */
  text: string;
  street_line: string;
  city: string;
  state: string;
  zipcode: string;
}

/** The spellings a finished word stands for: 'STREET' is ST, 'NORTH' is N, 'FIRST' is 1ST. */
function spellings(token: string): string[] {
  const forms = [token];
  for (const form of [suffixAbbreviation(token), directionalAbbreviation(token), ordinalNumeral(token)]) {
    if (form && !forms.includes(form)) forms.push(form);
  }
  return forms;
}

interface TypedWord {
  text: string;
  spellings: string[];
}

function wordMatches(query: TypedWord, key: StreetKey, position: number, partial: boolean): boolean {
  const standard = key.tokens[position];
  const long = key.longTokens[position];
  if (standard === undefined || long === undefined) return false;
  if (query.spellings.includes(standard)) return true;
  return partial && (standard.startsWith(query.text) || long.startsWith(query.text));
}

interface KeyMatch {
  key: StreetKey;
  /** The key's predirectional was not typed ('123 main' for 'N Main St'): ranked after typed ones. */
  skippedDirectional: boolean;
  /** Words after the complete street name: a unit and/or the start of the city. */
  rest: string[];
}

/** Matches typed words against a street name from its first word, or from its second when its directional was left out. */
function matchKey(words: readonly TypedWord[], lastPartial: boolean, key: StreetKey): KeyMatch | undefined {
  const starts = key.predirectional ? [0, 1] : [0];
  for (const start of starts) {
    const length = key.tokens.length - start;
    let matched = true;
    const compared = Math.min(words.length, length);
    for (let i = 0; i < compared && matched; i++) {
      const isLastTyped = i === words.length - 1;
      const word = words[i];
      matched = word !== undefined && wordMatches(word, key, start + i, isLastTyped && lastPartial);
    }
    if (!matched) continue;
    return { key, skippedDirectional: start === 1, rest: words.slice(compared).map((word) => word.text) };
  }
  return undefined;
}

/** Above this many matching street names, walking ZIPs in rank order beats reading each name's list. */
const BROAD_QUERY_KEYS = 400;

interface Candidate {
  skipped: boolean;
  secondary: string;
  filter: Filter;
}

interface Filter {
  houseNumber: number | undefined;
  cityWords: string[];
  cityLastPartial: boolean;
}

function cityMatches(street: UsStreet, filter: Filter): boolean {
  const words = filter.cityWords;
  if (words.length === 0) return true;
  const zip = street.zip;
  // 'UT' or '84604' alone narrows by state or ZIP.
  if (words.length === 1 && (words[0] === zip.state || (filter.cityLastPartial && /^\d+$/.test(words[0] ?? '') && zip.zip.startsWith(words[0] ?? ''))))
    return true;
  const cityWords = zip.cityWords;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    // After the city's words come its state and ZIP: 'provo ut 846'.
    const against = i < cityWords.length ? cityWords[i] : i === cityWords.length ? zip.state : i === cityWords.length + 1 ? zip.zip : undefined;
    if (against === undefined) return false;
    const last = i === words.length - 1;
    if (last && filter.cityLastPartial ? !against.startsWith(word) : against !== word) return false;
  }
  return true;
}

export function autocompleteUs(prefix: string, limit = AUTOCOMPLETE_MAX_OPTIONS): UsSuggestion[] {
  const comma = prefix.indexOf(',');
  const streetText = comma === -1 ? prefix : prefix.slice(0, comma);
  const cityText = comma === -1 ? '' : prefix.slice(comma + 1);
  const tokens = uspsTokens(streetText);
  // A word followed by a space is finished; the last word of a prefix may still be half typed.
  const streetLastPartial = comma === -1 && !/\s$/.test(prefix);
  const cityWords = uspsTokens(cityText);
  const cityLastPartial = !/\s$/.test(prefix);

  let houseNumber: number | undefined;
  let houseNumberText = '';
  if (tokens.length > 0 && isHouseNumber(tokens[0] ?? '')) {
    houseNumberText = tokens.shift() ?? '';
    houseNumber = Number.parseInt(houseNumberText, 10);
  }
  if (tokens.length === 0 && houseNumber === undefined) return [];
  const words = tokens.map((text) => ({ text, spellings: spellings(text) }));

  const index = usStreetIndex();
  const matches = new Map<number, Candidate>();
  for (const key of index.keys) {
    const match = words.length === 0 ? { key, skippedDirectional: false, rest: [] } : matchKey(words, streetLastPartial, key);
    if (!match) continue;
    let rest = match.rest;
    let secondary = '';
    const unit = rest[0] === '#' ? { abbreviation: '#', needsNumber: true } : rest[0] ? secondaryUnit(rest[0]) : undefined;
    if (unit) {
      const unitNumber = unit.needsNumber ? (rest[1] ?? '') : '';
      const designator = unit.abbreviation === '#' ? '#' : unit.abbreviation.charAt(0) + unit.abbreviation.slice(1).toLowerCase();
      secondary = [designator, unitNumber].filter(Boolean).join(' ');
      rest = rest.slice(unit.needsNumber ? 2 : 1);
    }
    // Words after a complete street name are the city; a comma-separated city as well is one too many.
    if (rest.length > 0 && cityWords.length > 0) continue;
    const filter: Filter = rest.length > 0 ? { houseNumber, cityWords: rest, cityLastPartial: streetLastPartial } : { houseNumber, cityWords, cityLastPartial };
    matches.set(key.id, { skipped: match.skippedDirectional, secondary, filter });
  }

  const found: { street: UsStreet; skipped: boolean; secondary: string }[] = [];
  const accept = (street: UsStreet, candidate: Candidate): boolean => {
    if (houseNumber !== undefined && (houseNumber < street.low || houseNumber > street.high)) return false;
    if (!cityMatches(street, candidate.filter)) return false;
    found.push({ street, skipped: candidate.skipped, secondary: candidate.secondary });
    return true;
  };
  if (matches.size > BROAD_QUERY_KEYS) {
    // Many street names fit ('5', '12 m'): walk the ZIPs best first and stop once the list is full.
    let typedDirectionals = 0;
    for (const zip of index.zipsByRank) {
      for (const street of usUniverse().streetsOf(zip)) {
        const candidate = matches.get(street.key.id);
        if (candidate && accept(street, candidate) && !candidate.skipped) typedDirectionals++;
      }
      if (typedDirectionals >= limit) break;
    }
  } else {
    for (const [keyId, candidate] of matches) {
      let taken = 0;
      // Postings are in rank order, so the first `limit` that pass are this street name's best.
      for (const street of index.postings[keyId] ?? []) {
        if (accept(street, candidate) && ++taken >= limit) break;
      }
    }
  }
  found.sort((a, b) => Number(a.skipped) - Number(b.skipped) || a.street.zip.rank - b.street.zip.rank || a.street.index - b.street.index);

  const suggestions: UsSuggestion[] = [];
  const seen = new Set<string>();
  for (const { street, secondary } of found) {
    const streetLine = [houseNumberText, street.key.text, secondary].filter(Boolean).join(' ');
    const text = `${streetLine}, ${street.zip.city} ${street.zip.state} ${street.zip.zip}`;
    if (seen.has(text)) continue;
    seen.add(text);
    suggestions.push({ text, street_line: streetLine, city: street.zip.city, state: street.zip.state, zipcode: street.zip.zip });
    if (suggestions.length >= limit) break;
  }
  return suggestions;
}
