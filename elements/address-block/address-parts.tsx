/**
 * The inputs of vb-address-block: the country select, the street with its suggestions list, and the other parts
 * (line 2, city and ZIP as text inputs, the state as a select), each a labelled field with its message.
 */
import type { ClipboardEvent, KeyboardEvent, RefObject } from 'react';
import { describedBy, Field } from '../../src/form-control.tsx';
import { implicitSubmit } from '../../src/implicit-submit.ts';
import type { StateOption, Suggestion } from './address-answers-logic.ts';
import type { Country } from './address-logic.ts';

/** Light-DOM class prefix (house rules): page CSS such as Bootstrap's `.modal` or `.option` never reaches in. */
export const C = 'vb-address-block__';
/** The block name `<Field>` derives its classes from. */
export const BLOCK = 'vb-address-block';

/** What every part's field shows: its label, whether it is required, and its message. */
export interface PartField {
  id: string;
  label: string;
  required: boolean;
  message: string;
  invalid: boolean;
  disabled: boolean;
}

/** What each part's input or select says of itself: its id, its requirement and state, and its message. */
function control({ id, required, disabled, invalid }: PartField) {
  return { id, required, disabled, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy(id, undefined) };
}

export interface TextPartProps extends PartField {
  ref: RefObject<HTMLInputElement | null>;
  autoComplete: string;
  value: string;
  onChange: (box: HTMLInputElement) => void;
  onBlur: () => void;
}

/** Line 2, city and ZIP: a labelled text input with its message. */
export function TextPart({ ref, autoComplete, value, onChange, onBlur, ...field }: TextPartProps) {
  return (
    <Field id={field.id} label={field.label} required={field.required} message={field.message} invalid={field.invalid} block={BLOCK}>
      <input
        ref={ref}
        {...control(field)}
        className={`vb-field__input ${C}input`}
        part="input"
        type="text"
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.currentTarget)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          implicitSubmit(event.currentTarget.form ?? (event.currentTarget.getRootNode() as ShadowRoot).host?.closest('form'));
        }}
        onBlur={onBlur}
      />
    </Field>
  );
}

export interface StatePartProps extends PartField {
  ref: RefObject<HTMLSelectElement | null>;
  value: string;
  placeholder: string;
  options: readonly StateOption[];
  onChange: (select: HTMLSelectElement) => void;
  onBlur: () => void;
}

export function StatePart({ ref, value, placeholder, options, onChange, onBlur, ...field }: StatePartProps) {
  return (
    <Field id={field.id} label={field.label} required={field.required} message={field.message} invalid={field.invalid} block={BLOCK}>
      <select
        ref={ref}
        {...control(field)}
        className={`vb-field__input ${C}select`}
        part="select state"
        autoComplete="address-level1"
        value={value}
        onChange={(event) => onChange(event.currentTarget)}
        onBlur={onBlur}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export interface CountryPartProps {
  id: string;
  label: string;
  countries: readonly Country[];
  /** The selected country's entry (the United States while the list loads), and its code. */
  country: Country | undefined;
  code: string;
  disabled: boolean;
  onChange: (code: string) => void;
}

export function CountryPart({ id, label, countries, country, code, disabled, onChange }: CountryPartProps) {
  return (
    <div className={`${C}field`} part="field">
      <label className={`${C}label`} htmlFor={id} part="label">
        {label}
      </label>
      <select
        id={id}
        className={`vb-field__input ${C}select`}
        part="select country"
        autoComplete="country"
        value={code}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {countries.length === 0 ? <option value={code}>{country?.name ?? code}</option> : null}
        {countries.map((c) => (
          <option key={c.iso2} value={c.iso2}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}

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
  options: readonly Suggestion[];
  expanded: boolean;
  active: number;
  onChange: (box: HTMLInputElement) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
  onChoose: (option: Suggestion) => void;
}

/** The street: an APG combobox over the suggestions list (focus stays in the input; the active option is announced). */
export function StreetPart({ ref, ...p }: StreetPartProps) {
  const listId = `${p.id}-list`;
  const optionId = (i: number) => `${p.id}-option-${i}`;
  return (
    <Field id={p.id} label={p.label} hint="" required={p.required} message={p.message} invalid={p.invalid} block={BLOCK} busy={p.busy}>
      <div className={`${C}combobox`} part="combobox">
        <input
          ref={ref}
          {...control(p)}
          className={`vb-field__input ${C}input`}
          part="input street"
          type="text"
          role={p.combobox ? 'combobox' : undefined}
          aria-autocomplete={p.combobox ? 'list' : undefined}
          aria-expanded={p.combobox ? p.expanded : undefined}
          aria-controls={p.combobox ? listId : undefined}
          aria-activedescendant={p.expanded && p.active >= 0 ? optionId(p.active) : undefined}
          autoComplete={p.oneLine ? 'street-address' : 'address-line1'}
          placeholder={p.placeholder || undefined}
          value={p.value}
          aria-describedby={`${describedBy(p.id, undefined)} ${p.statusId}`}
          onChange={(event) => p.onChange(event.currentTarget)}
          onKeyDown={p.onKeyDown}
          onPaste={p.onPaste}
          onFocus={p.onFocus}
          onBlur={p.onBlur}
        />
        {p.combobox ? (
          <ul id={listId} className={`${C}listbox`} part="listbox" role="listbox" aria-label={p.listLabel} hidden={!p.expanded}>
            {p.options.map((option, i) => (
              <li
                key={`${i}-${option.text}`}
                id={optionId(i)}
                className={`${C}option${i === p.active ? ` ${C}option--active` : ''}`}
                part={i === p.active ? 'option option-active' : 'option'}
                role="option"
                aria-selected={i === p.active}
                // Keep focus in the input: a mousedown would blur it and close the list before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => p.onChoose(option)}
              >
                {option.text}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Field>
  );
}
