/**
 * vb-phone-field's value: the country and the number as shown, one state (phone-logic.ts phoneValueReducer),
 * the page's attributes applied to it, the number formatted once the metadata is in, and the visitor's typing
 * (digits and spaces only, a typed or pasted +code picking its country, the caret kept among the digits).
 */
import { useLayoutEffect, useReducer, useRef, type ChangeEvent, type RefObject } from 'react';
import { pageStartCountry, useGeneralCountry } from '../../src/general-location.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { useKeptCaret } from '../../src/hooks/use-typed-text.ts';
import { alpha2Of } from './alpha3.ts';
import { applyEdit, caretAfterDigits, cleanPhoneInput, digitsOf, phoneValueReducer, type PhoneAction, type PhoneValue } from './phone-logic.ts';
import { usePhoneLib, type PhoneLib } from './use-phone-lib.ts';

/**
 * The country a `country` attribute gives, else the page's geocountry meta, else the visitor's general location
 * (once this session's lookup answered), else US: src/general-location.ts. A code without telephone numbers gives way.
 */
export const countryOf = (attribute: string): string => pageStartCountry(attribute, alpha2Of);

/** A number as the metadata shows it: a `+44 ...` picks its country, any other is formatted for the country. */
export function formatLoaded(lib: PhoneLib, { text, country }: PhoneValue): PhoneValue {
  const split = text.startsWith('+') ? lib.splitPlusCode(text, country) : null;
  if (split) return { text: lib.formatAsTyped(split.national, split.iso2), country: split.iso2 };
  return { text: text.startsWith('+') ? text : lib.formatAsTyped(digitsOf(text), country), country };
}

export interface PhoneNumber {
  lib: PhoneLib | null;
  value: PhoneValue;
  digits: string;
  dispatch: (action: PhoneAction) => void;
  /** The number input's change handler; `onCountry` hears a country a typed +code picked. */
  onChange: (event: ChangeEvent<HTMLInputElement>, onCountry: (iso2: string) => void) => void;
}

export function usePhoneNumber(tag: string, countryAttribute: string, valueAttribute: string, input: RefObject<HTMLInputElement | null>): PhoneNumber {
  const [value, dispatch] = useReducer(phoneValueReducer, undefined, () => ({ country: countryOf(countryAttribute), text: cleanPhoneInput(valueAttribute) }));
  const latest = useLatest(value);
  const lib = usePhoneLib(tag, (loaded) => {
    const shown = latest.current;
    // Only what nobody changed meanwhile: a restored number (reload, back/forward) may have come in first.
    dispatch({ type: 'reformat', from: shown, to: formatLoaded(loaded, shown) });
  });

  // Without a country from the attribute or the page: the visitor's general location, asked once per session.
  const located = useGeneralCountry(countryAttribute);

  // A new attribute is a new choice of the page's (the first render already has them).
  const seen = useRef({ countryAttribute, valueAttribute, located, start: value.country });
  useLayoutEffect(() => {
    if (seen.current.countryAttribute !== countryAttribute) dispatch({ type: 'set', country: countryOf(countryAttribute) });
    if (seen.current.valueAttribute !== valueAttribute) dispatch({ type: 'set', text: cleanPhoneInput(valueAttribute) });
    // The lookup answered after the first render: its country, unless the visitor has typed or chosen meanwhile.
    const shown = latest.current;
    if (seen.current.located !== located && shown.text === '' && shown.country === seen.current.start)
      dispatch({ type: 'set', country: countryOf(countryAttribute) });
    seen.current = { countryAttribute, valueAttribute, located, start: countryOf(countryAttribute) };
  }, [countryAttribute, valueAttribute, located, latest]);

  const keepCaret = useKeptCaret(input);

  const onChange = (event: ChangeEvent<HTMLInputElement>, onCountry: (iso2: string) => void) => {
    const raw = event.target.value;
    const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
    const cleaned = cleanPhoneInput(raw);
    if (cleaned.startsWith('+')) {
      const split = lib?.splitPlusCode(cleaned, value.country);
      if (!lib || !split) {
        dispatch({ type: 'edit', text: cleaned });
        return;
      }
      const formatted = lib.formatAsTyped(split.national, split.iso2);
      if (split.iso2 !== value.country) onCountry(split.iso2);
      dispatch({ type: 'edit', country: split.iso2, text: formatted });
      keepCaret(formatted.length);
      return;
    }
    const edit = applyEdit(value.text, raw, event.target.selectionStart ?? raw.length, inputType);
    const next = lib ? lib.formatAsTyped(edit.digits, value.country) : cleaned;
    dispatch({ type: 'edit', text: next });
    keepCaret(caretAfterDigits(next, edit.caretDigits));
  };

  return { lib, value, digits: digitsOf(value.text), dispatch, onChange };
}
