/**
 * vb-church-product-filter's rules as pure functions (spec section 1 'language filter', section 2 'languages:
 * comma-separated language codes', section 5 'Initial language value uses the single selected language'):
 * codes, labels, the first selection, the URL and which marked elements a selection keeps. No DOM writes.
 */

import { codeDisplayName } from '../../src/display-names.ts';

/** A language code as written (`es`, `pt-BR`, `spa`): letters, digits and hyphens, at most 35 (BCP 47's longest tag). */
const CODE = /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/u;

/** A comma list of codes, trimmed, valid ones only, without duplicates (case-insensitive; the first spelling kept). */
export function parseCodes(list: string | null | undefined): string[] {
  const seen = new Set<string>();
  const codes: string[] = [];
  for (const part of (list ?? '').split(',')) {
    const code = part.trim();
    if (!CODE.test(code) || code.length > 35 || seen.has(code.toLowerCase())) continue;
    seen.add(code.toLowerCase());
    codes.push(code);
  }
  return codes;
}

export function sameCode(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** What a code is called in the page's language (Intl.DisplayNames); the code itself when the browser does not know it. */
export function languageLabel(code: string, pageLanguage: string): string {
  return codeDisplayName('language', code, pageLanguage) ?? code;
}

export interface LanguageOption {
  code: string;
  label: string;
}

/**
 * The first selection. Multiple choice: every requested code the list offers. Single choice: the language
 * only when exactly one is requested (spec section 5: 'Initial language value uses the single selected
 * language'); several, or one the list does not offer, start on 'all languages'.
 */
export function initialSelection(requested: readonly string[], options: readonly LanguageOption[], multiple: boolean): string[] {
  const offered = requested.map((code) => options.find((option) => sameCode(option.code, code))?.code).filter((code): code is string => !!code);
  if (multiple) return offered;
  return requested.length === 1 && offered.length === 1 ? offered : [];
}

/**
 * The page's address with the selection in `param` (a comma list), or without `param` when nothing is
 * selected; every other parameter and the fragment stay as they were.
 */
export function urlWithSelection(href: string, param: string, codes: readonly string[]): string {
  const url = new URL(href);
  if (codes.length > 0) url.searchParams.set(param, codes.join(','));
  else url.searchParams.delete(param);
  return url.href;
}

/**
 * Does an element marked `data-vb-language="es"` (or a comma list, `es,en`) stay visible? Everything stays
 * while nothing is selected; an element without any valid code is not the filter's to hide.
 */
export function keeps(marked: string | null, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  const codes = parseCodes(marked);
  if (codes.length === 0) return true;
  return codes.some((code) => selected.some((chosen) => sameCode(chosen, code)));
}
