import type { ElementExample } from '../../src/example.ts';

/** vb-card-tile's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Default`,
    description: `A heading, a summary and details behind a Show more button (a disclosure button: <code>aria-expanded</code>, <code>aria-controls</code>). Find-in-page reaches the hidden details and opens the card.`,
    html: `<vb-card-tile heading="Sunday services">
  <p>Meet with us every Sunday at 10:00.</p>
  <div slot="details">
    <p>A sacrament meeting of about an hour, then classes for adults, youth and children.</p>
    <p>Come as you are: everyone is welcome, and someone will show you around.</p>
  </div>
</vb-card-tile>`,
  },
  {
    name: 'media',
    title: `With an image`,
    description: `A child with <code>slot="media"</code> shows at the top of the card, scaled to its width.`,
    html: `<vb-card-tile heading="Family history centre">
  <img slot="media" src="/demo/static/gallery/library.svg" alt="" width="1200" height="800" />
  <p>Free help finding your ancestors.</p>
  <div slot="details">
    <p>Volunteers help you start a family tree, read old records and scan photos. No appointment needed.</p>
  </div>
</vb-card-tile>`,
  },
  {
    name: 'expanded',
    title: `Starts open, own wording`,
    description: `<code>expanded</code> written by the page: the details show from the start. Every text is an attribute, for translated pages.`,
    html: `<vb-card-tile lang="es" expanded heading="Clases de inglés" more-label="Ver más" less-label="Ver menos">
  <p>Clases gratuitas los martes por la tarde.</p>
  <div slot="details">
    <p>Para todos los niveles. Traiga un cuaderno; los libros los prestamos nosotros.</p>
  </div>
</vb-card-tile>`,
  },
  {
    name: 'themed',
    title: `Themed with custom properties`,
    description: `The class <code>card-tile-demo-warm</code> (in <code>/demo/card-tile.css</code>) sets the tile's <code>--vb-card-tile-*</code> properties.`,
    html: `<vb-card-tile class="card-tile-demo-warm" heading="Youth activities">
  <p>Games, service and friends on Wednesday evenings.</p>
  <div slot="details">
    <p>For ages 11 to 18. Parents are welcome to come along the first time.</p>
  </div>
</vb-card-tile>`,
  },
];
