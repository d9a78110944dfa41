import { useEffect, useRef, useState } from 'react';
import { CallToActionLink } from '../../src/call-to-action.tsx';
import { reserveFloatingRoom } from '../../src/floating-room.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useEmit } from '../../src/hooks/use-emit.ts';
import type { PropsOf } from '../../src/props.ts';
import type { PersistentCallToActionEvents } from './events.ts';
import type { meta } from './meta.ts';
import { useKeepFocusUncovered } from './use-keep-focus-uncovered.ts';
import { SHOW_DELAY_MS } from './persistent-call-to-action-logic.ts';

export type PersistentCallToActionProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules). */
const C = 'vb-persistent-call-to-action__';

/** Shown SHOW_DELAY_MS after mounting; then room at the page's end (src/floating-room.ts) while it shows. */
function useShowAfterDelay(bar: React.RefObject<HTMLElement | null>): boolean {
  const { element } = useHost();
  const emit = useEmit<PersistentCallToActionEvents>();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), SHOW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!shown || !bar.current) return;
    element.toggleAttribute('data-vb-shown', true);
    emit('vb-persistent-call-to-action-show', { height: Math.round(bar.current.getBoundingClientRect().height) });
    const release = reserveFloatingRoom(bar.current);
    return () => {
      release();
      element.removeAttribute('data-vb-shown');
    };
  }, [shown, bar, element, emit]);
  return shown;
}

export function PersistentCallToAction(props: PersistentCallToActionProps) {
  const bar = useRef<HTMLElement>(null);
  const shown = useShowAfterDelay(bar);
  useKeepFocusUncovered(bar, shown);
  return (
    <aside ref={bar} className={`${C}bar`} part="bar" aria-label={props.label} hidden={!shown}>
      <div className={`${C}content vb-call-to-action-content`} part="content">
        <Slot />
      </div>
      <CallToActionLink className={`${C}link vb-link-button`} {...props} />
    </aside>
  );
}
