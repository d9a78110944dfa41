import type { ElementExample } from '../../src/example.ts';

/** vb-scroll-logic's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `An "On this page" list`,
    description: `<code>label="On this page"</code>: its links scroll smoothly to their sections (instantly when you prefer reduced motion) and move focus there, so Tab goes on from the section; every other in-page link of the page does the same.`,
    html: `<vb-scroll-logic label="On this page">
  <ul>
    <li><a href="#sl-times">Meeting times</a></li>
    <li><a href="#sl-visit">Your first visit</a></li>
  </ul>
</vb-scroll-logic>
<h3 id="sl-times">Meeting times</h3>
<p>Sacrament meeting starts at 10:00 on Sundays; classes for adults, youth and children follow at 11:00.</p>
<h3 id="sl-visit">Your first visit</h3>
<p>Come as you are. Someone at the door will show you where to sit and answer any questions.</p>`,
  },
  {
    name: 'empty-anchor',
    title: `An empty anchor: focus goes to its heading`,
    description: `The link points at <code>&lt;a id="sl-parking"&gt;&lt;/a&gt;</code>, which has nothing to read; focus goes to the heading just before it (found among up to 3 previous siblings), so a screen reader says where you are.`,
    html: `<vb-scroll-logic>
  <p><a href="#sl-parking">Where to park</a></p>
</vb-scroll-logic>
<h3>Parking</h3>
<a id="sl-parking"></a>
<p>Free parking behind the building, with spaces kept for visitors near the door.</p>`,
  },
  {
    name: 'remote-trigger',
    title: `A link to a block that listens: it opens, no scroll`,
    description: `<code>#sl-more</code> is the <code>trigger-id</code> of a <code>vb-unveil</code>: the link sends it a trigger message (it reveals its content) instead of scrolling.`,
    html: `<vb-scroll-logic>
  <p><a href="#sl-more">More about the building</a></p>
</vb-scroll-logic>
<vb-unveil trigger-id="sl-more">
  <p>The chapel was built by volunteers in 1952, from timber the members cut themselves.</p>
</vb-unveil>`,
  },
  {
    name: 'sticky-header',
    title: `Below a sticky header`,
    description: `<code>header=".demo-header"</code>: this page's sticky header is measured (and waited for at load, up to 20 × 100 ms), and the target lands just below it instead of under it.`,
    html: `<vb-scroll-logic header=".demo-header">
  <p><a href="#sl-contact">Contact the ward clerk</a></p>
</vb-scroll-logic>
<h3 id="sl-contact">Contact the ward clerk</h3>
<p>Write to the ward clerk at the meetinghouse address, or ask after any Sunday meeting.</p>`,
  },
];
