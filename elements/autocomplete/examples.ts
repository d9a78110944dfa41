import type { ElementExample } from '../../src/example.ts';

/** vb-autocomplete's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Options from the attribute`,
    description: `A JSON list in <code>options</code>. Type to narrow it (the start of a word first); Down opens the whole list. Arrow keys move, Enter chooses, Escape closes, Home and End jump to the ends of the list while the box is empty.`,
    html: `<vb-autocomplete
  name="topic"
  label="Topic"
  hint="Choose one, or type your own."
  options='["Family history","Service projects","Youth activities","Music and choir","Missionary preparation","Scripture study","Food storage","Self-reliance courses"]'
></vb-autocomplete>`,
  },
  {
    name: 'child-options',
    title: `Options written inside the tag`,
    description: `<code>&lt;option&gt;</code> elements inside the tag: the text is shown, the <code>value</code> is what the form submits.`,
    html: `<vb-autocomplete name="language" label="Preferred language">
  <option value="en">English</option>
  <option value="es">Español</option>
  <option value="fr">Français</option>
  <option value="pt">Português</option>
  <option value="de">Deutsch</option>
  <option value="it">Italiano</option>
  <option value="tl">Tagalog</option>
  <option value="to">Lea faka-Tonga</option>
</vb-autocomplete>`,
  },
  {
    name: 'url',
    title: `Options from a URL`,
    description: `<code>src</code> is asked with the typed text after a pause (<code>debounce</code>, 250 ms), here the reference server's <code>GET /api/autocomplete?address=</code>. A newer question cancels the one before, so only the newest answer shows. Try "1600" or "main".`,
    html: `<vb-autocomplete name="street" label="Street address" src="/api/autocomplete" param="address" min-chars="2" placeholder="e.g. 1600 Pennsylvania"></vb-autocomplete>`,
  },
  {
    name: 'in-a-form',
    title: `In a plain form`,
    description: `The form submits the chosen option's value, or the typed text when no option was chosen. <em>Reset</em> goes back to the <code>value</code> attribute.`,
    html: `<form class="ac-demo-form" action="/demo/autocomplete.html" method="get">
  <vb-autocomplete name="ward" label="Congregation" value="Riverside Ward" required options='[{"value":"riverside","label":"Riverside Ward"},{"value":"hillcrest","label":"Hillcrest Ward"},{"value":"lakeview","label":"Lakeview Branch"}]'></vb-autocomplete>
  <button type="submit">Send</button>
  <button type="reset">Reset</button>
</form>`,
  },
  {
    name: 'own-wording',
    title: `Own wording, another language`,
    description: `The list's name and the no-results and failure entries come from attributes; type "xyz" to see the no-results entry.`,
    html: `<vb-autocomplete
  lang="es"
  name="ciudad"
  label="Ciudad"
  list-label="Sugerencias"
  no-results-text="Sin resultados. Puedes dejar lo que escribiste."
  error-text="No se pudieron cargar las sugerencias."
  options='["Madrid","Barcelona","Valencia","Sevilla","Zaragoza","Málaga"]'
></vb-autocomplete>`,
  },
  {
    name: 'disabled',
    title: `Disabled`,
    description: `Not editable, not submitted, not validated.`,
    html: `<vb-autocomplete name="stake" label="Stake" value="Riverside Stake" disabled options='["Riverside Stake","Hillcrest Stake"]'></vb-autocomplete>`,
  },
  {
    name: 'light-dom',
    title: `Light DOM, styled by the page`,
    description: `With <code>render="light"</code> the field renders into the page, so page CSS reaches it (<code>/demo/autocomplete.css</code> rounds the input through its class).`,
    html: `<vb-autocomplete render="light" class="ac-demo-rounded" name="color" label="Favourite colour" options='["Blue","Green","Gold","Red","Purple"]'></vb-autocomplete>`,
  },
];
