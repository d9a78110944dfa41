/**
 * The rules of a tile whose details open in place (vb-card-tile, vb-uber-tile), pure: the disclosure button's text
 * and the heading level the tile can use. Their behaviour on the DOM is src/hooks/use-expandable.ts.
 */

/** The disclosure button's text for the state it is in. */
export function buttonText(expanded: boolean, moreLabel: string, lessLabel: string): string {
  return expanded ? lessLabel : moreLabel;
}

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The level asked for when it is a whole number 2 to 6, else undefined (the element warns and uses 3). */
export function headingLevelOf(value: number): HeadingLevel | undefined {
  return Number.isInteger(value) && value >= 2 && value <= 6 ? (value as HeadingLevel) : undefined;
}

/** The console's words for an empty heading (undefined when there is one); `noun` is what the element is ('card', 'tile'). */
export function headingProblem(tag: string, noun: string, heading: string): string | undefined {
  return heading.trim() ? undefined : `<${tag}>: heading is empty; give the ${noun} a heading (heading="…"), it names the ${noun} and its button.`;
}

/** The console's words for a tile without details (then it has no button). */
export function detailsProblem(tag: string, hasDetails: boolean): string | undefined {
  return hasDetails ? undefined : `<${tag}>: no details. Put the content to reveal in a child with slot="details"; until then there is no button.`;
}

/** The console's words for a heading level outside 2 to 6. */
export function levelProblem(tag: string, headingLevel: number): string | undefined {
  return headingLevelOf(headingLevel) ? undefined : `<${tag}>: heading-level="${headingLevel}" is not 2 to 6; using 3.`;
}
