/** vb-modal's rules apart from React: its accessible name. */
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
