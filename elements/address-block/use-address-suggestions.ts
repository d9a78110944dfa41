/**
 * The street's suggestions list on the suggestions kit (src/hooks/use-suggestions.ts: a free-text combobox): what is shown and the status words' facts; the keys, the active option
 * and the ARIA are the kit's. The requests and their throttle are useAutocomplete's.
 */
import { useMemo, type RefObject } from 'react';
import type { Combobox } from '../../src/hooks/use-combobox.ts';
import { useSuggestionsBox } from '../../src/hooks/use-suggestions.ts';
import type { CountryMode } from './address-logic.ts';
import type { Suggestion } from './address-answers-logic.ts';
import { parseThrottleMode, type ThrottleConfig } from './address-throttle-logic.ts';
import { useAutocomplete } from './use-address-data.ts';

export interface AddressSuggestions {
  box: Combobox;
  /** The listbox, for the kit to keep the active option in view. */
  listRef: RefObject<HTMLUListElement | null>;
  options: Suggestion[];
  /** The list was opened by typing (the status region speaks of it), options or not. */
  listOpen: boolean;
  /** The last request failed: the no-suggestion entry is announced. */
  failed: boolean;
  /** The visitor typed `text` in the street: the list opens with no option active, and asks for `text`. */
  typed(text: string): void;
  /** Close the list (focus left, Escape); with `cancel` the pending request goes too (an option was chosen, an autofill). */
  close(cancel?: boolean): void;
  /** A new country or a reset: no list and no strikes. */
  restart(): void;
}

export interface SuggestionsOptions {
  mode: CountryMode;
  iso3: string;
  /** The author's throttle attributes (autocomplete-mode as written). */
  throttle: Omit<ThrottleConfig, 'mode'> & { autocompleteMode: string };
  /** The host: a press outside it closes the list. */
  container: HTMLElement;
  /** The street's text: while it is not empty, Home and End move the caret. */
  query: string;
  /** An option chosen (Enter or a click); the list is closed first. */
  onChoose: (option: Suggestion) => void;
}

export function useAddressSuggestions({ mode, iso3, throttle, container, query, onChoose }: SuggestionsOptions): AddressSuggestions {
  const { autocompleteMode, minChars, charInterval, timeInterval, strikeLimit } = throttle;
  const config = useMemo(
    () => ({ mode: parseThrottleMode(autocompleteMode), minChars, charInterval, timeInterval, strikeLimit }),
    [autocompleteMode, minChars, charInterval, timeInterval, strikeLimit],
  );
  const autocomplete = useAutocomplete(mode, iso3, config);
  const { options } = autocomplete.state;
  const { box, listRef } = useSuggestionsBox({ options, container, query, onChoose });

  const close = (cancel = false) => {
    box.close();
    if (cancel) autocomplete.close();
  };

  return {
    box,
    listRef,
    options,
    listOpen: box.open,
    failed: autocomplete.state.failed,
    typed(text) {
      box.openAt(-1);
      autocomplete.request(text);
    },
    close,
    restart: autocomplete.restart,
  };
}
