/**
 * The page locale: one language reader with one fallback chain, and cached `Intl` formatters.
 *
 * An element's language is the nearest `lang` attribute (the element's own, a section's), then `<html lang>`,
 * then English: the same chain for every block, so a `lang="es"` section formats numbers, dates and names
 * in Spanish whatever block is inside it. A malformed `lang` (a CMS typo such as `lang="en_US "`) is skipped
 * for the next link of the chain, never thrown: `Intl` throws RangeError on it and that must not break a block.
 *
 * `Intl` formatters are costly to build (a list of 40 results builds a few each) and immutable: one per
 * locale and set of options, kept for the page's life (a handful of locales at most).
 */

/** The last link of the chain: the blocks' own wording is English. */
export const FALLBACK_LANGUAGE = 'en';

/** A well-formed BCP 47 tag, canonical (`en-us` -> `en-US`), or undefined. */
export function canonicalLanguage(tag: string | null | undefined): string | undefined {
  const trimmed = tag?.trim();
  if (!trimmed) return undefined;
  try {
    return Intl.getCanonicalLocales(trimmed)[0];
  } catch {
    return undefined;
  }
}

/** The language of `element` (nearest `lang`, then `<html lang>`, then English); without an element, the page's. */
export function elementLanguage(element?: Element | null): string {
  const own = element?.closest('[lang]')?.getAttribute('lang');
  const page = typeof document === 'undefined' ? undefined : document.documentElement.getAttribute('lang');
  return canonicalLanguage(own) ?? canonicalLanguage(page) ?? FALLBACK_LANGUAGE;
}

type Locales = string | readonly string[] | undefined;

function cached<F, O>(cache: Map<string, F>, locale: Locales, options: O | undefined, make: (locale: string[] | undefined, options: O | undefined) => F): F {
  const key = JSON.stringify([locale ?? null, options ?? null]);
  let format = cache.get(key);
  if (!format) {
    const list = locale === undefined ? undefined : typeof locale === 'string' ? [locale] : [...locale];
    try {
      format = make(list, options);
    } catch {
      // A locale Intl refuses (RangeError): the same options in English, so the block still shows its numbers.
      format = make([FALLBACK_LANGUAGE], options);
    }
    cache.set(key, format);
  }
  return format;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

export function numberFormat(locale: Locales, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, options, (l, o) => new Intl.NumberFormat(l, o));
}

export function dateTimeFormat(locale: Locales, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateFormats, locale, options, (l, o) => new Intl.DateTimeFormat(l, o));
}

export function relativeTimeFormat(locale: Locales, options?: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return cached(relativeFormats, locale, options, (l, o) => new Intl.RelativeTimeFormat(l, o));
}

export function pluralRulesFor(locale: Locales, options?: Intl.PluralRulesOptions): Intl.PluralRules {
  return cached(pluralRules, locale, options, (l, o) => new Intl.PluralRules(l, o));
}
