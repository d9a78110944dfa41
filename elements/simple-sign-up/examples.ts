import type { ElementExample } from '../../src/example.ts';

/** vb-simple-sign-up's examples: the demo page (node --import tsx scripts/demo-examples.ts), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `By email, text message or both`,
    description: `The visitor gives a first name and chooses email and/or text messages; each box (<code>conditional-field</code>) makes its contact field required. Each form has its own <code>id</code>, under which the fields keep what the visitor typed across a reload. One subscription per chosen channel goes to <code>email-list-id</code> or <code>sms-list-id</code>. The close button hides the sign-up for 365 days.`,
    html: `<vb-simple-sign-up email-list-id="weekly-email" sms-list-id="weekly-sms" client-region="NA" cookie-name="signUpWeekly">
  <form id="signup-weekly" class="signup-demo-form">
    <h3>Get a weekly message of hope</h3>
    <vb-text-field name="firstName" label="First name" autocomplete="given-name" required></vb-text-field>
    <vb-email-field name="email" label="Email"></vb-email-field>
    <vb-phone-field name="phone" label="Mobile phone"></vb-phone-field>
    <fieldset class="signup-demo-choices">
      <legend>How would you like to hear from us?</legend>
      <vb-check-box name="subscriptions" value="EMAIL" conditional-field="email" label="By email"></vb-check-box>
      <vb-check-box name="subscriptions" value="SMS" conditional-field="phone" label="By text message"></vb-check-box>
    </fieldset>
    <button type="submit" class="signup-demo-submit">Sign up</button>
  </form>
</vb-simple-sign-up>`,
  },
  {
    name: 'email-only',
    title: `Email only, with a rich thank-you`,
    description: `No choice in the form: the contact given is the channel. Hidden <code>missionaries</code>, <code>address</code> and <code>timeSelection</code> fields are sent as the payload's <code>messagingMergeCodes</code>. The <code>thank-you</code> slot replaces <code>thank-you-text</code>.`,
    html: `<vb-simple-sign-up email-list-id="christmas-email" client-region="NA" cookie-name="signUpChristmas">
  <form id="signup-christmas" class="signup-demo-form">
    <h3>Christmas messages by email</h3>
    <vb-text-field name="firstName" label="First name" autocomplete="given-name" required></vb-text-field>
    <vb-email-field name="email" label="Email" required></vb-email-field>
    <input type="hidden" name="missionaries" value="Elder Smith and Elder Jones">
    <input type="hidden" name="timeSelection" value="December">
    <button type="submit" class="signup-demo-submit">Send me the messages</button>
  </form>
  <div slot="thank-you">
    <h3>You are signed up</h3>
    <p>Your first Christmas message arrives on 1 December. <a href="/demo/">See more ways to take part</a>.</p>
  </div>
</vb-simple-sign-up>`,
  },
  {
    name: 'redirect',
    title: `Text messages, then a thank-you page`,
    description: `With <code>redirect-url</code> the visitor goes to that page after signing up instead of seeing the thank-you. A <code>whatsAppable</code> box sends <code>phone.whatsAppable</code>.`,
    html: `<vb-simple-sign-up sms-list-id="daily-sms" client-region="EU" redirect-url="/demo/" cookie-name="signUpDaily">
  <form id="signup-daily" class="signup-demo-form">
    <h3>A daily scripture by text message</h3>
    <vb-text-field name="firstName" label="First name" autocomplete="given-name" required></vb-text-field>
    <vb-phone-field name="phone" label="Mobile phone" country="GB" required></vb-phone-field>
    <vb-check-box name="whatsAppable" value="true" label="This number can receive WhatsApp messages"></vb-check-box>
    <button type="submit" class="signup-demo-submit">Sign up</button>
  </form>
</vb-simple-sign-up>`,
  },
  {
    name: 'own-wording',
    title: `In Spanish, part of the page`,
    description: `Every message is translated with wording attributes; <code>lang="es"</code> sends <code>languageIso3: "spa"</code> and <code>country="MX"</code> the country. <code>closable="false"</code>: no close button.`,
    html: `<vb-simple-sign-up
  lang="es"
  country="MX"
  email-list-id="semanal-correo"
  sms-list-id="semanal-sms"
  client-region="LA"
  closable="false"
  thank-you-text="¡Gracias! Pronto recibirás tu primer mensaje."
  sending-text="Enviando tu registro…"
  error-message="No pudimos registrarte. Tus respuestas siguen aquí; inténtalo de nuevo."
  field-error-message="Revisa {field} e inténtalo de nuevo."
  choose-channel-message="Elige cómo quieres recibir los mensajes."
  retry-text="Reintentar"
  cookie-name="signUpSemanal"
>
  <form id="signup-semanal" class="signup-demo-form">
    <h3>Recibe un mensaje semanal</h3>
    <vb-text-field name="firstName" label="Nombre" autocomplete="given-name" required required-message="Escribe tu nombre."></vb-text-field>
    <vb-email-field name="email" label="Correo electrónico"></vb-email-field>
    <vb-phone-field name="phone" label="Teléfono móvil" country="MX" country-label="País"></vb-phone-field>
    <fieldset class="signup-demo-choices">
      <legend>¿Cómo quieres recibir los mensajes?</legend>
      <vb-check-box name="subscriptions" value="EMAIL" conditional-field="email" label="Por correo"></vb-check-box>
      <vb-check-box name="subscriptions" value="SMS" conditional-field="phone" label="Por mensaje de texto"></vb-check-box>
    </fieldset>
    <button type="submit" class="signup-demo-submit">Registrarme</button>
  </form>
</vb-simple-sign-up>`,
  },
];
