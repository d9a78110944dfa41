/**
 * What a remote trigger's press does (spec section 2, 'Other page behaviours'; section 4 'remote trigger'):
 * the message goes to the blocks subscribed to the id; with none, the press behaves as a link to '#id' would
 * (scroll there and move focus, smoothly unless reduced motion).
 */
import { publish, scrollToTarget } from '../../src/remote-trigger.ts';

export interface SendResult {
  received: boolean;
  /** No subscriber, and the element with that id was scrolled to. */
  scrolled: boolean;
}

export function sendTrigger(target: string, action: string, source: Element, doc: Document = document): SendResult {
  if (publish(target, { action, source })) return { received: true, scrolled: false };
  const element = doc.getElementById(target);
  if (!(element instanceof HTMLElement)) return { received: false, scrolled: false };
  scrollToTarget(element, doc.defaultView ?? window);
  return { received: false, scrolled: true };
}
