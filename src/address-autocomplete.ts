/**
 * US address suggestions, one way for every element (visitor spec section 7 `GET {prefix}/api/autocomplete`,
 * section 9 'autocomplete 10 options'): the call and the reading of its answer. vb-address-block's street and
 * vb-unit-finder's search box stand on it; each keeps its own list, keys and wording.
 */
import { api } from './api.ts';

/** Spec section 9: autocomplete shows up to 10 options. */
export const AUTOCOMPLETE_MAX_OPTIONS = 10;

/** One US suggestion: what the option shows, and its parts. */
export interface UsAutocompleteOption {
  text: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

interface UsAutocompleteItem {
  text?: unknown;
  street_line?: unknown;
  city?: unknown;
  state?: unknown;
  zipcode?: unknown;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The answer: a JSON array of options with text (spec section 7); anything else is no options. At most `limit`. */
export function usAutocompleteOptions(body: unknown, limit = AUTOCOMPLETE_MAX_OPTIONS): UsAutocompleteOption[] {
  if (!Array.isArray(body)) return [];
  return body
    .filter((item): item is UsAutocompleteItem => typeof item === 'object' && item !== null && str((item as UsAutocompleteItem).text) !== '')
    .slice(0, Math.max(0, limit))
    .map((item) => ({
      text: str(item.text),
      street: str(item.street_line) || str(item.text),
      city: str(item.city),
      state: str(item.state),
      zip: str(item.zipcode),
    }));
}

/** GET {prefix}/api/autocomplete?address=: the options; rejects as the call fails (the caller decides what a failure shows). */
export async function fetchUsAutocomplete(address: string, options: { signal?: AbortSignal; limit?: number } = {}): Promise<UsAutocompleteOption[]> {
  const body = await api('/api/autocomplete', { query: { address }, prefixed: true, signal: options.signal });
  return usAutocompleteOptions(body, options.limit);
}
