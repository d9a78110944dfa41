import type { ElementExample } from '../../src/example.ts';

export const examples: ElementExample[] = [
  {
    name: 'default',
    title: `A heading, a sentence and a link`,
    description: `The author writes the text; <code>href</code> and <code>link-text</code> make the link. Following it sends one analytics click whose <code>contentTitle</code> is the heading.`,
    html: `<vb-small-call-to-action href="/demo/unit-finder.html" link-text="Find a congregation">
  <h3>Worship with us this Sunday</h3>
  <p>Everyone is welcome at sacrament meeting.</p>
</vb-small-call-to-action>`,
  },
  {
    name: 'analytics',
    title: `Its own analytics wording and an offer`,
    description: `<code>analytics-title</code>, <code>analytics-text</code> and <code>offer-id</code> replace what the analytics click says; the visitor sees the same link.`,
    html: `<vb-small-call-to-action href="/demo/stepped-form.html" link-text="Request a visit" analytics-title="Missionary visit" analytics-text="request visit" offer-id="offer-42">
  <h3>Have questions?</h3>
  <p>Missionaries can visit you at home or online.</p>
</vb-small-call-to-action>`,
  },
  {
    name: 'themed',
    title: `Themed through custom properties`,
    description: `The class <code>cta-demo-themed</code> (in <code>/demo/small-call-to-action.css</code>) sets <code>--vb-small-call-to-action-background</code> and <code>--vb-small-call-to-action-color</code>.`,
    html: `<vb-small-call-to-action class="cta-demo-themed" href="/demo/poll.html">
  <p>Tell us what you think of this page.</p>
</vb-small-call-to-action>`,
  },
];
