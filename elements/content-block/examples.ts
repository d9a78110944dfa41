import type { ElementExample } from '../../src/example.ts';

/** vb-content-block's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'collapsed',
    title: `Long content, collapsed`,
    description: `Four rendered lines show (the default <code>collapsed-lines="4"</code>; the heading's line counts as one), with a fade and a <em>Show more</em> button. The links further down cannot be reached with Tab until the block is expanded.`,
    html: `<vb-content-block>
  <h3>Welcome to the Riverside congregation</h3>
  <p>Whoever you are and wherever you come from, you are welcome here. Sunday worship starts at 10:00 and lasts about an hour; there is no need to call ahead, and you can sit wherever you like. Someone at the door can show you around.</p>
  <p>After the main meeting, adults and teenagers meet in classes to study the scriptures together, while children from 3 to 11 years old have their own lessons with songs and activities. Parents are welcome to stay with their children for the first few weeks.</p>
  <ul>
    <li>Free parking behind the building, with spaces reserved for visitors near the entrance.</li>
    <li>Step-free access through the east door, and hearing loops in the chapel.</li>
    <li>A mothers' room with changing tables.</li>
  </ul>
  <svg class="cb-demo-figure" viewBox="0 0 320 120" width="320" height="120" role="img" aria-label="Map sketch: the building sits between River Road and the park, with parking behind it">
    <rect width="320" height="120" fill="#eef3f9"/>
    <rect x="0" y="90" width="320" height="16" fill="#c4c8cf"/>
    <rect x="120" y="30" width="80" height="50" fill="#1f5ea8"/>
    <rect x="215" y="40" width="70" height="40" fill="#8fb3de"/>
    <circle cx="50" cy="50" r="22" fill="#6fa86f"/>
  </svg>
  <p>Questions? <a href="/demo/">Send us a message</a> or read <a href="/demo/plain.html">what to expect on your first visit</a>.</p>
</vb-content-block>`,
  },
  {
    name: 'expanded',
    title: `Long content, initially expanded`,
    description: `The bare <code>expanded</code> attribute starts the block open; <em>Show less</em> collapses it (and scrolls its top back into view when you had read far down).`,
    html: `<vb-content-block expanded>
  <h3>Service projects this season</h3>
  <p>Every month we join neighbours and local charities on a project: cleaning the riverbank, sorting donations at the food bank, painting the community hall or visiting residents of the care home on Elm Street.</p>
  <p>Projects are open to everyone, members of the congregation or not, and families with children are welcome. Wear clothes that can get dirty, and bring a water bottle; tools and gloves are provided.</p>
  <p>To hear about the next project, <a href="/demo/">sign up for the newsletter</a>. Projects usually start at 9:00 on a Saturday morning and end before lunch.</p>
</vb-content-block>`,
  },
  {
    name: 'short',
    title: `Short content: no buttons`,
    description: `The text fits in four lines, so there is nothing to show or hide: no button, no fade.`,
    html: `<vb-content-block>
  <p>Our building is open on Sundays from 9:00 to 13:00 and on Wednesday evenings for youth activities.</p>
</vb-content-block>`,
  },
  {
    name: 'own-labels',
    title: `Own labels`,
    description: `The wording comes from <code>more-label</code> and <code>less-label</code>; here in Spanish, in a block marked <code>lang="es"</code>.`,
    html: `<vb-content-block lang="es" more-label="Leer más" less-label="Leer menos">
  <h3>Clases de inglés gratuitas</h3>
  <p>Cada martes y jueves a las 19:00 ofrecemos clases de inglés gratuitas para adultos, en grupos pequeños y con voluntarios de la comunidad. No hace falta inscribirse con antelación: basta con venir a la primera clase.</p>
  <p>Las clases siguen un libro sencillo que se entrega sin coste, y hay actividades para practicar la conversación, escribir un currículum o preparar una entrevista de trabajo.</p>
</vb-content-block>`,
  },
  {
    name: 'own-size-named-region',
    title: `Own collapsed size, named region`,
    description: `<code>collapsed-lines="2"</code> shows two lines; <code>label="Office hours"</code> names the content region for screen readers (and for analytics, as the block has no heading). Drag the corner of the frame to make it narrower or wider: the button appears and disappears as the text stops or starts fitting.`,
    html: `<div class="cb-demo-resizable">
  <vb-content-block collapsed-lines="2" label="Office hours">
    <p>The office is open on Sundays after the main meeting and on Thursdays from 18:00 to 20:00. Appointments with the bishop can be made through the clerk.</p>
  </vb-content-block>
</div>`,
  },
  {
    name: 'light-dom',
    title: `Light render mode, styled by the page`,
    description: `With <code>render="light"</code> the content renders into the page, so page CSS reaches it (<code>/demo/content-block.css</code> styles the button through its <code>part</code>) and <a href="#cb-demo-schedule">a link to the schedule</a>, which starts hidden, opens the block.`,
    html: `<vb-content-block render="light" class="cb-demo-page-styled" collapsed-lines="3">
  <h3>Youth activities</h3>
  <p>Young people aged 12 to 18 meet every Wednesday at 19:00 for games, service and a short lesson. Friends are always welcome, and activities are planned by the youth themselves.</p>
  <p>In summer there is a week-long camp in the mountains, with hiking, canoeing and evenings around the fire. Leaders are trained and background-checked volunteers.</p>
  <h4 id="cb-demo-schedule">This month's schedule</h4>
  <ul>
    <li>Week 1: board games night</li>
    <li>Week 2: baking for the food bank</li>
    <li>Week 3: <a href="/demo/plain.html">hike to Eagle Point</a></li>
    <li>Week 4: talent show</li>
  </ul>
</vb-content-block>`,
  },
  {
    name: 'dark-background',
    title: `On a dark background`,
    description: `<code>--vb-content-block-fade-color</code> matches the background the text fades into; the shared <code>--vb-color-*</code> tokens set the text and button colours.`,
    html: `<vb-content-block collapsed-lines="3">
  <h3>Family history centre</h3>
  <p>Volunteers at the family history centre help you discover your ancestors using free online records, microfilm and books. Bring what you already know: names, dates, places, old photos or letters.</p>
  <p>The centre is open on Tuesday and Thursday evenings and Saturday mornings. Computers are available, and you can save what you find to a free account to continue at home.</p>
</vb-content-block>`,
    demoClass: 'cb-demo-dark',
  },
];
