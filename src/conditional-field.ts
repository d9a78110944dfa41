/**
 * A choice that changes another field (part of the form-control kit), spec section 5 'Checkbox':
 *  - a checkbox with a conditional field makes that field required while checked, and restores the field's prior
 *    requirement when unchecked. The field also gets `data-vb-required-by="<name or id of the choice>"` while so
 *    required, so a vb-email-field or vb-phone-field can show its conditional-required message instead;
 *  - a checkbox or radio named `subscriptions` is submitted as `phoneSubscription` when its target is a phone field,
 *    else `emailSubscription`.
 */
import { useLayoutEffect } from 'react';
import { defineProps } from './props.ts';

export const SUBSCRIPTIONS_NAME = 'subscriptions';
export const REQUIRED_BY_ATTRIBUTE = 'data-vb-required-by';

/**
 * The prop of a choice with a conditional field (vb-check-box, vb-checkbox-radio), declared once and spread into
 * each meta: `props: { ...baseFieldProps(...), ...conditionalFieldProps, ... }`.
 */
export const conditionalFieldProps = defineProps({
  conditionalField: {
    type: 'string',
    default: '',
    description:
      'The field made required while this is chosen (the box checked; in a group, a chosen option marked `data-conditional` or `"conditional": true`, or one whose value names the field, else any chosen option): its id, or else its name in the same form. ' +
      'Its own requirement comes back when nothing is chosen. While so required it also gets `data-vb-required-by="<this name>"`, which ' +
      'vb-email-field and vb-phone-field read to show their conditional-required message.',
  },
});

/** A phone field: ours, or a native tel input. */
export function isPhoneField(element: Element): boolean {
  return element.localName === 'vb-phone-field' || (element instanceof HTMLInputElement && element.type === 'tel');
}

/** The name a choice is submitted under: `subscriptions` follows its target (spec), anything else is kept. */
export function submitName(name: string, targets: readonly Element[]): string {
  if (name !== SUBSCRIPTIONS_NAME || targets.length === 0) return name;
  return targets.some(isPhoneField) ? 'phoneSubscription' : 'emailSubscription';
}

/**
 * While `active`, every target is required (the `required` attribute, which vb-* fields read as their prop and
 * native inputs as their constraint) and marked `data-vb-required-by`; when it stops (unchecked, another target,
 * the choice removed) each target's own `required` comes back as it was.
 */
export function useConditionalRequirement(targets: readonly Element[], active: boolean, by: string): void {
  useLayoutEffect(() => {
    if (!active || targets.length === 0) return undefined;
    const prior = targets.map((target) => ({ target, required: target.hasAttribute('required'), by: target.getAttribute(REQUIRED_BY_ATTRIBUTE) }));
    for (const { target } of prior) {
      target.setAttribute('required', '');
      target.setAttribute(REQUIRED_BY_ATTRIBUTE, by);
    }
    return () => {
      for (const { target, required, by: before } of prior) {
        if (!required) target.removeAttribute('required');
        if (before === null) target.removeAttribute(REQUIRED_BY_ATTRIBUTE);
        else target.setAttribute(REQUIRED_BY_ATTRIBUTE, before);
      }
    };
  }, [targets, active, by]);
}
