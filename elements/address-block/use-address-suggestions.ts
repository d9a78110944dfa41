/**
 * The street's suggestions list: what is shown, which option is active, and the list's keys (arrows wrap, Enter
 * chooses, Escape closes). Kept in this one file, apart from the rest of the block, so that it can move onto the
 * combobox kit (src/hooks/use-combobox.ts) as a whole; the requests and their throttle are useAutocomplete's.
 */
import { useState, type KeyboardEvent } from 'react';
import type { CountryMode } from './address-logic.ts';
import type { Suggestion } from './address-answers-logic.ts';
import type { ThrottleConfig } from './address-throttle-logic.ts';
import { useAutocomplete } from './use-address-data.ts';

export interface AddressSuggestions {
  options: Suggestion[];
  /** The list is open and has options. */
  expanded: boolean;
  /** The list was opened by typing (the status region speaks of it), options or not. */
  listOpen: boolean;
  /** The last request failed: the no-suggestion entry is announced. */
  failed: boolean;
  /** The active option's index, -1 for none. */
  active: number;
  /** The visitor typed `text` in the street: the list opens with no option active, and asks for `text`. */
  typed(text: string): void;
  /** Close the list (focus left, Escape); with `cancel` the pending request goes too (an option was chosen, an autofill). */
  close(cancel?: boolean): void;
  /** A new country or a reset: no list and no strikes. */
  restart(): void;
  /** The list's keys, Enter on the active option calling `choose`; true when the key was the list's (the caller leaves it alone then). */
  onKeyDown(event: KeyboardEvent<HTMLInputElement>, choose: (option: Suggestion) => void): boolean;
}

export function useAddressSuggestions(mode: CountryMode, iso3: string, throttle: ThrottleConfig): AddressSuggestions {
  const autocomplete = useAutocomplete(mode, iso3, throttle);
  const [listOpen, setListOpen] = useState(false);
  // The active option belongs to one list: a newer answer starts with none active.
  const [activeIn, setActiveIn] = useState<{ list: unknown; index: number }>({ list: null, index: -1 });
  const { options } = autocomplete.state;
  const expanded = listOpen && options.length > 0;
  const active = activeIn.list === autocomplete.state ? activeIn.index : -1;
  const setActive = (index: number) => setActiveIn({ list: autocomplete.state, index });

  const close = (cancel = false) => {
    setListOpen(false);
    setActive(-1);
    if (cancel) autocomplete.close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, choose: (option: Suggestion) => void): boolean => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return false;
      event.preventDefault();
      setListOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(active < 0 ? (step > 0 ? 0 : options.length - 1) : (active + step + options.length) % options.length);
      return true;
    }
    const option = options[active];
    if (event.key === 'Enter' && expanded && active >= 0 && option) {
      // The chosen option fills the address; the form is not submitted by this Enter.
      event.preventDefault();
      choose(option);
      return true;
    }
    if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
      return true;
    }
    return false;
  };

  return {
    options,
    expanded,
    listOpen,
    failed: autocomplete.state.failed,
    active,
    typed(text) {
      setListOpen(true);
      setActive(-1);
      autocomplete.request(text);
    },
    close,
    restart: autocomplete.restart,
    onKeyDown,
  };
}
