import type { ElementExample } from '../../src/example.ts';

/** vb-text-field's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Required first name`,
    description: `<code>name="firstName"</code> with <code>maxlength="20"</code>: the max-length message appears within 2 characters of the limit. Required: leave it empty and tab out to see the message.`,
    html: `<vb-text-field name="firstName" label="First name" autocomplete="given-name" maxlength="20" required></vb-text-field>`,
  },
  {
    name: 'in-a-form',
    title: `In a plain form, no script`,
    description: `The fields submit under their names. <em>Send</em> with an empty required field shows every message and moves focus to the first; <em>Reset</em> restores the <code>value</code> attributes. The demo shows what would be sent instead of leaving the page.`,
    html: `<form class="tf-demo-form" action="/demo/text-field.html" method="get">
  <vb-text-field name="firstName" label="First name" autocomplete="given-name" maxlength="20" required></vb-text-field>
  <vb-text-field name="lastName" label="Last name" autocomplete="family-name" maxlength="20" required value="Smith"></vb-text-field>
  <vb-text-field name="city" label="Town or city" hint="Optional: helps us find the nearest congregation." autocomplete="address-level2"></vb-text-field>
  <button type="submit">Send</button>
  <button type="reset">Reset</button>
</form>`,
  },
  {
    name: 'hint-and-placeholder',
    title: `Hint and placeholder`,
    description: `The <code>hint</code> is read with the input (<code>aria-describedby</code>); the placeholder is only an example.`,
    html: `<vb-text-field name="organization" label="Organisation" hint="The school, employer or group you are writing for, if any." placeholder="e.g. Riverside Food Bank" autocomplete="organization"></vb-text-field>`,
  },
  {
    name: 'prefilled',
    title: `Prefilled value`,
    description: `<code>value</code> is the starting text and what form reset goes back to.`,
    html: `<vb-text-field name="lastName" label="Last name" value="García" autocomplete="family-name" maxlength="30"></vb-text-field>`,
  },
  {
    name: 'disabled',
    title: `Disabled`,
    description: `Not editable, not submitted, not validated.`,
    html: `<vb-text-field name="referenceCode" label="Reference code" value="RS-2041" disabled></vb-text-field>`,
  },
  {
    name: 'own-wording',
    title: `Own wording, another language`,
    description: `Every message comes from an attribute; here in Spanish. <code>{max}</code> and <code>{remaining}</code> are filled in.`,
    html: `<vb-text-field
  lang="es"
  name="lastName"
  label="Apellido"
  autocomplete="family-name"
  maxlength="12"
  required
  required-message="Escribe tu apellido."
  max-length-message="Máximo {max} caracteres; quedan {remaining}."
></vb-text-field>`,
  },
  {
    name: 'sensitive',
    title: `Sensitive: never kept for a reload`,
    description: `Text normally survives a reload of the page (session storage) until the form is sent; <code>sensitive</code> turns that off.`,
    html: `<vb-text-field name="memberRecordNumber" label="Membership record number" inputmode="numeric" sensitive></vb-text-field>`,
  },
  {
    name: 'light-dom',
    title: `Light DOM, styled by the page`,
    description: `With <code>render="light"</code> the field renders into the page, so page CSS reaches it (<code>/demo/text-field.css</code> rounds the input through its <code>part</code>).`,
    html: `<vb-text-field render="light" class="tf-demo-rounded" name="nickname" label="What should we call you?" autocomplete="nickname"></vb-text-field>`,
  },
];
