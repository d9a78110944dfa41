// vb-search-results demo: a visitor arrives from a search form, so each example's URL parameter holds a search.
// A classic script in <head>: it runs before the elements read the address. Only absent parameters are filled,
// so a search typed on the page (or a shared link) stays as it is.
const DEMO_SEARCHES = { query: 'temple', events: 'temple', consulta: 'family history', light: 'service' };

const url = new URL(location.href);
let changed = false;
for (const [param, search] of Object.entries(DEMO_SEARCHES)) {
  if (!url.searchParams.has(param)) {
    url.searchParams.set(param, search);
    changed = true;
  }
}
if (changed) history.replaceState(history.state, '', url.href);
