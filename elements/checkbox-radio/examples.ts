import type { ElementExample } from '../../src/example.ts';

/** vb-checkbox-radio's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Radio group, required`,
    description: `One answer. Tab reaches the group once; the arrow keys move between the answers and choose.`,
    html: `<vb-checkbox-radio
  name="contactTime"
  label="When should we contact you?"
  required
  option-count="3"
  options='[{ "value": "morning", "label": "In the morning" }, { "value": "afternoon", "label": "In the afternoon" }, { "value": "evening", "label": "In the evening" }]'
></vb-checkbox-radio>`,
  },
  {
    name: 'options-in-markup',
    title: `Options written as <option> elements`,
    description: `What a CMS author writes: <code>&lt;option value="…"&gt;Label&lt;/option&gt;</code> inside the tag instead of the JSON <code>options</code> attribute; <code>selected</code> marks the starting choice.`,
    html: `<vb-checkbox-radio name="visitDay" label="Which day would you like to visit?">
  <option value="sat">Saturday</option>
  <option value="sun" selected>Sunday</option>
  <option value="wed">Wednesday evening</option>
</vb-checkbox-radio>`,
  },
  {
    name: 'checkbox-group',
    title: `Checkbox group with a starting choice`,
    description: `<code>type="checkbox"</code>: any number of answers, each submitted under the name. <code>value="classes,music"</code> checks two at the start.`,
    html: `<vb-checkbox-radio
  type="checkbox"
  name="interests"
  label="What would you like to hear about?"
  hint="Choose as many as you like."
  value="classes,music"
  option-count="4"
  options='[{ "value": "service", "label": "Service projects" }, { "value": "classes", "label": "Classes" }, { "value": "music", "label": "Music and choirs" }, { "value": "youth", "label": "Youth activities" }]'
></vb-checkbox-radio>`,
  },
  {
    name: 'subscriptions',
    title: `How to stay in touch: a channel that makes its field required`,
    description: `Named <code>subscriptions</code> with <code>conditional-field="cr-phone"</code>: choosing an option makes the phone number required, and the choice is sent as <code>phoneSubscription</code>.`,
    html: `<form class="cr-demo-form" action="/demo/checkbox-radio.html" method="get">
  <label for="cr-phone">Mobile number</label>
  <input id="cr-phone" name="phone" type="tel" autocomplete="tel">
  <vb-checkbox-radio
    name="subscriptions"
    label="Reminders by text message"
    conditional-field="cr-phone"
    options='[{ "value": "weekly", "label": "Every week" }, { "value": "monthly", "label": "Once a month" }]'
  ></vb-checkbox-radio>
  <button type="submit">Send</button>
  <button type="reset">Reset</button>
</form>`,
  },
  {
    name: 'disabled',
    title: `Disabled`,
    description: `Shown, not changeable, not submitted.`,
    html: `<vb-checkbox-radio name="language" label="Language of the class" value="en" disabled options='[{ "value": "en", "label": "English" }, { "value": "es", "label": "Español" }]'></vb-checkbox-radio>`,
  },
  {
    name: 'own-wording',
    title: `Own wording, two columns`,
    description: `Legend and message from attributes (here in German); <code>--vb-checkbox-radio-columns: 2</code> from page CSS lays the options out in two columns on wide screens.`,
    html: `<vb-checkbox-radio
  lang="de"
  class="cr-demo-columns"
  name="day"
  label="Welcher Tag passt Ihnen?"
  required
  required-message="Bitte wählen Sie einen Tag."
  option-count="4"
  options='[{ "value": "mo", "label": "Montag" }, { "value": "di", "label": "Dienstag" }, { "value": "mi", "label": "Mittwoch" }, { "value": "do", "label": "Donnerstag" }]'
></vb-checkbox-radio>`,
  },
  {
    name: 'light-dom',
    title: `Light DOM`,
    description: `With <code>render="light"</code> page CSS reaches the options through their <code>part</code> (<code>/demo/checkbox-radio.css</code>).`,
    html: `<vb-checkbox-radio render="light" class="cr-demo-boxed" name="size" label="Group size" option-count="3" options='[{ "value": "1", "label": "Just me" }, { "value": "2-4", "label": "2 to 4" }, { "value": "5+", "label": "5 or more" }]'></vb-checkbox-radio>`,
  },
];
