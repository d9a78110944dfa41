import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { describedBy, Field, useFormControl, type FieldError } from '../../src/form-control.tsx';
import { useHost } from '../../src/hooks/host-context.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import {
  caretAfterCleaning,
  cleanCommitted,
  cleanTyped,
  INPUT_MODES,
  maxLengthMessage,
  maxLengthOf,
  TEXT_FIELD_TYPES,
  type InputMode,
  type TextFieldType,
} from './text-field-logic.ts';
import type { TextFieldEvents } from './events.ts';

export type { TextFieldEvents } from './events.ts';

export interface TextFieldProps {
  name: string;
  label: string;
  hint: string;
  required: boolean;
  value: string;
  disabled: boolean;
  placeholder: string;
  maxlength: number;
  autocomplete: string;
  inputmode: string;
  type: string;
  requiredMessage: string;
  maxLengthMessage: string;
  sensitive: boolean;
}

const B = 'vb-text-field';

/** A warning naming the element and attribute, once per bad value. */
function useWarnOnce(condition: boolean, message: string): void {
  useEffect(() => {
    if (condition) console.warn(message);
  }, [condition, message]);
}

/**
 * A one-line text input as a native form control: cleaned as the visitor types (spec section 5 'Text field'),
 * trimmed on blur, required or not, and for firstName/lastName a max-length message near the limit.
 */
export function TextField(props: TextFieldProps) {
  const { name, label, hint, required, value, placeholder, maxlength, autocomplete, inputmode, type, requiredMessage, sensitive } = props;
  const host = useHost();
  const emit = useEmit<TextFieldEvents>();
  const id = `${useDomId()}-input`;
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => cleanCommitted(value));
  // The `value` attribute is the default (form reset goes back to it); a page changing it sets the text now.
  const [valueProp, setValueProp] = useState(value);
  if (value !== valueProp) {
    setValueProp(value);
    setText(cleanCommitted(value));
  }
  /** The text when the visitor entered the field: a change event only when leaving it differs. */
  const committed = useRef(text);
  const caret = useRef<number | null>(null);
  // Counts the edits cleaning changed: the caret fix must run even when the cleaned text is what it was.
  const [cleanings, setCleanings] = useState(0);

  const knownType = (TEXT_FIELD_TYPES as readonly string[]).includes(type);
  useWarnOnce(!knownType, `<${host.tag}>: type="${type}" is not one of ${TEXT_FIELD_TYPES.join(', ')}; using text.`);
  const knownMode = inputmode === '' || (INPUT_MODES as readonly string[]).includes(inputmode);
  useWarnOnce(!knownMode, `<${host.tag}>: inputmode="${inputmode}" is not one of ${INPUT_MODES.join(', ')}; ignored.`);
  const inputType: TextFieldType = knownType ? (type as TextFieldType) : 'text';
  const inputMode = knownMode && inputmode ? (inputmode as InputMode) : undefined;
  const limit = maxLengthOf(maxlength);

  const error: FieldError | null = required && text.trim() === '' ? { flags: { valueMissing: true }, message: requiredMessage } : null;
  const control = useFormControl({
    name,
    formValue: text,
    error,
    anchor: input,
    onReset: () => setText(cleanCommitted(value)),
    onRestore: (saved) => setText(cleanTyped(saved)),
    disabled: props.disabled,
    // A password is never left behind in session storage.
    sensitive: sensitive || inputType === 'password',
    label,
  });

  // Cleaning removed characters: keep the caret where the visitor was typing, not at the end.
  useLayoutEffect(() => {
    const at = caret.current;
    caret.current = null;
    const root = input.current?.getRootNode() as Document | ShadowRoot | undefined;
    if (at !== null && input.current && input.current === root?.activeElement) input.current.setSelectionRange(at, at);
  }, [text, cleanings]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.currentTarget.value;
    const next = cleanTyped(raw);
    if (next !== raw) {
      caret.current = caretAfterCleaning(raw, event.currentTarget.selectionStart ?? raw.length, cleanTyped);
      setCleanings((n) => n + 1);
    } else caret.current = null;
    setText(next);
    if (next !== text) emit('vb-text-field-input', { name, value: next });
  };

  const onBlur = () => {
    const next = cleanCommitted(text);
    setText(next);
    control.touch();
    if (next !== committed.current) {
      committed.current = next;
      emit('vb-text-field-change', { name, value: next });
    }
  };

  const lengthMessage = maxLengthMessage(name, text, limit, props.maxLengthMessage);
  const message = control.showError && error ? error.message : lengthMessage;

  return (
    <Field id={id} label={label} hint={hint} required={required} message={message} invalid={control.showError} block={B}>
      <input
        id={id}
        ref={input}
        part="input"
        className={`vb-field__input ${B}__input`}
        type={inputType}
        value={text}
        placeholder={placeholder || undefined}
        maxLength={limit}
        autoComplete={autocomplete || undefined}
        inputMode={inputMode}
        disabled={control.disabled}
        aria-required={required || undefined}
        aria-invalid={control.showError || undefined}
        aria-describedby={describedBy(id, hint)}
        aria-label={control.ariaLabel}
        onChange={onChange}
        onFocus={() => {
          committed.current = text;
        }}
        onBlur={onBlur}
      />
    </Field>
  );
}
