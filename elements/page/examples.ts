import type { ElementExample } from '../../src/example.ts';

/** vb-page's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `In-page links below the sticky header`,
    description: `<code>&lt;vb-page header=".demo-header"&gt;</code> around the content draws nothing of its own; with it every link to <code>#id</code> on the page scrolls smoothly to its target (instantly when you prefer reduced motion), keeps it just below this page's sticky header and moves focus there, so Tab goes on from the section.`,
    html: `<vb-page header=".demo-header">
  <p><a href="#pg-times">Meeting times</a> · <a href="#pg-visit">Your first visit</a></p>
  <h3 id="pg-times">Meeting times</h3>
  <p>Sacrament meeting starts at 10:00 on Sundays; classes for adults, youth and children follow at 11:00.</p>
  <h3 id="pg-visit">Your first visit</h3>
  <p>Come as you are. Someone at the door will show you where to sit and answer any questions.</p>
</vb-page>`,
  },
  {
    name: 'empty-anchor',
    title: `An empty anchor: focus goes to its heading`,
    description: `The link points at <code>&lt;a id="pg-parking"&gt;&lt;/a&gt;</code>, which has nothing to read; focus goes to the heading just before it (found among up to 3 previous siblings), so a screen reader says where you are.`,
    html: `<vb-page>
  <p><a href="#pg-parking">Where to park</a></p>
  <h3>Parking</h3>
  <a id="pg-parking"></a>
  <p>Free parking behind the building, with spaces kept for visitors near the door.</p>
</vb-page>`,
  },
  {
    name: 'remote-trigger',
    title: `A link to a block that listens: it opens, no scroll`,
    description: `<code>#pg-more</code> is the <code>trigger-id</code> of a <code>vb-unveil</code>: the link sends it a trigger message (it reveals its content) instead of scrolling.`,
    html: `<vb-page>
  <p><a href="#pg-more">More about the building</a></p>
  <vb-unveil trigger-id="pg-more">
    <p>The chapel was built by volunteers in 1952, from timber the members cut themselves.</p>
  </vb-unveil>
</vb-page>`,
  },
  {
    name: 'data-link',
    title: `The current page's link is marked`,
    description: `A <code>data-link</code> item whose address is this page's origin plus path gets <code>aria-current="page"</code> (marked bold here), again after Back or Forward changes the address.`,
    html: `<vb-page>
  <ul class="demo-page-menu">
    <li><a data-link href="/demo/">All blocks</a></li>
    <li><a data-link href="/demo/page.html">Page behaviours</a></li>
  </ul>
</vb-page>`,
  },
];
