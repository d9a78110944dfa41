/**
 * Page furniture for the anchor-scrolling tests of vb-page and vb-scroll-logic (both run src/hooks/use-page-anchors.ts):
 * the scroll events an element sends, room below the fixture, and a fixed header. Each adds its undo to `cleanups`,
 * which the test file empties after every test.
 */
export type Scrolled = { id: string; offset: number; cause: string };

/** Every `event` (e.g. 'vb-page-scroll') the document hears from now on: its detail. */
export function recordScrolls(event: string, cleanups: Array<() => void>): Scrolled[] {
  const seen: Scrolled[] = [];
  const listener = (e: Event) => seen.push((e as CustomEvent<Scrolled>).detail);
  document.addEventListener(event, listener);
  cleanups.push(() => document.removeEventListener(event, listener));
  return seen;
}

/** Room below the fixture (after it), so every target can reach the top of the viewport. */
export function roomBelow(cleanups: Array<() => void>): void {
  const spacer = document.createElement('div');
  spacer.style.height = '3000px';
  document.body.append(spacer);
  cleanups.push(() => spacer.remove());
}

/** A fixed header of 60 px, added now or later (as a header block that upgrades after the page's links work). */
export function fixedHeader(className: string, cleanups: Array<() => void>): HTMLElement {
  const header = document.createElement('div');
  header.className = className;
  header.style.cssText = 'position: fixed; top: 0; left: 0; right: 0; height: 60px; background: #fff;';
  document.body.append(header);
  cleanups.push(() => header.remove());
  return header;
}
