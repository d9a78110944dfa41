/**
 * Spec section 5 'Phone': "Choosing a country disables SMS confirmation and selects EMAIL". vb-phone-field asks
 * (`preferEmailOverSms(form)`, src/sms-email-form.ts, kept apart so a page with only a choice does not load
 * it); the choices of the form answer: native checkboxes and radios valued SMS or EMAIL,
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

/** The vb-* choices mounted now, each with its answer (read by src/sms-email-form.ts, the asking side). */
export const registered = () => pageState('visitorBlocks.smsEmailChoices', () => new Map<Element, PreferEmail>());

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
