import type { ElementExample } from '../../src/example.ts';

/** vb-display-dependency's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `A follow-up question for one answer`,
    description: `<code>field="dd-contact"</code> <code>value="phone"</code>: the phone number shows while <em>By phone</em> is chosen. Choose <em>By email</em>: it hides, and its required field no longer blocks the form. <code>data-vb-shown</code> says it starts shown (By phone is selected), so it shows before the script runs too.`,
    html: `<form class="dd-demo-form" action="/demo/display-dependency.html" method="get">
  <label for="dd-contact">How should we contact you?</label>
  <select id="dd-contact" name="contactMethod">
    <option value="phone" selected>By phone</option>
    <option value="email">By email</option>
  </select>
  <vb-display-dependency field="dd-contact" value="phone" data-vb-shown>
    <label for="dd-phone">Phone number</label>
    <input id="dd-phone" name="phone" type="tel" autocomplete="tel" required>
  </vb-display-dependency>
  <button type="submit">Send</button>
</form>`,
  },
  {
    name: 'checkbox',
    title: `Shown while a box is checked`,
    description: `No <code>value</code>: any value shows it, so a checked box does. The content here is a <code>vb-text-field</code>.`,
    html: `<form class="dd-demo-form" action="/demo/display-dependency.html" method="get">
  <label><input type="checkbox" id="dd-visit" name="wantsVisit" value="yes"> I would like a visit</label>
  <vb-display-dependency field="dd-visit">
    <vb-text-field name="visitTime" label="When is a good time?" required></vb-text-field>
  </vb-display-dependency>
  <button type="submit">Send</button>
</form>`,
  },
  {
    name: 'radio-values',
    title: `Several values, radios by name`,
    description: `<code>field="heardFrom"</code> names the radios; <code>value="friend, member"</code> shows the content for either.`,
    html: `<form class="dd-demo-form" action="/demo/display-dependency.html" method="get">
  <fieldset>
    <legend>How did you hear about us?</legend>
    <label><input type="radio" name="heardFrom" value="friend"> A friend</label>
    <label><input type="radio" name="heardFrom" value="member"> A member of the church</label>
    <label><input type="radio" name="heardFrom" value="online"> Online</label>
  </fieldset>
  <vb-display-dependency field="heardFrom" value="friend, member">
    <label for="dd-referrer">Their name (optional)</label>
    <input id="dd-referrer" name="referrer" autocomplete="off">
  </vb-display-dependency>
  <button type="submit">Send</button>
</form>`,
  },
  {
    name: 'light-dom',
    title: `Light DOM`,
    description: `With <code>render="light"</code> the content stays in the page's DOM for page CSS; it behaves the same.`,
    html: `<form class="dd-demo-form" action="/demo/display-dependency.html" method="get">
  <label><input type="checkbox" id="dd-notes" checked> Add a note</label>
  <vb-display-dependency render="light" field="dd-notes" data-vb-shown>
    <label for="dd-note">Note</label>
    <input id="dd-note" name="note">
  </vb-display-dependency>
</form>`,
  },
];
