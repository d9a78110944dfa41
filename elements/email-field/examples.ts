import type { ElementExample } from '../../src/example.ts';

/** vb-email-field's examples: the demo page (scripts/demo-examples.ts), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Default`,
    description: `An optional address, verified by the server when the visitor leaves the field. Try a space (blocked), <code>ann@mailinator.com</code> (a disposable mailbox) or <code>jane@example.com</code> (a domain that takes no mail).`,
    html: `<vb-email-field name="email" label="Email" hint="We will only use it to reply to you."></vb-email-field>`,
  },
  {
    name: 'required-in-form',
    title: `Required, in a plain form`,
    description: `A native <code>&lt;form&gt;</code> with no script: sending it empty shows the required message and focuses the field; while the server checks the address the form waits.`,
    html: `<form class="demo-form" method="get">
  <vb-email-field name="email" label="Email" required></vb-email-field>
  <button type="submit">Send</button>
  <button type="reset">Reset</button>
</form>`,
  },
  {
    name: 'preset-invalid-account',
    title: `A preset address the server rejects`,
    description: `The <code>value</code> attribute is verified on load; the message shows once the visitor has touched the field or tried to send the form.`,
    html: `<form class="demo-form" method="get">
  <vb-email-field name="email" label="Email" value="postmaster@gmail.com"></vb-email-field>
  <button type="submit">Send</button>
</form>`,
  },
  {
    name: 'conditional-required',
    title: `Required by a subscription`,
    description: `What a checked subscription checkbox (<code>vb-check-box</code>) does to its target: <code>required</code> plus <code>data-vb-required-by</code>, so an empty field shows the conditional message.`,
    html: `<form class="demo-form" method="get">
  <vb-email-field name="email" label="Email" required data-vb-required-by="emailSubscription"></vb-email-field>
  <button type="submit">Subscribe</button>
</form>`,
  },
  {
    name: 'own-wording',
    title: `Own wording (Spanish)`,
    description: `Every message is an attribute with an English default.`,
    html: `<vb-email-field
  lang="es"
  name="correo"
  label="Correo electrónico"
  placeholder="nombre@ejemplo.com"
  required
  required-message="Escribe tu correo electrónico."
  conditional-required-message="Escribe tu correo para recibir las novedades."
  malformed-message="Escribe un correo válido, como nombre@ejemplo.com."
  invalid-domain-message="Este dominio no recibe correo."
  invalid-account-message="Esta dirección no puede recibir correo."
  checking-text="Comprobando tu correo…"
></vb-email-field>`,
  },
  {
    name: 'no-verification',
    title: `Without server verification`,
    description: `<code>verify="false"</code>: spaces are still blocked and the address trimmed, but nothing is sent to the server.`,
    html: `<vb-email-field name="email" label="Email" verify="false"></vb-email-field>`,
  },
  {
    name: 'disabled',
    title: `Disabled, and inside a disabled fieldset`,
    description: `Neither field is submitted nor validated.`,
    html: `<form class="demo-form" method="get">
  <vb-email-field name="email" label="Email" value="jane.doe@gmail.com" disabled></vb-email-field>
  <fieldset disabled>
    <legend>Disabled fieldset</legend>
    <vb-email-field name="email2" label="Second email" required></vb-email-field>
  </fieldset>
</form>`,
  },
  {
    name: 'light-dom',
    title: `Light DOM`,
    description: `With <code>render="light"</code> the input is in the page, so page CSS reaches it through its <code>vb-email-field__*</code> classes.`,
    html: `<vb-email-field render="light" name="email" label="Email"></vb-email-field>`,
  },
];
