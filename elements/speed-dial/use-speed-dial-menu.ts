import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { deepActiveElement } from '../../src/overlay-focus.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { menuMove, typeAhead } from './speed-dial-logic.ts';

const ITEM = 'a[href], button, [role="menuitem"]';

/** The author's actions inside the menu: slotted (shadow mode) or moved in (light mode), in document order. */
export function menuItems(menu: HTMLElement | null): HTMLElement[] {
  if (!menu) return [];
  const slots = Array.from(menu.querySelectorAll('slot'));
  const roots = slots.length > 0 ? slots.flatMap((slot) => slot.assignedElements({ flatten: true })) : [menu];
  return roots.flatMap((root) => {
    const inside = Array.from(root.querySelectorAll<HTMLElement>(ITEM));
    return root !== menu && root.matches(ITEM) ? [root as HTMLElement, ...inside] : inside;
  });
}

export interface SpeedDialMenuOptions {
  /** Which item gets focus as the menu opens. */
  focusAt(): 'first' | 'last';
  /** Tab left the menu: close it (focus goes back to the button). */
  onTab(): void;
  /** An item was chosen (clicked, Enter, Space). */
  onSelect(item: HTMLElement): void;
}

/**
 * The menu of the WAI-ARIA menu-button pattern over the author's own links and buttons: each is a `menuitem` out of
 * the tab sequence, focus moves in to the first (or last) as it opens, arrows move it round (wrapping), Home and End,
 * a letter moves to the next item starting with it, Space chooses a link too, and Tab closes the menu. Native
 * listeners: React misses events from slotted content (src/hooks/slot.tsx).
 */
export function useSpeedDialMenu(menu: RefObject<HTMLElement | null>, open: boolean, options: SpeedDialMenuOptions): void {
  const latest = useLatest(options);

  // After the overlay kit showed the menu (its layout effect runs first): roles, then focus on the first or last item.
  useLayoutEffect(() => {
    if (!open) return;
    const items = menuItems(menu.current);
    for (const item of items) {
      item.setAttribute('role', 'menuitem');
      item.tabIndex = -1;
    }
    const target = latest.current.focusAt() === 'last' ? items[items.length - 1] : items[0];
    (target ?? menu.current)?.focus({ preventScroll: true });
  }, [open, menu, latest]);

  useEffect(() => {
    const element = menu.current;
    if (!element) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const items = menuItems(element);
      const index = items.indexOf(deepActiveElement() as HTMLElement);
      if (event.key === 'Tab') {
        event.preventDefault();
        latest.current.onTab();
        return;
      }
      if (event.key === ' ' && items[index] instanceof HTMLAnchorElement) {
        // Space does not follow a link by itself; in a menu it chooses the item as Enter does.
        event.preventDefault();
        items[index].click();
        return;
      }
      const next =
        menuMove(event.key, index, items.length) ??
        typeAhead(
          event.key,
          index,
          items.map((item) => item.textContent ?? ''),
        );
      if (next === undefined) return;
      event.preventDefault();
      items[next]?.focus();
    };
    const onClick = (event: MouseEvent) => {
      const item = menuItems(element).find((candidate) => event.composedPath().includes(candidate));
      if (item) latest.current.onSelect(item);
    };
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('click', onClick);
    };
  }, [menu, latest]);
}
