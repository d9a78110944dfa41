import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type ClipboardEvent, type KeyboardEvent, type RefObject } from 'react';
import { api } from '../../src/api.ts';
import { describedBy, Field, useFormControl, type BaseFieldProps, type FieldError } from '../../src/form-control.tsx';
import { isQuiet } from '../../src/form-validation.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
// One-line typed text as vb-text-field cleans it (kit request: move these two into src/clean-text.ts).
import { cleanCommitted, cleanTypedLine } from '../../src/clean-text.ts';
import { cleanText } from '../../src/clean-text.ts';
import {
  accepted,
  countryMode,
  emptyParts,
  findCountry,
  initialVerify,
  intlItems,
  intlResult,
  intlValidity,
  parseThrottleMode,
  splitPastedAddress,
  usCandidates,
  usResult,
  usValidity,
  verifyQuery,
  verifyReducer,
  VALIDITY_INVALID,
  type AddressParts,
  type Country,
  type IntlItem,
  type Suggestion,
  type UsCandidate,
  type Validity,
  type VerificationResult,
} from './address-logic.ts';
import type { AddressBlockEvents } from './events.ts';
import { meta } from './meta.ts';
import { implicitSubmit, submitAttempted, watchSubmitClicks } from '../../src/implicit-submit.ts';
import { useAutocomplete, useCleanAtCaret, useCountries, useEdits, useStateList } from './use-address-data.ts';

export interface AddressBlockProps extends BaseFieldProps {
  country: string;
  countries: unknown[];
  verifiedCountries: string;
  excludedCountries: string;
  countryComparisonFlag: string;
  autocompleteMode: string;
  minChars: number;
  charInterval: number;
  timeInterval: number;
  strikeLimit: number;
  streetLabel: string;
  verifiedStreetLabel: string;
  line2Label: string;
  line2LinkText: string;
  cityLabel: string;
  stateLabel: string;
  statePlaceholder: string;
  zipLabel: string;
  countryLabel: string;
  requiredMessage: string;
  unmatchedMessage: string;
  verifyingText: string;
  noSuggestionsText: string;
  suggestionsText: string;
  modalTitle: string;
  noMatchText: string;
  suggestedText: string;
  enteredLabel: string;
  editText: string;
  continueText: string;
  confirmText: string;
}

type Part = keyof AddressParts;

/** Other names a pasted address may end with for the United States. */
const US_NAMES = ['USA', 'U.S.A.', 'United States of America'];

/** Used before the country list has loaded, so a US page works at once. */
const UNITED_STATES: Country = { name: 'United States', iso2: 'US', iso3: 'USA', locationCode: 251, hasStates: true };

/** A modal option: a suggestion from the verify answer. */
interface Candidate {
  text: string;
  parts: AddressParts;
  result: VerificationResult;
}

interface Saved extends AddressParts {
  country: string;
}

function metaGeocountry(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="geocountry"]')?.content.trim() ?? '';
}

function usCandidate(candidate: UsCandidate): Candidate {
  return {
    text: [candidate.delivery_line_1, candidate.last_line].filter(Boolean).join(', '),
    parts: { street: candidate.delivery_line_1, line2: '', city: candidate.city, state: candidate.state, zip: candidate.zip },
    result: usResult(candidate),
  };
}

/** A formatted international address without its trailing country name: that is in the country select. */
function intlStreet(item: IntlItem): string {
  const suffix = `, ${item.CountryName}`;
  return item.CountryName && item.FormattedAddress.endsWith(suffix) ? item.FormattedAddress.slice(0, -suffix.length) : item.FormattedAddress;
}

function intlCandidate(item: IntlItem, flag: 'T' | 'F'): Candidate {
  return { text: item.FormattedAddress, parts: { ...emptyParts, street: intlStreet(item) }, result: intlResult(item, flag) };
}

interface TextPartProps {
  ref: RefObject<HTMLInputElement | null>;
  id: string;
  label: string;
  autoComplete: string;
  block: string;
  required: boolean;
  message: string;
  invalid: boolean;
  value: string;
  disabled: boolean;
  onChange: (box: HTMLInputElement) => void;
  onBlur: () => void;
}

/** Line 2, city and ZIP: a labelled text input with its message. */
function TextPart({ ref, id, label, autoComplete, block, required, message, invalid, value, disabled, onChange, onBlur }: TextPartProps) {
  return (
    <Field id={id} label={label} required={required} message={message} invalid={invalid} block={block}>
      <input
        ref={ref}
        id={id}
        className={`vb-field__input ${block}__input`}
        part="input"
        type="text"
        autoComplete={autoComplete}
        value={value}
        required={required}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, undefined)}
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

export function AddressBlock(props: AddressBlockProps) {
  const host = useHost();
  const id = useDomId();
  const emit = useEmit<AddressBlockEvents>();
  const { countries } = useCountries(Array.isArray(props.countries) ? props.countries : []);

  const initialCode = useCallback(() => props.country.trim() || metaGeocountry() || 'US', [props.country]);
  const [countryCode, setCountryCode] = useState(initialCode);
  const [parts, setParts] = useState<AddressParts>(() => ({ ...emptyParts, street: cleanCommitted(props.value) }));
  const [showLine2, setShowLine2] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<Part>>(new Set());
  const [verify, dispatch] = useReducer(verifyReducer, initialVerify);
  const [verifying, setVerifying] = useState(false);
  const [candidates, setCandidates] = useState<Candidate[]>([]);
  const [choice, setChoice] = useState('entered');
  // The active option belongs to one list: a newer answer starts with none active.
  const [activeIn, setActiveIn] = useState<{ list: unknown; index: number }>({ list: null, index: -1 });
  const [listOpen, setListOpen] = useState(false);
  const [precisely, setPrecisely] = useState(false);
  const preciselyAsked = useRef(false);
  const holdSubmit = useRef<{ submitter: HTMLElement | null } | null>(null);
  const focusStreetAfterModal = useRef(false);
  // Asks for one verification with no submit waiting (after an autofill or a pasted address).
  const [checkAsked, setCheckAsked] = useState(0);

  const country: Country | undefined = findCountry(countries, countryCode) ?? (findCountry([UNITED_STATES], countryCode) ? UNITED_STATES : undefined);
  const iso3 = country?.iso3 ?? '';
  const mode = countryMode(iso3, props.verifiedCountries, props.excludedCountries);
  const flag: 'T' | 'F' = props.countryComparisonFlag.trim().toUpperCase() === 'F' ? 'F' : 'T';
  // A country the country list says has no state file is not asked for one (no 404 to wait for); a non-200 still hides the group.
  const stateList = useStateList(mode === 'verified' || !country || country.hasStates === false ? null : country.locationCode);
  const statesShown = mode !== 'verified' && stateList.status === 'loaded';

  const throttle = useMemo(
    () => ({
      mode: parseThrottleMode(props.autocompleteMode),
      minChars: props.minChars,
      charInterval: props.charInterval,
      timeInterval: props.timeInterval,
      strikeLimit: props.strikeLimit,
    }),
    [props.autocompleteMode, props.minChars, props.charInterval, props.timeInterval, props.strikeLimit],
  );
  const autocomplete = useAutocomplete(mode, iso3, throttle);
  /** Several parts filled at once (a browser's autofill, a pasted address): no suggestions over it; one verification. */
  const edits = useEdits(() => {
    setListOpen(false);
    setActiveIn({ list: null, index: -1 });
    autocomplete.close();
    setCheckAsked((n) => n + 1);
  });
  const options = autocomplete.state.options;
  const expanded = listOpen && options.length > 0;
  const active = activeIn.list === autocomplete.state ? activeIn.index : -1;
  const setActive = (index: number) => setActiveIn({ list: autocomplete.state, index });

  const streetRef = useRef<HTMLInputElement>(null);
  const line2Ref = useRef<HTMLInputElement>(null);
  const cityRef = useRef<HTMLInputElement>(null);
  const stateRef = useRef<HTMLSelectElement>(null);
  const zipRef = useRef<HTMLInputElement>(null);
  const countryRef = useRef<HTMLSelectElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const anchor = useRef<HTMLElement | null>(null);

  // Spec section 5: a non-required empty block is valid; otherwise each shown part must be filled; the state only when its list loaded.
  const requiredParts: Part[] = mode === 'verified' ? ['street'] : mode === 'us' ? ['street', 'city', 'state', 'zip'] : ['street', 'city', 'state'];
  const hasContent = Object.values(parts).some((v) => v.trim() !== '');
  const mustFill = props.required || hasContent;
  const partRequired = (part: Part) => mustFill && requiredParts.includes(part) && (part !== 'state' || statesShown);
  const missing = requiredParts.filter((part) => partRequired(part) && parts[part].trim() === '');
  const waitingError = verify.waiting && verify.validity === VALIDITY_INVALID && !accepted(verify);
  const errorKey = missing[0] ?? (waitingError ? 'waiting' : '');
  const error: FieldError | null = useMemo(() => {
    if (errorKey === '') return null;
    // ElementInternals refuses a flag with an empty message: an attribute set to '' falls back to the default.
    if (errorKey === 'waiting') return { flags: { customError: true }, message: props.unmatchedMessage.trim() || meta.props.unmatchedMessage.default };
    return { flags: { valueMissing: true }, message: props.requiredMessage.trim() || meta.props.requiredMessage.default };
  }, [errorKey, props.unmatchedMessage, props.requiredMessage]);

  useLayoutEffect(() => {
    const parts: Record<Part, HTMLElement | null> = {
      street: streetRef.current,
      line2: line2Ref.current,
      city: cityRef.current,
      state: stateRef.current,
      zip: zipRef.current,
    };
    anchor.current = errorKey && errorKey !== 'waiting' ? parts[errorKey as Part] : streetRef.current;
  });

  const oneLine = verifyQuery(mode, parts);
  const formValue = useMemo(() => {
    const data = new FormData();
    const add = (key: string, value: string) => data.append(key, value);
    add(props.name, oneLine);
    add('street', parts.street.trim());
    add('street2', mode === 'verified' ? '' : parts.line2.trim());
    add('city', mode === 'verified' ? '' : parts.city.trim());
    add('state', mode === 'verified' ? '' : parts.state);
    add('zip', mode === 'verified' ? '' : parts.zip.trim());
    add('country', country?.iso2 ?? countryCode);
    add('locationCode', country ? String(country.locationCode) : '');
    add('countryIso3', iso3);
    add('addressValidity', verify.validity === null ? '' : String(verify.validity));
    add('autocompleteSelected', String(verify.autocompleteSelected));
    add('validatedAddressSelected', String(verify.validatedAddressSelected));
    add('validationAutocompleteSelected', String(verify.validationAutocompleteSelected));
    add('preciselyik', String(precisely));
    for (const [key, value] of Object.entries(verify.result)) add(key, value);
    return data;
  }, [props.name, oneLine, parts, mode, country, countryCode, iso3, verify, precisely]);
  const saved = hasContent ? JSON.stringify({ ...parts, country: countryCode } satisfies Saved) : '';

  const reset = useCallback(() => {
    edits.edit();
    setCountryCode(initialCode());
    setParts({ ...emptyParts, street: cleanCommitted(props.value) });
    setShowLine2(false);
    setTouched(new Set());
    dispatch({ type: 'reset' });
    setPrecisely(false);
    autocomplete.restart();
  }, [initialCode, props.value, autocomplete, edits]);

  const restore = useCallback((state: string) => {
    try {
      const value = JSON.parse(state) as Partial<Saved>;
      const text = (v: unknown) => (typeof v === 'string' ? cleanTypedLine(v) : '');
      if (typeof value.country === 'string' && value.country) setCountryCode(value.country);
      setParts({ street: text(value.street), line2: text(value.line2), city: text(value.city), state: text(value.state), zip: text(value.zip) });
      if (text(value.line2)) setShowLine2(true);
    } catch {
      // Not ours (an older format): keep what is shown.
    }
  }, []);

  const control = useFormControl({
    name: props.name,
    formValue,
    state: saved,
    error,
    anchor,
    onReset: reset,
    onRestore: restore,
    disabled: props.disabled,
  });
  const disabled = control.disabled;

  const runVerify = useCallback(async (): Promise<void> => {
    const asked = edits.now();
    // A submit waiting on this answer opens the modal on a 20; an autofill check keeps it for the next submit.
    const settle = (validity: Validity, result: VerificationResult) => {
      if (edits.now() !== asked) return;
      dispatch({ type: holdSubmit.current ? 'verified' : 'checked', validity, result });
    };
    setVerifying(true);
    try {
      if (mode === 'us') {
        const list = usCandidates(await api('/api/addressVerify', { method: 'POST', query: { address: oneLine }, prefixed: true }));
        const validity = usValidity(parts, list);
        const first = list[0];
        if (edits.now() === asked) setCandidates(validity === VALIDITY_INVALID ? list.map(usCandidate) : []);
        settle(validity, first && validity !== VALIDITY_INVALID ? usResult(first) : { ...initialVerify.result });
      } else {
        const items = intlItems(
          await api('/api/intladdressverify', { method: 'POST', query: { address: oneLine, country: iso3, countryComparisonFlag: flag }, prefixed: true }),
        );
        const validity = intlValidity(items);
        const usable = items.filter((item) => item.Status !== 'F' && item.FormattedAddress);
        if (edits.now() === asked) setCandidates(validity === VALIDITY_INVALID ? usable.map((item) => intlCandidate(item, flag)) : []);
        const first = items[0];
        settle(validity, first && validity !== VALIDITY_INVALID ? intlResult(first, flag) : { ...initialVerify.result });
      }
    } catch {
      if (edits.now() === asked) dispatch({ type: 'service-failed' });
    } finally {
      setVerifying(false);
    }
  }, [mode, oneLine, parts, iso3, flag, edits]);

  // The verify event, and the held submit going on once the address is accepted.
  const latest = useLatest({ verify, countryCode: country?.iso2 ?? countryCode });
  useEffect(() => {
    if (verify.validity === null) return;
    emit('vb-address-block-verify', { validity: verify.validity, country: latest.current.countryCode, result: verify.result });
  }, [verify.validity, verify.result, emit, latest]);
  useEffect(() => {
    if (!accepted(verify) || !holdSubmit.current) return;
    const { submitter } = holdSubmit.current;
    holdSubmit.current = null;
    const form = host.form?.internals.form;
    if (!form) return;
    // The visitor's submit goes on; a submitter that left the form is not passed (requestSubmit would throw).
    form.requestSubmit(submitter && (submitter as HTMLButtonElement).form === form ? submitter : undefined);
  }, [verify, host]);

  // Spec section 5 'Form': address fields with content are validated in a second phase, after the others.
  useEffect(() => {
    const form = host.form?.internals.form;
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      const { verify: current } = latest.current;
      const needsCheck = mode !== 'plain' && hasContent && !accepted(current);
      if (!needsCheck || disabled) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      holdSubmit.current = { submitter: event.submitter };
      if (current.validity === VALIDITY_INVALID) dispatch({ type: 'verified', validity: VALIDITY_INVALID, result: current.result });
      else if (!verifying) void runVerify();
    };
    // Capture: the hold comes before the page's own submit handlers.
    form.addEventListener('submit', onSubmit, true);
    return () => form.removeEventListener('submit', onSubmit, true);
  }, [host, mode, hasContent, disabled, verifying, runVerify, latest]);

  // A failed submit while the form waits on the modal: show the modal again.
  useEffect(() => {
    const element = host.element;
    const form = host.form?.internals.form;
    const unwatch = form ? watchSubmitClicks(form) : undefined;
    const onInvalid = () => {
      // Only a submit opens the modal again: a page asking (checkValidity) or checking a step (reportValidity) does not.
      if (isQuiet() || !submitAttempted(host.form?.internals.form)) return;
      const { verify: current } = latest.current;
      if (current.waiting && current.validity === VALIDITY_INVALID && !accepted(current)) {
        holdSubmit.current = { submitter: null };
        dispatch({ type: 'verified', validity: VALIDITY_INVALID, result: current.result });
      }
    };
    element.addEventListener('invalid', onInvalid);
    return () => {
      unwatch?.();
      element.removeEventListener('invalid', onInvalid);
    };
  }, [host, latest]);

  // One verification after an autofill or a pasted address, with the parts it filled (this render's).
  const verifyLatest = useLatest({ runVerify, ready: mode !== 'plain' && missing.length === 0 && hasContent && !disabled });
  useEffect(() => {
    if (checkAsked === 0) return;
    const { runVerify: run, ready } = verifyLatest.current;
    if (ready) void run();
  }, [checkAsked, verifyLatest]);

  // The modal: a native <dialog> (focus trap, Escape, top layer, inert page).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (verify.modalOpen && !dialog.open) {
      setChoice(candidates.length > 0 ? '0' : 'entered');
      dialog.showModal();
    } else if (!verify.modalOpen && dialog.open) {
      dialog.close();
      // After Edit: the street, which the open modal kept inert until now.
      if (focusStreetAfterModal.current) streetRef.current?.focus();
    }
    focusStreetAfterModal.current = false;
  }, [verify.modalOpen, candidates.length]);

  const cleanAtCaret = useCleanAtCaret(cleanTypedLine);
  /** A part the visitor changed: the state's option, or a text box's text cleaned (the caret kept in place). */
  const setPart = (part: Part, from: HTMLInputElement | HTMLSelectElement) => {
    const value = from instanceof HTMLInputElement ? cleanAtCaret(from, from.value) : from.value;
    edits.edit(part);
    setParts((before) => ({ ...before, [part]: value }));
    dispatch({ type: 'edit' });
    if (part === 'street') {
      setListOpen(true);
      setActive(-1);
      autocomplete.request(value);
    }
  };

  /** A whole address pasted into the street: split into the parts (issue 13 'Beyond the spec'), else an ordinary paste. */
  const onStreetPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (mode === 'verified') return;
    const input = event.currentTarget;
    // Into an empty street (or over all of it): pasting into the middle of a street is editing it.
    if (input.value !== '' && (input.selectionStart !== 0 || input.selectionEnd !== input.value.length)) return;
    const names = [country?.name ?? '', country?.iso2 ?? '', iso3, ...(mode === 'us' ? US_NAMES : [])];
    const split = splitPastedAddress(cleanText(event.clipboardData.getData('text/plain')), statesShown ? stateList.options : [], names);
    if (!split) return;
    event.preventDefault();
    edits.edit();
    setParts(split);
    if (split.line2) setShowLine2(true);
    dispatch({ type: 'edit' });
    setListOpen(false);
    autocomplete.close();
    setCheckAsked((n) => n + 1);
  };

  const touch = (part: Part) => {
    setParts((before) => ({ ...before, [part]: cleanCommitted(before[part]) }));
    setTouched((before) => (before.has(part) ? before : new Set([...before, part])));
  };

  const chooseOption = (option: Suggestion) => {
    edits.edit();
    setListOpen(false);
    setActive(-1);
    autocomplete.close();
    if (mode === 'us') {
      setParts((before) => ({
        ...before,
        street: option.street,
        city: option.city || before.city,
        state: option.state || before.state,
        zip: option.zip || before.zip,
      }));
      dispatch({ type: 'autocomplete' });
    } else if (option.verified && option.intl) {
      setParts((before) => ({ ...before, street: intlStreet(option.intl as IntlItem) || option.text }));
      dispatch({ type: 'autocomplete-verified', result: intlResult(option.intl, flag) });
    } else {
      setParts((before) => ({ ...before, street: option.street }));
      dispatch({ type: 'autocomplete' });
    }
    emit('vb-address-block-select', { text: option.text, country: country?.iso2 ?? countryCode, verified: option.verified });
    streetRef.current?.focus();
  };

  const onStreetKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setListOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(active < 0 ? (step > 0 ? 0 : options.length - 1) : (active + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      // The chosen option fills the address; the form is not submitted by this Enter.
      event.preventDefault();
      chooseOption(options[active]);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      implicitSubmit(host.form?.internals.form);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setListOpen(false);
      setActive(-1);
    }
  };

  const changeCountry = (code: string) => {
    edits.edit();
    setCountryCode(code);
    // Spec section 4: changing the country clears the street; in verified mode city, state, zip and line 2 are hidden.
    const next = countries.find((c) => c.iso2 === code);
    const nextMode = countryMode(next?.iso3 ?? '', props.verifiedCountries, props.excludedCountries);
    setParts((before) => (nextMode === 'verified' ? { ...emptyParts } : { ...before, street: '', state: '' }));
    if (nextMode === 'verified') setShowLine2(false);
    setCandidates([]);
    dispatch({ type: 'edit' });
  };

  const onStreetFocus = () => {
    // Spec section 7: preciselyik once, on first focus, in verified countries.
    if (mode !== 'verified' || preciselyAsked.current) return;
    preciselyAsked.current = true;
    api('/api/preciselyik', { prefixed: true }).then(
      () => setPrecisely(true),
      () => {},
    );
  };

  const showMessage = (part: Part) => (control.showError || touched.has(part)) && missing.includes(part);
  const message = (part: Part) => (showMessage(part) ? props.requiredMessage : '');
  const block = 'vb-address-block';
  const inputId = (part: Part) => `${id}-${part}`;
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const streetHint = mode === 'verified' ? '' : '';
  const statusText = verifying
    ? props.verifyingText
    : autocomplete.state.failed && listOpen
      ? props.noSuggestionsText
      : expanded
        ? props.suggestionsText.replace('{count}', String(options.length))
        : '';
  const chosen = choice === 'entered' ? undefined : candidates[Number(choice)];
  const enteredText = oneLine;

  const textProps = (part: Exclude<Part, 'state' | 'street'>, label: string, autoComplete: string): Omit<TextPartProps, 'ref'> => ({
    id: inputId(part),
    label,
    autoComplete,
    block,
    required: partRequired(part),
    message: message(part),
    invalid: showMessage(part),
    value: parts[part],
    disabled,
    onChange: (box) => setPart(part, box),
    onBlur: () => touch(part),
  });

  return (
    <fieldset className={block} part="group" disabled={disabled} aria-describedby={props.hint ? `${id}-hint` : undefined} data-mode={mode}>
      {props.label ? (
        <legend className={`${block}__legend`} part="legend">
          {props.label}
        </legend>
      ) : null}
      {props.hint ? (
        <div className={`${block}__hint`} id={`${id}-hint`} part="hint">
          {props.hint}
        </div>
      ) : null}
      <div className={`${block}__field`} part="field">
        <label className={`${block}__label`} htmlFor={`${id}-country`} part="label">
          {props.countryLabel}
        </label>
        <select
          ref={countryRef}
          id={`${id}-country`}
          className={`vb-field__input ${block}__select`}
          part="select country"
          autoComplete="country"
          value={country?.iso2 ?? countryCode}
          disabled={disabled}
          onChange={(event) => changeCountry(event.currentTarget.value)}
        >
          {countries.length === 0 ? <option value={country?.iso2 ?? countryCode}>{country?.name ?? countryCode}</option> : null}
          {countries.map((c) => (
            <option key={c.iso2} value={c.iso2}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <Field
        id={inputId('street')}
        label={mode === 'verified' ? props.verifiedStreetLabel : props.streetLabel}
        hint={streetHint}
        required={partRequired('street')}
        message={message('street') || (waitingError && control.showError ? props.unmatchedMessage : '')}
        invalid={showMessage('street') || (waitingError && control.showError)}
        block={block}
        busy={verifying}
      >
        <div className={`${block}__combobox`} part="combobox">
          <input
            ref={streetRef}
            id={inputId('street')}
            className={`vb-field__input ${block}__input`}
            part="input street"
            type="text"
            role={mode === 'plain' ? undefined : 'combobox'}
            aria-autocomplete={mode === 'plain' ? undefined : 'list'}
            aria-expanded={mode === 'plain' ? undefined : expanded}
            aria-controls={mode === 'plain' ? undefined : listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            autoComplete={mode === 'verified' ? 'street-address' : 'address-line1'}
            placeholder={props.placeholder || undefined}
            value={parts.street}
            required={partRequired('street')}
            disabled={disabled}
            aria-invalid={showMessage('street') || undefined}
            aria-describedby={`${describedBy(inputId('street'), undefined)} ${id}-status`}
            onChange={(event) => setPart('street', event.currentTarget)}
            onKeyDown={onStreetKey}
            onPaste={onStreetPaste}
            onFocus={onStreetFocus}
            onBlur={() => {
              touch('street');
              setListOpen(false);
              setActive(-1);
            }}
          />
          {mode === 'plain' ? null : (
            <ul id={listId} className={`${block}__listbox`} part="listbox" role="listbox" aria-label={props.streetLabel} hidden={!expanded}>
              {options.map((option, i) => (
                <li
                  key={`${i}-${option.text}`}
                  id={optionId(i)}
                  className={`${block}__option${i === active ? ` ${block}__option--active` : ''}`}
                  part={i === active ? 'option option-active' : 'option'}
                  role="option"
                  aria-selected={i === active}
                  // Keep focus in the input: a mousedown would blur it and close the list before the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => chooseOption(option)}
                >
                  {option.text}
                </li>
              ))}
            </ul>
          )}
        </div>
      </Field>
      <div id={`${id}-status`} className={`${block}__status`} part="status" role="status">
        {statusText}
      </div>
      {mode === 'verified' ? null : (
        <>
          {showLine2 ? (
            <TextPart ref={line2Ref} {...textProps('line2', props.line2Label, 'address-line2')} />
          ) : (
            <button
              type="button"
              className={`${block}__line2-link`}
              part="line2-link"
              disabled={disabled}
              onClick={() => {
                setShowLine2(true);
                requestAnimationFrame(() => line2Ref.current?.focus());
              }}
            >
              {props.line2LinkText}
            </button>
          )}
          <div className={`${block}__region`} part="region">
            <TextPart ref={cityRef} {...textProps('city', props.cityLabel, 'address-level2')} />
            {statesShown ? (
              <Field
                id={inputId('state')}
                label={props.stateLabel}
                required={partRequired('state')}
                message={message('state')}
                invalid={showMessage('state')}
                block={block}
              >
                <select
                  ref={stateRef}
                  id={inputId('state')}
                  className={`vb-field__input ${block}__select`}
                  part="select state"
                  autoComplete="address-level1"
                  value={parts.state}
                  required={partRequired('state')}
                  disabled={disabled}
                  aria-invalid={showMessage('state') || undefined}
                  aria-describedby={describedBy(inputId('state'), undefined)}
                  onChange={(event) => setPart('state', event.currentTarget)}
                  onBlur={() => touch('state')}
                >
                  <option value="">{props.statePlaceholder}</option>
                  {stateList.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </Field>
            ) : null}
            <TextPart ref={zipRef} {...textProps('zip', props.zipLabel, 'postal-code')} />
          </div>
        </>
      )}
      <dialog
        ref={dialogRef}
        className={`${block}__modal`}
        part="modal"
        aria-labelledby={`${id}-modal-title`}
        onCancel={(event) => {
          event.preventDefault();
          dispatch({ type: 'close' });
        }}
      >
        <h2 id={`${id}-modal-title`} className={`${block}__modal-title`} part="modal-title">
          {props.modalTitle}
        </h2>
        <p className={`${block}__modal-text`} part="modal-text">
          {candidates.length > 0 ? props.suggestedText : props.noMatchText}
        </p>
        <div className={`${block}__options`} part="options" role="radiogroup" aria-labelledby={`${id}-modal-title`}>
          {candidates.map((candidate, i) => (
            <label key={`${i}-${candidate.text}`} className={`${block}__choice`} part="choice">
              <input type="radio" name={`${id}-choice`} value={String(i)} checked={choice === String(i)} onChange={() => setChoice(String(i))} />
              <span>{candidate.text}</span>
            </label>
          ))}
          <label className={`${block}__choice`} part="choice choice-entered">
            <input type="radio" name={`${id}-choice`} value="entered" checked={choice === 'entered'} onChange={() => setChoice('entered')} />
            <span>
              <span className={`${block}__entered-label`}>{props.enteredLabel}</span> {enteredText}
            </span>
          </label>
        </div>
        <div className={`${block}__modal-actions`} part="modal-actions">
          <button
            type="button"
            className={`${block}__button ${block}__button--secondary`}
            part="button edit"
            onClick={() => {
              focusStreetAfterModal.current = true;
              dispatch({ type: 'edit-button' });
            }}
          >
            {props.editText}
          </button>
          <button
            type="button"
            className={`${block}__button`}
            part="button confirm"
            onClick={() => {
              if (chosen) {
                setParts(chosen.parts);
                if (chosen.parts.line2 === '') setShowLine2(false);
                dispatch({ type: 'choose', result: chosen.result });
              } else dispatch({ type: 'continue' });
            }}
          >
            {chosen ? props.confirmText : props.continueText}
          </button>
        </div>
      </dialog>
    </fieldset>
  );
}
