/** vb-modal's rules apart from React: its accessible name, the fallback focus target, a bad heading level. */
import { nameText } from '../../src/overlay-logic.ts';

const HEADING = 'h1, h2, h3, h4, h5, h6, [role="heading"]';

/** The name the dialog is announced by: its `heading`, else the content's first heading, else `label`. */
export function modalName(heading: string, contentHeadingText: string, label: string): string {
  return nameText(heading) || nameText(contentHeadingText) || nameText(label);
}

/** The text of the first heading the author put in the modal. */
export function contentHeading(host: Element): string {
  return nameText(host.querySelector(HEADING)?.textContent);
}

/** The element with `id` in the host's tree (the page, or the shadow root it sits in); null for an empty id. */
export function elementById(host: Element, id: string): HTMLElement | null {
  const wanted = id.trim();
  if (!wanted) return null;
  const root = host.getRootNode();
  const found = root instanceof ShadowRoot || root instanceof Document ? root.getElementById(wanted) : null;
  return found instanceof HTMLElement ? found : null;
}
