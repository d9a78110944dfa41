/** vb-address-block's street: an APG combobox over the suggestions list (focus stays in the input; the active option is announced). */
import type { ClipboardEvent, RefObject } from 'react';
import { describedBy, Field } from '../../src/form-control.tsx';
import { SuggestionList } from '../../src/suggestion-list.tsx';
import { BLOCK, C, control, enterSubmits, type PartField } from './address-parts.tsx';
import type { AddressSuggestions } from './use-address-suggestions.ts';

export interface StreetPartProps extends PartField {
  ref: RefObject<HTMLInputElement | null>;
  /** No list in plain mode: the street is a plain text input. */
  combobox: boolean;
  /** One line for the whole address (verified countries). */
  oneLine: boolean;
  busy: boolean;
  /** The id of the status region the input is also described by. */
  statusId: string;
  listLabel: string;
  placeholder: string;
  value: string;
  suggestions: AddressSuggestions;
  /** The form an Enter that is not the list's submits. */
  form: HTMLFormElement | null | undefined;
  onChange: (box: HTMLInputElement) => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
}

export function StreetPart({ ref, suggestions, ...p }: StreetPartProps) {
  const { box, listRef, options } = suggestions;
  const { role, ...aria } = box.comboProps;
  return (
    <Field id={p.id} label={p.label} hint="" required={p.required} message={p.message} invalid={p.invalid} block={BLOCK} busy={p.busy}>
      <div className={`${C}combobox`} part="combobox">
        <input
          ref={ref}
          {...control(p)}
          {...(p.combobox ? { role, ...aria, 'aria-autocomplete': 'list' as const } : {})}
          className={`vb-field__input ${C}input`}
          part="input street"
          type="text"
          autoComplete={p.oneLine ? 'street-address' : 'address-line1'}
          placeholder={p.placeholder || undefined}
          value={p.value}
          aria-describedby={`${describedBy(p.id, undefined)} ${p.statusId}`}
          onChange={(event) => p.onChange(event.currentTarget)}
          onKeyDown={(event) => {
            // A key of the list's (Enter on the active option chooses it, and does not submit).
            if (!box.onKeyDown(event)) enterSubmits(event, p.form);
          }}
          onPaste={p.onPaste}
          onFocus={p.onFocus}
          onBlur={p.onBlur}
        />
        {p.combobox ? <SuggestionList box={box} listRef={listRef} options={options} label={p.listLabel} prefix={C} /> : null}
      </div>
    </Field>
  );
}
