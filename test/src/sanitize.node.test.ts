import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { cleanText, sanitizeHtml } from '../../src/sanitize.ts';

const RUNS = { numRuns: 10000 };

/** A piece of input and what cleaning must leave of it. */
interface Token {
  input: string;
  expected: string;
}

const cp = (code: number) => String.fromCodePoint(code);
const token = (input: string, expected = ''): Token => ({ input, expected });

// Plain text that must come through untouched: letters of several scripts, punctuation, digits, '#', '*'.
// No '<' or '>': those only arrive inside tag tokens, whose fate is known.
const SAFE = [...'abcXYZ0123456789#*#* .,;:-_\'"=/!?&()[]{}@%+~éñüßØжשع中ค\t\n'];
const DIGITS_HASH_STAR = /[0-9#*]/gu;
const safeChar = fc.constantFrom(...SAFE).map((c) => token(c, c));

const extendedPictographic = fc.oneof(
  fc.constantFrom('©', '®', '™', '‼', '☺', '❤', '⌚', '✨', '⭐', '☀', '↔', '♠'),
  fc
    .integer({ min: 0x1f000, max: 0x1faff })
    .map(cp)
    .filter((c) => /\p{Extended_Pictographic}/u.test(c)),
);
const skinTone = fc.integer({ min: 0x1f3fb, max: 0x1f3ff }).map(cp);
const regionalIndicator = fc.integer({ min: 0x1f1e6, max: 0x1f1ff }).map(cp);
const presentation = fc.constantFrom('', '\uFE0F', '\uFE0E');
const singleEmoji = fc.tuple(extendedPictographic, presentation, fc.option(skinTone, { nil: '' })).map((parts) => parts.join(''));
const emoji = fc
  .oneof(
    singleEmoji,
    fc.array(singleEmoji, { minLength: 2, maxLength: 4 }).map((parts) => parts.join('\u200D')), // ZWJ family sequences
    fc.tuple(regionalIndicator, regionalIndicator).map(([a, b]) => a + b), // flags
    fc.array(fc.integer({ min: 0xe0061, max: 0xe007a }).map(cp), { minLength: 2, maxLength: 6 }).map((tags) => `\u{1F3F4}${tags.join('')}\u{E007F}`), // subdivision flags (tag sequences)
    skinTone,
  )
  .map((input) => token(input));

// '1️⃣' is '1' + U+FE0F + U+20E3: the keycap goes, the digit stays.
const keycap = fc.tuple(fc.constantFrom(...'0123456789#*'), fc.constantFrom('\uFE0F\u20E3', '\u20E3')).map(([base, mark]) => token(base + mark, base));

const BIDI = ['\u200E', '\u200F', '\u061C', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const bidi = fc.constantFrom(...BIDI).map((c) => token(c));

const INVISIBLE = [
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u00AD',
  '\u180E',
  '\u2061',
  '\u2062',
  '\u2063',
  '\u2064',
  '\u034F',
  '\u115F',
  '\u1160',
  '\u3164',
  '\uFFA0',
  '\u17B4',
  '\u17B5',
  '\u2800',
  '\uFE0F',
  '\uFE0E',
  '\uFE00',
  '\u0000',
  '\u0001',
  '\u0007',
  '\u000B',
  '\u000C',
  '\u001B',
  '\u007F',
  '\u0080',
  '\u009F',
  '\u{E0001}',
  '\u{E0020}',
  '\u{E007F}',
  '\uD83D', // a lone high surrogate (no generated piece starts with a low one, so it stays lone)
];
const invisible = fc.constantFrom(...INVISIBLE).map((c) => token(c));

const SPECIAL_SPACES = ['\u00A0', '\u1680', '\u2002', '\u2003', '\u2009', '\u200A', '\u202F', '\u205F', '\u3000'];
const LINE_SEPARATORS = ['\u2028', '\u2029', '\u0085'];
const specialSpace = fc.oneof(
  fc.constantFrom(...SPECIAL_SPACES).map((c) => token(c, ' ')),
  fc.constantFrom(...LINE_SEPARATORS).map((c) => token(c, '\n')),
);

const tagName = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 1, maxLength: 8 });
const tag = fc
  .oneof(
    fc.constantFrom(
      '<b>',
      '</b>',
      '<script>',
      '</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">',
      '<br/>',
      '<!-- note -->',
      '<!doctype html>',
      '<?xml version="1.0"?>',
      '<<b>script>',
      '<\u200Bb>',
      '<\u202Escript>',
      '<s\u00ADcript>',
    ),
    tagName.map((name) => `<${name}>`),
    tagName.map((name) => `</${name}>`),
    fc.tuple(tagName, tagName).map(([name, attr]) => `<${name} ${attr}="x">`),
  )
  .map((input) => token(input));
// Stripping leaves an empty '<>', which is not markup.
const nestedTag = fc.constant(token('<<<i>b>>', '<>'));

/** Tokens whose contribution to the output is known exactly. */
const modelled = fc.array(fc.oneof({ arbitrary: safeChar, weight: 6 }, emoji, keycap, bidi, invisible, specialSpace, tag, nestedTag), {
  maxLength: 40,
});

/** Anything at all, including half-tags and raw code units, for the properties that need no model. */
const wild = fc
  .array(
    fc.oneof(
      modelled.map((tokens) => tokens.map((t) => t.input).join('')),
      fc.string({ unit: 'binary', maxLength: 6 }),
      fc.string({ unit: 'grapheme', maxLength: 6 }),
      fc.constantFrom('<', '>', '</', '<!--', '-->', '<<', '>>', ' ', '\t', '\n', 'b>', '<b', '<!', '<?'),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

const joinInputs = (tokens: Token[]) => tokens.map((t) => t.input).join('');
const joinExpected = (tokens: Token[]) =>
  tokens
    .map((t) => t.expected)
    .join('')
    .replace(/^\s+/u, '');

/** Forbidden classes, written out again from the spec rather than imported, so a gap in either shows. */
function forbiddenReason(char: string): string | undefined {
  const code = char.codePointAt(0) ?? 0;
  if (/\p{Extended_Pictographic}/u.test(char)) return 'pictographic';
  if (/\p{Emoji_Modifier}/u.test(char)) return 'skin tone';
  if (/\p{Regional_Indicator}/u.test(char)) return 'regional indicator';
  if (code === 0xfe0f || code === 0xfe0e || code === 0x20e3 || code === 0x200d) return 'emoji component';
  if (code >= 0xe0000 && code <= 0xe007f) return 'tag character';
  if (BIDI.includes(char)) return 'direction control';
  if ([0x200b, 0x200c, 0x2060, 0xfeff, 0x00ad, 0x180e, 0x2800].includes(code)) return 'zero-width or invisible';
  if (/\p{Default_Ignorable_Code_Point}|\p{Cf}/u.test(char)) return 'invisible';
  if (/\p{Cc}/u.test(char) && !'\t\n\r'.includes(char)) return 'control';
  if (/\p{Zs}/u.test(char) && char !== ' ') return 'special space';
  if (/\p{Zl}|\p{Zp}/u.test(char)) return 'line separator';
  if (/\p{Cs}/u.test(char)) return 'lone surrogate';
  return undefined;
}

describe('cleanText: properties (fast-check, 10,000 runs each)', () => {
  test('cleaning twice equals cleaning once', () => {
    fc.assert(
      fc.property(wild, (text) => {
        const once = cleanText(text);
        assert.equal(cleanText(once), once);
      }),
      RUNS,
    );
  });

  test('no forbidden code point, no tag and no leading whitespace survives', () => {
    fc.assert(
      fc.property(wild, (text) => {
        const out = cleanText(text);
        for (const char of out) {
          const reason = forbiddenReason(char);
          assert.equal(reason, undefined, `U+${(char.codePointAt(0) ?? 0).toString(16)} (${reason}) survived in ${JSON.stringify(out)}`);
        }
        assert.doesNotMatch(out, /<[a-zA-Z/!?][^>]*>/, 'a tag survived');
        assert.doesNotMatch(out, /^\s/u, 'leading whitespace survived');
      }),
      RUNS,
    );
  });

  test('digits, # and * survive, in order, whatever emoji, keycaps, bidi and zero-width characters surround them', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof({ arbitrary: safeChar, weight: 4 }, emoji, keycap, bidi, invisible, specialSpace), { maxLength: 40 }), (tokens) => {
        const input = joinInputs(tokens);
        const kept = (text: string) => (text.match(DIGITS_HASH_STAR) ?? []).join('');
        assert.equal(kept(cleanText(input)), kept(input));
      }),
      RUNS,
    );
  });

  test('safe text comes through exactly; every token leaves exactly its expected part', () => {
    fc.assert(
      fc.property(modelled, (tokens) => {
        assert.equal(cleanText(joinInputs(tokens)), joinExpected(tokens));
      }),
      RUNS,
    );
  });
});

describe('cleanText: examples', () => {
  const cases: Array<[string, string, string]> = [
    ['keycap keeps its digit', '1\uFE0F\u20E3 2\u20E3 #\uFE0F\u20E3 *\uFE0F\u20E3', '1 2 # *'],
    ['tags made by stripping tags', '<<b>script>alert(1)<</b>/script>', 'alert(1)'],
    ['tag hidden by a zero-width space', 'a<\u200Bimg src=x>b', 'ab'],
    ['comments', 'a<!-- hidden > still hidden -->b', 'ab'],
    ['text content of tags is kept', '<p>Hello <b>world</b></p>', 'Hello world'],
    ['comparison signs that are not tags', '3 < 4 and 5 > 2', '3 < 4 and 5 > 2'],
    ['leading whitespace, including what stripping leaves', ' \u00A0 <b> </b>\t Name ', 'Name '],
    ['special spaces become plain spaces', 'a\u00A0b\u2009c\u3000d', 'a b c d'],
    ['line and paragraph separators become line feeds', 'a\u2028b\u2029c', 'a\nb\nc'],
    ['direction controls', 'abc\u202Etxt.exe\u202C\u2066x\u2069\u200F', 'abctxt.exex'],
    ['zero-width characters, BOM, soft hyphen, word joiner', '\uFEFFJo\u200Bhn\u00AD Sm\u2060ith\u200C', 'John Smith'],
    ['emoji with skin tone, ZWJ family, flag, tag flag', 'a👍🏽b👨‍👩‍👧c🇺🇸d🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}e', 'abcde'],
    ['© ® ™ are pictographic', '© 2024 Brand™ ®', '2024 Brand '],
    ['letters of other scripts stay', 'Zoë, Ñandú, Жанна, שלום, مرحبا, 你好', 'Zoë, Ñandú, Жанна, שלום, مرحبا, 你好'],
    ['empty and blank input', '   \u200B ', ''],
  ];
  for (const [name, input, expected] of cases) {
    test(name, () => assert.equal(cleanText(input), expected));
  }
});

test("without a DOM, allow: 'svg' keeps nothing (no icon is safer than an unsanitised one)", () => {
  assert.equal(sanitizeHtml('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>', { allow: 'svg' }), '');
});
