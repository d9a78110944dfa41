/**
 * A tile whose details open in place (vb-card-tile, vb-uber-tile) on the disclosure kit: the host's `expanded`
 * attribute is the one state (the element writes it, the prop follows, a page may write it too), the panel is
 * hidden="until-found" while closed, find-in-page opens it, an opening by the visitor animates (never under reduced
 * motion) and sends one click analytic, and bad input is named in the console once per change.
 *
 * `const { panel, id, hasDetails, hasMedia, toggle } = useExpandable({ ...props, noun: 'card', onToggle: (d) => emit('vb-x-toggle', d) })`
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { track } from '../analytics.ts';
import { detailsProblem, headingProblem } from '../expandable-logic.ts';
import { useHost, type HostInfo } from './host-context.ts';
import { useDisclosure } from './use-disclosure.ts';
import { useDomId } from './use-dom-id.ts';
import { useLatest } from './use-latest.ts';
import { useSlotFilled } from './use-slot-filled.ts';

export type ExpandCause = 'user' | 'find';
export interface ExpandToggle {
  expanded: boolean;
  cause: ExpandCause;
}

export interface UseExpandableOptions {
  expanded: boolean;
  heading: string;
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

export interface ExpandableTile {
  host: HostInfo;
  /** The details panel's element (its id is `<id>-details`). */
  panel: RefObject<HTMLDivElement | null>;
  /** The tile's DOM id: the heading is `<id>-heading`. */
  id: string;
  /** Whether the author filled the `details` and `media` slots. */
  hasDetails: boolean;
  hasMedia: boolean;
  /** What the disclosure button does: open a closed tile, close an open one. */
  toggle: () => void;
}

export function useExpandable(options: UseExpandableOptions): ExpandableTile {
  const { expanded, heading, noun } = options;
  const host = useHost();
  const panel = useRef<HTMLDivElement>(null);
  const id = useDomId();
  const hasDetails = useSlotFilled(host, 'details');
  const hasMedia = useSlotFilled(host, 'media');
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

  const toggle = useCallback(() => write(!host.element.hasAttribute('expanded'), 'user'), [write, host.element]);
  return { host, panel, id, hasDetails, hasMedia, toggle };
}
