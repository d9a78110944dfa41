/**
 * The listbox of a free-text combobox's suggestions (src/hooks/use-suggestions.ts): one way to draw it for every
 * element. Styled by styles/listbox.css (shared classes `vb-listbox`, `vb-listbox__option`) and the element's own
 * `<prefix>listbox` / `<prefix>option` classes, which its tests and its page CSS reach.
 */
import type { RefObject } from 'react';
import type { Combobox } from './hooks/use-combobox.ts';

export interface SuggestionListProps {
  box: Combobox;
  listRef: RefObject<HTMLUListElement | null>;
  options: readonly { text: string }[];
  /** The list's accessible name. */
  label: string;
  /** The element's class prefix (`vb-<folder>__`). */
  prefix: string;
}

export function SuggestionList({ box, listRef, options, label, prefix }: SuggestionListProps) {
  return (
    <ul ref={listRef} id={box.listId} className={`vb-listbox ${prefix}listbox`} part="listbox" role="listbox" aria-label={label} hidden={!box.expanded}>
      {options.map((option, i) => {
        const active = i === box.active;
        return (
          <li
            key={`${i}-${option.text}`}
            {...box.optionProps(i)}
            className={`vb-listbox__option ${prefix}option${active ? ` vb-listbox__option--active ${prefix}option--active` : ''}`}
            part={active ? 'option option-active' : 'option'}
          >
            {option.text}
          </li>
        );
      })}
    </ul>
  );
}
