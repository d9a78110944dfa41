import type { ElementExample } from '../../src/example.ts';

/** vb-unveil's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Revealed by its own button`,
    description: `<code>trigger-id="uv-story"</code> <code>label="Read the full story"</code>: a disclosure button reveals the content, which fades in; pressed again, it hides it. <a href="#uv-story">A link to #uv-story</a> does the same without scrolling.`,
    html: `<vb-unveil trigger-id="uv-story" label="Read the full story">
  <p>The chapel was built by volunteers in 1952, from timber the members cut themselves.</p>
  <p>Seventy years on, the same families still meet there every Sunday, and visitors are always welcome.</p>
</vb-unveil>`,
  },
  {
    name: 'remote',
    title: `Revealed by a remote trigger elsewhere`,
    description: `A <code>vb-remote-trigger</code> after it, with <code>target="uv-schedule"</code>, sends to it; its button says <code>aria-expanded</code> as the content shows and hides.`,
    html: `<vb-unveil trigger-id="uv-schedule" animation="slide">
  <ul>
    <li>Sunday 10:00: sacrament meeting</li>
    <li>Sunday 11:00: classes for adults, youth and children</li>
    <li>Wednesday 19:00: youth activities</li>
  </ul>
</vb-unveil>
<vb-remote-trigger target="uv-schedule">Show the schedule</vb-remote-trigger>`,
  },
  {
    name: 'in-view',
    title: `Revealed as it comes into view`,
    description: `No <code>trigger-id</code>: the content fades in once, when it scrolls into view. With reduced motion it is simply there.`,
    html: `<vb-unveil>
  <p>Every week, members and friends serve together: food banks, clean-ups and visits to neighbours in need.</p>
</vb-unveil>`,
  },
  {
    name: 'start-revealed',
    title: `Starts revealed`,
    description: `<code>data-vb-revealed</code> written by the page: the content shows from the start, and the trigger can hide it (<code>action="close"</code>).`,
    html: `<vb-unveil trigger-id="uv-note" data-vb-revealed animation="none">
  <p>Parking is limited this Sunday: please use the school car park across the road.</p>
</vb-unveil>
<vb-remote-trigger target="uv-note" action="close">Dismiss the note</vb-remote-trigger>`,
  },
];
