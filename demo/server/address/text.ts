/** Text helpers shared by the US and international address code: folding, tokens, edit distance. */

/** Letters that NFD does not split into a base letter and a mark. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  ø: 'o',
  Ø: 'o',
  œ: 'oe',
  Œ: 'oe',
  đ: 'd',
  Đ: 'd',
  ł: 'l',
  Ł: 'l',
  ı: 'i',
  þ: 'th',
  Þ: 'th',
  ð: 'd',
  Ð: 'd',
};
const SPECIAL_LETTER_PATTERN = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');

/**
 * Lower case, accents and punctuation gone, one space between words: 'Hauptstraße 12,  Köln' and
 * 'hauptstrasse 12 koln' fold to the same text, so a visitor's keyboard never decides a match.
 */
export function fold(text: string): string {
  return text
    .replace(SPECIAL_LETTER_PATTERN, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’'`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function foldTokens(text: string): string[] {
  const folded = fold(text);
  return folded === '' ? [] : folded.split(' ');
}

/** Collapses whitespace and trims; keeps case and punctuation. */
export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Damerau-Levenshtein (optimal string alignment) distance, giving up once it exceeds `limit`:
 * typos are mostly one swapped, missing, extra or wrong letter, and a swap must count as one edit.
 * Returns limit + 1 when the distance is larger than limit.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a.length === 0) return Math.min(b.length, limit + 1);
  if (b.length === 0) return Math.min(a.length, limit + 1);
  const width = b.length + 1;
  let previous2 = new Array<number>(width).fill(0);
  let previous = new Array<number>(width);
  let current = new Array<number>(width);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, (previous2[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [previous2, previous, current] = [previous, current, previous2];
  }
  const distance = previous[b.length] ?? 0;
  return distance > limit ? limit + 1 : distance;
}

/**
 * How many typos a name of this length may carry and still be the same name: one in a short word,
 * more in a long one, none in one or two letters (where one edit makes any word into any other).
 */
export function typoAllowance(length: number): number {
  if (length <= 2) return 0;
  if (length <= 4) return 1;
  if (length <= 9) return 2;
  return 3;
}

/** 'MOUNTAIN VIEW' -> 'Mountain View'; ordinals stay lower case ('1ST' -> '1st'), as USPS output prints them. */
export function titleCaseWord(word: string): string {
  if (/^\d/.test(word)) return word.toLowerCase();
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}
