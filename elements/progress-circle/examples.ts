import type { ElementExample } from '../../src/example.ts';

export const examples: ElementExample[] = [
  {
    name: 'with-drawers',
    title: `This page's reading progress, kept by tracked drawers`,
    description: `Open a drawer: the ring follows. The drawers keep the page's progress in local storage (<code>track-{path}</code>), so it is still there after a reload, and a ring on another page can show it with <code>path</code>.`,
    html: `<vb-progress-circle label="Lesson progress"></vb-progress-circle>
<vb-drawers tracked>
  <h3 id="pc-prayer">Prayer</h3>
  <p>We can talk with God in prayer, anywhere and at any time.</p>
  <h3 id="pc-scripture">Scripture study</h3>
  <p>Reading the scriptures a few minutes each day invites peace.</p>
  <h3 id="pc-service">Service</h3>
  <p>Serving others is how we follow the Saviour's example.</p>
</vb-drawers>`,
  },
  {
    name: 'given',
    title: `A value given by the page, as a percentage`,
    description: `<code>done="3"</code> and <code>total="4"</code> show that instead of the stored progress; <code>display="percent"</code> writes it in the page language.`,
    html: `<vb-progress-circle done="3" total="4" display="percent" label="Course completed"></vb-progress-circle>`,
  },
  {
    name: 'complete',
    title: `Complete, themed`,
    description: `Every item done: the host gets <code>data-vb-complete</code> for page CSS. The class <code>progress-demo-complete</code> (in <code>/demo/progress-circle.css</code>) sets its colour, size and thickness through custom properties.`,
    html: `<vb-progress-circle class="progress-demo-complete" done="5" total="5" label="All lessons read"></vb-progress-circle>`,
  },
  {
    name: 'another-page',
    title: `Another page's progress, not started yet`,
    description: `<code>path="/lessons/faith"</code> reads that page's progress; until the visitor opens something there, the ring shows a dash and says "Not started".`,
    html: `<vb-progress-circle path="/lessons/faith" label="Faith lesson"></vb-progress-circle>`,
  },
];
