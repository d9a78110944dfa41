/**
 * The overlays' pure rules (node-tested): what a remote-trigger message does to an open or closed overlay,
 * a heading level, the accessible name. No DOM here.
 */
import type { OverlayCloseReason } from './overlay.ts';

/** Why an overlay opened: its open attribute or property, a remote trigger (a link to #id), a timer, or at load. */
export type OverlayOpenCause = 'property' | 'trigger' | 'delay' | 'initial';
/** Why it closed: the kit's reasons, its close button, its attribute or property, or a remote trigger. */
export type OverlayCause = OverlayOpenCause | OverlayCloseReason | 'button';

/** The open state a remote-trigger action asks for; undefined for an action that is not about showing (play). */
export function openAfterTrigger(action: string, open: boolean): boolean | undefined {
  switch (action) {
    case 'open':
    case 'show':
      return true;
    case 'close':
    case 'hide':
      return false;
    case 'toggle':
      return !open;
    default:
      return undefined;
  }
}

/** A heading level 1-6; anything else gives 2. */
export function headingLevel(level: number): 1 | 2 | 3 | 4 | 5 | 6 {
  return Number.isInteger(level) && level >= 1 && level <= 6 ? (level as 1 | 2 | 3 | 4 | 5 | 6) : 2;
}

/** The trigger id: the one given, else the element's own id; white space trimmed. */
export function triggerIdOf(given: string, elementId: string): string {
  return given.trim() || elementId.trim();
}

/** Collapsed text for an accessible name (a heading found in the author's content). */
export function nameText(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}
