/** vb-card-tile's rules, pure: the button's text and the heading level it can use. */

/** The disclosure button's text for the state it is in. */
export function buttonText(expanded: boolean, moreLabel: string, lessLabel: string): string {
  return expanded ? lessLabel : moreLabel;
}

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The level asked for when it is a whole number 2 to 6, else undefined (the element warns and uses 3). */
export function headingLevelOf(value: number): HeadingLevel | undefined {
  return Number.isInteger(value) && value >= 2 && value <= 6 ? (value as HeadingLevel) : undefined;
}
