import type { ElementExample } from '../../src/example.ts';

/** vb-popup's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Anchored to its trigger button`,
    description: `<code>trigger-id="popup-hours-button"</code>: the button toggles the popup, which sits below it (above, when there is no room below) and stays inside the screen. A click outside or Escape closes it.`,
    html: `<button type="button" id="popup-hours-button" class="popup-demo-trigger">Office hours</button>
<vb-popup trigger-id="popup-hours-button" heading="Office hours" heading-level="3">
  <p>Tuesday and Thursday, 18:00 to 20:00. Call ahead on other days.</p>
</vb-popup>`,
  },
  {
    name: 'link-trigger',
    title: `Opened by a link to its id, above it`,
    description: `A link to <code>#popup-parking</code> toggles it; <code>placement="top"</code> prefers the side above the link, with a 12 px gap on wide screens and 6 px on phones.`,
    html: `<p>Parking is free on Sundays. <a id="popup-parking-link" href="#popup-parking">Where do I park?</a></p>
<vb-popup id="popup-parking" placement="top" desktop-margin="12" mobile-margin="6" label="Parking">
  <p>Behind the building, entrance on Elm Street. Two spaces by the door are for visitors with reduced mobility.</p>
</vb-popup>`,
  },
  {
    name: 'delay-once-overlay',
    title: `After 5 seconds, once per visitor, with a scrim`,
    description: `<code>trigger-delay-type="immediate"</code> <code>trigger-delay="5"</code>: it opens by itself 5 seconds after the page loads, and with <code>trigger-once</code> only the first time (the <code>vb-popup-welcome</code> cookie, 365 days). <code>overlay</code> puts a scrim behind it. The button opens it again at any time.`,
    html: `<button type="button" id="popup-welcome-button" class="popup-demo-trigger">Show the welcome</button>
<vb-popup trigger-id="popup-welcome-button" cookie-name="vb-popup-welcome" trigger-delay-type="immediate" trigger-delay="5" trigger-once overlay heading="Welcome">
  <p>New here? We would love to meet you on Sunday.</p>
</vb-popup>`,
  },
];
