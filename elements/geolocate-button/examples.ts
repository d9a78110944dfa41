import type { ElementExample } from '../../src/example.ts';

/** vb-geolocate-button's examples: the demo page (npm run manifest), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Use my location`,
    description: `A bare button: it asks the browser for the device position and says what happened under it. A page script listens for <code>vb-geolocate-button-locate</code> and <code>vb-geolocate-button-error</code> (this demo writes them below).`,
    html: `<vb-geolocate-button></vb-geolocate-button>`,
  },
  {
    name: 'finder-form',
    title: `Fill a location field and search`,
    description: `<code>target</code> names a <code>vb-location-field</code>; once the position is found the field is set to <code>GEOLOCATE</code> and, with <code>submit</code>, its form is sent to the unit finder (which reads <code>?location=GEOLOCATE</code>).`,
    html: `<form action="/demo/unit-finder.html" method="get">
  <vb-location-field id="finder-location" hide-locate placeholder="City, address or postal code" required></vb-location-field>
  <vb-geolocate-button target="finder-location" submit></vb-geolocate-button>
</form>`,
  },
  {
    name: 'coordinates',
    title: `Coordinates into a plain input`,
    description: `<code>fill="coordinates"</code> writes <code>latitude, longitude</code> (six decimals) into any input; the input's <code>input</code> and <code>change</code> events fire as if typed. Nothing is submitted without <code>submit</code>.`,
    html: `<label for="gb-coordinates">Where you are</label>
<input id="gb-coordinates" name="near" type="text" autocomplete="off">
<vb-geolocate-button target="gb-coordinates" fill="coordinates" label="Fill in my position"></vb-geolocate-button>`,
  },
  {
    name: 'own-wording',
    title: `Own wording, another language`,
    description: `The label, the states and every message come from attributes; here in Spanish. <code>timeout</code> gives up after 10 seconds.`,
    html: `<vb-geolocate-button
  lang="es"
  label="Usar mi ubicación"
  timeout="10000"
  locating-text="Buscando tu ubicación…"
  located-text="Ubicación encontrada."
  browser-location-message="Este navegador no puede compartir tu ubicación. Escribe un lugar."
  user-location-message="El acceso a la ubicación está bloqueado. Permítelo en los ajustes del navegador o escribe un lugar."
  unavailable-message="No pudimos encontrar tu ubicación. Inténtalo de nuevo o escribe un lugar."
></vb-geolocate-button>`,
  },
  {
    name: 'light-dom',
    title: `Light DOM, styled by the page`,
    description: `With <code>render="light"</code> the button renders into the page; <code>/demo/geolocate-button.css</code> sets <code>--vb-geolocate-button-color</code> and rounds the button through its <code>part</code>.`,
    html: `<vb-geolocate-button render="light" class="gb-demo-pill"></vb-geolocate-button>`,
  },
];
