import type { ElementExample } from '../../src/example.ts';

/** vb-inline-component-gallery's examples: the demo page (npm run demo:examples), the tests and the README use these. */
/** The demo's activity cards, as a page author would write them inside the gallery. */
const CARDS = [
  ['chapel', 'Sunday services', 'Meet us every Sunday at 10:00 for worship, classes and time together.'],
  ['garden', 'Community garden', 'Grow vegetables with neighbours every Saturday morning from May.'],
  ['choir', 'Youth choir', 'Young people aged 12 to 18 sing together on Wednesday evenings.'],
  ['harvest', 'Harvest supper', 'Bring a dish to share at our autumn supper; everyone is welcome.'],
  ['hike', 'Family hike', 'A gentle walk for all ages, on the first Saturday of each month.'],
  ['library', 'Family history', 'Volunteers help you find your ancestors, free of charge.'],
] as const;

/** The first `count` cards; the images of cards 4 and later (below the fold in a row of three) load lazily. */
function cards(count: number): string {
  return CARDS.slice(0, count)
    .map(
      ([image, title, text], index) => `
  <article class="demo-card">
    <img src="/demo/static/gallery/${image}.svg" alt="" width="1200" height="800"${index >= 3 ? ' loading="lazy"' : ''}>
    <h3>${title}</h3>
    <p>${text}</p>
    <a href="/demo/">More about ${title.toLowerCase()}</a>
  </article>`,
    )
    .join('');
}

export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Cards, three at a time`,
    description: `Six cards: three show from 600 px, one and a peek of the next below. The buttons, the arrow keys or a swipe move the row; a card out of view cannot be reached by Tab until it shows.`,
    html: `<vb-inline-component-gallery label="Activities this month">${cards(6)}
</vb-inline-component-gallery>`,
  },
  {
    name: 'wrap',
    title: `Two at a time, wrapping around`,
    description: `<code>per-view="2"</code> <code>wrap</code>: the end leads back to the start.`,
    html: `<vb-inline-component-gallery per-view="2" wrap label="Ways to serve">${cards(6)}
</vb-inline-component-gallery>`,
  },
  {
    name: 'few',
    title: `Three cards share the row`,
    description: `With <code>wrap</code> and three slides or fewer the row does not wrap: the cards shrink to share it, and below 600 px they slide.`,
    html: `<vb-inline-component-gallery wrap label="This week">${cards(3)}
</vb-inline-component-gallery>`,
  },
];
