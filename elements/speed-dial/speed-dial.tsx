import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { track } from '../../src/analytics.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useFloatingArea } from '../../src/hooks/use-floating-area.ts';
import { useOverlay } from '../../src/hooks/use-overlay.ts';
import { useOverlayState } from '../../src/hooks/use-overlay-state.ts';
import { placeAnchored } from '../../src/overlay-place.ts';
import { openFocusFor } from './speed-dial-logic.ts';
import { useSpeedDialMenu } from './use-speed-dial-menu.ts';
import type { SpeedDialEvents } from './events.ts';
import type { meta } from './meta.ts';
import type { PropsOf } from '../../src/props.ts';

export type { SpeedDialEvents } from './events.ts';
export type SpeedDialProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules): page CSS never restyles a bare part name. */
const C = 'vb-speed-dial__';
/** Gap between the button and the menu, px. */
const MENU_GAP = 12;

/**
 * vb-speed-dial: the WAI-ARIA menu button on the overlay kit. The menu is a popover (src/overlay.ts: open stack,
 * Escape for the top one, focus back to the opener, scroll lock with the scrim's body attribute) placed by
 * src/overlay-place.ts; the button lives in the floating-action area (src/hooks/use-floating-area.ts).
 */
export function SpeedDial(props: SpeedDialProps) {
  const host = useHost();
  const emit = useEmit<SpeedDialEvents>();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const messageSource = useRef<Element | null>(null);
  const focusAt = useRef<'first' | 'last'>('first');
  const buttonId = useDomId();
  const menuId = useDomId();

  const state = useOverlayState(host.element, props.open, {
    triggerId: props.triggerId,
    name: 'speed-dial',
    title: () => props.label,
    onMessage: (message) => {
      messageSource.current = message.source ?? null;
      focusAt.current = 'first';
    },
  });
  useFloatingArea(host.element, props.corner, props.inline || props.noButton);

  useOverlay(menu, state.open, {
    modal: false,
    lockScroll: true,
    closeOnOutside: true,
    // The menu's items are out of the tab sequence: useSpeedDialMenu moves focus to the first or last one.
    moveFocus: false,
    fallbackFocus: () => button.current,
    inside: () => (button.current ? [button.current] : []),
    // Its button, and a remote trigger elsewhere that closed it (the scrim lets the mouse reach it): focus there goes
    // back to the opener, as it does from the menu (the menu-button pattern; issue 23's end-to-end check).
    controls: () => [button.current, messageSource.current].filter((element): element is Element => !!element?.isConnected),
    requestClose: (reason) => state.setOpen(false, reason),
  });

  useSpeedDialMenu(menu, state.open, {
    focusAt: () => focusAt.current,
    onTab: () => state.setOpen(false, 'tab'),
    onSelect: (item) => {
      const text = (item.textContent ?? '').replace(/\s+/g, ' ').trim();
      const href = item instanceof HTMLAnchorElement ? item.href : '';
      emit('vb-speed-dial-select', { text, href });
      track(host.element, 'click', { contentTitle: props.label, interactionText: text, link: href || undefined });
      state.setOpen(false, 'select');
    },
  });

  useLayoutEffect(() => {
    const floating = menu.current;
    if (!state.open || !floating) return undefined;
    const source = messageSource.current?.isConnected ? messageSource.current : null;
    const anchor = (props.noButton ? source : button.current) ?? source ?? host.element;
    return placeAnchored(anchor, floating, { side: props.placement, gap: MENU_GAP });
  }, [state.open, props.noButton, props.placement, host.element]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space click the button; the arrows open the menu at its first or last item (APG menu button).
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    focusAt.current = openFocusFor(event.key) ?? 'first';
    messageSource.current = null;
    state.setOpen(true, 'button');
  };

  return (
    <>
      <div className={`${C}scrim`} part="scrim" hidden={!state.open} />
      {props.noButton ? null : (
        <button
          ref={button}
          id={buttonId}
          type="button"
          className={`${C}button`}
          part="button"
          aria-label={props.label}
          aria-haspopup="menu"
          aria-expanded={state.open}
          aria-controls={menuId}
          onKeyDown={onButtonKeyDown}
          onClick={() => {
            focusAt.current = 'first';
            messageSource.current = null;
            state.setOpen(!state.open, 'button');
          }}
        >
          <svg className={`${C}icon`} part="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      )}
      <div
        ref={menu}
        id={menuId}
        className={`${C}menu`}
        part="menu"
        role="menu"
        popover="manual"
        tabIndex={-1}
        aria-labelledby={props.noButton ? undefined : buttonId}
        aria-label={props.noButton ? props.label : undefined}
      >
        <Slot />
      </div>
    </>
  );
}
