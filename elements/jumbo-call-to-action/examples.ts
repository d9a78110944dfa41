import type { ElementExample } from '../../src/example.ts';

export const examples: ElementExample[] = [
  {
    name: 'default',
    title: `A heading, a sentence and a large link on a dark band`,
    description: `The author writes the text; <code>href</code> and <code>link-text</code> make the link. Following it sends one analytics click whose <code>contentTitle</code> is the heading.`,
    html: `<vb-jumbo-call-to-action href="/demo/unit-finder.html" link-text="Find a congregation">
  <h3>You are invited</h3>
  <p>Come worship with us this Sunday. Everyone is welcome.</p>
</vb-jumbo-call-to-action>`,
  },
  {
    name: 'image',
    title: `Over a photo, with its own analytics wording`,
    description: `<code>image</code> puts a decorative photo behind the text, darkened so white text stays readable. <code>analytics-title</code>, <code>analytics-text</code> and <code>offer-id</code> replace what the analytics click says.`,
    html: `<vb-jumbo-call-to-action image="/demo/static/images/hills.svg" href="/demo/stepped-form.html" link-text="Request a visit" analytics-title="Missionary visit" analytics-text="request visit" offer-id="offer-42">
  <h3>Questions about life?</h3>
  <p>Missionaries can visit you at home or online, at a time that suits you.</p>
</vb-jumbo-call-to-action>`,
  },
  {
    name: 'themed',
    title: `Themed through custom properties`,
    description: `The class <code>jumbo-demo-themed</code> (in <code>/demo/jumbo-call-to-action.css</code>) sets <code>--vb-jumbo-call-to-action-background</code> and <code>--vb-jumbo-call-to-action-min-height</code>.`,
    html: `<vb-jumbo-call-to-action class="jumbo-demo-themed" href="/demo/poll.html" link-text="Share your view">
  <h3>What does Easter mean to you?</h3>
</vb-jumbo-call-to-action>`,
  },
];
