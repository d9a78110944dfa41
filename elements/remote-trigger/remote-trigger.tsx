import { useEffect, useRef } from 'react';
import { track } from '../../src/analytics.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { useTriggerOpen } from '../../src/hooks/use-remote-trigger.ts';
import { sendTrigger } from './remote-trigger-logic.ts';
import type { RemoteTriggerEvents } from './events.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export type { RemoteTriggerEvents } from './events.ts';

export type RemoteTriggerProps = PropsOf<typeof meta>;

const C = 'vb-remote-trigger__';

/**
 * A button that sends a remote-trigger message to `target` (src/remote-trigger.ts), with aria-expanded when the
 * block there reports whether it is open. Its name is the author's content, else `label`; a missing target or name is a console warning naming the attribute, not a silent button.
 */
export function RemoteTrigger(props: RemoteTriggerProps) {
  const { target, label } = props;
  const host = useHost();
  const emit = useEmit<RemoteTriggerEvents>();
  const latest = useLatest(props);
  const button = useRef<HTMLButtonElement>(null);
  // A block that shows and hides (vb-unveil) reports its state: the button says it as a disclosure button does.
  const open = useTriggerOpen(target.trim());

  useEffect(() => {
    if (!target.trim()) console.warn(`<${host.tag}>: no target; write target="<trigger id of the block to control>". The button is disabled.`);
  }, [target, host.tag]);

  useEffect(() => {
    const hasContent = (host.element.textContent ?? '').trim() !== '' || host.element.querySelector('[aria-label],img[alt]') !== null;
    if (!hasContent && !label.trim()) console.warn(`<${host.tag}>: the button has no name; write text inside the tag or label="...".`);
  }, [label, host]);

  // A native listener: React misses clicks on slotted content (src/hooks/slot.tsx).
  useEffect(() => {
    const element = button.current;
    if (!element) return undefined;
    const press = () => {
      const { target: id, action } = latest.current;
      const to = id.trim();
      if (!to) return;
      const { received } = sendTrigger(to, action, element, host.element.ownerDocument);
      const text = (host.element.textContent ?? '').trim() || latest.current.label;
      track(host.element, 'click', { interactionText: text, link: `#${to}` });
      emit('vb-remote-trigger-send', { target: to, action, received });
    };
    element.addEventListener('click', press);
    return () => element.removeEventListener('click', press);
  }, [host.element, emit, latest]);

  return (
    <button ref={button} type="button" className={`${C}button`} part="button" disabled={!target.trim()} aria-expanded={open}>
      <Slot>{label}</Slot>
    </button>
  );
}
