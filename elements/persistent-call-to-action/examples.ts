import type { ElementExample } from '../../src/example.ts';

export const examples: ElementExample[] = [
  {
    name: 'default',
    title: `A bar at the bottom of the viewport`,
    description: `Half a second after the page loads, a bar with the author's sentence and a link appears at the bottom edge. Tab through the page: a link that would be under the bar scrolls above it, and the page's end has room for the bar.`,
    html: `<vb-persistent-call-to-action href="/demo/stepped-form.html" link-text="Request a visit" label="Missionary visit">
  <p>Have questions? Missionaries can visit you at home or online.</p>
</vb-persistent-call-to-action>`,
  },
];
