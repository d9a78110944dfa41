/**
 * The search box's address suggestions (visitor spec section 5 'Finder': only for country code `us`, while the
 * text is not blank, up to 10 options by default; section 7 `GET {prefix}/api/autocomplete`, non-200 gives an
 * empty list) on the suggestions kit (src/hooks/use-suggestions.ts: a free-text combobox). Each request aborts the one before it, and only the newest request's answer is shown
 * (LatestSearch), whatever order the answers arrive in.
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { fetchUsAutocomplete, type UsAutocompleteOption } from '../../src/address-autocomplete.ts';
import type { Combobox } from '../../src/hooks/use-combobox.ts';
import { useSuggestionsBox } from '../../src/hooks/use-suggestions.ts';
import { LatestSearch } from './search.ts';

export interface FinderSuggestions {
  /** Suggestions are offered (the country is the US). */
  enabled: boolean;
  box: Combobox;
  listRef: RefObject<HTMLUListElement | null>;
  options: UsAutocompleteOption[];
  /** The visitor typed: blank text empties the list, other text asks for it. */
  typed(text: string): void;
  /** A search started: the list closes and a pending answer is dropped. */
  stop(): void;
}

export interface SuggestionsOptions {
  enabled: boolean;
  /** Options shown at most (spec: 10 by default). */
  limit: number;
  container: HTMLElement;
  /** The field's text: while it is not empty, Home and End move the caret. */
  query: string;
  /** An option chosen (Enter on it, or a click): its text. */
  onChoose(text: string): void;
}

/** 'us', 'US', 'usa' and 'USA' are the United States (the `country` attribute, the geocountry meta). */
export function isUnitedStates(code: string): boolean {
  const upper = code.trim().toUpperCase();
  return upper === 'US' || upper === 'USA';
}

export function useFinderSuggestions({ enabled, limit, container, query, onChoose }: SuggestionsOptions): FinderSuggestions {
  const [requests] = useState(() => new LatestSearch());
  const [options, setOptions] = useState<UsAutocompleteOption[]>([]);
  const { box, listRef } = useSuggestionsBox({ options, container, query, onChoose: (option) => onChoose(option.text) });
  const { openAt, close } = box;

  const stop = useCallback(() => {
    requests.abort();
    close();
  }, [requests, close]);

  const typed = useCallback(
    (text: string) => {
      if (!enabled) return;
      if (text.trim() === '') {
        requests.abort();
        setOptions([]);
        return;
      }
      openAt(-1);
      void requests
        .run(async (signal) => {
          try {
            return await fetchUsAutocomplete(text.trim(), { signal, limit });
          } catch (error) {
            // Spec section 7: a non-200 (or no answer) is an empty list; an abort is the newer request's business.
            if (signal.aborted) throw error;
            return [];
          }
        })
        .then(
          (outcome) => {
            if (outcome.superseded) return;
            setOptions(outcome.value);
          },
          () => undefined,
        );
    },
    [enabled, limit, requests, openAt],
  );

  useEffect(() => () => requests.abort(), [requests]);

  return { enabled, box, listRef, options, typed, stop };
}
