/**
 * The rules of a tile whose details open in place (vb-card-tile, vb-uber-tile), pure: the disclosure button's text
 * and the console's words for what the author left out.
 * Their behaviour on the DOM is src/hooks/use-expandable.ts.
 */

/** The disclosure button's text for the state it is in. */
export function buttonText(expanded: boolean, moreLabel: string, lessLabel: string): string {
  return expanded ? lessLabel : moreLabel;
}

/** The console's words for an empty heading (undefined when there is one); `noun` is what the element is ('card', 'tile'). */
export function headingProblem(tag: string, noun: string, heading: string): string | undefined {
  return heading.trim() ? undefined : `<${tag}>: heading is empty; give the ${noun} a heading (heading="…"), it names the ${noun} and its button.`;
}

/** The console's words for a tile without details (then it has no button). */
export function detailsProblem(tag: string, hasDetails: boolean): string | undefined {
  return hasDetails ? undefined : `<${tag}>: no details. Put the content to reveal in a child with slot="details"; until then there is no button.`;
}
