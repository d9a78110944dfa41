/**
 * vb-phone-field's country box: the countries named in the page language, the search, and the combobox kit
 * (src/hooks/use-combobox.ts) over the matches. A chosen country reformats the number, prefers email over SMS in
 * the form (src/sms-email-form.ts: native choices, vb-check-box and vb-checkbox-radio alike), and is announced
 * (vb-phone-field-country). The closed box needs no list (phone-lib `shownCountry`: flag and calling code), so a
 * field mounts without naming 245 countries twice and sorting them (~17 ms on a desktop, ~70 ms on a slow phone):
 * the list is built when the visitor is about to use the box (a pointer over it, focus in it), or when it opens,
 * a search runs or a key is pressed in it; once per locale for the page (phone-lib caches it).
 */
import { useMemo, useState, type ChangeEvent, type RefObject } from 'react';
import { elementLanguage } from '../../src/locale.ts';
import { useCombobox, type Combobox } from '../../src/hooks/use-combobox.ts';
import { preferEmailOverSms } from '../../src/sms-email-form.ts';
import { alpha3Of } from './alpha3.ts';
import type { Country, ShownCountry } from './phone-lib.ts';
import type { PhoneNumber } from './use-phone-number.ts';
import { ownerForm } from '../../src/owner-form.ts';

export interface PhoneCountryBox {
  box: Combobox;
  /** The selected country; named (the closed box's title) once the list is built. */
  current: (ShownCountry & { name?: string }) | undefined;
  /** What the closed box shows: flag and calling code. */
  display: string;
  query: string;
  /** What the open list shows (empty while it is closed). */
  matches: readonly Country[];
  /** A country a typed +code picked: everything a choice does but writing the value (the typing writes it). */
  announce: (iso2: string) => void;
  openList: (startQuery: string) => void;
  /** The visitor is about to use the box (a pointer over it, focus in it): build the list now, so it opens at once. */
  warm: () => void;
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
  const [warmed, setWarmed] = useState(false);
  // The matches of the query, built when first asked for: a closed box never asks (its query is empty, so its count is every country).
  const matchesOf = useMemo(() => {
    let found: readonly Country[] | undefined;
    return () => (found ??= lib ? lib.searchCountries(lib.countryList(locale), query) : []);
  }, [lib, locale, query]);
  // Built already (this field's warm-up or another field's of the same locale): the named entry, else flag and code only.
  const listed = lib && (warmed || lib.hasCountryList(locale)) ? lib.countryList(locale) : undefined;
  const current = listed?.find((c) => c.iso2 === value.country) ?? lib?.shownCountry(value.country);

  const warm = () => {
    if (!lib || warmed) return;
    lib.countryList(locale);
    setWarmed(true);
  };

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
    count: query === '' ? (lib?.countryCount() ?? 0) : matchesOf().length,
    listRef,
    container: host,
    query,
    optionKey: (index) => matchesOf()[index]?.iso2 ?? String(index),
    startIndex: () => startIndex(matchesOf()),
    onChoose: (index) => {
      const chosen = matchesOf()[index];
      if (chosen) choose(chosen.iso2);
    },
    onClose: () => setQuery(''),
  });

  const openList = (startQuery: string) => {
    setQuery(startQuery);
    box.openAt(startQuery === '' ? startIndex(lib ? lib.countryList(locale) : []) : 0);
  };

  const matches = box.open ? matchesOf() : [];
  const display = current ? `${current.flag} +${current.dial}` : value.country;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    // Typing over the shown "🇬🇧 +44" searches for what was typed, not for the flag and code.
    openList(!box.open && typed.startsWith(display) ? typed.slice(display.length) : typed);
  };

  return { box, current, display, query, matches, announce, openList, warm, onChange };
}
