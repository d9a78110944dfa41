import type { ElementExample } from '../../src/example.ts';

/** vb-select-box's examples: the demo page (scripts/demo-examples.ts), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Options as markup`,
    description: `The <code>&lt;option&gt;</code> elements inside the tag are the options; <code>placeholder</code> adds a first, empty entry.`,
    html: `<vb-select-box name="contactTime" label="When may we call you?" placeholder="Choose a time">
  <option value="morning">Morning</option>
  <option value="afternoon">Afternoon</option>
  <option value="evening">Evening</option>
</vb-select-box>`,
  },
  {
    name: 'required-in-form',
    title: `Required, in a plain form`,
    description: `Sending the form with the placeholder chosen shows the required message and focuses the select.`,
    html: `<form class="demo-form" method="get">
  <vb-select-box name="language" label="Preferred language" placeholder="Choose a language" required>
    <option value="en">English</option>
    <option value="es">Español</option>
    <option value="fr">Français</option>
    <option value="pt">Português</option>
  </vb-select-box>
  <button type="submit">Send</button>
  <button type="reset">Reset</button>
</form>`,
  },
  {
    name: 'json-options',
    title: `Options from JSON, a preset value`,
    description: `The <code>options</code> attribute (strings or objects, one disabled) and <code>value="group"</code>.`,
    html: `<vb-select-box
  name="visit"
  label="How would you like to visit?"
  hint="You can change this later."
  value="group"
  options='[{ "value": "alone", "label": "On my own" }, { "value": "group", "label": "With a group" }, { "value": "online", "label": "Online (full)", "disabled": true }]'
></vb-select-box>`,
  },
  {
    name: 'own-wording',
    title: `Own wording (Spanish)`,
    description: `The label, placeholder and required message are attributes.`,
    html: `<vb-select-box lang="es" name="dia" label="Día preferido" placeholder="Elige un día" required required-message="Elige un día, por favor.">
  <option value="sabado">Sábado</option>
  <option value="domingo">Domingo</option>
</vb-select-box>`,
  },
  {
    name: 'disabled',
    title: `Disabled`,
    description: `Not submitted and not validated.`,
    html: `<vb-select-box name="size" label="Group size" disabled options='["1", "2-5", "6 or more"]'></vb-select-box>`,
  },
  {
    name: 'light-dom',
    title: `Light DOM`,
    description: `With <code>render="light"</code> the select is in the page; page CSS reaches it through <code>vb-select-box__select</code>.`,
    html: `<vb-select-box render="light" name="topic" label="Topic" options='["Family history", "Service", "Music"]'></vb-select-box>`,
  },
];
