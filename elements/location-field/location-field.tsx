import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { hasDeviceLocation } from '../../src/device-location.ts';
import { describedBy, Field, useFormControl } from '../../src/form-control.tsx';
import { useHost } from '../../src/hooks/host-context.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useTypedText } from '../../src/hooks/use-typed-text.ts';
import { cleanCommitted, cleanTypedLine, compassRefusal, GEOLOCATE, isGeolocate, locationError, shownText } from './location-field-logic.ts';
import type { LocationFieldEvents } from './events.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export type { LocationFieldEvents } from './events.ts';

export type LocationFieldProps = PropsOf<typeof meta>;

const B = 'vb-location-field';

/** This site's geolocation permission, when the browser tells ('unknown' when it cannot). */
async function geolocationPermission(): Promise<PermissionState | 'unknown'> {
  try {
    const status = await navigator.permissions?.query({ name: 'geolocation' });
    return status?.state ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** A magnifier over a map pin's point: "search the map". Decorative; the button is named by `search-label`. */
function SearchIcon() {
  return (
    <svg className={`${B}__icon`} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="2.25" />
      <path d="M15 15l5.5 5.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** A compass needle: "use my location". Decorative; the button is named by `locate-label`. */
function CompassIcon() {
  return (
    <svg className={`${B}__icon`} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 8.5l-2 5-5 2 2-5z" fill="currentColor" />
    </svg>
  );
}

/** One of the field's two buttons: an icon, named by its label (also its tooltip, for sighted mouse users). */
function IconButton({
  what,
  label,
  disabled,
  onClick,
  children,
}: {
  what: 'search' | 'locate';
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      part={`${what}-button`}
      className={`${B}__button ${B}__${what}`}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/**
 * The finder's search box (spec section 2 'Location field'): text, a map-search button that submits the form, and
 * a compass that submits GEOLOCATE. Valid if not required or non-empty (section 5); submitted by the browser (section 7).
 */
export function LocationField(props: LocationFieldProps) {
  const { name, label, hint, placeholder, value, required, requiredMessage, currentLocationText } = props;
  const host = useHost();
  const emit = useEmit<LocationFieldEvents>();
  const id = `${useDomId()}-input`;
  const [notice, setNotice] = useState('');
  const typed = useTypedText<HTMLInputElement>({
    value,
    clean: cleanTypedLine,
    commit: cleanCommitted,
    onInput: (next) => {
      setNotice('');
      emit('vb-location-field-input', { name, value: next });
    },
  });
  const { text, setText, ref: inputRef, onChange } = typed;

  const error = locationError(required, text, requiredMessage);
  const control = useFormControl({
    name,
    formValue: text,
    error,
    anchor: inputRef,
    onReset: () => {
      setNotice('');
      setText(cleanCommitted(value));
    },
    onRestore: (saved) => setText(cleanTypedLine(saved)),
    disabled: props.disabled,
    label,
  });
  const form = () => host.form?.internals.form ?? null;

  /** Ask for a search with the current value: the page may take it over; else the form is submitted, with validation. */
  const search = (searched: string) => {
    const owner = form();
    if (locationError(required, searched, requiredMessage)) {
      // The form's own validation shows the message and focuses the input; without a form, the field does it.
      if (owner) owner.requestSubmit();
      else {
        control.touch();
        inputRef.current?.focus();
      }
      return;
    }
    const go = emit('vb-location-field-search', { name, value: searched }, { cancelable: true });
    if (go) owner?.requestSubmit();
  };

  const onSearch = () => {
    if (control.disabled) return;
    setNotice('');
    // Enter does not leave the field: trim now, as leaving it would, so the form sends what it shows.
    const committed = cleanCommitted(text);
    if (committed !== text) flushSync(() => setText(committed));
    search(committed);
  };

  const onLocate = async () => {
    if (control.disabled) return;
    setNotice('');
    const refusal = compassRefusal(hasDeviceLocation(), await geolocationPermission());
    if (refusal) {
      const message = refusal === 'unsupported' ? props.browserLocationMessage : props.userLocationMessage;
      setNotice(message);
      emit('vb-location-field-error', { reason: refusal, message });
      return;
    }
    // The form value must be GEOLOCATE before the form reads it: commit now, then submit.
    flushSync(() => setText(GEOLOCATE));
    search(GEOLOCATE);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // An input in a shadow root is not one of the form's controls: Enter would not submit it (implicit submission).
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSearch();
  };

  const onFocus = () => {
    typed.onFocus();
    // The device-location words are not the visitor's text: typing replaces them.
    if (isGeolocate(text)) inputRef.current?.select();
  };

  const onBlur = () => {
    typed.onBlur();
    control.touch();
  };

  const message = control.showError && error ? error.message : notice;
  return (
    <Field id={id} label={label} hint={hint} required={required} message={message} invalid={control.showError} block={B}>
      <div className={`${B}__buttons`} part="buttons">
        <input
          id={id}
          ref={inputRef}
          part="input"
          className={`vb-field__input ${B}__input`}
          type="text"
          value={shownText(text, currentLocationText)}
          placeholder={placeholder || undefined}
          enterKeyHint="search"
          disabled={control.disabled}
          aria-required={required || undefined}
          aria-invalid={control.showError || undefined}
          aria-describedby={describedBy(id, hint)}
          aria-label={control.ariaLabel}
          onChange={onChange}
          onFocus={onFocus}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
        />
        <IconButton what="search" label={props.searchLabel} disabled={control.disabled} onClick={onSearch}>
          <SearchIcon />
        </IconButton>
        {props.hideLocate ? null : (
          <IconButton what="locate" label={props.locateLabel} disabled={control.disabled} onClick={() => void onLocate()}>
            <CompassIcon />
          </IconButton>
        )}
      </div>
    </Field>
  );
}
