/**
 * One field watching another (part of the form-control kit): a text area required only while its "other" option is
 * checked, a display dependency showing its content for a chosen answer, a checkbox's conditional field. A field is
 * named by id (in the watcher's document or shadow root) or by name (in the watcher's form, else the document), and
 * read the same way whatever it is: a native input, select or textarea, a group of same-named radios or checkboxes,
 * or a vb-* field (what it gives its form now, published by useFormControl). Page-wide (src/page-state.ts).
 */
import { useEffect, useState } from 'react';
import { pageState } from './page-state.ts';
import { ownerForm } from './owner-form.ts';

type FormValue = string | FormData | null;

const published = () => pageState('visitorBlocks.fieldValues', () => ({ values: new WeakMap<Element, FormValue>(), listeners: new Set<() => void>() }));

/** useFormControl calls this whenever a vb-* field's form value changes. */
export function publishFieldValue(element: Element, value: FormValue): void {
  const state = published();
  if (state.values.has(element) && state.values.get(element) === value) return;
  state.values.set(element, value);
  for (const listener of Array.from(state.listeners)) listener();
}

/** The elements `reference` names, seen from `from`: an id first, else every control of that name. */
export function findFields(from: Element, reference: string): Element[] {
  if (!reference) return [];
  const root = from.getRootNode() as Document | ShadowRoot;
  const byId = root.getElementById?.(reference) ?? (root === document ? null : document.getElementById(reference));
  if (byId) return [byId];
  const form = ownerForm(from) ?? from.closest('form');
  const scope: ParentNode = form ?? document;
  return Array.from(scope.querySelectorAll(`[name="${CSS.escape(reference)}"]`));
}

/** What one control gives its form now: a list of values (empty when unchecked, empty or disabled). */
export function valuesOf(element: Element): string[] {
  const state = published();
  if (state.values.has(element)) {
    const value = state.values.get(element) ?? null;
    if (value === null) return [];
    if (typeof value === 'string') return value === '' ? [] : [value];
    return Array.from(value.values()).filter((v): v is string => typeof v === 'string' && v !== '');
  }
  if (element instanceof HTMLInputElement) {
    if (element.disabled) return [];
    if (element.type === 'checkbox' || element.type === 'radio') return element.checked ? [element.value] : [];
    return element.value === '' ? [] : [element.value];
  }
  if (element instanceof HTMLSelectElement) return element.disabled ? [] : Array.from(element.selectedOptions, (option) => option.value).filter(Boolean);
  if (element instanceof HTMLTextAreaElement) return element.disabled || element.value === '' ? [] : [element.value];
  return [];
}

export interface WatchedField {
  /** Something on the page answers to the reference. */
  found: boolean;
  /** Every value the named field(s) give their form now. */
  values: string[];
  /** The watched elements (for a checkbox's conditional field: the ones to make required). */
  elements: Element[];
}

const NOTHING: WatchedField = { found: false, values: [], elements: [] };

function read(from: Element, reference: string): WatchedField {
  const elements = findFields(from, reference);
  return { found: elements.length > 0, values: elements.flatMap(valuesOf), elements };
}

function same(a: WatchedField, b: WatchedField): boolean {
  return (
    a.found === b.found &&
    a.values.length === b.values.length &&
    a.values.every((v, i) => v === b.values[i]) &&
    a.elements.length === b.elements.length &&
    a.elements.every((e, i) => e === b.elements[i])
  );
}

/**
 * The current state of the field `reference` names, kept up to date: a visitor's input or change anywhere, a form
 * reset, a vb-* field's value, and markup added later (a CMS may render the field after the watcher).
 */
export function useWatchedField(from: Element, reference: string): WatchedField {
  // Read at once: the first render already shows the right state (no hidden-then-shown flash, no change to report).
  const [state, setState] = useState<WatchedField>(() => (reference ? read(from, reference) : NOTHING));
  useEffect(() => {
    if (!reference) return undefined;
    let frame = 0;
    const update = () => {
      const next = read(from, reference);
      setState((previous) => (same(previous, next) ? previous : next));
    };
    // Reset and markup changes settle after the event: read on the next frame.
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    update();
    const listeners = published().listeners;
    listeners.add(update);
    document.addEventListener('input', update, true);
    document.addEventListener('change', update, true);
    document.addEventListener('reset', later, true);
    const observer = new MutationObserver(later);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['checked', 'disabled', 'value', 'id', 'name'] });
    return () => {
      cancelAnimationFrame(frame);
      listeners.delete(update);
      document.removeEventListener('input', update, true);
      document.removeEventListener('change', update, true);
      document.removeEventListener('reset', later, true);
      observer.disconnect();
    };
  }, [from, reference]);
  return reference ? state : NOTHING;
}
