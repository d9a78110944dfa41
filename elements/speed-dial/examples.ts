import type { ElementExample } from '../../src/example.ts';

/** vb-speed-dial's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `In the floating-action area`,
    description: `The button sits in the page's bottom-right corner. It opens a menu of the links inside, above it, over a scrim; the arrow keys, Home and End move through them, Escape closes the menu and focus goes back to the button.`,
    html: `<vb-speed-dial label="Contact us">
  <a href="tel:+18015550100">Call us</a>
  <a href="mailto:visit@example.org">Email us</a>
  <a href="/demo/unit-finder.html">Find a place to meet</a>
</vb-speed-dial>`,
  },
  {
    name: 'inline-below',
    title: `Written in the page, menu below`,
    description: `<code>inline</code> keeps it where it is written; <code>placement="bottom"</code> puts the menu below the button, and above it when there is no room below.`,
    html: `<vb-speed-dial inline placement="bottom" label="Share this page">
  <a href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.org%2F">Share on Facebook</a>
  <a href="https://x.com/intent/post?url=https%3A%2F%2Fexample.org%2F">Share on X</a>
  <a href="mailto:?subject=Worth%20a%20look&amp;body=https%3A%2F%2Fexample.org%2F">Send by email</a>
</vb-speed-dial>`,
  },
];
