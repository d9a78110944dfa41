import type { ElementExample } from '../../src/example.ts';

/** vb-address-field's examples: the demo page, the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Default, in a form`,
    description: `Type <code>500 main street provo utah 84604</code> and leave the field: it becomes <code>500 Main St, Provo UT 84604-1840</code>. <code>1 Nowhere Rd</code> is not found (the form can still be sent).`,
    html: `<form class="demo-form" action="/demo/address-field.html" method="get">
  <vb-address-field required hint="Street, city, state and ZIP"></vb-address-field>
  <button type="submit">Send</button>
</form>`,
  },
  {
    name: 'start-value-disabled',
    title: `A start value, disabled`,
    description: `<code>value</code> and <code>disabled</code>: shown, not editable, not submitted.`,
    html: `<vb-address-field label="Address on file" value="500 Main St, Provo UT 84604-1840" disabled></vb-address-field>`,
  },
  {
    name: 'own-wording',
    title: `Own wording`,
    description: `Every message from attributes (here in Spanish).`,
    html: `<vb-address-field lang="es" label="Dirección" required-message="Escribe tu dirección." unmatched-message="No encontramos esta dirección." corrected-message="Completamos tu dirección; revísala." verifying-text="Comprobando…"></vb-address-field>`,
  },
];
