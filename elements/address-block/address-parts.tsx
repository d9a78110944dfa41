/**
 * The inputs of vb-address-block: the country select and the other parts (line 2, city and ZIP as text inputs, the
 * state as a select), each a labelled field with its message; the street with its suggestions is address-street.tsx.
 */
import type { KeyboardEvent, RefObject } from 'react';
import { describedBy, Field } from '../../src/form-control.tsx';
import { implicitSubmit } from '../../src/implicit-submit.ts';
import type { StateOption } from './address-answers-logic.ts';
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
export function control({ id, required, disabled, invalid }: PartField) {
  return { id, required, disabled, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy(id, undefined) };
}

/** Enter in a part submits its form, as in a native text input (an input in a shadow root gets no implicit submission). */
export function enterSubmits(event: KeyboardEvent<HTMLInputElement>, form: HTMLFormElement | null | undefined): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  implicitSubmit(form);
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
        onKeyDown={(event) => enterSubmits(event, event.currentTarget.form ?? (event.currentTarget.getRootNode() as ShadowRoot).host?.closest('form'))}
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

/** The block's legend and hint, each only when the author gave one. */
export function BlockHeading({ id, label, hint }: { id: string; label: string; hint: string }) {
  return (
    <>
      {label ? (
        <legend className={`${C}legend`} part="legend">
          {label}
        </legend>
      ) : null}
      {hint ? (
        <div className={`${C}hint`} id={`${id}-hint`} part="hint">
          {hint}
        </div>
      ) : null}
    </>
  );
}
