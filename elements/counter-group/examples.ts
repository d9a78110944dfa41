import type { ElementExample } from '../../src/example.ts';

/** vb-counter-group's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Three giving counters and their sum`,
    description: `Each <code>vb-counter</code> reads and counts on its own; the group lays them out side by side and shows their total.`,
    html: `<vb-counter-group label="items pledged in all" link="/demo/counter.html" link-text="How the pledges are used">
  <vb-counter group="giving" counter-id="group-demo-kits" label="hygiene kits" limit="500" increment-text="Pledge a kit"></vb-counter>
  <vb-counter group="giving" counter-id="group-demo-blankets" label="blankets" limit="300" increment-text="Pledge a blanket"></vb-counter>
  <vb-counter group="giving" counter-id="group-demo-meals" label="meals" limit="1000" increment-text="Pledge a meal"></vb-counter>
</vb-counter-group>`,
  },
];
