import type { ElementExample } from '../../src/example.ts';

/** vb-modal's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Opened by a link to its id`,
    description: `A link to <code>#modal-visit</code> opens it. Escape, the close button or a click on the scrim closes it, and focus goes back to the link.`,
    html: `<a class="modal-demo-trigger" href="#modal-visit">Plan a visit</a>
<vb-modal id="modal-visit" heading="Plan your visit">
  <p>Sunday services begin at 10:00. Parking is behind the building, and the entrance on Elm Street has no steps.</p>
  <p><a href="#modal-visit">Close and keep reading</a></p>
</vb-modal>`,
  },
  {
    name: 'form-persistent',
    title: `A form, named by its own heading, kept open on a scrim click`,
    description: `No <code>heading</code>: the first heading inside names the dialog. <code>persistent</code>: a click on the scrim does not close it, so a half-filled form is not lost; Escape and the close button still close it.`,
    html: `<a class="modal-demo-trigger" href="#modal-question">Ask a question</a>
<vb-modal id="modal-question" persistent close-label="Close the question form">
  <h2>Ask a question</h2>
  <form class="modal-demo-form" action="/demo/modal.html" method="get">
    <label for="modal-question-name">Your name</label>
    <input id="modal-question-name" name="name" autocomplete="name">
    <label for="modal-question-text">Your question</label>
    <textarea id="modal-question-text" name="question" rows="3"></textarea>
    <button type="submit">Send</button>
  </form>
</vb-modal>`,
  },
  {
    name: 'nested',
    title: `A modal opened from a modal`,
    description: `The second modal opens over the first. Escape closes only the top one, and focus goes back to the link inside the first.`,
    html: `<a class="modal-demo-trigger" href="#modal-outer">Read the details</a>
<vb-modal id="modal-outer" heading="Service project details">
  <p>We meet at the community garden on Saturday at 9:00.</p>
  <p><a href="#modal-inner">What should I bring?</a></p>
</vb-modal>
<vb-modal id="modal-inner" heading="What to bring" heading-level="3">
  <p>Gloves, water and a hat. Tools are provided.</p>
</vb-modal>`,
  },
  {
    name: 'light-dom',
    title: `Light DOM, styled by the page`,
    description: `With <code>render="light"</code> the dialog renders into the page, so page CSS reaches inside: <code>/demo/modal.css</code> sets a wider modal and a lighter scrim through the <code>--vb-modal-*</code> properties.`,
    html: `<a class="modal-demo-trigger" href="#modal-light">Show the schedule</a>
<vb-modal id="modal-light" render="light" class="modal-demo-wide" heading="This week's schedule">
  <ul>
    <li>Tuesday 19:00: youth activity</li>
    <li>Thursday 18:30: choir practice</li>
    <li>Sunday 10:00: worship service</li>
  </ul>
</vb-modal>`,
  },
];
