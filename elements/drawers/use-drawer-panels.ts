import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { hiddenValue, onBeforeMatch, setDisclosed } from '../../src/disclosure.ts';
import type { DrawerSource, DrawerState } from './drawers-logic.ts';
import type { DrawersControl } from './use-drawer-state.ts';

/**
 * Each panel's open state on the DOM through the disclosure kit (hidden="until-found" while closed,
 * a height animation when it opens after mount), and find-in-page: the browser reveals a match in a
 * closed panel itself, so our state follows.
 */
export function useDrawerPanels(
  control: DrawersControl,
  drawers: readonly DrawerSource[],
  state: DrawerState<Element>,
  root: RefObject<HTMLElement | null>,
  panels: RefObject<Array<HTMLElement | null>>,
): void {
  /** Panels seen before: a panel rendered for the first time does not animate. */
  const known = useRef(new WeakSet<HTMLElement>());
  useLayoutEffect(() => {
    drawers.forEach((drawer, i) => {
      const panel = panels.current[i];
      if (!panel) return;
      const open = state.open.has(drawer.heading);
      if (known.current.has(panel)) {
        setDisclosed(panel, open, { animate: true });
      } else {
        // A panel just rendered has no animation to cancel, and closing through setDisclosed would ask
        // getAnimations(), which recalculates the page's style: per panel, for 200 drawers that was
        // about half of their mount time. It is rendered without `hidden`, so only closing writes.
        if (!open) panel.setAttribute('hidden', hiddenValue());
        known.current.add(panel);
      }
    });
  });

  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    return onBeforeMatch(element, (panel) => {
      // Fired at each hidden="until-found" ancestor of the match; a nested vb-drawers' panels are not ours.
      const drawer = control.latest.drawers[panels.current.indexOf(panel as HTMLElement)];
      if (drawer) control.setOpen(drawer, true, 'find', true);
    });
  }, [control, root, panels]);
}
