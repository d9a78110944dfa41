/**
 * vb-email-field: an address input verified by the server (spec section 5 'Email'). The rules are in
 * email-logic.ts; the typing is the typed-text kit (spaces removed, the caret kept), the check the
 * server-check kit (use-email-check.ts).
 */
import type { KeyboardEvent } from 'react';
import { Field, inputProps, useFormControl } from '../../src/form-control.tsx';
import { useHost } from '../../src/hooks/host-context.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useCheckState } from '../../src/hooks/use-server-check.ts';
import { useTypedText } from '../../src/hooks/use-typed-text.ts';
import type { PropsOf } from '../../src/props.ts';
import { checkedMessage } from '../../src/server-check.ts';
import { cleanEmail, emailError, emailState } from './email-logic.ts';
import type { EmailFieldEvents } from './events.ts';
import type { meta } from './meta.ts';
import { useEmailCheck } from './use-email-check.ts';

export type { EmailFieldEvents } from './events.ts';
export type EmailFieldProps = PropsOf<typeof meta>;

const B = 'vb-email-field';

export function EmailField(props: EmailFieldProps) {
  const { name, label, hint, required, requiredBy, verify } = props;
  const host = useHost();
  const emit = useEmit<EmailFieldEvents>();
  const id = `${useDomId()}-input`;
  // Whitespace is removed wherever it comes from, so the committed address is the cleaned one.
  const typed = useTypedText<HTMLInputElement>({ value: props.value, clean: cleanEmail, commit: cleanEmail, onInput: () => check.stop() });
  const { text: value, setText, ref: inputRef } = typed;
  const check = useEmailCheck(host.element, inputRef, value, verify, (detail) => emit('vb-email-field-verify', detail));
  const error = emailError({ value, required, requiredBy, verify, check: check.answer, messages: props });

  const control = useFormControl({
    name,
    formValue: value,
    error: error ? { flags: error.flags, message: error.message } : null,
    anchor: inputRef,
    disabled: props.disabled,
    label,
    onReset: () => {
      check.stop();
      setText(cleanEmail(props.value));
    },
    onRestore: (saved) => setText(cleanEmail(saved)),
  });
  useCheckState(host.element, emailState(value, verify, check.pending, check.answer));
  const { invalid, message } = checkedMessage({ showError: control.showError, error, pending: check.pending, checkingText: props.checkingText });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Spaces are blocked: the key does nothing, rather than typing and then vanishing.
    if (event.key === ' ') event.preventDefault();
    if (event.key === 'Enter') check.check();
  };

  return (
    <Field
      id={id}
      label={label}
      hint={hint || undefined}
      required={required || Boolean(requiredBy)}
      message={message}
      invalid={invalid}
      block={B}
      busy={check.pending}
    >
      <input
        {...inputProps(control, { id, hint, required: required || Boolean(requiredBy), invalid })}
        ref={inputRef}
        className={`vb-field__input ${B}__input`}
        part="input"
        type="text"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder={props.placeholder || undefined}
        value={value}
        aria-busy={check.pending || undefined}
        onChange={typed.onChange}
        onFocus={typed.onFocus}
        onKeyDown={onKeyDown}
        onBlur={() => {
          control.touch();
          typed.onBlur();
          check.check();
        }}
      />
    </Field>
  );
}
