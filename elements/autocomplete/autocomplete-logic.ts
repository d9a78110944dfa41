/**
 * vb-autocomplete's rules as pure functions, so node:test covers them without a DOM: which options match the
 * typed text, how a URL source's answer is read, when a URL is asked at all, and what the form submits.
 */

/** One option as the list shows it: `text` is drawn (as text, never markup); `value` is what the form submits. */
export interface AutocompleteOption {
  text: string;
  value: string;
}

/** Lower case without accents and runs of spaces, so "Ecosse" finds "Écosse" and "  new   york" finds "New York". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * The options of a list source that match `query`: those whose text starts with it first, then those with a word
 * starting with it, then those containing it, each group in the author's order; at most `limit`. An empty query
 * matches every option (Down on an empty box shows the whole list, as a native datalist does).
 */
export function matchOptions(options: readonly AutocompleteOption[], query: string, limit: number): AutocompleteOption[] {
  const max = Math.max(0, Math.floor(limit));
  const needle = fold(query);
  if (needle === '') return options.slice(0, max);
  const ranked: AutocompleteOption[][] = [[], [], []];
  for (const option of options) {
    const hay = fold(option.text);
    if (hay.startsWith(needle)) ranked[0]?.push(option);
    else if (hay.includes(` ${needle}`)) ranked[1]?.push(option);
    else if (hay.includes(needle)) ranked[2]?.push(option);
  }
  return ranked.flat().slice(0, max);
}

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * A URL source's answer: a JSON list of strings, or of objects with `text` (the reference server's
 * `/api/autocomplete`), `label` or `value`; `value` defaults to the text. Anything else gives no options, and
 * entries with no text are dropped. At most `limit`.
 */
export function optionsFromAnswer(body: unknown, limit: number): AutocompleteOption[] {
  if (!Array.isArray(body)) return [];
  const options: AutocompleteOption[] = [];
  for (const entry of body) {
    if (options.length >= limit) break;
    if (typeof entry === 'string' || typeof entry === 'number') {
      const text = str(entry).trim();
      if (text) options.push({ text, value: text });
      continue;
    }
    if (typeof entry !== 'object' || entry === null) continue;
    const record = entry as Record<string, unknown>;
    const text = (str(record.text) || str(record.label) || str(record.value)).trim();
    if (text) options.push({ text, value: str(record.value) || text });
  }
  return options;
}

/** A URL is asked only for a query of at least `minChars` characters (spaces around it not counted). */
export function shouldAsk(query: string, minChars: number): boolean {
  const typed = query.trim();
  return typed !== '' && typed.length >= Math.max(1, minChars);
}

/**
 * What the form submits: the chosen option's value while the box still shows that option's text, else the text
 * as typed (the options only suggest; a visitor may type an answer none of them has).
 */
export function submittedValue(text: string, chosen: AutocompleteOption | null): string {
  return chosen !== null && chosen.text === text ? chosen.value : text;
}

/** What the list area says under the box: nothing, the no-results entry, or the failure message. */
export type ListNote = 'none' | 'no-results' | 'error';

/** The note for a settled answer: a failure, or an empty answer to a query the visitor typed. */
export function listNote(state: { query: string; settled: boolean; failed: boolean; count: number }): ListNote {
  if (!state.settled || state.query.trim() === '') return 'none';
  if (state.failed) return 'error';
  return state.count === 0 ? 'no-results' : 'none';
}
