import type { ElementExample } from '../../src/example.ts';

/** vb-stepped-form's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'request-a-visit',
    title: `Request a visit, three steps`,
    description: `The hidden inputs a CMS fills (offer, campaign, region) travel with the answers. Two <code>data-step</code> regions and a third step with the answers to check (<code>show-verification</code>), each with a change link. Next checks the step; Send checks every step and lists what to fix. Sent to the reference server.`,
    html: `<vb-stepped-form
  id="visit-form"
  heading-level="3"
  num-steps="3"
  titles='["About you", "Your visit", "Check your answers"]'
  show-verification
  analytics-title="Request a visit"
>
  <form>
    <input type="hidden" name="offerType" value='["visit"]'>
    <input type="hidden" name="sourceId" value='["web-visit"]'>
    <input type="hidden" name="fType" value="stepped">
    <input type="hidden" name="marketoToken" value="">
    <input type="hidden" name="hashed" value="">
    <input type="hidden" name="adobeId" value="">
    <input type="hidden" name="requestId" value="">
    <input type="hidden" name="missionaries" value="">
    <input type="hidden" name="clientRegion" value="">
    <input type="hidden" name="countryIso2" value="US">
    <input type="hidden" name="phoneFieldType" value="mobile">
    <div data-step>
      <vb-text-field id="visit-name" name="fullName" label="Full name" autocomplete="name" maxlength="80" required></vb-text-field>
      <vb-email-field id="visit-email" name="email" label="Email" required></vb-email-field>
      <vb-phone-field id="visit-phone" name="phone" label="Phone number (optional)"></vb-phone-field>
    </div>
    <div data-step>
      <vb-select-box id="visit-time" name="timeSelection" label="When suits you?" placeholder="Choose a time" required>
        <option value="weekday-evening">A weekday evening</option>
        <option value="saturday">Saturday</option>
        <option value="sunday">Sunday after church</option>
      </vb-select-box>
      <vb-text-area id="visit-address" name="address" label="Where should we meet you?" hint="An address, or a public place such as a library." maxlength="500"></vb-text-area>
      <vb-check-box id="visit-consent" name="consent_to_message" value="true" label="The missionaries may send me messages about my visit."></vb-check-box>
    </div>
  </form>
</vb-stepped-form>`,
  },
  {
    name: 'plain-fieldsets',
    title: `Plain inputs in fieldsets, own confirmation`,
    description: `No <code>data-step</code>: each top-level <code>fieldset</code> is a step, with native inputs. The author's own <code>data-confirmation</code> element shows after a successful send.`,
    html: `<vb-stepped-form heading-level="3" titles='["Your name", "How to reach you"]'>
  <form>
    <fieldset>
      <legend>Your name</legend>
      <label for="plain-name">Full name</label>
      <input id="plain-name" name="fullName" autocomplete="name" required>
    </fieldset>
    <fieldset>
      <legend>How to reach you</legend>
      <label for="plain-email">Email</label>
      <input id="plain-email" name="email" type="email" autocomplete="email" required>
      <label><input type="checkbox" name="ad_partner_consent"> You may share my request with partners</label>
    </fieldset>
  </form>
  <div data-confirmation hidden><p><strong>Thank you.</strong> We will write to you within two days.</p></div>
</vb-stepped-form>`,
  },
  {
    name: 'expanding-drawer',
    title: `Expanding drawer, steps shown once started`,
    description: `<code>is-expanding-drawer</code>: the form opens from a button with the first step's title. <code>hide-steps-initially</code>: the step list appears once the visitor starts.`,
    html: `<vb-stepped-form heading-level="3" titles='["Ask a question", "Your email"]' is-expanding-drawer hide-steps-initially>
  <form>
    <div data-step>
      <vb-text-area id="ask-question" name="note" label="Your question" maxlength="250" required></vb-text-area>
    </div>
    <div data-step>
      <vb-email-field id="ask-email" name="email" label="Email" required></vb-email-field>
    </div>
  </form>
</vb-stepped-form>`,
  },
  {
    name: 'own-wording',
    title: `Own wording, another language`,
    description: `Every word comes from an attribute; here in Spanish. The language (<code>lang</code>) is also sent with the form.`,
    html: `<vb-stepped-form
  lang="es"
  heading-level="3"
  titles='["Sus datos", "Su visita"]'
  step-word="Paso"
  step-label="{stepWord} {number} de {total}"
  next-text="Siguiente"
  back-text="Atrás"
  submit-text="Enviar"
  change-text="Cambiar"
  summary-title="Revise sus respuestas"
  not-given-text="Sin respuesta"
  yes-text="Sí"
  error-summary-title="Hay un problema"
  sending-text="Enviando su solicitud…"
  offline-text="No hay conexión. Su solicitud se enviará cuando vuelva la conexión."
  error-message="No pudimos enviar su solicitud. No se ha perdido nada de lo que escribió."
  retry-text="Volver al formulario"
  confirmation-text="Gracias. Hemos recibido su solicitud."
  show-verification
>
  <form>
    <div data-step>
      <vb-text-field id="es-name" name="fullName" label="Nombre completo" autocomplete="name" required required-message="Escriba su nombre."></vb-text-field>
    </div>
    <div data-step>
      <vb-email-field id="es-email" name="email" label="Correo electrónico" required></vb-email-field>
    </div>
  </form>
</vb-stepped-form>`,
  },
];
