/**
 * The asking side of src/sms-email.ts: vb-phone-field calls `preferEmailOverSms(form)` when the visitor chooses a
 * country (spec section 5 'Phone': "Choosing a country disables SMS confirmation and selects EMAIL").
 */
import { channelOf, registered } from './sms-email.ts';

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
