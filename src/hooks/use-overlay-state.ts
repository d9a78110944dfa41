import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { track } from '../analytics.ts';
import { triggerIdOf, type OverlayCause } from '../overlay-logic.ts';
import { reportOpen, sentThisTask, shownAfterTrigger, type TriggerMessage } from '../remote-trigger.ts';
import { emitEvent } from './use-emit.ts';
import { useLatest } from './use-latest.ts';
import { useRemoteTrigger } from './use-remote-trigger.ts';

export interface OverlayState {
  open: boolean;
  /** Why it last opened or closed. */
  cause: OverlayCause;
}

export interface UseOverlayStateOptions {
  /** The remote-trigger id given by the author ('' for the element's own id). */
  triggerId: string;
  /** The element's folder name: each change (and an open at mount) is sent as `vb-<name>-open` or `vb-<name>-close` with its cause. */
  name: string;
  /** The change's click analytic's contentTitle (the element's accessible name), read at each change. */
  title(): string;
  /** Before the change's event is sent (a modal pauses what plays inside, a popup remembers it was shown). */
  onChange?(state: OverlayState): void;
  /** Before a remote-trigger message is acted on (a popup anchors to the link that sent it). */
  onMessage?(message: TriggerMessage): void;
  /** May it open now, for this cause (a popup shown once, say)? Closing is always allowed. */
  canOpen?(cause: OverlayCause): boolean;
}

export interface OverlayStateControl extends OverlayState {
  setOpen(open: boolean, cause: OverlayCause): void;
  /** The trigger id in use: the given one, else the element's id. */
  triggerId: string;
}

/**
 * The open state of an overlay element, one way for modal, overlay and popup: it starts from the `open`
 * prop, follows it when the page sets it, follows remote-trigger messages for the trigger id (a link to
 * `#id` toggles it), and is written back to the host's `open` attribute, so page CSS and scripts see the
 * truth after the visitor closed it (and setting it again reopens it). Each change is sent as the element's open or
 * close event and a click analytic. The state is reported for the trigger id
 * (src/remote-trigger.ts `reportOpen`).
 */
export function useOverlayState(host: HTMLElement, openProp: boolean, options: UseOverlayStateOptions): OverlayStateControl {
  const [state, setState] = useState<OverlayState>({ open: openProp, cause: 'property' });
  const [seenProp, setSeenProp] = useState(openProp);
  if (seenProp !== openProp) {
    setSeenProp(openProp);
    if (state.open !== openProp) setState({ open: openProp, cause: 'property' });
  }
  const latest = useLatest(options);

  // One function for the element's life (effects that open it depend on it); it reads the latest options when called.
  const [setOpen] = useState(() => (open: boolean, cause: OverlayCause) => {
    const { canOpen } = latest.current;
    // The click outside was on a remote trigger for this overlay: the trigger has acted (toggled, opened, closed).
    if (cause === 'outside' && sentThisTask(triggerIdOf(latest.current.triggerId, host.id))) return;
    if (open && canOpen && !canOpen(cause)) return;
    setState((current) => (current.open === open ? current : { open, cause }));
  });

  const triggerId = triggerIdOf(options.triggerId, host.id);
  useRemoteTrigger(triggerId, (message) => {
    latest.current.onMessage?.(message);
    const next = shownAfterTrigger(message.action, state.open);
    if (next !== undefined) setOpen(next, 'trigger');
  });

  useLayoutEffect(() => {
    host.toggleAttribute('open', state.open);
  }, [host, state.open]);

  // Told to the remote trigger, so what opens it by id follows it: a floating action button closes with the
  // overlay it opened (spec section 2), a vb-remote-trigger says aria-expanded.
  useEffect(() => {
    if (triggerId) reportOpen(triggerId, state.open);
  }, [triggerId, state.open]);
  useEffect(() => () => reportOpen(triggerId, undefined), [triggerId]);

  const reported = useRef(false);
  useEffect(() => {
    // Closed at mount is no change; every later state (and an open at mount) is reported once.
    if (!reported.current && !state.open) return;
    reported.current = true;
    const { name, title, onChange } = latest.current;
    onChange?.(state);
    const what = state.open ? 'open' : 'close';
    emitEvent(host, `vb-${name}-${what}`, { cause: state.cause });
    track(host, 'click', { contentTitle: title(), interactionText: what });
  }, [host, state, latest]);

  return { ...state, setOpen, triggerId };
}
