import type { ElementExample } from '../../src/example.ts';

/** vb-phone-field's examples: the demo page (scripts/demo-examples.ts), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Default`,
    description: `The country comes from the page's <code>&lt;meta name="geocountry"&gt;</code> (this page says <code>US</code>). Type <code>2015550123</code> and watch it format; paste <code>+44 7400 123456</code> and the country becomes the United Kingdom. Type in the country box to search by name or calling code.`,
    html: `<vb-phone-field name="phone" label="Phone number"></vb-phone-field>`,
  },
  {
    name: 'preset-country-and-number',
    title: `A preset country and number`,
    description: `<code>country="GB"</code> and a national number: formatted when the phone metadata arrives, and verified by the server at once.`,
    html: `<vb-phone-field name="phone" label="Mobile number" country="GB" value="07400123456"></vb-phone-field>`,
  },
  {
    name: 'international-value',
    title: `An international default`,
    description: `<code>value="+49 30 901820"</code>: the <code>+49</code> picks Germany and is stripped from the input.`,
    html: `<vb-phone-field name="phone" label="Phone number" value="+49 30 901820"></vb-phone-field>`,
  },
  {
    name: 'form-with-channels',
    title: `Required, in a form with message channels`,
    description: `A plain form with no script. Choosing a country disables the SMS option and selects EMAIL (spec); the form also submits <code>phoneCountryCode</code>, <code>phoneCountryAlpha3</code>, <code>phoneCountry</code> and <code>customWhitelist</code>.`,
    html: `<form class="demo-form" method="get">
  <vb-phone-field name="phone" label="Phone number" required></vb-phone-field>
  <fieldset>
    <legend>How should we confirm?</legend>
    <label><input type="radio" name="confirmation" value="SMS" checked> Text message (SMS)</label>
    <label><input type="radio" name="confirmation" value="EMAIL"> Email</label>
  </fieldset>
  <button type="submit">Send</button>
  <button type="reset">Reset</button>
</form>`,
  },
  {
    name: 'whitelist',
    title: `Only some countries`,
    description: `<code>whitelist="US, CA, MX"</code>: choose another country and the whitelist message shows.`,
    html: `<vb-phone-field name="phone" label="Phone number" whitelist="US, CA, MX" country="FR" value="06 12 34 56 78"></vb-phone-field>`,
  },
  {
    name: 'conditional-required',
    title: `Required by a subscription`,
    description: `What a checked text-message subscription checkbox does to its target: <code>required</code> plus <code>data-vb-required-by</code>, so an empty field shows the conditional message.`,
    html: `<form class="demo-form" method="get">
  <vb-phone-field name="phone" label="Phone number" required data-vb-required-by="phoneSubscription"></vb-phone-field>
  <button type="submit">Subscribe</button>
</form>`,
  },
  {
    name: 'own-wording',
    title: `Own wording (Spanish)`,
    description: `Every message is an attribute; the country names follow the element's <code>lang</code> (search "Alemania").`,
    html: `<vb-phone-field
  lang="es"
  name="telefono"
  label="Teléfono"
  country="MX"
  required
  required-message="Escribe tu número de teléfono."
  conditional-required-message="Escribe tu número para recibir mensajes."
  malformed-message="Escribe un número válido para el país elegido."
  whitelist-message="No aceptamos números de este país."
  checking-text="Comprobando tu número…"
  country-label="País"
  show-countries-label="Mostrar países"
  no-country-text="Ningún país coincide."
></vb-phone-field>`,
  },
  {
    name: 'disabled',
    title: `Disabled`,
    description: `Not submitted and not validated.`,
    html: `<vb-phone-field name="phone" label="Phone number" value="2015550123" disabled></vb-phone-field>`,
  },
  {
    name: 'light-dom',
    title: `Light DOM`,
    description: `With <code>render="light"</code> the inputs are in the page; page CSS reaches them through their <code>vb-phone-field__*</code> classes.`,
    html: `<vb-phone-field render="light" name="phone" label="Phone number" country="CA"></vb-phone-field>`,
  },
];
