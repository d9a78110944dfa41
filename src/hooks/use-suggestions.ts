/**
 * Suggestions under a free-text box, on the combobox kit (use-combobox.ts with `freeText`: the typed text is the
 * value, the options only suggest, and no option is the current one, so Down opens on the first and Up on the
 * last). A different list starts with no option active: the active option belongs to one answer. A later answer
 * with the same options (the last keystroke's, arriving after the visitor pressed Down) keeps it. Drawn by
 * src/suggestion-list.tsx. vb-address-block's street and vb-unit-finder's search box stand on it; each keeps its
 * own requests.
 */
import { useRef, useState, type RefObject } from 'react';
import { useCombobox, type Combobox } from './use-combobox.ts';

export interface SuggestionsBoxOptions<T> {
  options: readonly T[];
  /** The host: a press outside it closes the list. */
  container: HTMLElement;
  /** The typed text: while it is not empty, Home and End move the caret. */
  query: string;
  /** An option chosen (Enter or a click); the list is closed first. */
  onChoose: (option: T) => void;
}

export interface SuggestionsBox {
  box: Combobox;
  listRef: RefObject<HTMLUListElement | null>;
}

export function useSuggestionsBox<T>({ options, container, query, onChoose }: SuggestionsBoxOptions<T>): SuggestionsBox {
  const listRef = useRef<HTMLUListElement>(null);
  const box = useCombobox({
    count: options.length,
    listRef,
    container,
    query,
    freeText: true,
    startIndex: () => -1,
    onChoose: (index) => {
      const option = options[index];
      if (option !== undefined) onChoose(option);
    },
  });
  const [shown, setShown] = useState(options);
  if (shown !== options) {
    setShown(options);
    if (JSON.stringify(shown) !== JSON.stringify(options)) box.setActive(-1);
  }
  return { box, listRef };
}
