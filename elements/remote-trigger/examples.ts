import type { ElementExample } from '../../src/example.ts';

/** vb-remote-trigger's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `A button that reveals content elsewhere on the page`,
    description: `<code>target="rt-more"</code>: the <code>vb-unveil</code> with that <code>trigger-id</code> subscribes to it, so each press toggles it, and the button says <code>aria-expanded</code> as the content shows and hides.`,
    html: `<vb-remote-trigger target="rt-more">More about our services</vb-remote-trigger>
<vb-unveil trigger-id="rt-more">
  <p>Sunday services start at 10:00 and last about an hour. Everyone is welcome; there is no need to call ahead.</p>
</vb-unveil>`,
  },
  {
    name: 'open-drawer',
    title: `A button that opens a drawer elsewhere on the page`,
    description: `<code>target="rt-hours"</code> <code>action="open"</code>: the drawer whose heading has that id subscribes to it, so the press opens it (a second press leaves it open; <code>toggle</code>, the default, would close it).`,
    html: `<vb-remote-trigger target="rt-hours" action="open">Show meeting times</vb-remote-trigger>
<vb-drawers>
  <h3 id="rt-hours">Meeting times</h3>
  <p>Sacrament meeting starts at 10:00 on Sundays; classes follow at 11:00.</p>
  <h3 id="rt-parking">Parking</h3>
  <p>Free parking behind the building, with spaces kept for visitors near the door.</p>
</vb-drawers>`,
  },
  {
    name: 'toggle',
    title: `Toggle, with the text from an attribute`,
    description: `No content inside the tag: <code>label</code> names the button. Each press toggles the drawer.`,
    html: `<vb-remote-trigger target="rt-children" label="Classes for children"></vb-remote-trigger>
<vb-drawers>
  <h3 id="rt-children">Classes for children</h3>
  <p>Children from 3 to 11 have their own lessons, with songs and activities.</p>
</vb-drawers>`,
  },
  {
    name: 'scroll',
    title: `No block listens: it goes there`,
    description: `Nothing subscribes to <code>rt-contact</code>, so the press scrolls to the element with that id and moves focus there, as a link to <code>#rt-contact</code> would (without the smooth scroll when you prefer reduced motion).`,
    html: `<vb-remote-trigger target="rt-contact">Go to contact details</vb-remote-trigger>
<p>Every congregation welcomes visitors; nobody needs to call ahead.</p>
<h3 id="rt-contact">Contact details</h3>
<p>Write to the ward clerk at the meetinghouse address.</p>`,
  },
];
