import type { ElementExample } from '../../src/example.ts';

/** vb-drawers's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Default`,
    description: `Plain HTML: each <code>h3</code> starts a drawer, the <code>div</code> after it is the panel. <code>open</code> on a heading opens it at start. Try the arrow keys, <kbd>Home</kbd> and <kbd>End</kbd> on the buttons, or find-in-page for "greeter" while the first drawer is closed.`,
    html: `<vb-drawers>
  <h3 id="visit">Visiting a congregation</h3>
  <div>
    <p>Everyone is welcome. Wear what you are comfortable in; many people wear their Sunday best, and nobody minds if you do not.</p>
    <p>A greeter at the door can help you find a seat, a class for your children and someone to sit with.</p>
  </div>
  <h3 id="worship" open>Worship services</h3>
  <div>
    <p>Sacrament meeting starts at 10:00 on Sundays and lasts about an hour. Classes for adults, youth and children follow.</p>
  </div>
  <h3 id="serve">Serving others</h3>
  <div>
    <p>Members and friends join service projects every month: food banks, clean-ups and visits to neighbours in need.</p>
    <p><a href="#fragment-links">Other links on this page</a> open drawers too.</p>
  </div>
</vb-drawers>`,
  },
  {
    name: 'only-one-open',
    title: `Only one open`,
    description: `<code>only-one-open</code>: opening a drawer closes the others.`,
    html: `<vb-drawers only-one-open>
  <h3 id="one-sunday">What happens on Sunday</h3>
  <div><p>A first hour of worship together, then a second hour of classes by age group.</p></div>
  <h3 id="one-children">Children and youth</h3>
  <div><p>Children from 18 months attend nursery and Primary; youth from 11 meet in their own classes.</p></div>
  <h3 id="one-cost">Is there a cost?</h3>
  <div><p>No. Services, classes and activities are free and open to everyone.</p></div>
</vb-drawers>`,
  },
  {
    name: 'only-once',
    title: `Only once`,
    description: `<code>only-once</code>: a drawer, once opened, stays open. Its button says so to screen readers (<code>aria-disabled</code>) and the chevron disappears.`,
    html: `<vb-drawers only-once>
  <h3 id="once-step-1">Step 1: read the invitation</h3>
  <div><p>You are invited to a free open house on Saturday at 2 pm.</p></div>
  <h3 id="once-step-2">Step 2: choose a time</h3>
  <div><p>Tours leave every half hour until 6 pm.</p></div>
</vb-drawers>`,
  },
  {
    name: 'only-once-only-one-open',
    title: `Only once, only one open`,
    description: `With <code>only-one-open</code> as well, one drawer always stays open after the first: opening another switches to it.`,
    html: `<vb-drawers only-once only-one-open>
  <h3 id="switch-morning">Morning session</h3>
  <div><p>9:00 to 12:00, with a short break at 10:30.</p></div>
  <h3 id="switch-afternoon">Afternoon session</h3>
  <div><p>13:30 to 16:30, with a short break at 15:00.</p></div>
</vb-drawers>`,
  },
  {
    name: 'tracked',
    title: `Tracked`,
    description: `<code>tracked</code>: each drawer you open is remembered in local storage (<code>track-{id}</code> = <code>opened</code>) and marked "viewed", now and after a reload.`,
    html: `<vb-drawers tracked>
  <h3 id="tracked-lesson-1">Lesson 1: the plan of salvation</h3>
  <div><p>Where did we come from, why are we here, and where are we going?</p></div>
  <h3 id="tracked-lesson-2">Lesson 2: the gospel of Jesus Christ</h3>
  <div><p>Faith, repentance, baptism, the gift of the Holy Ghost and enduring to the end.</p></div>
  <h3 id="tracked-lesson-3">Lesson 3: commandments</h3>
  <div><p>Living the commandments brings blessings and peace.</p></div>
</vb-drawers>`,
    demoHtml: `<p><button type="button" class="demo-button" data-demo-forget="tracked-lesson-">Forget viewed lessons and reload</button></p>`,
  },
  {
    name: 'form',
    title: `Form variant`,
    description: `<code>variant="form"</code>: each drawer is a form section. A later section opens only when the earlier ones are valid; otherwise the unfinished section opens and its field is reported. A check mark shows each valid section. Sending with a section closed opens the section that needs attention.`,
    html: `<form class="demo-form" id="drawers-demo-form" action="/demo/drawers.html" method="get" data-demo-form>
  <vb-drawers variant="form" only-one-open opened='["form-name"]'>
    <h3 id="form-name">Your name</h3>
    <div>
      <p class="demo-field">
        <label for="form-full-name">Full name (required)</label>
        <input id="form-full-name" name="fullName" required autocomplete="name">
      </p>
    </div>
    <h3 id="form-contact">How to reach you</h3>
    <div>
      <p class="demo-field">
        <label for="form-email">Email (required)</label>
        <input id="form-email" name="email" type="email" required autocomplete="email">
      </p>
      <p class="demo-field">
        <label for="form-phone">Phone (optional, digits and spaces)</label>
        <input id="form-phone" name="phone" type="tel" pattern="[0-9 ]{6,20}" autocomplete="tel">
      </p>
    </div>
    <h3 id="form-time">When to visit</h3>
    <div>
      <fieldset class="demo-fieldset">
        <legend>Preferred time (required)</legend>
        <p><input type="radio" id="form-time-morning" name="timeSelection" value="morning" required> <label for="form-time-morning">Morning</label></p>
        <p><input type="radio" id="form-time-evening" name="timeSelection" value="evening"> <label for="form-time-evening">Evening</label></p>
      </fieldset>
    </div>
    <h3 id="form-send">Send</h3>
    <div>
      <p>We will contact you within a week.</p>
      <p><button type="submit" class="demo-button">Send request</button></p>
    </div>
  </vb-drawers>
</form>`,
    demoHtml: `<p role="status" class="demo-form-status" data-demo-form-status></p>`,
  },
  {
    name: 'shadow',
    title: `Shadow render mode`,
    description: `<code>render="shadow"</code>: the drawers live in a shadow root and your headings and panels are slotted into it (still the same nodes). Page CSS does not reach the structure; parts and custom properties do. This one is themed with <code>--vb-drawers-*</code> properties and <code>::part()</code> in <code>/demo/drawers.css</code>.`,
    html: `<vb-drawers render="shadow" class="drawers-demo-themed">
  <h3 id="shadow-history">History of the building</h3>
  <div><p>The meetinghouse was built by members in 1952 and enlarged in 1978.</p></div>
  <h3 id="shadow-access">Accessibility</h3>
  <div><p>Step-free entrance on the east side, an accessible restroom and a hearing loop in the chapel.</p></div>
</vb-drawers>`,
  },
  {
    name: 'scripted',
    title: `Opened from a script, styled by the page`,
    description: `The <code>opened</code> property lists the open drawers and opens or closes them when set. In light mode the page's own CSS styles the headings inside (<code>.drawers-demo-page h3</code> in <code>/demo/drawers.css</code>).`,
    html: `<vb-drawers class="drawers-demo-page" id="drawers-scripted">
  <h3 id="script-parking">Parking</h3>
  <div><p>Free parking behind the building, with spaces reserved near the entrance.</p></div>
  <h3 id="script-transit">Public transport</h3>
  <div><p>Bus lines 4 and 11 stop at the corner, a two-minute walk away.</p></div>
  <h3 id="script-bikes">Bicycles</h3>
  <div><p>Covered bicycle racks by the side door.</p></div>
</vb-drawers>`,
    demoHtml: `<p class="demo-actions">
  <button type="button" class="demo-button" data-demo-open-all>Open all</button>
  <button type="button" class="demo-button" data-demo-close-all>Close all</button>
</p>
<p>Open now: <output data-demo-opened>none</output></p>`,
  },
  {
    name: 'intro-and-data-open',
    title: `Introduction, and a panel open at start`,
    description: `Nodes before the first heading show above the drawers (part <code>intro</code>). <code>data-open</code>, which HTML validators accept, opens a drawer at start, on its heading or, as here, on its panel.`,
    html: `<vb-drawers>
  <p>Three things to know before your first visit.</p>
  <h3 id="intro-dress">What to wear</h3>
  <div><p>Whatever you are comfortable in.</p></div>
  <h3 id="intro-children">Bringing children</h3>
  <div data-open><p>Children are welcome in the meeting; classes for them follow it.</p></div>
  <h3 id="intro-length">How long it lasts</h3>
  <div><p>About two hours, with a short break.</p></div>
</vb-drawers>`,
  },
];
