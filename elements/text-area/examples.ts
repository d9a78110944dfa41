import type { ElementExample } from '../../src/example.ts';

/** vb-text-area's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Required message`,
    description: `Required: leave it empty and tab out to see the message. Markup typed in is removed as you type; line breaks stay.`,
    html: `<vb-text-area name="message" label="Your message" hint="Questions, a prayer request, or what you would like to know." required maxlength="2000"></vb-text-area>`,
  },
  {
    name: 'other-option',
    title: `The text box of an "other" answer`,
    description: `<code>other-for="hear-other"</code> links it to the <em>Other</em> radio: required only while that radio is checked. Submit with <em>Other</em> checked and the box empty to see it.`,
    html: `<form class="ta-demo-form" action="/demo/text-area.html" method="get">
  <fieldset>
    <legend>How did you hear about us?</legend>
    <label><input type="radio" name="heardFrom" value="friend" checked> A friend or family member</label>
    <label><input type="radio" name="heardFrom" value="online"> Online</label>
    <label><input type="radio" name="heardFrom" value="other" id="hear-other"> Other</label>
  </fieldset>
  <vb-text-area name="heardFromOther" label="Other: please tell us where" rows="2" other-for="hear-other" required-message="Please tell us where you heard about us."></vb-text-area>
  <button type="submit">Send</button>
</form>`,
  },
  {
    name: 'other-in-a-group',
    title: `"Other" in a group, by name and value`,
    description: `<code>other-for="interests"</code> names the checkboxes and <code>other-value="other"</code> the one that means other.`,
    html: `<form class="ta-demo-form" action="/demo/text-area.html" method="get">
  <fieldset>
    <legend>What would you like to hear about?</legend>
    <label><input type="checkbox" name="interests" value="service"> Service projects</label>
    <label><input type="checkbox" name="interests" value="classes"> Classes</label>
    <label><input type="checkbox" name="interests" value="other"> Something else</label>
  </fieldset>
  <vb-text-area name="interestsOther" label="Something else" rows="2" other-for="interests" other-value="other"></vb-text-area>
  <button type="submit">Send</button>
</form>`,
  },
  {
    name: 'prefilled-disabled',
    title: `Prefilled and disabled`,
    description: `<code>value</code> is the starting text; <code>disabled</code> keeps it out of the form.`,
    html: `<vb-text-area name="note" label="Note from the missionaries" value="We will call you on Tuesday evening." rows="2" disabled></vb-text-area>`,
  },
  {
    name: 'own-wording',
    title: `Own wording, another language`,
    description: `Label, hint, placeholder and message from attributes; here in Portuguese.`,
    html: `<vb-text-area
  lang="pt"
  name="message"
  label="A sua mensagem"
  placeholder="Escreva aqui…"
  required
  required-message="Escreva uma mensagem."
></vb-text-area>`,
  },
  {
    name: 'light-dom',
    title: `Light DOM, styled by the page`,
    description: `With <code>render="light"</code> page CSS reaches the text box through its <code>part</code> (<code>/demo/text-area.css</code>).`,
    html: `<vb-text-area render="light" class="ta-demo-tinted" name="comments" label="Comments" rows="3"></vb-text-area>`,
  },
];
