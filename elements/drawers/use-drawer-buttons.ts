import { useEffect, type RefObject } from 'react';
import { track } from '../../src/analytics.ts';
import { rovingIndex } from '../../src/tab-order.ts';
import { headingText, type DrawerSource } from './drawers-logic.ts';
import type { DrawersControl } from './use-drawer-state.ts';
import type { FormDrawers } from './use-form-drawers.ts';

/**
 * The drawer buttons: a click toggles (form variant: an unfinished earlier section opens instead and
 * its field is reported), Up/Down/Home/End move between them (src/tab-order.ts). Every button stays in
 * the Tab sequence: the APG accordion keeps all headers tabbable, so the tab-order helper's
 * one-tabbable-item rule does not apply here.
 *
 * Native listeners, not React's onClick: in shadow mode a click on the author's heading text has a
 * slotted light-DOM target that React cannot map to our button, though the button is on its path.
 */
export function useDrawerButtons(
  control: DrawersControl,
  form: FormDrawers,
  root: RefObject<HTMLElement | null>,
  buttons: RefObject<Array<HTMLButtonElement | null>>,
): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    // Ours only: a nested vb-drawers inside a panel has buttons of its own on the same path.
    const indexOf = (event: Event) => {
      for (const node of event.composedPath()) {
        const index = buttons.current.indexOf(node as HTMLButtonElement);
        if (index >= 0) return index;
      }
      return -1;
    };
    const toggle = (drawer: DrawerSource) => {
      const isOpen = control.state().open.has(drawer.heading);
      if (isOpen && control.latest.props.onlyOnce) return; // aria-disabled: it stays open
      if (!isOpen && control.latest.isForm) {
        const blocker = form.blockerOf(drawer);
        if (blocker) {
          control.setOpen(blocker.drawer, true, 'validation', true);
          // Shows the browser's message on the field and moves focus there.
          blocker.field.reportValidity();
          return;
        }
      }
      if (control.setOpen(drawer, !isOpen, 'user', true)) {
        track(control.host.element, 'click', { contentTitle: headingText(drawer.heading.textContent), interactionText: isOpen ? 'close' : 'open' });
      }
    };
    const onClick = (event: MouseEvent) => {
      const drawer = control.latest.drawers[indexOf(event)];
      if (drawer) toggle(drawer);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const index = indexOf(event);
      if (index < 0) return;
      // Enter and Space are the button's own activation; Left/Right belong to the page (vertical list).
      const next = rovingIndex(event.key, index, control.latest.drawers.length, { orientation: 'vertical' });
      if (next === undefined) return;
      event.preventDefault();
      buttons.current[next]?.focus();
    };
    element.addEventListener('click', onClick);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('click', onClick);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, [control, form, root, buttons]);
}
