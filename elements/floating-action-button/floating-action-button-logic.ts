/**
 * vb-floating-action-button's rules apart from React: what a message to its own id does, and how its open state and
 * the state of the overlay it controls follow each other.
 */

export type FabCause = 'button' | 'overlay' | 'trigger' | 'property';

/** A remote-trigger action about showing the button itself: 'show' shows it, 'hide' hides it; others undefined. */
export function visibleAfter(action: string): boolean | undefined {
  if (action === 'show') return true;
  if (action === 'hide') return false;
  return undefined;
}

/**
 * After the button opened or closed: the message to send to the overlay it controls, or undefined when there is none
 * to send (no target, the change came from the overlay itself, or the overlay is in that state already).
 */
export function messageForTarget(target: string, open: boolean, cause: FabCause, targetOpen: boolean | undefined): 'open' | 'close' | undefined {
  if (!target || cause === 'overlay' || targetOpen === open) return undefined;
  return open ? 'open' : 'close';
}

/** The overlay reported a state: the open state the button follows it to, or undefined when it agrees already or says nothing. */
export function followTarget(targetOpen: boolean | undefined, open: boolean): boolean | undefined {
  return targetOpen === undefined || targetOpen === open ? undefined : targetOpen;
}
