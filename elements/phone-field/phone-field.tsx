import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { api, ApiError } from '../../src/api.ts';
import { Field, inputProps, useFormControl, type BaseFieldProps } from '../../src/form-control.tsx';
import { useHost } from '../../src/hooks/host-context.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { alpha2Of, alpha3Of } from './alpha3.ts';
import type { PhoneFieldEvents } from './events.ts';
import {
  applyEdit,
  caretAfterDigits,
  cleanPhoneInput,
  digitsOf,
  parseWhitelist,
  phoneError,
  phoneFormData,
  preferEmailOverSms,
  readPhoneAnswer,
  type PhoneCheck,
  type PhoneMessages,
} from './phone.ts';

export type { PhoneFieldEvents } from './events.ts';

type PhoneLib = typeof import('./phone-lib.ts');

export interface PhoneFieldProps extends PhoneMessages, BaseFieldProps {
  requiredBy: string;
  verify: boolean;
  country: string;
  whitelist: string;
  countryLabel: string;
  showCountriesLabel: string;
  noCountryText: string;
}

const B = 'vb-phone-field';
/** Used when neither the `country` attribute nor the page's geocountry meta names a country with telephone numbers. */
export const FALLBACK_COUNTRY = 'US';
const CHECK_CACHE_SIZE = 20;

/** The phone metadata, loaded once per page, and only when a phone field mounts (its own chunk). */
let libLoad: Promise<PhoneLib> | undefined;
/** The loaded metadata, for the server-answer handling outside React state. */
let loadedLib: PhoneLib | undefined;
export function loadPhoneLib(): Promise<PhoneLib> {
  libLoad ??= import('./phone-lib.ts').then((loaded) => (loadedLib = loaded));
  return libLoad;
}

/** The starting country: the attribute, else the page's `geocountry` meta (alpha-2 or alpha-3), else US. */
function startCountry(attribute: string): string {
  const meta = typeof document === 'undefined' ? '' : (document.querySelector('meta[name="geocountry"]')?.getAttribute('content') ?? '');
  return alpha2Of(attribute) || alpha2Of(meta) || FALLBACK_COUNTRY;
}

function pageLocale(element: HTMLElement): string {
  return element.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang || 'en';
}

const keyOf = (country: string, digits: string) => `${country}|${digits}`;

export function PhoneField(props: PhoneFieldProps) {
  const { name, label, hint, required, value: defaultValue, placeholder, requiredBy, verify, whitelist: whitelistText } = props;
  const host = useHost();
  const emit = useEmit<PhoneFieldEvents>();
  const baseId = useDomId();
  const id = `${baseId}-input`;
  const listId = `${baseId}-countries`;
  const inputRef = useRef<HTMLInputElement>(null);
  const comboRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const [lib, setLib] = useState<PhoneLib | null>(null);
  const [defaultCountry] = useState(() => startCountry(props.country));
  const [country, setCountry] = useState(defaultCountry);
  const [text, setText] = useState(() => cleanPhoneInput(defaultValue));
  const [checks, setChecks] = useState<ReadonlyMap<string, PhoneCheck>>(() => new Map());
  const [checking, setChecking] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const running = useRef<AbortController | null>(null);
  const caret = useRef<number | null>(null);

  // A new `country` attribute is a new choice of the page's.
  const [shownCountryProp, setShownCountryProp] = useState(props.country);
  if (shownCountryProp !== props.country) {
    setShownCountryProp(props.country);
    setCountry(startCountry(props.country));
  }
  const [shownDefault, setShownDefault] = useState(defaultValue);
  if (shownDefault !== defaultValue) {
    setShownDefault(defaultValue);
    setText(cleanPhoneInput(defaultValue));
  }

  // Once the metadata is in: a preset `+44 ...` picks its country; any number is formatted for the country.
  const startRef = useLatest({ text, country });
  useEffect(() => {
    let live = true;
    loadPhoneLib().then(
      (loaded) => {
        if (!live) return;
        setLib(loaded);
        const { text: shown, country: iso2 } = startRef.current;
        const split = shown.startsWith('+') ? loaded.splitPlusCode(shown, iso2) : null;
        const formatted = split
          ? loaded.formatAsTyped(split.national, split.iso2)
          : shown.startsWith('+')
            ? shown
            : loaded.formatAsTyped(digitsOf(shown), iso2);
        // Only what nobody changed meanwhile: a restored number (reload, back/forward) may have come in first.
        setText((current) => (current === shown ? formatted : current));
        if (split) setCountry((current) => (current === iso2 ? split.iso2 : current));
      },
      (error: unknown) => console.warn(`<${host.tag}>: the phone metadata did not load; numbers are checked by the server only.`, error),
    );
    return () => {
      live = false;
    };
  }, [host.tag, startRef]);

  const locale = pageLocale(host.element);
  const countries = useMemo(() => (lib ? lib.countryList(locale) : []), [lib, locale]);
  const matches = useMemo(() => (lib ? lib.searchCountries(countries, query) : []), [lib, countries, query]);
  const whitelist = useMemo(() => parseWhitelist(whitelistText, alpha2Of), [whitelistText]);

  const plusPending = text.startsWith('+');
  const digits = digitsOf(text);
  const key = keyOf(country, digits);
  const check = checks.get(key) ?? null;
  const locallyValid = !lib || digits === '' ? (plusPending && digits !== '' ? false : null) : plusPending ? false : lib.isValidFor(digits, country);
  const error = phoneError({ digits, country, required, requiredBy, whitelist, locallyValid, verify, check, messages: props });
  const isChecking = checking !== null && checking === key;
  const dial = lib ? lib.dialOf(country) : '';

  const latestRef = useLatest({ verify, checks, checking, digits, country, error, text });

  const remember = useCallback((entries: [string, PhoneCheck][]) => {
    setChecks((map) => {
      const next = new Map(map);
      for (const [k, v] of entries) next.set(k, v);
      while (next.size > CHECK_CACHE_SIZE) next.delete(next.keys().next().value as string);
      return next;
    });
  }, []);

  /** Verify the current number with the server (POST /api/phoneVerify); a newer check aborts the older one. */
  const verifyNow = useCallback(() => {
    const { verify: on, checks: known, checking: current, digits: number, country: iso2, error: now } = latestRef.current;
    const k = keyOf(iso2, number);
    if (!on || number === '' || known.has(k) || current === k) return;
    // Only a number that can be right is worth a call: empty, outside the whitelist or malformed is decided here.
    if (now && now.kind !== 'checking') return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setChecking(k);
    const countryCode = loadedDial(iso2);
    api('/api/phoneVerify', { method: 'POST', query: { phone: number, country: iso2, countryCode: countryCode || undefined }, signal: controller.signal })
      .then(readPhoneAnswer, (failure: unknown): PhoneCheck | null => {
        if (failure instanceof ApiError && failure.kind === 'abort') return null;
        return { status: 'unverified', reason: failure instanceof Error ? failure.message : String(failure) };
      })
      .then((result) => {
        if (result === null || controller.signal.aborted) return;
        running.current = null;
        setChecking(null);
        const entries: [string, PhoneCheck][] = [[k, result]];
        if (result.status === 'valid') {
          // The formatted number the server returns replaces the input (spec); inside a shared code (+1) the
          // number's own country wins: a Toronto number typed with United States selected becomes Canada.
          const own = sharesDial(result.country, iso2) ? result.country : iso2;
          entries.push([keyOf(own, digitsOf(result.formatted)), result]);
          if (latestRef.current.digits === number && latestRef.current.country === iso2) {
            setText(result.formatted);
            setCountry(own);
          }
        }
        remember(entries);
        emit('vb-phone-field-verify', {
          number: result.status === 'valid' ? result.formatted : number,
          country: result.status === 'valid' && sharesDial(result.country, iso2) ? result.country : iso2,
          status: result.status,
          reason: result.status === 'valid' ? null : result.reason,
        });
      });
  }, [latestRef, emit, remember]);

  useEffect(() => () => running.current?.abort(), []);

  // A preset, restored or re-countried number (not being typed) is verified at once; a typed one on blur.
  useEffect(() => {
    if (digits && !inputRef.current?.matches(':focus')) verifyNow();
  }, [key, digits, verifyNow, verify, error?.kind]);

  const alpha3 = alpha3Of(country);
  const formValue = useMemo(
    () =>
      phoneFormData(name, digits === '' ? '' : text, {
        phoneCountryCode: dial,
        phoneCountryAlpha3: alpha3,
        phoneCountry: country,
        customWhitelist: whitelist.length > 0 ? 'true' : 'false',
      }),
    [name, text, digits, dial, alpha3, country, whitelist.length],
  );

  const control = useFormControl({
    name,
    formValue,
    state: JSON.stringify({ country, text }),
    error: error ? { flags: error.flags, message: error.message } : null,
    anchor: inputRef,
    disabled: props.disabled,
    label,
    onReset: () => {
      running.current?.abort();
      running.current = null;
      setChecking(null);
      setOpen(false);
      setCountry(startCountry(props.country));
      setText(lib ? lib.formatAsTyped(digitsOf(cleanPhoneInput(defaultValue)), startCountry(props.country)) : cleanPhoneInput(defaultValue));
    },
    onRestore: (saved) => {
      try {
        const parsed = JSON.parse(saved) as { country?: unknown; text?: unknown };
        if (typeof parsed.country === 'string' && alpha2Of(parsed.country)) setCountry(alpha2Of(parsed.country));
        if (typeof parsed.text === 'string') setText(cleanPhoneInput(parsed.text));
      } catch {
        // A state of another shape (an older version's): keep what is shown.
      }
    },
  });

  // A submit or a step check (checkValidity) with a number nobody checked yet starts the check.
  useEffect(() => {
    const element = host.element;
    const onInvalid = () => verifyNow();
    element.addEventListener('invalid', onInvalid);
    return () => element.removeEventListener('invalid', onInvalid);
  }, [host.element, verifyNow]);

  const state = digits === '' ? '' : isChecking ? 'checking' : error && error.kind !== 'checking' ? 'invalid' : (check?.status ?? (verify ? '' : 'valid'));
  useLayoutEffect(() => {
    if (state) host.element.setAttribute('data-vb-state', state);
    else host.element.removeAttribute('data-vb-state');
  }, [host.element, state]);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caret.current === null || !input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  // A press anywhere outside the field closes the list, as a native select's popup closes.
  useEffect(() => {
    if (!open) return;
    const element = host.element;
    const onPointerDown = (event: PointerEvent) => {
      if (event.composedPath().includes(element)) return;
      setOpen(false);
      setQuery('');
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, host.element]);

  // The active option stays in view while the visitor moves through the list.
  useLayoutEffect(() => {
    if (!open) return;
    listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const stopCheck = () => {
    if (checking === null) return;
    running.current?.abort();
    running.current = null;
    setChecking(null);
  };

  /** A country chosen by the visitor (from the list, or by a typed +code). */
  const chooseCountry = (iso2: string, fromList: boolean) => {
    setOpen(false);
    setQuery('');
    if (iso2 === country && fromList) return;
    stopCheck();
    setCountry(iso2);
    if (lib && !text.startsWith('+')) setText(lib.formatAsTyped(digits, iso2));
    preferEmailOverSms(host.element.closest('form') ?? (host.element as HTMLElement & { form?: HTMLFormElement | null }).form ?? null);
    emit('vb-phone-field-country', { country: iso2, dial: lib ? lib.dialOf(iso2) : '', alpha3: alpha3Of(iso2) });
  };

  const onNumberChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
    stopCheck();
    const cleaned = cleanPhoneInput(raw);
    if (cleaned.startsWith('+')) {
      const split = lib?.splitPlusCode(cleaned, country);
      if (lib && split) {
        if (split.iso2 !== country) chooseCountry(split.iso2, false);
        const formatted = lib.formatAsTyped(split.national, split.iso2);
        setText(formatted);
        caret.current = formatted.length;
      } else {
        setText(cleaned);
      }
      return;
    }
    const edit = applyEdit(text, raw, event.target.selectionStart ?? raw.length, inputType);
    const next = lib ? lib.formatAsTyped(edit.digits, country) : cleaned;
    setText(next);
    caret.current = caretAfterDigits(next, edit.caretDigits);
  };

  const onNumberKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') verifyNow();
  };

  const onNumberBlur = () => {
    control.touch();
    verifyNow();
  };

  const current = countries.find((c) => c.iso2 === country);
  const display = current ? `${current.flag} +${current.dial}` : country;

  const openList = (startQuery: string) => {
    setQuery(startQuery);
    setOpen(true);
    const list = lib ? lib.searchCountries(countries, startQuery) : [];
    const at = startQuery === '' ? list.findIndex((c) => c.iso2 === country) : 0;
    setActive(Math.max(0, at));
  };

  const onComboChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    // Typing over the shown "🇬🇧 +44" searches for what was typed, not for the flag and code.
    const q = !open && typed.startsWith(display) ? typed.slice(display.length) : typed;
    openList(q);
  };

  const onComboKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = matches.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList('');
        else if (count) setActive((i) => Math.min(count - 1, i + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList('');
        else if (count) setActive((i) => Math.max(0, i - 1));
        break;
      case 'Home':
      case 'End':
        if (open && count && query === '') {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : count - 1);
        }
        break;
      case 'Enter': {
        if (!open) break;
        event.preventDefault();
        const chosen = matches[active];
        if (chosen) chooseCountry(chosen.iso2, true);
        break;
      }
      case 'Tab':
        setOpen(false);
        setQuery('');
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setQuery('');
        }
        break;
      default:
        break;
    }
  };

  const invalid = control.showError && error !== null && error.kind !== 'checking';
  const message = isChecking || (control.showError && error?.kind === 'checking') ? props.checkingText : invalid ? error.message : '';
  const activeOption = open ? matches[active] : undefined;
  const fieldDisabled = control.disabled;

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
      <div className={`${B}__row`} part="row">
        <div className={`${B}__country`} part="country">
          <input
            ref={comboRef}
            className={`${B}__country-input`}
            part="country-input"
            role="combobox"
            aria-label={props.countryLabel}
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption ? `${listId}-${activeOption.iso2}` : undefined}
            autoComplete="off"
            spellCheck={false}
            value={open ? query : display}
            disabled={fieldDisabled || !lib}
            title={current?.name}
            onChange={onComboChange}
            onKeyDown={onComboKeyDown}
            onFocus={(event) => event.currentTarget.select()}
            onBlur={(event) => {
              // Focus moved to another control. A blur with no new target (the element moved in the page, the
              // window lost focus, a click on plain page text) keeps the list: a click outside and Tab close it.
              if (event.relatedTarget === null) return;
              setOpen(false);
              setQuery('');
            }}
          />
          <button
            type="button"
            className={`${B}__country-toggle`}
            part="country-toggle"
            tabIndex={-1}
            aria-label={props.showCountriesLabel}
            aria-controls={listId}
            aria-expanded={open}
            disabled={fieldDisabled || !lib}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (open) setOpen(false);
              else openList('');
              comboRef.current?.focus();
            }}
          >
            <span aria-hidden="true">▾</span>
          </button>
          <ul ref={listRef} id={listId} role="listbox" aria-label={props.countryLabel} className={`${B}__countries`} part="countries" hidden={!open}>
            {open && matches.length === 0 ? (
              <li className={`${B}__no-country`} role="presentation">
                {props.noCountryText}
              </li>
            ) : null}
            {open
              ? matches.map((c, i) => (
                  <li
                    key={c.iso2}
                    id={`${listId}-${c.iso2}`}
                    role="option"
                    aria-selected={i === active}
                    className={`${B}__option${i === active ? ` ${B}__option--active` : ''}${c.iso2 === country ? ` ${B}__option--current` : ''}`}
                    part="option"
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActive(i)}
                    onClick={() => chooseCountry(c.iso2, true)}
                  >
                    <span className={`${B}__flag`} aria-hidden="true">
                      {c.flag}
                    </span>
                    <span className={`${B}__option-name`}>{c.name}</span>
                    <span className={`${B}__option-dial`}>+{c.dial}</span>
                  </li>
                ))
              : null}
          </ul>
        </div>
        <input
          {...inputProps(control, { id, hint, required: required || Boolean(requiredBy), invalid })}
          ref={inputRef}
          className={`vb-field__input ${B}__input`}
          part="input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={placeholder || undefined}
          value={text}
          aria-busy={isChecking || undefined}
          onChange={onNumberChange}
          onKeyDown={onNumberKeyDown}
          onBlur={onNumberBlur}
        />
      </div>
    </Field>
  );
}

/** The calling code of a country once the metadata is in ('' before: the server then reads the country alone). */
function loadedDial(iso2: string): string {
  return loadedLib?.dialOf(iso2) ?? '';
}
function sharesDial(a: string, b: string): boolean {
  return loadedLib !== undefined && loadedLib.dialOf(a) !== '' && loadedLib.dialOf(a) === loadedLib.dialOf(b);
}
