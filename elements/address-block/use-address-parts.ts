/**
 * What the visitor entered in vb-address-block: the country, the parts, whether line 2 is shown and which parts
 * were left (for their messages); and the edits to them, each of which also tells the verification, the
 * suggestions and the autofill watch (useEdits) what changed.
 */
import { useCallback, useRef, useState, type ClipboardEvent, type Dispatch } from 'react';
import { cleanCommitted, cleanText, cleanTypedLine } from '../../src/clean-text.ts';
import { cleanKeepingCaret, useKeptCaret } from '../../src/hooks/use-typed-text.ts';
import { pageStartCountry, useGeneralCountry } from '../../src/general-location.ts';
import { chooseSuggestion, type Candidate, type StateOption, type Suggestion } from './address-answers-logic.ts';
import {
  countryMode,
  countryNames,
  emptyParts,
  hasContent,
  parseSaved,
  partsForCountry,
  type AddressParts,
  type Country,
  type CountryMode,
  type Part,
} from './address-logic.ts';
import { splitPastedAddress } from './address-paste-logic.ts';
import type { VerifyEvent } from './address-verify-logic.ts';
import type { useEdits } from './use-address-data.ts';
import type { AddressSuggestions } from './use-address-suggestions.ts';

/** The entered address and its plain setters; `startCode()` is the country a reset goes back to. */
export function useAddressEntry(givenCountry: string, givenStreet: string) {
  // The author's country, else the page's geocountry meta, else the visitor's general location (asked once per
  // session), else the United States: src/general-location.ts.
  const located = useGeneralCountry(givenCountry);
  const startCode = useCallback(() => pageStartCountry(givenCountry), [givenCountry]);
  const [countryCode, setCountryCode] = useState(startCode);
  const [parts, setParts] = useState<AddressParts>(() => ({ ...emptyParts, street: cleanCommitted(givenStreet) }));
  // The lookup answered after the first render: its country, unless the visitor has entered or chosen anything.
  const [seen, setSeen] = useState({ located, start: countryCode });
  if (seen.located !== located) {
    const start = startCode();
    setSeen({ located, start });
    if (countryCode === seen.start && !hasContent(parts)) setCountryCode(start);
  }
  const [showLine2, setShowLine2] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<Part>>(new Set());
  return { startCode, countryCode, setCountryCode, parts, setParts, showLine2, setShowLine2, touched, setTouched };
}

export type AddressEntry = ReturnType<typeof useAddressEntry>;

export interface EditContext {
  mode: CountryMode;
  country: Country | undefined;
  countries: readonly Country[];
  flag: 'T' | 'F';
  verifiedCountries: string;
  excludedCountries: string;
  /** The state list when it is shown, for a pasted address's region. */
  states: readonly StateOption[];
  givenStreet: string;
  edits: ReturnType<typeof useEdits>;
  dispatch: Dispatch<VerifyEvent>;
  suggestions: AddressSuggestions;
  clearCandidates: () => void;
  askCheck: () => void;
  restartExtras: () => void;
}

/** The edits the block's inputs make. */
export function useAddressEdits(entry: AddressEntry, ctx: EditContext) {
  const { setParts, setShowLine2, setTouched, setCountryCode } = entry;
  const { mode, edits, dispatch, suggestions } = ctx;
  // The text box being typed in: the caret kit keeps its caret where the visitor types when cleaning removed something.
  const typedIn = useRef<HTMLInputElement>(null);
  const keepCaret = useKeptCaret(typedIn);

  /** A part the visitor changed: the state's option, or a text box's text cleaned (the caret kept in place). */
  const setPart = (part: Part, from: HTMLInputElement | HTMLSelectElement) => {
    if (from instanceof HTMLInputElement) typedIn.current = from;
    const value = from instanceof HTMLInputElement ? cleanKeepingCaret(from, cleanTypedLine, keepCaret) : from.value;
    edits.edit(part);
    setParts((before) => ({ ...before, [part]: value }));
    dispatch({ type: 'edit', part });
    if (part === 'street') suggestions.typed(value);
  };

  /** A whole address pasted into the street: split into the parts (issue 13 'Beyond the spec'), else an ordinary paste. */
  const pasteStreet = (event: ClipboardEvent<HTMLInputElement>) => {
    if (mode === 'verified') return;
    const input = event.currentTarget;
    // Into an empty street (or over all of it): pasting into the middle of a street is editing it.
    if (input.value !== '' && (input.selectionStart !== 0 || input.selectionEnd !== input.value.length)) return;
    const split = splitPastedAddress(cleanText(event.clipboardData.getData('text/plain')), ctx.states, countryNames(ctx.country, mode));
    if (!split) return;
    event.preventDefault();
    edits.edit();
    setParts(split);
    if (split.line2) setShowLine2(true);
    dispatch({ type: 'edit' });
    suggestions.close(true);
    ctx.askCheck();
  };

  const touch = (part: Part) => {
    setParts((before) => ({ ...before, [part]: cleanCommitted(before[part]) }));
    setTouched((before) => (before.has(part) ? before : new Set([...before, part])));
  };

  /** An autocomplete option chosen; returns what the select event reports. */
  const choose = (option: Suggestion) => {
    edits.edit();
    suggestions.close(true);
    setParts((before) => chooseSuggestion(mode, before, option, ctx.flag).parts);
    dispatch(chooseSuggestion(mode, entry.parts, option, ctx.flag).event);
  };

  const changeCountry = (code: string) => {
    edits.edit();
    setCountryCode(code);
    const next = ctx.countries.find((c) => c.iso2 === code);
    const nextMode = countryMode(next?.iso3 ?? '', ctx.verifiedCountries, ctx.excludedCountries);
    setParts((before) => partsForCountry(before, nextMode));
    if (nextMode === 'verified') setShowLine2(false);
    ctx.clearCandidates();
    dispatch({ type: 'edit' });
  };

  /** A suggestion from the modal confirmed. */
  const confirm = (chosen: Candidate) => {
    setParts(chosen.parts);
    if (chosen.parts.line2 === '') setShowLine2(false);
    dispatch({ type: 'choose', result: chosen.result });
  };

  const reset = () => {
    edits.edit();
    setCountryCode(entry.startCode());
    setParts({ ...emptyParts, street: cleanCommitted(ctx.givenStreet) });
    setShowLine2(false);
    setTouched(new Set());
    dispatch({ type: 'reset' });
    ctx.restartExtras();
    suggestions.restart();
  };

  const restore = (state: string) => {
    const saved = parseSaved(state, cleanTypedLine);
    // Not ours (an older format): keep what is shown.
    if (!saved) return;
    if (saved.country) setCountryCode(saved.country);
    setParts(saved.parts);
    if (saved.parts.line2) setShowLine2(true);
  };

  return { setPart, pasteStreet, touch, choose, changeCountry, confirm, reset, restore };
}
