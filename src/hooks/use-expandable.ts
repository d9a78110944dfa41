/**
 * A tile whose details open in place (vb-card-tile, vb-uber-tile) on the disclosure kit: the host's `expanded`
 * attribute is the one state (the element writes it, the prop follows, a page may write it too), the panel is
 * hidden="until-found" while closed, find-in-page opens it, an opening by the visitor animates (never under reduced
 * motion) and sends one click analytic, and bad input is named in the console once per change.
 *
 * `const toggle = useExpandable(panel, { ...props, hasDetails, noun: 'card', onToggle: (d) => emit('vb-x-toggle', d) })`
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { track } from '../analytics.ts';
import { detailsProblem, headingProblem } from '../expandable-logic.ts';
import { useHost } from './host-context.ts';
import { useDisclosure } from './use-disclosure.ts';
import { useLatest } from './use-latest.ts';

export type ExpandCause = 'user' | 'find';
export interface ExpandToggle {
  expanded: boolean;
  cause: ExpandCause;
}

export interface UseExpandableOptions {
  expanded: boolean;
  heading: string;
  hasDetails: boolean;
  /** What the element is, in the console's words ('card', 'tile'). */
  noun: string;
  /** After the element wrote the new state: send the element's toggle event. */
  onToggle: (toggle: ExpandToggle) => void;
}

function useWarning(message: string | undefined): void {
  useEffect(() => {
    if (message) console.warn(message);
  }, [message]);
}

/** Returns what the disclosure button does: open a closed tile, close an open one. */
export function useExpandable(panel: RefObject<HTMLElement | null>, options: UseExpandableOptions): () => void {
  const { expanded, heading, hasDetails, noun } = options;
  const host = useHost();
  const onToggle = useLatest(options.onToggle);
  // Only an opening after start-up animates: a tile written open is simply open.
  const [animate, setAnimate] = useState(false);

  useWarning(headingProblem(host.tag, noun, heading));
  useWarning(detailsProblem(host.tag, hasDetails));

  const write = useCallback(
    (next: boolean, cause: ExpandCause) => {
      if (host.element.hasAttribute('expanded') === next) return;
      host.element.toggleAttribute('expanded', next);
      setAnimate(next && cause === 'user');
      onToggle.current({ expanded: next, cause });
      if (cause === 'user') track(host.element, 'click', { contentTitle: heading, interactionText: next ? 'open' : 'close' });
    },
    [host.element, onToggle, heading],
  );

  useDisclosure(panel, expanded && hasDetails, { animate, onFound: () => write(true, 'find') });

  return useCallback(() => write(!host.element.hasAttribute('expanded'), 'user'), [write, host.element]);
}
