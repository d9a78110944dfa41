import type { ElementExample } from '../../src/example.ts';

/** vb-select-group's examples: the demo page (scripts/demo-examples.ts), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Options as markup`,
    description: `The <code>&lt;option&gt;</code> elements inside the tag become checkboxes in a fieldset with the <code>label</code> as its legend.`,
    html: `<vb-select-group name="interests" label="What would you like to learn about?">
  <option value="family">Family history</option>
  <option value="service">Service projects</option>
  <option value="music">Music and choirs</option>
</vb-select-group>`,
  },
  {
    name: 'required-in-form',
    title: `Required, in a plain form`,
    description: `At least one box must be checked; sending the form without one shows the message and focuses the first box. Each checked value is submitted under <code>days</code>.`,
    html: `<form class="demo-form" method="get">
  <vb-select-group name="days" label="Which days suit you?" hint="Choose every day that works." required>
    <option value="sat">Saturday</option>
    <option value="sun">Sunday</option>
    <option value="wed">Wednesday evening</option>
  </vb-select-group>
  <button type="submit">Send</button>
  <button type="reset">Reset</button>
</form>`,
  },
  {
    name: 'json-options',
    title: `Options from JSON, preset values`,
    description: `The <code>options</code> attribute (one option disabled) and <code>value="email, text"</code> checked at first.`,
    html: `<vb-select-group
  name="channels"
  label="How may we contact you?"
  value="email, text"
  options='[{ "value": "email", "label": "Email" }, { "value": "text", "label": "Text message" }, { "value": "call", "label": "Phone call" }, { "value": "post", "label": "Post (not available)", "disabled": true }]'
></vb-select-group>`,
  },
  {
    name: 'own-wording',
    title: `Own wording (Spanish)`,
    description: `The legend and the required message are attributes.`,
    html: `<vb-select-group lang="es" name="temas" label="Temas" required required-message="Elige al menos un tema." options='["Historia familiar", "Servicio", "Música"]'></vb-select-group>`,
  },
  {
    name: 'disabled',
    title: `Disabled`,
    description: `Not submitted and not validated.`,
    html: `<vb-select-group name="sizes" label="Group size" disabled value="small" options='[{ "value": "small", "label": "Small" }, { "value": "large", "label": "Large" }]'></vb-select-group>`,
  },
  {
    name: 'light-dom',
    title: `Light DOM`,
    description: `With <code>render="light"</code> the checkboxes are in the page; page CSS reaches them through <code>vb-select-group__*</code> classes.`,
    html: `<vb-select-group render="light" name="topics" label="Topics" options='["Family history", "Service", "Music"]'></vb-select-group>`,
  },
];
