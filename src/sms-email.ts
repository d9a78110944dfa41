/**
 * Spec section 5 'Phone': "Choosing a country disables SMS confirmation and selects EMAIL". vb-phone-field asks
 * (`preferEmailOverSms(form)`); the choices of the form answer: native checkboxes and radios valued SMS or EMAIL,
 * and the vb-* choices (vb-check-box, vb-checkbox-radio), which hold their state in React and register here
 * (`useSmsEmailChoice`) to make the change themselves, so what they show, submit and announce stays one.
 * Page-wide (src/page-state.ts): a phone field and a choice from two bundles still meet.
 */
import { useEffect } from 'react';
import { useLatest } from './hooks/use-latest.ts';
import { pageState } from './page-state.ts';

/** The channel values a country choice affects (any case). */
export const SMS_VALUE = 'SMS';
export const EMAIL_VALUE = 'EMAIL';

export type Channel = 'sms' | 'email';

/** Which channel a choice's value is, if either. */
export function channelOf(value: string): Channel | null {
  const upper = value.trim().toUpperCase();
  return upper === SMS_VALUE ? 'sms' : upper === EMAIL_VALUE ? 'email' : null;
}

/** A vb-* choice's answer to "prefer email": it unchecks and disables its SMS, checks its EMAIL; true if anything changed. */
export type PreferEmail = () => boolean;

const registered = () => pageState('visitorBlocks.smsEmailChoices', () => new Map<Element, PreferEmail>());

/** A vb-* choice takes part while mounted; `preferEmail` is read at the time of the call, so it sees the latest state. */
export function useSmsEmailChoice(host: Element, preferEmail: PreferEmail): void {
  const latest = useLatest(preferEmail);
  useEffect(() => {
    const choices = registered();
    choices.set(host, () => latest.current());
    return () => {
      choices.delete(host);
    };
  }, [host, latest]);
}

/** A native checkbox or radio of the form's own (an input a vb-* choice renders in light DOM is that choice's). */
function nativeToggle(node: Element, hosts: readonly Element[]): node is HTMLInputElement {
  if (!(node instanceof HTMLInputElement) || (node.type !== 'checkbox' && node.type !== 'radio')) return false;
  return !hosts.some((host) => host !== node && host.contains(node));
}

/**
 * In the form: every SMS checkbox or radio unchecked and disabled, every EMAIL one checked (with the input and
 * change events a visitor's click would send); the registered vb-* choices do the same for themselves.
 * Returns whether anything changed.
 */
export function preferEmailOverSms(form: HTMLFormElement | null): boolean {
  if (!form) return false;
  const choices = registered();
  const elements = Array.from(form.elements);
  const hosts = elements.filter((element) => choices.has(element));
  let changed = false;
  for (const host of hosts) if (choices.get(host)?.()) changed = true;
  const toggles = elements.filter((node) => nativeToggle(node, hosts));
  for (const sms of toggles.filter((input) => channelOf(input.value) === 'sms')) {
    if (sms.checked || !sms.disabled) changed = true;
    sms.checked = false;
    sms.disabled = true;
  }
  for (const email of toggles.filter((input) => channelOf(input.value) === 'email')) {
    if (email.checked || email.disabled) continue;
    email.checked = true;
    email.dispatchEvent(new Event('input', { bubbles: true }));
    email.dispatchEvent(new Event('change', { bubbles: true }));
    changed = true;
  }
  return changed;
}
