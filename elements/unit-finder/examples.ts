import type { ElementExample } from '../../src/example.ts';

/** vb-unit-finder's examples: the demo page (scripts/demo-examples.ts), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Default: bare element, search in the URL`,
    description: `No attribute at all: English wording, the same-origin maps service, the search kept in the page URL. Type <kbd>Provo, UT</kbd> and press <kbd>Enter</kbd>, or use your location; then filter, select a congregation and go Back.`,
    html: `<vb-unit-finder></vb-unit-finder>`,
  },
  {
    name: 'first-search',
    title: `A first search`,
    description: `<code>location="Provo, UT"</code> runs a search on load (a town: the nearest 10 within <code>miles</code>). <code>url-state="false"</code> leaves the page URL alone, as every finder after the first on a page should.`,
    html: `<vb-unit-finder location="Provo, UT" miles="10" url-state="false"></vb-unit-finder>`,
  },
  {
    name: 'spanish-filter',
    title: `Spanish-speaking congregations, list only, in kilometres`,
    description: `<code>languages="es"</code> sets the language filter, <code>map="false"</code> shows the list without a map, <code>distance-unit="km"</code> and <code>hour-cycle="h23"</code> change the figures.`,
    html: `<vb-unit-finder location="Provo, UT" languages="es" map="false" distance-unit="km" hour-cycle="h23" url-state="false"></vb-unit-finder>`,
  },
  {
    name: 'form-display',
    title: `Offering the contact form`,
    description: `<code>form-display="always-display"</code>: every result has a <em>Ask to visit</em> button that sends <code>vb-unit-finder-form</code> with the unit; the page opens its own form.`,
    html: `<vb-unit-finder location="Provo, UT" map="false" form-display="always-display" url-state="false"></vb-unit-finder>`,
  },
  {
    name: 'own-wording',
    title: `Own wording (Spanish)`,
    description: `Every message and label is an attribute with an English default.`,
    html: `<vb-unit-finder
  lang="es"
  url-state="false"
  map="false"
  search-label="Dirección, ciudad o código postal"
  search-button="Buscar"
  locate-button="Usar mi ubicación"
  loading-text="Buscando…"
  no-value="Escribe una dirección, ciudad o código postal."
  browser-location="Tu navegador no puede compartir tu ubicación."
  user-location="El acceso a la ubicación está bloqueado."
  google-unavailable="El mapa ({engine}) no se pudo cargar. Los resultados están abajo."
  no-results="No hay congregaciones cerca de {location}."
  single-result="1 congregación cerca de {location}"
  multiple-results="{count} congregaciones cerca de {location}"
  church-name="La Iglesia de Jesucristo de los Santos de los Últimos Días"
  general-ward="Barrio"
  ysa-ward="Barrio de jóvenes adultos solteros"
  saw-ward="Barrio de adultos solteros"
  get-directions="Cómo llegar"
  distance-text="a {distance} {unit}"
  service-time="Reunión sacramental: {day} a las {time}"
  next-meeting="Próxima reunión: {when}"
  add-to-calendar="Añadir al calendario"
  missionaries="Misioneros: {phone}"
  your-ward="Tu barrio"
  narrow-down="Filtrar"
  language-label="Idioma"
  any-language="Cualquier idioma"
  type-label="Tipo de congregación"
  any-type="Cualquier tipo"
></vb-unit-finder>`,
  },
  {
    name: 'giving-machines',
    title: `Giving machines`,
    description: `<code>variant="giving-machines"</code>: a map of the giving-machine locations with a detail panel per machine and a back button.`,
    html: `<vb-unit-finder variant="giving-machines" url-state="false"></vb-unit-finder>`,
  },
];
