import { Field, inputProps, useFormControl, type FieldError } from '../../src/form-control.tsx';
import { useWatchedField } from '../../src/field-watch.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useTypedText } from '../../src/hooks/use-typed-text.ts';
import { cleanCommitted, cleanText } from '../../src/clean-text.ts';
import type { TextAreaEvents } from './events.ts';
import type { meta } from './meta.ts';
import type { PropsOf } from '../../src/props.ts';

export type { TextAreaEvents } from './events.ts';

export type TextAreaProps = PropsOf<typeof meta>;

/** Rows shown when `rows` is not a whole number from 1 to this. */
const DEFAULT_ROWS = 4;
const MAX_ROWS = 30;

const B = 'vb-text-area';

/** Spec section 5 'Text area': the shared cleaning while typing (markup goes, so other-option text is sanitised of it). */
export const cleanTyped = (text: string): string => cleanText(text);
export { cleanCommitted };

/**
 * A multi-line text box as a native form control. Valid when not required or not empty; with `other-for`, it is the
 * "other" answer's text box: required only while that option is checked.
 */
export function TextArea(props: TextAreaProps) {
  const { name, label, hint, value, placeholder, maxlength, rows, otherFor, otherValue, requiredMessage, sensitive } = props;
  const host = useHost();
  const emit = useEmit<TextAreaEvents>();
  const id = `${useDomId()}-input`;
  const typed = useTypedText<HTMLTextAreaElement>({
    value,
    clean: cleanTyped,
    commit: cleanCommitted,
    onInput: (next) => emit('vb-text-area-input', { name, value: next }),
  });
  const { text, setText, ref: boxRef, onChange, onFocus } = typed;

  const other = useWatchedField(host.element, otherFor);
  const otherChecked = other.values.length > 0 && (otherValue === '' || other.values.includes(otherValue));
  const required = otherFor ? otherChecked : props.required;

  const error: FieldError | null = required && text.trim() === '' ? { flags: { valueMissing: true }, message: requiredMessage } : null;
  const control = useFormControl({
    name,
    formValue: text,
    error,
    anchor: boxRef,
    onReset: () => setText(cleanCommitted(value)),
    onRestore: (saved) => setText(cleanTyped(saved)),
    disabled: props.disabled,
    sensitive,
    label,
  });

  const onBlur = () => {
    const changed = typed.onBlur();
    control.touch();
    if (changed !== null) emit('vb-text-area-change', { name, value: changed });
  };

  const limit = Number.isInteger(maxlength) && maxlength > 0 ? maxlength : undefined;
  const shownRows = Number.isInteger(rows) && rows >= 1 && rows <= MAX_ROWS ? rows : DEFAULT_ROWS;
  const message = control.showError && error ? error.message : '';

  return (
    <Field id={id} label={label} hint={hint} required={required} message={message} invalid={control.showError} block={B}>
      <textarea
        {...inputProps(control, { id, hint, required })}
        ref={boxRef}
        part="input"
        className={`vb-field__input ${B}__input`}
        value={text}
        rows={shownRows}
        placeholder={placeholder || undefined}
        maxLength={limit}
        onChange={onChange}
        onFocus={onFocus}
        onBlur={onBlur}
      />
    </Field>
  );
}
