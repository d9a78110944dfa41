import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { useRemoteTrigger, useTriggerOpen } from '../../src/hooks/use-remote-trigger.ts';
import { publish, shownAfterTrigger } from '../../src/remote-trigger.ts';
import { followTarget, messageForTarget, visibleAfter, type FabCause } from './floating-action-button-logic.ts';

export interface FabState {
  open: boolean;
  cause: FabCause;
}

/**
 * The button's open state, kept in step with the overlay it controls (spec section 2: it toggles on click and closes
 * when the overlay with the matching trigger id closes): a change here sends open or close to the overlay; the
 * overlay's reported state (src/remote-trigger.ts `reportOpen`, which the overlay kit's elements send) is followed.
 * Its own id takes messages from scripts: open, close, toggle, and show or hide for the button itself.
 */
export function useFabState(host: HTMLElement, openProp: boolean, target: string, source: () => Element | null, onChange: (state: FabState) => void) {
  const [state, setState] = useState<FabState>({ open: openProp, cause: 'property' });
  const [seenProp, setSeenProp] = useState(openProp);
  if (seenProp !== openProp) {
    setSeenProp(openProp);
    if (state.open !== openProp) setState({ open: openProp, cause: 'property' });
  }
  const setOpen = (open: boolean, cause: FabCause) => setState((current) => (current.open === open ? current : { open, cause }));
  // Only a change of the overlay's state is followed: at mount the button's own `open` wins and is sent to it.
  const targetOpen = useTriggerOpen(target);
  const [seenTarget, setSeenTarget] = useState(targetOpen);
  if (seenTarget !== targetOpen) {
    setSeenTarget(targetOpen);
    const next = followTarget(targetOpen, state.open);
    if (next !== undefined) setState({ open: next, cause: 'overlay' });
  }
  const latest = useLatest({ onChange, source, targetOpen });

  useRemoteTrigger(host.id, (message) => {
    const visible = visibleAfter(message.action);
    if (visible !== undefined) host.toggleAttribute('hidden', !visible);
    const next = shownAfterTrigger(message.action, state.open);
    if (next !== undefined && visible === undefined) setOpen(next, 'trigger');
  });

  useLayoutEffect(() => {
    host.toggleAttribute('open', state.open);
  }, [host, state.open]);

  const reported = useRef(false);
  useEffect(() => {
    if (!reported.current && !state.open) return;
    reported.current = true;
    const action = messageForTarget(target, state.open, state.cause, latest.current.targetOpen);
    if (action) publish(target, { action, source: latest.current.source() ?? host });
    latest.current.onChange(state);
  }, [state, target, host, latest]);

  return { ...state, setOpen };
}
