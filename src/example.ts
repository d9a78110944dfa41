/**
 * One example of an element (elements/<name>/examples.ts): written once, shown on the demo page
 * (scripts/demo-examples.ts), mounted by the tests (test/support/fixtures.ts) and embedded in the README.
 * Type only: nothing here reaches a bundle.
 */
export interface ElementExample {
  /** Stable id (kebab-case): the demo section's id and the fixture's name. */
  name: string;
  /** Short heading. */
  title: string;
  /** One or two sentences of inline HTML (code, em, kbd, a): what this variant shows and how. */
  description: string;
  /** The markup a page author writes: the element, and a wrapper (a form) when the variant needs one. */
  html: string;
  /** Demo-page-only markup after the example (buttons driven by the demo's scripts); not part of the example. */
  demoHtml?: string;
  /** Demo-page-only class on the example's section (e.g. a dark background the example sits on). */
  demoClass?: string;
}
