import type { ElementExample } from '../../src/example.ts';

/** vb-search-results' examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Default, with a search box`,
    description: `The search comes from the page address, <code>?query=…</code>, as a site's header search form sends it; <code>search-box</code> adds a box to search again in place. Ten results per page, at most 5 page buttons; the page number is kept in <code>?page=</code>, so the back button returns to the previous page.`,
    html: `<vb-search-results search-box heading-level="3"></vb-search-results>`,
  },
  {
    name: 'results-only',
    title: `Results only`,
    description: `Without <code>search-box</code>: the page's own header search form sends visitors here. It reads the same <code>?query=</code> as the first example.`,
    html: `<vb-search-results heading-level="3"></vb-search-results>`,
  },
  {
    name: 'events',
    title: `Small pages of one kind`,
    description: `<code>facet="events"</code> and <code>num-results="2"</code> are sent with the call. This one keeps its search in <code>?events=</code> and its page in <code>?events-page=</code> so it does not follow the other examples.`,
    html: `<vb-search-results
  search-box
  heading-level="3"
  heading="Events"
  facet="events"
  num-results="2"
  query-param="events"
  page-param="events-page"
></vb-search-results>`,
  },
  {
    name: 'own-wording',
    title: `Own wording`,
    description: `Every text is an attribute; <code>{query}</code>, <code>{count}</code>, <code>{from}</code> and <code>{to}</code> are filled in, numbers formatted for the element's <code>lang</code>. A search for <code>zzzz</code> shows the no-results message.`,
    html: `<vb-search-results
  lang="es"
  search-box
  heading-level="3"
  query-param="consulta"
  page-param="pagina"
  heading="Resultados de la búsqueda"
  summary-text="{from}–{to} de {count} resultados para «{query}»"
  no-results-message="No hay resultados para «{query}». Pruebe con otras palabras."
  prompt-text="Busque en el sitio para ver resultados aquí."
  loading-text="Buscando…"
  retry-text="Reintentar"
  search-label="Buscar en el sitio"
  search-button-text="Buscar"
  pages-label="Páginas de resultados"
  page-text="Página {page}"
  previous-text="Página anterior"
  next-text="Página siguiente"
></vb-search-results>`,
  },
  {
    name: 'light-dom',
    title: `Light DOM, styled by the page`,
    description: `With <code>render="light"</code> the results render into the page, so page CSS reaches them: <code>/demo/search-results.css</code> squares the result images through their <code>part</code> attributes. It reads <code>?light=</code>.`,
    html: `<vb-search-results render="light" class="search-results-demo-square" heading-level="3" num-results="3" query-param="light" page-param="light-page"></vb-search-results>`,
  },
];
