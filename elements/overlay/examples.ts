import type { ElementExample } from '../../src/example.ts';

/** vb-overlay's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `A search over the whole screen`,
    description: `A link to <code>#overlay-search</code> opens it. The page behind is inert and keeps its scroll position; Escape, the close button or a click on the scrim closes it, and focus goes back to the link.`,
    html: `<a class="overlay-demo-trigger" href="#overlay-search">Search the site</a>
<vb-overlay id="overlay-search">
  <h2>Search the site</h2>
  <form class="overlay-demo-form" role="search" action="/demo/overlay.html" method="get">
    <label for="overlay-search-text">Words to look for</label>
    <input id="overlay-search-text" name="q" type="search" autocomplete="off">
    <button type="submit">Search</button>
  </form>
</vb-overlay>`,
  },
  {
    name: 'persistent',
    title: `Kept open on a scrim click`,
    description: `<code>persistent</code>: a click on the scrim does not close it; Escape and the close button do. No heading inside, so <code>label</code> names it.`,
    html: `<a class="overlay-demo-trigger" href="#overlay-notice">Read the notice</a>
<vb-overlay id="overlay-notice" persistent label="Building notice" close-label="Close the notice">
  <p>The east entrance is closed for repairs until 15 March. Please use the Elm Street doors.</p>
</vb-overlay>`,
  },
];
