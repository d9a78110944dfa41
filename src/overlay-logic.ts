/**
 * The overlays' rules apart from React (node-tested): a heading level, the accessible name, margins and delays. What a
 * remote-trigger message does to an open or closed overlay is the remote-trigger kit's (`shownAfterTrigger`). No page
 * globals here: `contentHeading` reads only the element it is given.
 */
import type { OverlayCloseReason } from './overlay.ts';

/** Why an overlay opened: its open attribute or property, a remote trigger (a link to #id), a timer, or at load. */
export type OverlayOpenCause = 'property' | 'trigger' | 'delay' | 'initial';
/**
 * Why it closed: the kit's reasons, its close button, its attribute or property, a remote trigger; a menu also
 * closes when an item was chosen ('select') or Tab left it ('tab').
 */
export type OverlayCause = OverlayOpenCause | OverlayCloseReason | 'button' | 'select' | 'tab';

/** The trigger id: the one given, else the element's own id; white space trimmed. */
export function triggerIdOf(given: string, elementId: string): string {
  return given.trim() || elementId.trim();
}

/** Collapsed text for an accessible name (a heading found in the author's content). */
export function nameText(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** Spec section 9: mobile breakpoint 600 px (the popup's mobile margin applies below it). */
export const MOBILE_BREAKPOINT_PX = 600;
/** Spec section 9: popup delay seconds x 1000. */
export const DELAY_UNIT_MS = 1000;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Where a floating box may sit so that it does not cover `focused` (WCAG 2.2 focus not obscured): its own y when
 * it does not overlap, else just above the focused element when there is room, else just below, else unchanged
 * (a screen too small for both; the box is then scrollable by the page as usual). `gap` between them, `padding`
 * from the viewport's edges.
 */
export function yClearOf(box: Box, focused: Box, viewportHeight: number, gap: number, padding: number): number {
  if (!overlaps(box, focused)) return box.y;
  const above = focused.y - gap - box.height;
  if (above >= padding) return above;
  const below = focused.y + focused.height + gap;
  if (below + box.height <= viewportHeight - padding) return below;
  return box.y;
}

/** The popup's gap to its anchor: the mobile margin below 600 px, else the desktop one; a negative or non-number gives 0. */
export function marginFor(viewportWidth: number, desktop: number, mobile: number): number {
  const margin = viewportWidth < MOBILE_BREAKPOINT_PX ? mobile : desktop;
  return Number.isFinite(margin) && margin > 0 ? margin : 0;
}

/** The delay before a popup opens by itself: seconds x 1000; none (undefined) for a manual popup or a bad number. */
export function openDelayMs(delayType: string, seconds: number): number | undefined {
  if (delayType !== 'immediate') return undefined;
  return Number.isFinite(seconds) && seconds > 0 ? seconds * DELAY_UNIT_MS : 0;
}

const HEADING = 'h1, h2, h3, h4, h5, h6, [role="heading"]';

/** The name a dialog (modal, overlay, popup) is announced by: its `heading`, else the content's first heading, else `label`. */
export function modalName(heading: string, contentHeadingText: string, label: string): string {
  return nameText(heading) || nameText(contentHeadingText) || nameText(label);
}

/** The text of the first heading the author put in the dialog. */
export function contentHeading(host: Element): string {
  return nameText(host.querySelector(HEADING)?.textContent);
}
