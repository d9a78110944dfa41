import { useCallback, useEffect, useRef, useState } from 'react';
import { currentFragment } from '../../src/fragment.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useDisclosure } from '../../src/hooks/use-disclosure.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useOnInView } from '../../src/hooks/use-in-view.ts';
import { useRemoteTrigger } from '../../src/hooks/use-remote-trigger.ts';
import { reportOpen, shownAfterTrigger } from '../../src/remote-trigger.ts';
import type { UnveilEvents } from './events.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export type { UnveilEvents } from './events.ts';

export type UnveilProps = PropsOf<typeof meta>;

const C = 'vb-unveil__';

/** What revealed or hid the content: its button, a remote trigger, coming into view, find in page, the fragment. */
type UnveilCause = 'user' | 'trigger' | 'view' | 'find' | 'fragment';

/**
 * Content revealed on a trigger (trigger-id: hidden until-found until a remote trigger, a link, its own button or the
 * fragment reveals it) or as it comes into view (no trigger-id). The host's data-vb-revealed attribute is the one
 * state: the element writes it, the prop follows, and a page may write it too.
 */
export function Unveil({ triggerId, label, animation, revealed }: UnveilProps) {
  const host = useHost();
  const emit = useEmit<UnveilEvents>();
  const id = triggerId.trim();
  const panel = useRef<HTMLDivElement>(null);
  const contentId = `${useDomId()}-content`;
  // Only a reveal after start-up animates: content revealed at load is simply there.
  const [animate, setAnimate] = useState(false);

  useEffect(() => {
    if (label && !id) console.warn(`<${host.tag}>: label needs trigger-id (content revealed in view has no button); the button is not shown.`);
  }, [label, id, host.tag]);

  // The attribute is the state (the prop follows it); a page may write it too.
  const write = useCallback(
    (next: boolean, cause: UnveilCause) => {
      if (host.element.hasAttribute('data-vb-revealed') === next) return false;
      host.element.toggleAttribute('data-vb-revealed', next);
      emit('vb-unveil-toggle', { revealed: next, cause });
      return true;
    },
    [host.element, emit],
  );
  const reveal = useCallback(
    (next: boolean, cause: UnveilCause) => {
      if (write(next, cause)) setAnimate(next && cause !== 'find');
    },
    [write],
  );

  useRemoteTrigger(id, (message) => {
    const next = shownAfterTrigger(message.action, host.element.hasAttribute('data-vb-revealed'));
    if (next === undefined) return;
    reveal(next, 'trigger');
    // A link or button that revealed it says so, as a disclosure button does.
    const { source } = message;
    if ((source instanceof HTMLAnchorElement || source instanceof HTMLButtonElement) && !source.closest('vb-remote-trigger')) {
      source.setAttribute('aria-expanded', String(next));
    }
  });

  useEffect(() => {
    if (id && currentFragment() === id) write(true, 'fragment');
  }, [id, write]);

  useEffect(() => {
    if (!id) return undefined;
    reportOpen(id, revealed);
    return () => reportOpen(id, undefined);
  }, [id, revealed]);

  const inView = useOnInView<HTMLDivElement>(() => reveal(true, 'view'), { enabled: !id && !revealed });
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      panel.current = element;
      return inView(element);
    },
    [inView],
  );

  // With a trigger id the content is hidden (until-found) until revealed; in-view content only waits to fade in.
  useDisclosure(panel, revealed || !id, { onFound: () => reveal(true, 'find') });

  const state = revealed ? 'revealed' : 'waiting';
  return (
    <>
      {label && id ? (
        <button
          type="button"
          className={`${C}button vb-button`}
          part="button"
          aria-expanded={revealed}
          aria-controls={contentId}
          onClick={() => reveal(!host.element.hasAttribute('data-vb-revealed'), 'user')}
        >
          {label}
        </button>
      ) : null}
      <div
        ref={attach}
        id={contentId}
        className={`${C}content`}
        part="content"
        data-state={state}
        data-mode={id ? 'trigger' : 'view'}
        data-animation={animation}
        data-animate={animate ? '' : undefined}
      >
        <Slot />
      </div>
    </>
  );
}
