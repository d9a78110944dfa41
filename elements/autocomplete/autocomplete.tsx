import { useEffect, useState, type KeyboardEvent } from 'react';
import { Field, inputProps, useFormControl, type FieldError } from '../../src/form-control.tsx';
import { useHost } from '../../src/hooks/host-context.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useSuggestionsBox } from '../../src/hooks/use-suggestions.ts';
import { useTypedText } from '../../src/hooks/use-typed-text.ts';
import { cleanCommitted, cleanTypedLine } from '../../src/clean-text.ts';
import { SuggestionList } from '../../src/suggestion-list.tsx';
import { submittedValue, type AutocompleteOption } from './autocomplete-logic.ts';
import { useAutocompleteOptions } from './use-autocomplete-options.ts';
import type { AutocompleteEvents } from './events.ts';
import type { meta } from './meta.ts';
import type { PropsOf } from '../../src/props.ts';

export type { AutocompleteEvents } from './events.ts';

export type AutocompleteProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules). */
const C = 'vb-autocomplete__';
/** The block the form-control kit derives its classes from. */
const BLOCK = 'vb-autocomplete';

/**
 * A text box with suggestions (WAI-ARIA APG combobox, list autocomplete): the suggestions kit
 * (src/hooks/use-suggestions.ts, src/suggestion-list.tsx) draws and drives the list, useAutocompleteOptions finds
 * the options, the form-control kit makes it a form field. Option text is drawn as text: no markup from data.
 */
export function Autocomplete(props: AutocompleteProps) {
  const { name, label, hint, required, value, placeholder, requiredMessage } = props;
  const host = useHost();
  const emit = useEmit<AutocompleteEvents>();
  const id = `${useDomId()}-input`;
  const [chosen, setChosen] = useState<AutocompleteOption | null>(null);
  const typed = useTypedText<HTMLInputElement>({ value, clean: cleanTypedLine, commit: cleanCommitted, onInput: (text) => onTyped(text) });
  const { text, setText, ref: inputRef } = typed;

  const source = useAutocompleteOptions(host, props, text);
  const { options, note, problems } = source;
  const problemText = problems.join('; ');
  useEffect(() => {
    if (problemText) console.warn(`<${host.tag} name="${name}"> options attribute: ${problemText}.`);
  }, [problemText, host.tag, name]);

  const choose = (option: AutocompleteOption) => {
    source.stop();
    setText(option.text);
    setChosen(option);
    emit('vb-autocomplete-choose', { name, value: option.value, text: option.text });
  };
  const { box, listRef } = useSuggestionsBox({ options, container: host.element, query: text, onChoose: choose });

  function onTyped(next: string) {
    box.openAt(-1);
    source.typed(next);
  }

  const error: FieldError | null = required && text.trim() === '' ? { flags: { valueMissing: true }, message: requiredMessage } : null;
  const control = useFormControl({
    name,
    formValue: submittedValue(text, chosen),
    state: text,
    error,
    anchor: inputRef,
    onReset: () => {
      source.stop();
      box.close();
      setChosen(null);
      setText(cleanCommitted(value));
    },
    onRestore: (saved) => setText(cleanTypedLine(saved)),
    disabled: props.disabled,
    label,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (box.onKeyDown(event)) return;
    // With no options the kit leaves Escape alone (freeText); here it still closes the no-results entry.
    if (event.key === 'Escape' && box.open) {
      event.preventDefault();
      box.close();
    }
  };

  const onBlur = () => {
    typed.onBlur();
    control.touch();
    box.close();
  };

  const noteText = box.open && note === 'no-results' ? props.noResultsText : box.open && note === 'error' ? props.errorText : '';
  const { role, ...aria } = box.comboProps;
  const message = control.showError && error ? error.message : '';
  return (
    <Field id={id} label={label} hint={hint} required={required} message={message} invalid={control.showError} block={BLOCK}>
      <div className={`${C}combobox`}>
        <input
          {...inputProps(control, { id, hint, required })}
          ref={inputRef}
          part="input"
          className={`vb-field__input ${C}input`}
          type="text"
          role={role}
          {...aria}
          aria-autocomplete="list"
          // The browser's own list would cover the suggestions.
          autoComplete="off"
          value={text}
          placeholder={placeholder || undefined}
          onChange={typed.onChange}
          onFocus={typed.onFocus}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
        />
        <SuggestionList box={box} listRef={listRef} options={options} label={props.listLabel} prefix={C} />
        <div className={`${C}note${noteText ? ` ${C}note--shown` : ''}`} part="note" role="status">
          {noteText}
        </div>
      </div>
    </Field>
  );
}
