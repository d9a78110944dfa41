import { Field, inputProps, useFormControl, type FieldError } from '../../src/form-control.tsx';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useTypedText } from '../../src/hooks/use-typed-text.ts';
import { cleanCommitted, cleanTypedLine } from '../../src/clean-text.ts';
import { maxLengthMessage, maxLengthOf } from './text-field-logic.ts';
import type { TextFieldEvents } from './events.ts';
import type { meta } from './meta.ts';
import type { PropsOf } from '../../src/props.ts';

export type { TextFieldEvents } from './events.ts';

export type TextFieldProps = PropsOf<typeof meta>;

const B = 'vb-text-field';

/**
 * A one-line text input as a native form control: cleaned as the visitor types (spec section 5 'Text field'),
 * trimmed on blur, required or not, and for firstName/lastName a max-length message near the limit.
 */
export function TextField(props: TextFieldProps) {
  const { name, label, hint, required, value, placeholder, maxlength, autocomplete, inputmode, type, requiredMessage, sensitive } = props;
  const emit = useEmit<TextFieldEvents>();
  const id = `${useDomId()}-input`;
  const typed = useTypedText<HTMLInputElement>({
    value,
    clean: cleanTypedLine,
    commit: cleanCommitted,
    onInput: (next) => emit('vb-text-field-input', { name, value: next }),
  });
  const { text, setText, ref: inputRef, onChange, onFocus } = typed;

  const inputMode = inputmode || undefined;
  const limit = maxLengthOf(maxlength);

  const error: FieldError | null = required && text.trim() === '' ? { flags: { valueMissing: true }, message: requiredMessage } : null;
  const control = useFormControl({
    name,
    formValue: text,
    error,
    anchor: inputRef,
    onReset: () => setText(cleanCommitted(value)),
    onRestore: (saved) => setText(cleanTypedLine(saved)),
    disabled: props.disabled,
    // A password is never left behind in session storage.
    sensitive: sensitive || type === 'password',
    label,
  });

  const onBlur = () => {
    const changed = typed.onBlur();
    control.touch();
    if (changed !== null) emit('vb-text-field-change', { name, value: changed });
  };

  const lengthMessage = maxLengthMessage(name, text, limit, props.maxLengthMessage);
  const message = control.showError && error ? error.message : lengthMessage;

  return (
    <Field id={id} label={label} hint={hint} required={required} message={message} invalid={control.showError} block={B}>
      <input
        {...inputProps(control, { id, hint, required })}
        ref={inputRef}
        part="input"
        className={`vb-field__input ${B}__input`}
        type={type}
        value={text}
        placeholder={placeholder || undefined}
        maxLength={limit}
        autoComplete={autocomplete || undefined}
        inputMode={inputMode}
        onChange={onChange}
        onFocus={onFocus}
        onBlur={onBlur}
      />
    </Field>
  );
}
