/**
 * What the browser calls a language or region code in a page's language (`Intl.DisplayNames`): one
 * reader for the phone field's country list, the product filter's languages and the finder's
 * language filter. Undefined when the browser does not know the code, the code is malformed, or the
 * locale is invalid, so each caller picks its own fallback (the code, or the data's own name).
 */
export type DisplayNameType = 'language' | 'region';

const readers = new Map<string, Intl.DisplayNames | null>();

function reader(type: DisplayNameType, locale: string | undefined): Intl.DisplayNames | null {
  const key = `${type}\u0000${locale ?? ''}`;
  let names = readers.get(key);
  if (names === undefined) {
    try {
      // English after the page's language: a code the page's locale data lacks still gets a name.
      names = new Intl.DisplayNames(locale ? [locale, 'en'] : undefined, { type, fallback: 'none' });
    } catch {
      names = null; // a malformed locale (RangeError), or a browser without Intl.DisplayNames
    }
    readers.set(key, names);
  }
  return names;
}

export function codeDisplayName(type: DisplayNameType, code: string, locale?: string): string | undefined {
  const names = reader(type, locale || undefined);
  if (!names) return undefined;
  try {
    return names.of(code) ?? undefined;
  } catch {
    return undefined; // 'of' throws RangeError for a code that is not a well-formed language or region
  }
}
