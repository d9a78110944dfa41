import { useCallback, useEffect, useRef } from 'react';
import { track } from '../../src/analytics.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { useFloatingArea } from '../../src/hooks/use-floating-area.ts';
import { useFabState, type FabState } from './use-fab-state.ts';
import type { FloatingActionButtonEvents } from './events.ts';
import type { meta } from './meta.ts';
import type { PropsOf } from '../../src/props.ts';

export type { FloatingActionButtonEvents } from './events.ts';
export type FloatingActionButtonProps = PropsOf<typeof meta>;

/** Light-DOM class prefix (house rules): page CSS never restyles a bare part name. */
const C = 'vb-floating-action-button__';

/**
 * vb-floating-action-button: a toggle button in the floating-action area (src/hooks/use-floating-area.ts) that opens
 * and closes the overlay with its trigger id through the remote trigger, and follows that overlay's state.
 */
export function FloatingActionButton(props: FloatingActionButtonProps) {
  const host = useHost();
  const emit = useEmit<FloatingActionButtonEvents>();
  const button = useRef<HTMLButtonElement>(null);
  const target = props.triggerId.trim();

  const onChange = useCallback(
    ({ open, cause }: FabState) => {
      emit('vb-floating-action-button-toggle', { open, cause });
      if (cause === 'button') track(host.element, 'click', { interactionText: props.label, link: target ? `#${target}` : undefined });
    },
    [emit, host.element, props.label, target],
  );
  const state = useFabState(host.element, props.open, target, () => button.current, onChange);
  useFloatingArea(host.element, props.corner, props.inline);

  // A native listener: React misses clicks on a slotted icon (src/hooks/slot.tsx).
  const latest = useLatest(state);
  useEffect(() => {
    const element = button.current;
    if (!element) return undefined;
    const press = () => latest.current.setOpen(!latest.current.open, 'button');
    element.addEventListener('click', press);
    return () => element.removeEventListener('click', press);
  }, [latest]);

  return (
    <button
      ref={button}
      type="button"
      className={`${C}button`}
      part="button"
      aria-label={props.label}
      aria-expanded={target ? state.open : undefined}
      aria-pressed={target ? undefined : state.open}
    >
      <Slot>
        <svg className={`${C}icon`} part="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </Slot>
    </button>
  );
}
