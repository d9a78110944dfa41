import { createElement, useCallback, useLayoutEffect, useRef } from 'react';
import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useOverlay } from '../../src/hooks/use-overlay.ts';
import { useOverlayState, type OverlayState } from '../../src/hooks/use-overlay-state.ts';
import { contentHeading, marginFor, modalName, type OverlayCause } from '../../src/overlay-logic.ts';
import { placeAnchored } from '../../src/overlay-place.ts';
import { trackKey, TRACK_OPENED } from '../../src/reading-progress.ts';
import { COOKIE_DAYS, getCookie, setCookie, setItem } from '../../src/storage.ts';
import { onceCookieName, opensByItself, takesFocus } from './popup-logic.ts';
import { usePopupAuto } from './use-popup-auto.ts';
import { usePopupTrigger } from './use-popup-trigger.ts';
import type { meta } from './meta.ts';
import type { PropsOf } from '../../src/props.ts';

export type { PopupEvents } from './events.ts';
export type PopupProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules): page CSS never restyles a bare part name. */
const C = 'vb-popup__';

/**
 * vb-popup: the overlay kit (src/overlay.ts) anchored to its trigger. A popover (top layer, page still usable)
 * placed by src/overlay-place.ts; with `overlay`, a modal <dialog> with the scrim instead.
 */
export function Popup(props: PopupProps) {
  const host = useHost();
  const surface = useRef<HTMLElement>(null);
  const messageSource = useRef<Element | null>(null);
  const attachSurface = useCallback((element: HTMLElement | null) => {
    surface.current = element;
  }, []);
  const headingId = useDomId();
  const nameNow = useCallback(() => modalName(props.heading, contentHeading(host.element), props.label), [props.heading, props.label, host.element]);

  // Before its open event: remembered as opened (for its trigger's tracking) and, shown once, by its cookie.
  const remember = useCallback(
    ({ open }: OverlayState, triggerId: string, cookie: string) => {
      if (!open) return;
      if (triggerId) setItem('local', trackKey(triggerId), TRACK_OPENED);
      if (props.triggerOnce) setCookie(cookie, 'shown', { days: COOKIE_DAYS });
    },
    [props.triggerOnce],
  );
  const ids = useRef({ triggerId: '', cookie: '' });
  const state = useOverlayState(host.element, props.open, {
    triggerId: props.triggerId,
    name: 'popup',
    title: nameNow,
    onChange: (next) => remember(next, ids.current.triggerId, ids.current.cookie),
    onMessage: (message) => {
      messageSource.current = message.source ?? null;
    },
    canOpen: (cause: OverlayCause) => !(props.triggerOnce && opensByItself(cause) && getCookie(ids.current.cookie) !== undefined),
  });
  const cookie = onceCookieName(props.cookieName, state.triggerId);
  useLayoutEffect(() => {
    ids.current = { triggerId: state.triggerId, cookie };
  }, [state.triggerId, cookie]);

  usePopupAuto(state.setOpen, props.initialDisplay, props.triggerDelayType, props.triggerDelay);
  const trigger = usePopupTrigger(host.element, state.triggerId, state.open, state.setOpen);

  useOverlay(surface, state.open, {
    modal: props.overlay,
    closeOnOutside: true,
    moveFocus: takesFocus(state.cause, props.overlay),
    inside: () => (trigger ? [trigger] : []),
    returnFocus: props.returnFocus,
    requestClose: (reason) => state.setOpen(false, reason),
  });

  useLayoutEffect(() => {
    const floating = surface.current;
    if (!state.open || !floating) return undefined;
    if (!props.heading) floating.setAttribute('aria-label', nameNow());
    const anchor = trigger ?? (messageSource.current?.isConnected ? messageSource.current : null) ?? host.element;
    const gap = marginFor(window.innerWidth, props.desktopMargin, props.mobileMargin);
    return placeAnchored(anchor, floating, { side: props.placement, gap });
  }, [state.open, trigger, host.element, props.placement, props.desktopMargin, props.mobileMargin, props.heading, nameNow]);

  const content = (
    <>
      <div className={`${C}header`} part="header">
        {props.heading ? createElement(`h${props.headingLevel}`, { id: headingId, className: `${C}heading`, part: 'heading' }, props.heading) : null}
        <button type="button" className={`${C}close vb-close-button`} part="close" aria-label={props.closeLabel} onClick={() => state.setOpen(false, 'button')}>
          <svg className={`${C}close-icon`} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className={`${C}body`} part="body">
        <Slot />
      </div>
    </>
  );
  const shared = {
    ref: attachSurface,
    className: `${C}surface`,
    part: 'surface',
    'aria-labelledby': props.heading ? headingId : undefined,
  };
  return props.overlay ? (
    <dialog {...shared}>{content}</dialog>
  ) : (
    <div {...shared} role="dialog" popover="manual">
      {content}
    </div>
  );
}
