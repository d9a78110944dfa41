import { useRef, type FormEvent } from 'react';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { SuggestionList } from '../../src/suggestion-list.tsx';
import type { FinderSuggestions } from './use-finder-suggestions.ts';

const C = 'vb-unit-finder__';

export interface SearchBoxProps {
  text: string;
  onText(text: string): void;
  onSearch(text: string): void;
  onLocate(): void;
  /** Marked invalid (noValue) until the visitor types. */
  invalid: boolean;
  busy: boolean;
  /** The message shown under the field (an alert), tied to the field while it is invalid. */
  message: string;
  label: string;
  searchButton: string;
  locateButton: string;
  /** The address suggestions (use-finder-suggestions.ts); the field is a combobox over them when enabled. */
  suggestions: FinderSuggestions;
  /** The suggestions list's accessible name. */
  suggestionsLabel: string;
  /** Set by the finder to move focus back to the field (a blank search). */
  inputRef?: React.RefObject<HTMLInputElement | null>;
}

/**
 * The finder's search form: an address field (a combobox over US address suggestions), a search button and
 * 'use my location'. A native form, so Enter in the field submits unless an option is active (Enter then chooses
 * it); `noValidate` because the blank case is the finder's own noValue message.
 */
export function SearchBox(props: SearchBoxProps) {
  const id = useDomId();
  const ownRef = useRef<HTMLInputElement>(null);
  const inputRef = props.inputRef ?? ownRef;
  const { suggestions } = props;
  const { box, listRef, options } = suggestions;
  const { role, ...aria } = box.comboProps;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    suggestions.stop();
    props.onSearch(inputRef.current?.value ?? props.text);
  };
  return (
    <form className={`${C}search`} part="search" role="search" noValidate onSubmit={submit}>
      <label className={`${C}label`} htmlFor={`${id}-q`}>
        {props.label}
      </label>
      <div className={`${C}row`}>
        <div className={`${C}combobox`}>
          <input
            ref={inputRef}
            id={`${id}-q`}
            className={`${C}input`}
            part="input"
            type="search"
            name="location"
            // The browser's own address list would cover the suggestions.
            autoComplete={suggestions.enabled ? 'off' : 'street-address'}
            enterKeyHint="search"
            value={props.text}
            {...(suggestions.enabled ? { role, ...aria, 'aria-autocomplete': 'list' as const } : {})}
            aria-invalid={props.invalid ? 'true' : undefined}
            aria-describedby={props.message ? `${id}-message` : undefined}
            onChange={(event) => {
              props.onText(event.currentTarget.value);
              suggestions.typed(event.currentTarget.value);
            }}
            onKeyDown={(event) => {
              if (suggestions.enabled) box.onKeyDown(event);
            }}
          />
          {suggestions.enabled ? <SuggestionList box={box} listRef={listRef} options={options} label={props.suggestionsLabel} prefix={C} /> : null}
        </div>
        <button className={`${C}button ${C}button--primary`} type="submit" aria-disabled={props.busy ? 'true' : undefined}>
          {props.searchButton}
        </button>
      </div>
      <button className={`${C}button ${C}locate`} type="button" onClick={props.onLocate}>
        <span className={`${C}locate-icon`} aria-hidden="true" />
        {props.locateButton}
      </button>
      <p id={`${id}-message`} className={`${C}message`} part="message" role="alert">
        {props.message}
      </p>
    </form>
  );
}
