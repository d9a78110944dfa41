import type { ElementExample } from '../../src/example.ts';

/** vb-uber-tile's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Default`,
    description: `An image, an eyebrow line, a heading, a summary, a call-to-action link and more content behind a Show more button (a disclosure button: <code>aria-expanded</code>, <code>aria-controls</code>). On a wide tile the image sits beside the text. Find-in-page reaches the hidden content and opens the tile.`,
    html: `<vb-uber-tile eyebrow="Visit us" heading="Sunday worship" href="/demo/unit-finder.html" link-text="Find a congregation near you">
  <img slot="media" src="/demo/static/gallery/chapel.svg" alt="" width="1200" height="800" />
  <p>Everyone is welcome at our Sunday services, wherever you are.</p>
  <div slot="details">
    <p>A sacrament meeting of about an hour, then classes for adults, youth and children.</p>
    <p>Come as you are: someone will greet you at the door and show you around.</p>
  </div>
</vb-uber-tile>`,
  },
  {
    name: 'text-only',
    title: `Without an image`,
    description: `No <code>slot="media"</code> child: the text takes the whole tile. The link's analytics click names its own title, text and offer (<code>analytics-title</code>, <code>analytics-text</code>, <code>offer-id</code>).`,
    html: `<vb-uber-tile eyebrow="Family history" heading="Find your ancestors" href="/demo/search-results.html" link-text="Start your family tree" analytics-title="Family history tile" analytics-text="start tree" offer-id="offer-7">
  <p>Free help with records, photos and stories, online or at a centre near you.</p>
  <div slot="details">
    <p>Volunteers help you read old records and scan photos. No appointment needed.</p>
  </div>
</vb-uber-tile>`,
  },
  {
    name: 'several-links',
    title: `Several calls to action`,
    description: `The first link comes from <code>href</code> and <code>link-text</code>; more follow from <code>links</code>, a JSON list, outlined (part <code>secondary-link</code>). Each sends its own analytics click: its <code>analyticsText</code>, else its text. Tab reaches every link, then the button.`,
    html: `<vb-uber-tile eyebrow="Come and see" heading="Visit a meetinghouse" href="/demo/unit-finder.html" link-text="Find a meetinghouse" analytics-text="find meetinghouse" links='[{"href": "/demo/stepped-form.html", "linkText": "Ask for a visit", "analyticsText": "request visit", "offerId": "offer-12"}, {"href": "/demo/video.html", "linkText": "Watch what a service is like"}]'>
  <img slot="media" src="/demo/static/gallery/chapel.svg" alt="" width="1200" height="800" />
  <p>See where we meet, ask for someone to show you around, or watch a short film first.</p>
  <div slot="details">
    <p>Meetinghouses are open to everyone on Sundays; visits on other days can be arranged.</p>
  </div>
</vb-uber-tile>`,
  },
  {
    name: 'expanded',
    title: `Starts open, own wording`,
    description: `<code>expanded</code> written by the page: the details show from the start. Every text is an attribute, for translated pages.`,
    html: `<vb-uber-tile lang="es" expanded eyebrow="Aprenda inglés" heading="Clases de inglés" href="/demo/stepped-form.html" link-text="Inscríbase en una clase" more-label="Ver más" less-label="Ver menos">
  <img slot="media" src="/demo/static/gallery/library.svg" alt="" width="1200" height="800" />
  <p>Clases gratuitas los martes por la tarde.</p>
  <div slot="details">
    <p>Para todos los niveles. Traiga un cuaderno; los libros los prestamos nosotros.</p>
  </div>
</vb-uber-tile>`,
  },
  {
    name: 'themed',
    title: `Themed with custom properties`,
    description: `The class <code>uber-tile-demo-warm</code> (in <code>/demo/uber-tile.css</code>) sets the tile's <code>--vb-uber-tile-*</code> properties.`,
    html: `<vb-uber-tile class="uber-tile-demo-warm" eyebrow="Serve" heading="Youth activities" href="/demo/poll.html" link-text="See this week's activities">
  <img slot="media" src="/demo/static/gallery/hike.svg" alt="" width="1200" height="800" />
  <p>Games, service and friends on Wednesday evenings.</p>
  <div slot="details">
    <p>For ages 11 to 18. Parents are welcome to come along the first time.</p>
  </div>
</vb-uber-tile>`,
  },
];
