import { useEffect, useRef, useState } from 'react';
import { validatableFieldsIn, type Validatable } from '../../src/form-fields.ts';
import { firstBlocker, type DrawerSource } from './drawers-logic.ts';
import type { DrawersControl } from './use-drawer-state.ts';

export interface FormDrawers {
  /** The first earlier drawer that is not valid, with its first invalid field; updates the flags it checks. */
  blockerOf(target: DrawerSource): { drawer: DrawerSource; field: Validatable } | undefined;
  /** Re-check one drawer's fields and update its validated flag. */
  refresh(drawer: DrawerSource): void;
}

/**
 * Form variant: each panel is a form section. The validated flag follows the visitor's input; a form
 * submit that finds an invalid field in a closed drawer opens it, so the browser can focus the field
 * and show its message.
 */
export function useFormDrawers(control: DrawersControl, isForm: boolean): FormDrawers {
  /** Our own validity checks fire `invalid` on form-associated custom elements; those are not the visitor's. */
  const checkingSilently = useRef(false);
  const invalidHandled = useRef(false);

  const [form] = useState<FormDrawers>(() => {
    const isFieldValid = (field: Validatable) => {
      if (field.validity) return field.validity.valid;
      checkingSilently.current = true;
      try {
        return field.checkValidity();
      } finally {
        checkingSilently.current = false;
      }
    };
    const firstInvalidField = (drawer: DrawerSource) => validatableFieldsIn(drawer.panel).find((field) => !isFieldValid(field));
    return {
      blockerOf: (target) => firstBlocker(control.latest.drawers, target, firstInvalidField, (drawer, valid) => control.setValidated(drawer, valid)),
      refresh: (drawer) => control.setValidated(drawer, !firstInvalidField(drawer)),
    };
  });

  useEffect(() => {
    if (!isForm) return undefined;
    const element = control.host.element;
    const drawerContaining = (target: EventTarget | null) =>
      target instanceof Node ? control.latest.drawers.find((drawer) => drawer.panel.some((node) => node === target || node.contains(target))) : undefined;
    const onInput = (event: Event) => {
      const drawer = drawerContaining(event.target);
      if (drawer) form.refresh(drawer);
    };
    const onInvalid = (event: Event) => {
      if (checkingSilently.current) return;
      const drawer = drawerContaining(event.target);
      if (!drawer) return;
      control.setValidated(drawer, false);
      // A submit fires `invalid` on every invalid field in one task; the browser reports the first.
      if (invalidHandled.current) return;
      invalidHandled.current = true;
      setTimeout(() => (invalidHandled.current = false), 0);
      control.setOpen(drawer, true, 'validation', true);
    };
    element.addEventListener('input', onInput);
    element.addEventListener('change', onInput);
    element.addEventListener('invalid', onInvalid, true);
    for (const drawer of control.latest.drawers) if (control.state().open.has(drawer.heading)) form.refresh(drawer);
    return () => {
      element.removeEventListener('input', onInput);
      element.removeEventListener('change', onInput);
      element.removeEventListener('invalid', onInvalid, true);
    };
  }, [isForm, control, form]);

  return form;
}
