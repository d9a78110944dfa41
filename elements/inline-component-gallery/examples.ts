import type { ElementExample } from '../../src/example.ts';

/** vb-inline-component-gallery's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Cards, three at a time`,
    description: `Six cards: three show from 600 px, one and a peek of the next below. The buttons, the arrow keys or a swipe move the row; a card out of view cannot be reached by Tab until it shows.`,
    html: `<vb-inline-component-gallery label="Activities this month">
  <article class="demo-card">
    <img src="/demo/static/gallery/chapel.svg" alt="" width="1200" height="800">
    <h3>Sunday services</h3>
    <p>Meet us every Sunday at 10:00 for worship, classes and time together.</p>
    <a href="/demo/">More about sunday services</a>
  </article>
  <article class="demo-card">
    <img src="/demo/static/gallery/garden.svg" alt="" width="1200" height="800">
    <h3>Community garden</h3>
    <p>Grow vegetables with neighbours every Saturday morning from May.</p>
    <a href="/demo/">More about community garden</a>
  </article>
  <article class="demo-card">
    <img src="/demo/static/gallery/choir.svg" alt="" width="1200" height="800">
    <h3>Youth choir</h3>
    <p>Young people aged 12 to 18 sing together on Wednesday evenings.</p>
    <a href="/demo/">More about youth choir</a>
  </article>
  <article class="demo-card">
    <img src="/demo/static/gallery/harvest.svg" alt="" width="1200" height="800" loading="lazy">
    <h3>Harvest supper</h3>
    <p>Bring a dish to share at our autumn supper; everyone is welcome.</p>
    <a href="/demo/">More about harvest supper</a>
  </article>
  <article class="demo-card">
    <img src="/demo/static/gallery/hike.svg" alt="" width="1200" height="800" loading="lazy">
    <h3>Family hike</h3>
    <p>A gentle walk for all ages, on the first Saturday of each month.</p>
    <a href="/demo/">More about family hike</a>
  </article>
  <article class="demo-card">
    <img src="/demo/static/gallery/library.svg" alt="" width="1200" height="800" loading="lazy">
    <h3>Family history</h3>
    <p>Volunteers help you find your ancestors, free of charge.</p>
    <a href="/demo/">More about family history</a>
  </article>
</vb-inline-component-gallery>`,
  },
  {
    name: 'wrap',
    title: `Two at a time, wrapping around`,
    description: `<code>per-view="2"</code> <code>wrap</code>: the end leads back to the start.`,
    html: `<vb-inline-component-gallery per-view="2" wrap label="Ways to serve">
  <article class="demo-card">
    <img src="/demo/static/gallery/chapel.svg" alt="" width="1200" height="800">
    <h3>Sunday services</h3>
    <p>Meet us every Sunday at 10:00 for worship, classes and time together.</p>
    <a href="/demo/">More about sunday services</a>
  </article>
  <article class="demo-card">
    <img src="/demo/static/gallery/garden.svg" alt="" width="1200" height="800">
    <h3>Community garden</h3>
    <p>Grow vegetables with neighbours every Saturday morning from May.</p>
    <a href="/demo/">More about community garden</a>
  </article>
  <article class="demo-card">
    <img src="/demo/static/gallery/choir.svg" alt="" width="1200" height="800">
    <h3>Youth choir</h3>
    <p>Young people aged 12 to 18 sing together on Wednesday evenings.</p>
    <a href="/demo/">More about youth choir</a>
  </article>
  <article class="demo-card">
    <img src="/demo/static/gallery/harvest.svg" alt="" width="1200" height="800" loading="lazy">
    <h3>Harvest supper</h3>
    <p>Bring a dish to share at our autumn supper; everyone is welcome.</p>
    <a href="/demo/">More about harvest supper</a>
  </article>
  <article class="demo-card">
    <img src="/demo/static/gallery/hike.svg" alt="" width="1200" height="800" loading="lazy">
    <h3>Family hike</h3>
    <p>A gentle walk for all ages, on the first Saturday of each month.</p>
    <a href="/demo/">More about family hike</a>
  </article>
  <article class="demo-card">
    <img src="/demo/static/gallery/library.svg" alt="" width="1200" height="800" loading="lazy">
    <h3>Family history</h3>
    <p>Volunteers help you find your ancestors, free of charge.</p>
    <a href="/demo/">More about family history</a>
  </article>
</vb-inline-component-gallery>`,
  },
  {
    name: 'few',
    title: `Three cards share the row`,
    description: `With <code>wrap</code> and three slides or fewer the row does not wrap: the cards shrink to share it, and below 600 px they slide.`,
    html: `<vb-inline-component-gallery wrap label="This week">
  <article class="demo-card">
    <img src="/demo/static/gallery/chapel.svg" alt="" width="1200" height="800">
    <h3>Sunday services</h3>
    <p>Meet us every Sunday at 10:00 for worship, classes and time together.</p>
    <a href="/demo/">More about sunday services</a>
  </article>
  <article class="demo-card">
    <img src="/demo/static/gallery/garden.svg" alt="" width="1200" height="800">
    <h3>Community garden</h3>
    <p>Grow vegetables with neighbours every Saturday morning from May.</p>
    <a href="/demo/">More about community garden</a>
  </article>
  <article class="demo-card">
    <img src="/demo/static/gallery/choir.svg" alt="" width="1200" height="800">
    <h3>Youth choir</h3>
    <p>Young people aged 12 to 18 sing together on Wednesday evenings.</p>
    <a href="/demo/">More about youth choir</a>
  </article>
</vb-inline-component-gallery>`,
  },
];
