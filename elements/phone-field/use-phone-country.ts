/**
 * vb-phone-field's country box: the countries named in the page language, the search, and the combobox kit
 * (src/hooks/use-combobox.ts) over the matches. A chosen country reformats the number, prefers email over SMS in
 * the form (src/sms-email-form.ts: native choices, vb-check-box and vb-checkbox-radio alike), and is announced
 * (vb-phone-field-country).
 */
import { useMemo, useState, type ChangeEvent, type RefObject } from 'react';
import { elementLanguage } from '../../src/locale.ts';
import { useCombobox, type Combobox } from '../../src/hooks/use-combobox.ts';
import { preferEmailOverSms } from '../../src/sms-email-form.ts';
import { alpha3Of } from './alpha3.ts';
import type { Country } from './phone-lib.ts';
import type { PhoneNumber } from './use-phone-number.ts';
import { ownerForm } from '../../src/owner-form.ts';

export interface PhoneCountryBox {
  box: Combobox;
  current: Country | undefined;
  /** What the closed box shows: flag and calling code. */
  display: string;
  query: string;
  matches: readonly Country[];
  /** A country a typed +code picked: everything a choice does but writing the value (the typing writes it). */
  announce: (iso2: string) => void;
  openList: (startQuery: string) => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export function usePhoneCountry(
  host: HTMLElement,
  listRef: RefObject<HTMLUListElement | null>,
  number: PhoneNumber,
  stopCheck: () => void,
  emitCountry: (detail: { country: string; dial: string; alpha3: string }) => void,
): PhoneCountryBox {
  const { lib, value, digits, dispatch } = number;
  const [query, setQuery] = useState('');
  const locale = elementLanguage(host);
  const countries = useMemo(() => (lib ? lib.countryList(locale) : []), [lib, locale]);
  const matches = useMemo(() => (lib ? lib.searchCountries(countries, query) : []), [lib, countries, query]);

  const announce = (iso2: string) => {
    stopCheck();
    preferEmailOverSms(host.closest('form') ?? ownerForm(host));
    emitCountry({ country: iso2, dial: lib ? lib.dialOf(iso2) : '', alpha3: alpha3Of(iso2) });
  };

  const choose = (iso2: string) => {
    if (iso2 === value.country) return;
    announce(iso2);
    dispatch({ type: 'edit', country: iso2, text: lib && !value.text.startsWith('+') ? lib.formatAsTyped(digits, iso2) : value.text });
  };

  const startIndex = (list: readonly Country[]) =>
    Math.max(
      0,
      list.findIndex((c) => c.iso2 === value.country),
    );
  const box = useCombobox({
    count: matches.length,
    listRef,
    container: host,
    query,
    optionKey: (index) => matches[index]?.iso2 ?? String(index),
    startIndex: () => startIndex(matches),
    onChoose: (index) => {
      const chosen = matches[index];
      if (chosen) choose(chosen.iso2);
    },
    onClose: () => setQuery(''),
  });

  const openList = (startQuery: string) => {
    setQuery(startQuery);
    const list = lib ? lib.searchCountries(countries, startQuery) : [];
    box.openAt(startQuery === '' ? startIndex(list) : 0);
  };

  const current = countries.find((c) => c.iso2 === value.country);
  const display = current ? `${current.flag} +${current.dial}` : value.country;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    // Typing over the shown "🇬🇧 +44" searches for what was typed, not for the flag and code.
    openList(!box.open && typed.startsWith(display) ? typed.slice(display.length) : typed);
  };

  return { box, current, display, query, matches, announce, openList, onChange };
}
