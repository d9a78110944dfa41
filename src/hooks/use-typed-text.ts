import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent, type RefObject } from 'react';

/** The text of a text box (input or textarea) that is cleaned as the visitor types: part of the form-control kit. */
export interface TypedText<E extends HTMLInputElement | HTMLTextAreaElement> {
  text: string;
  setText: (text: string) => void;
  /** The text box; give it to the input's ref (and as the form-control anchor). */
  ref: RefObject<E | null>;
  onChange: (event: ChangeEvent<E>) => void;
  onFocus: () => void;
  /** Cleans and commits the text; returns it when it differs from the text at focus (a `change`), else null. */
  onBlur: () => string | null;
}

export interface TypedTextOptions {
  /** The `value` prop: the starting text, and the text again whenever the page changes it. */
  value: string;
  /** Applied on every keystroke (the spec's shared text cleaning, plus the field's own rules). */
  clean: (text: string) => string;
  /** Applied on blur and to `value` (cleaning plus trimming). */
  commit: (text: string) => string;
  /** The cleaned text changed while typing. */
  onInput?: (text: string) => void;
}

/** Where the caret goes after cleaning removed characters before it: back by what was removed before it. */
export function caretAfterCleaning(raw: string, caret: number, clean: (text: string) => string): number {
  return clean(raw.slice(0, caret)).length;
}

/**
 * Keep the caret where the visitor was typing after the text under it changed (cleaning removed characters, a
 * formatter added spaces): `keep(at)` puts the caret at `at` once the new text is drawn, if the box still has focus.
 * The one caret kit of the fields: useTypedText uses it, and so does a field that formats as typed (phone).
 */
export function useKeptCaret(ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>): (at: number | null) => void {
  const caret = useRef<number | null>(null);
  // Counts the moves: the caret fix must run even when the new text is what it was.
  const [, setMoves] = useState(0);
  useLayoutEffect(() => {
    const at = caret.current;
    caret.current = null;
    const box = ref.current;
    const root = box?.getRootNode() as Document | ShadowRoot | undefined;
    if (at !== null && box && box === root?.activeElement) box.setSelectionRange(at, at);
  });
  return useCallback((at: number | null) => {
    caret.current = at;
    if (at !== null) setMoves((n) => n + 1);
  }, []);
}

/**
 * The box's text cleaned, with `keep` (from useKeptCaret) putting the caret back where the visitor was typing when
 * cleaning removed characters before it: a change handler's one step, for one box or several (the address parts).
 */
export function cleanKeepingCaret(box: HTMLInputElement | HTMLTextAreaElement, clean: (text: string) => string, keep: (at: number | null) => void): string {
  const raw = box.value;
  const next = clean(raw);
  keep(next !== raw ? caretAfterCleaning(raw, box.selectionStart ?? raw.length, clean) : null);
  return next;
}

export function useTypedText<E extends HTMLInputElement | HTMLTextAreaElement>({ value, clean, commit, onInput }: TypedTextOptions): TypedText<E> {
  const ref = useRef<E>(null);
  const [text, setText] = useState(() => commit(value));
  // The `value` prop is the default (form reset goes back to it); a page changing it sets the text now.
  const [valueProp, setValueProp] = useState(value);
  if (value !== valueProp) {
    setValueProp(value);
    setText(commit(value));
  }
  /** The text when the visitor entered the field: a change only when leaving it differs. */
  const committed = useRef(text);
  const keepCaret = useKeptCaret(ref);

  const onChange = (event: ChangeEvent<E>) => {
    // Cleaning removed characters: keep the caret where the visitor was typing, not at the end.
    const next = cleanKeepingCaret(event.currentTarget, clean, keepCaret);
    setText(next);
    if (next !== text) onInput?.(next);
  };

  const onFocus = () => {
    committed.current = text;
  };

  const onBlur = () => {
    const next = commit(text);
    setText(next);
    if (next === committed.current) return null;
    committed.current = next;
    return next;
  };

  return { text, setText, ref, onChange, onFocus, onBlur };
}
