import type { ElementExample } from '../../src/example.ts';

/** vb-multi-buttons' examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Links as buttons`,
    description: `Plain links inside; side by side while they fit, stacked full width where the block is narrower than 600 px. Each click sends an analytic with its own <code>data-analytics-text</code>.`,
    html: `<vb-multi-buttons label="Next steps">
  <a href="/demo/index.html" data-analytics-text="next steps: meet the missionaries">Meet the missionaries</a>
  <a href="/demo/unit-finder.html" data-analytics-text="next steps: find a congregation" data-variant="secondary">Find a congregation</a>
</vb-multi-buttons>`,
  },
  {
    name: 'actions',
    title: `Links and action buttons, centred`,
    description: `A <code>&lt;button data-trigger="id"&gt;</code> sends a remote trigger to the block with that id (here the drawer below); <code>align="center"</code> centres the row.`,
    html: `<vb-multi-buttons align="center" analytics-title="Service week">
  <a href="/demo/drawers.html">Read the stories</a>
  <button type="button" data-trigger="service-schedule" data-action="open" data-variant="secondary">Open the schedule</button>
  <button type="button" data-trigger="service-schedule" data-action="close" data-variant="secondary">Close the schedule</button>
</vb-multi-buttons>`,
    demoHtml: `<vb-drawers>
  <h3 id="service-schedule">Service week schedule</h3>
  <div>
    <p>Monday: food bank. Wednesday: park clean-up. Saturday: visits to neighbours.</p>
  </div>
</vb-drawers>`,
  },
  {
    name: 'stack',
    title: `Always stacked`,
    description: `<code>layout="stack"</code> keeps the buttons one under the other at any width.`,
    html: `<vb-multi-buttons layout="stack" label="Ways to give">
  <a href="/demo/counter.html">Give a hygiene kit</a>
  <a href="/demo/counter-group.html" data-variant="secondary">See what others gave</a>
</vb-multi-buttons>`,
  },
];
