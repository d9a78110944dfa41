import { useEffect, useLayoutEffect, useRef } from 'react';
import { useWatchedField } from '../../src/field-watch.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useEmit } from '../../src/hooks/use-emit.ts';
import type { DisplayDependencyEvents } from './events.ts';
import type { meta } from './meta.ts';
import type { PropsOf } from '../../src/props.ts';

export type { DisplayDependencyEvents } from './events.ts';

export type DisplayDependencyProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules): page CSS never restyles a bare part name. */
const C = 'vb-display-dependency__';
/** Marks the controls this element disabled, so showing again re-enables only those (not ones the author disabled). */
export const HIDDEN_DISABLED = 'data-vb-dependency-disabled';

/** The values that show the content: a comma-separated list; empty means "any value". */
export function wantedValues(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function isShown(values: readonly string[], wanted: readonly string[]): boolean {
  return wanted.length === 0 ? values.length > 0 : values.some((v) => wanted.includes(v));
}

/** A control a form would submit or validate: native inputs, selects, text areas, and form-associated custom elements. */
function isFormControl(element: Element): boolean {
  if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) return true;
  const definition = element.localName.includes('-') ? customElements.get(element.localName) : undefined;
  return (definition as { formAssociated?: boolean } | undefined)?.formAssociated === true;
}

/** While hidden, every control inside is disabled: not submitted, not validated, not required. */
function setControlsDisabled(host: HTMLElement, hidden: boolean): void {
  if (hidden) {
    for (const element of host.querySelectorAll('*')) {
      if (!isFormControl(element) || element.hasAttribute('disabled')) continue;
      element.setAttribute(HIDDEN_DISABLED, '');
      element.setAttribute('disabled', '');
    }
  } else {
    for (const element of host.querySelectorAll(`[${HIDDEN_DISABLED}]`)) {
      element.removeAttribute(HIDDEN_DISABLED);
      element.removeAttribute('disabled');
    }
  }
}

/**
 * Content shown only while another field has a given value (the spec names the component only): `field` names the
 * field (id, or name in the same form), `value` the value(s) that show the content. While hidden, the fields inside
 * are disabled, so a required one does not block the form and nothing hidden is submitted.
 */
export function DisplayDependency({ field, value }: DisplayDependencyProps) {
  const host = useHost();
  const emit = useEmit<DisplayDependencyEvents>();
  const watched = useWatchedField(host.element, field);
  const shown = isShown(watched.values, wantedValues(value));
  const previous = useRef<boolean | null>(null);

  useLayoutEffect(() => {
    host.element.toggleAttribute('data-vb-shown', shown);
    setControlsDisabled(host.element, !shown);
    if (shown) return undefined;
    // Content a CMS or script adds while hidden is hidden with the rest.
    const observer = new MutationObserver(() => setControlsDisabled(host.element, true));
    observer.observe(host.element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [host.element, shown]);

  // Removed while hidden: the author's controls get their own state back.
  useEffect(() => () => setControlsDisabled(host.element, false), [host.element]);

  useEffect(() => {
    if (previous.current !== null && previous.current !== shown) emit('vb-display-dependency-toggle', { shown });
    previous.current = shown;
  }, [shown, emit]);

  return (
    <div className={`${C}content`} part="content" hidden={!shown}>
      <Slot />
    </div>
  );
}
