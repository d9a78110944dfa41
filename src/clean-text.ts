/**
 * Text cleaning (spec section 5 'Shared text cleaning'), on its own so a form field that cleans typed
 * text does not ship DOMPurify (src/sanitize.ts re-exports it beside the HTML sanitising).
 *
 * cleanText removes, from text a visitor typed or a server returned:
 *  - leading whitespace (trailing whitespace is kept: cleaning runs while the visitor types);
 *  - HTML tags and comments (their text content is kept), repeated until none is left;
 *  - invisible characters: zero-width characters, BOM, soft hyphen, word joiner, invisible
 *    operators, variation selectors, Hangul fillers, every other format (Cf) and default-ignorable
 *    code point, control characters other than tab, line feed and carriage return, lone surrogates,
 *    and U+2800 (the blank braille cell, a favourite way to fake an empty name);
 *  - direction controls (U+061C, U+200E, U+200F, U+202A-202E, U+2066-2069);
 *  - emoji and pictographic symbols: \p{Extended_Pictographic} (which includes ©, ® and ™, since
 *    they have emoji forms), skin tones, regional indicators (flags), emoji tag characters,
 *    the keycap mark U+20E3, ZWJ and the presentation selectors U+FE0E/U+FE0F.
 * Special spaces are normalised rather than removed, so words stay apart: NBSP, thin, em, ideographic
 * and other Zs spaces become U+0020; U+2028, U+2029 and U+0085 (NEL) become '\n'.
 * Digits, '#' and '*' are \p{Emoji} code points but not pictographs, so they survive: '1️⃣' gives '1'.
 */
/** A comment, or '<' followed by a letter, '/', '!' or '?' up to the next '>': what a browser would parse as markup. */
export const TAGS = /<!--[\s\S]*?-->|<[a-zA-Z/!?][^>]*>/g;

const LINE_SEPARATORS = /[\u0085\u2028\u2029]/g;
const SPECIAL_SPACES = /(?! )\p{Zs}/gu;

const FORBIDDEN = new RegExp(
  [
    '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]', // controls except \t \n \r
    '\\p{Cf}', // format characters: zero-width, BOM, soft hyphen, word joiner, bidi controls, tag characters
    '\\p{Default_Ignorable_Code_Point}', // the rest of the invisibles: variation selectors, fillers, CGJ
    '\\p{Cs}', // lone surrogates (a pair is one code point under the u flag)
    '\\u2800', // braille pattern blank
    '\\p{Extended_Pictographic}',
    '\\p{Emoji_Modifier}', // skin tones U+1F3FB-1F3FF
    '\\p{Regional_Indicator}', // flag letters
    '\\u20E3', // combining enclosing keycap: '#️⃣' keeps its '#'
  ].join('|'),
  'gu',
);

const LEADING_WHITESPACE = /^\s+/u;

function cleanOnce(text: string): string {
  return text.replace(TAGS, '').replace(LINE_SEPARATORS, '\n').replace(SPECIAL_SPACES, ' ').replace(FORBIDDEN, '').replace(LEADING_WHITESPACE, '');
}

/**
 * The spec's shared text cleaning; idempotent: `cleanText(cleanText(s)) === cleanText(s)`.
 * One pass can create what an earlier step removes ('<<b>script>' becomes '<script>', '<\u200Bb>'
 * becomes '<b>', ' <b></b> x' gains leading space), so passes repeat until nothing changes.
 * This terminates: each changing pass shortens the text or replaces special spaces, which never come back.
 */
export function cleanText(input: string): string {
  let previous = input;
  let current = cleanOnce(input);
  while (current !== previous) {
    previous = current;
    current = cleanOnce(current);
  }
  return current;
}

/**
 * A one-line input while the visitor types (text field, address parts, location field): the shared cleaning (which
 * also drops leading whitespace, so whitespace-only becomes empty), and line breaks (a paste, a restored value) become
 * spaces: a one-line input cannot hold them, and would drop them silently.
 */
export function cleanTypedLine(text: string): string {
  return cleanText(text).replace(/[\r\n]+/g, ' ');
}

/** When the visitor leaves a field (spec section 5: trimmed on blur): cleaned and trimmed at both ends. */
export function cleanCommitted(text: string): string {
  return cleanText(text).trim();
}
