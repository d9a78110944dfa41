import type { ElementExample } from '../../src/example.ts';

/** vb-floating-action-button's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Opens an overlay`,
    description: `<code>trigger-id="fab-contact"</code>: the button in the bottom-right corner opens the overlay with that id and turns into a cross; closing the overlay (Escape, its close button, the scrim) closes the button too, and focus goes back to it.`,
    html: `<vb-floating-action-button trigger-id="fab-contact" label="Contact us"></vb-floating-action-button>
<vb-overlay id="fab-contact">
  <h2>Contact us</h2>
  <p>Call <a href="tel:+18015550100">801-555-0100</a> or write to <a href="mailto:visit@example.org">visit@example.org</a>. We answer within a day.</p>
</vb-overlay>`,
  },
  {
    name: 'speed-dial',
    title: `Opens a speed dial, in the left corner`,
    description: `<code>corner="left"</code>; the speed dial has <code>no-button</code>, so this button is its opener and the menu sits by it. A remote trigger elsewhere on the page opens and closes the same menu, and the button follows.`,
    html: `<vb-floating-action-button trigger-id="fab-actions" label="Quick actions" corner="left"></vb-floating-action-button>
<vb-speed-dial id="fab-actions" no-button label="Quick actions">
  <a href="/demo/unit-finder.html">Plan a visit</a>
  <a href="mailto:visit@example.org">Email us</a>
</vb-speed-dial>
<vb-remote-trigger target="fab-actions">Quick actions</vb-remote-trigger>`,
  },
  {
    name: 'inline-scripted',
    title: `Written in the page, shown and hidden by a script`,
    description: `<code>inline</code> keeps it in the page. Without <code>trigger-id</code> it is a toggle button (<code>aria-pressed</code>). Remote-trigger messages to its id show, hide, open and close it; so do its <code>hidden</code> and <code>open</code> attributes.`,
    html: `<vb-floating-action-button id="fab-inline" inline label="Save this page"></vb-floating-action-button>
<vb-remote-trigger target="fab-inline" action="hide">Hide the button</vb-remote-trigger>
<vb-remote-trigger target="fab-inline" action="show">Show the button</vb-remote-trigger>`,
  },
];
