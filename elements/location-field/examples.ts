import type { ElementExample } from '../../src/example.ts';

/** vb-location-field's examples: the demo page (npm run manifest), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Finder search box in a plain form`,
    description: `Submits <code>location</code> to the unit finder page with <code>GET</code>, as the browser does: the search button or <kbd>Enter</kbd> sends the typed text, the compass sends <code>GEOLOCATE</code>. The demo shows what would be sent instead of leaving the page.`,
    html: `<form action="/demo/unit-finder.html" method="get" role="search" aria-label="Find a congregation">
  <vb-location-field placeholder="City, address or postal code" required></vb-location-field>
</form>`,
  },
  {
    name: 'linked-form',
    title: `A field linked to a form elsewhere on the page`,
    description: `The <code>form</code> attribute links the field to a form by id, as for any input: a search box in a page header can submit the finder's form, with that form's other fields (here a hidden <code>languages</code>).`,
    html: `<vb-location-field form="finder-form" label="Find a congregation near" placeholder="City or postal code"></vb-location-field>
<form id="finder-form" action="/demo/unit-finder.html" method="get">
  <input type="hidden" name="languages" value="es">
</form>`,
  },
  {
    name: 'prefilled',
    title: `Prefilled, and the device location`,
    description: `<code>value</code> is the starting text and what form reset goes back to. A value of <code>GEOLOCATE</code> (a finder page opened with <code>?location=GEOLOCATE</code>) shows <code>current-location-text</code>; the form still sends <code>GEOLOCATE</code>.`,
    html: `<form action="/demo/unit-finder.html" method="get">
  <vb-location-field value="Provo, UT"></vb-location-field>
  <vb-location-field name="from" label="Starting from" value="GEOLOCATE"></vb-location-field>
  <button type="reset">Reset</button>
</form>`,
  },
  {
    name: 'text-only',
    title: `Text search only`,
    description: `<code>hide-locate</code> leaves out the compass, for pages that never use the device location. A <code>hint</code> is read with the input.`,
    html: `<form action="/demo/unit-finder.html" method="get">
  <vb-location-field hide-locate label="Postal code" hint="Your ZIP or postal code is enough." required></vb-location-field>
</form>`,
  },
  {
    name: 'disabled',
    title: `Disabled`,
    description: `Not editable, not submitted, not validated; both buttons are disabled too.`,
    html: `<form action="/demo/unit-finder.html" method="get">
  <vb-location-field value="Salt Lake City, UT" disabled></vb-location-field>
</form>`,
  },
  {
    name: 'own-wording',
    title: `Own wording, another language`,
    description: `Every label and message comes from an attribute; here in Spanish.`,
    html: `<form action="/demo/unit-finder.html" method="get" lang="es">
  <vb-location-field
    label="Ubicación"
    placeholder="Ciudad, dirección o código postal"
    required
    required-message="Escribe un lugar donde buscar."
    search-label="Buscar"
    locate-label="Usar mi ubicación"
    current-location-text="Mi ubicación actual"
    browser-location-message="Este navegador no puede compartir tu ubicación. Escribe un lugar."
    user-location-message="El acceso a la ubicación está bloqueado. Permítelo en los ajustes del navegador o escribe un lugar."
  ></vb-location-field>
</form>`,
  },
  {
    name: 'light-dom',
    title: `Light DOM, styled by the page`,
    description: `With <code>render="light"</code> the field renders into the page, so page CSS reaches it; here <code>/demo/location-field.css</code> sets <code>--vb-location-field-button-color</code> and rounds the input through its <code>part</code>.`,
    html: `<form action="/demo/unit-finder.html" method="get">
  <vb-location-field render="light" class="lf-demo-green" placeholder="City, address or postal code"></vb-location-field>
</form>`,
  },
];
