/**
 * The analytics click of a choice field (vb-check-box, vb-checkbox-radio), sent through src/analytics.ts.
 * Spec section 9: 'Checkbox analytics after 500 ms, others 0 ms': a checkbox's click goes 500 ms after the
 * change, a radio's at once.
 * Decision: every change is one click, describing the state that change produced (`checked`), even when the
 * visitor toggles again within 500 ms: the spec delays the event, it does not merge clicks, and analytics
 * counts interactions. A pending click is still sent if the field leaves the page meanwhile (it happened).
 */
import { track } from './analytics.ts';

/** Spec section 9: 'Checkbox analytics after 500 ms'. */
export const CHECKBOX_ANALYTICS_DELAY_MS = 500;
/** Spec section 9: '... others 0 ms'. */
export const OTHER_ANALYTICS_DELAY_MS = 0;

export interface ChoiceClick {
  /** The question or the box's own label (contentTitle). */
  title: string;
  /** The option's label, or the box's label (interactionText). */
  option: string;
  /** Checked (true) or unchecked (false) by this change. */
  checked: boolean;
}

export function trackChoice(source: Element, control: 'checkbox' | 'radio', click: ChoiceClick): void {
  const send = () => track(source, 'click', { contentTitle: click.title, interactionText: click.option, checked: click.checked });
  if (control === 'checkbox') setTimeout(send, CHECKBOX_ANALYTICS_DELAY_MS);
  else if (OTHER_ANALYTICS_DELAY_MS === 0) send();
  else setTimeout(send, OTHER_ANALYTICS_DELAY_MS);
}
