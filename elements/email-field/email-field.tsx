import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { api, ApiError } from '../../src/api.ts';
import { Field, inputProps, useFormControl, type BaseFieldProps } from '../../src/form-control.tsx';
import { useHost } from '../../src/hooks/host-context.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { caretAfterClean, cleanEmail, emailError, readEmailAnswer, type EmailCheck, type EmailMessages } from './email.ts';
import type { EmailFieldEvents } from './events.ts';

export type { EmailFieldEvents } from './events.ts';

export interface EmailFieldProps extends EmailMessages, BaseFieldProps {
  /** Set by a subscription checkbox that made this field required (spec: the conditional-required message). */
  requiredBy: string;
  /** Verify with the server (GET {prefix}/api/emailVerify); `verify="false"` turns it off. */
  verify: boolean;
}

const B = 'vb-email-field';
/** Answers kept per field, so leaving the field again with the same address asks nobody. */
const CHECK_CACHE_SIZE = 20;

/** The visitor's state for the page's CSS and tests: data-vb-state on the host. */
type VisibleState = '' | 'checking' | 'valid' | 'invalid' | 'unverified';

export function EmailField(props: EmailFieldProps) {
  const { name, label, hint, required, value: defaultValue, placeholder, requiredBy, verify } = props;
  const host = useHost();
  const emit = useEmit<EmailFieldEvents>();
  const id = `${useDomId()}-input`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(() => cleanEmail(defaultValue).trim());
  // The value attribute is the default, as on an input: a new default replaces the text.
  const [shownDefault, setShownDefault] = useState(defaultValue);
  if (shownDefault !== defaultValue) {
    setShownDefault(defaultValue);
    setValue(cleanEmail(defaultValue));
  }
  const [checks, setChecks] = useState<ReadonlyMap<string, EmailCheck>>(() => new Map());
  const [checking, setChecking] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const caret = useRef<number | null>(null);
  const latestRef = useLatest({ verify, checks, checking });

  const check = checks.get(value) ?? null;
  const error = emailError({ value, required, requiredBy, verify, check, messages: props });
  const isChecking = verify && checking !== null && checking === value;

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setChecking(null);
  }, []);

  /** Verify an address now; a newer check aborts the older one, whose answer is then ignored. */
  const verifyNow = useCallback(
    (address: string) => {
      const { verify: on, checks: known, checking: current } = latestRef.current;
      if (!on || address === '' || known.has(address) || current === address) return;
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setChecking(address);
      api('/api/emailVerify', { query: { address }, prefixed: true, signal: controller.signal })
        .then(readEmailAnswer, (failure: unknown): EmailCheck | null => {
          if (failure instanceof ApiError && failure.kind === 'abort') return null;
          return { status: 'unverified', reason: failure instanceof Error ? failure.message : String(failure) };
        })
        .then((result) => {
          if (result === null || controller.signal.aborted) return;
          running.current = null;
          setChecking(null);
          setChecks((map) => {
            const next = new Map(map);
            next.set(address, result);
            if (next.size > CHECK_CACHE_SIZE) next.delete(next.keys().next().value as string);
            return next;
          });
          emit('vb-email-field-verify', {
            address,
            status: result.status,
            code: result.status === 'invalid' ? result.code : null,
          });
        });
    },
    [latestRef, emit],
  );

  useEffect(() => () => running.current?.abort(), []);

  // A preset or restored address (not typed) is verified at once; a typed one when the visitor leaves it.
  useEffect(() => {
    const input = inputRef.current;
    if (value && !(input && input.matches(':focus'))) verifyNow(value);
  }, [value, verifyNow, verify]);

  const control = useFormControl({
    name,
    formValue: value,
    error: error ? { flags: error.flags, message: error.message } : null,
    anchor: inputRef,
    disabled: props.disabled,
    label,
    onReset: () => {
      stop();
      setValue(cleanEmail(defaultValue).trim());
    },
    onRestore: (saved) => setValue(cleanEmail(saved)),
  });

  // A submit attempt with an address nobody checked yet starts the check (the form waits on 'checking').
  useEffect(() => {
    const element = host.element;
    const onInvalid = () => {
      const input = inputRef.current;
      if (input) verifyNow(input.value);
    };
    element.addEventListener('invalid', onInvalid);
    return () => element.removeEventListener('invalid', onInvalid);
  }, [host.element, verifyNow]);

  const state: VisibleState = value === '' || !verify ? '' : isChecking ? 'checking' : (check?.status ?? '');
  useLayoutEffect(() => {
    if (state) host.element.setAttribute('data-vb-state', state);
    else host.element.removeAttribute('data-vb-state');
  }, [host.element, state]);

  // Cleaning removed characters before the caret: put the caret where the visitor was typing.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caret.current === null || !input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const next = cleanEmail(raw);
    if (next !== raw) caret.current = caretAfterClean(raw, event.target.selectionStart ?? raw.length);
    if (next !== value && checking !== null) stop();
    setValue(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Spaces are blocked: the key does nothing, rather than typing and then vanishing.
    if (event.key === ' ') event.preventDefault();
    if (event.key === 'Enter') verifyNow(value);
  };

  const onBlur = () => {
    control.touch();
    const trimmed = value.trim();
    if (trimmed !== value) setValue(trimmed);
    verifyNow(trimmed);
  };

  const invalid = control.showError && error !== null && error.kind !== 'checking';
  const message = isChecking || (control.showError && error?.kind === 'checking') ? props.checkingText : invalid ? error.message : '';

  return (
    <Field
      id={id}
      label={label}
      hint={hint || undefined}
      required={required || Boolean(requiredBy)}
      message={message}
      invalid={invalid}
      block={B}
      busy={isChecking}
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
        placeholder={placeholder || undefined}
        value={value}
        aria-busy={isChecking || undefined}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
    </Field>
  );
}
