/**
 * vb-inline-component-gallery with the real build (stop 34): its pre-upgrade sheet reserved slides in thirds whatever
 * `per-view` said (the demo's per-view="2" gallery mounted 73 px taller at 1280 px, every gallery about 10 px taller on
 * a phone), and previous/next sat over the cards' words. Here, for every `per-view` (none, 1 to 6, a wrong one), slide
 * count around each breakpoint and `wrap`, each gallery's box and first slide before its script runs (the loader
 * blocked) must be those it has mounted; and on the demo page no button covers a card's words or picture.
 *
 * Needs the build: `npm run build && node --import tsx --test test/e2e/inline-component-gallery.e2e.ts`
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { e2eSession, openProbe, settle } from './harness.ts';

const session = e2eSession();

/** The sweep's phone and desktop, the narrowest screen the library serves, and a width between the breakpoints. */
const WIDTHS = [320, 375, 800, 1280];
const PER_VIEWS = [undefined, '1', '2', '3', '4', '5', '6', '9'];
/** One slide, a few (the wrap-around shrink at 3 or fewer), and more than the most per row. */
const COUNTS = [1, 2, 3, 4, 7];
const MATRIX_PAGE = '/demo/inline-component-gallery-matrix.html';

/** A card as on the demo page: a picture sized by its width and height attributes, a heading, a line and a link. */
function card(i: number): string {
  return `<article class="demo-card"><img src="/demo/static/gallery/chapel.svg" alt="" width="1200" height="800"><h3>Card ${i + 1}</h3><p>Some words on this card, a line or two depending on its width.</p><a href="/demo/">More</a></article>`;
}

function matrixHtml(): string {
  const galleries = PER_VIEWS.flatMap((perView) =>
    COUNTS.flatMap((count) =>
      [false, true].map((wrap) => {
        const attributes = `${perView ? ` per-view="${perView}"` : ''}${wrap ? ' wrap' : ''}`;
        const cards = Array.from({ length: count }, (_, i) => card(i)).join('');
        return `<h2>per-view ${perView ?? 'none'}, ${count}${wrap ? ', wrap' : ''}</h2><vb-inline-component-gallery${attributes}>${cards}</vb-inline-component-gallery>`;
      }),
    ),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Galleries</title><link rel="stylesheet" href="/demo/demo.css"><link rel="stylesheet" href="/dist/visitor-blocks.css">
<link rel="stylesheet" href="/demo/inline-component-gallery.css"><script type="module" src="/dist/loader.js"></script></head>
<body><main>${galleries.join('\n')}</main></body></html>`;
}

interface Box {
  name: string;
  height: number;
  top: number;
  /** The first slide's content width (a mounted slide's gap is its padding). */
  slide: number;
}

function boxes(page: Page): Promise<Box[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('vb-inline-component-gallery')].map((gallery) => {
      const box = gallery.getBoundingClientRect();
      const slide = gallery.querySelector('article') as HTMLElement;
      const style = getComputedStyle(slide);
      const width = slide.getBoundingClientRect().width - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
      return { name: gallery.previousElementSibling?.textContent ?? '', height: box.height, top: box.top + scrollY, slide: width };
    }),
  );
}

/**
 * Sub-pixel only: the pre-upgrade sheet's sums resolve against the row and the mounted ones against the track, and
 * Chromium rounds each to 1/64 px (240 px may be 239.984), which a page of 80 galleries adds up.
 */
const SUBPIXEL = 1;
const differs = (a: Box, b: Box) => Math.abs(a.height - b.height) > SUBPIXEL || Math.abs(a.top - b.top) > SUBPIXEL || Math.abs(a.slide - b.slide) > SUBPIXEL;
const line = (box: Box) => `height ${box.height.toFixed(1)} top ${box.top.toFixed(1)} slide ${box.slide.toFixed(1)}`;

/** The carousel engine has started in every gallery: it names each slide "n of N" when it does. */
const engineRan = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('vb-inline-component-gallery')].every((gallery) => gallery.querySelector('article[aria-roledescription="slide"]')),
  );

/** Both frames after the engine's first layout, so what shows is what a visitor sees. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

for (const width of WIDTHS) {
  test(`${width} px: every per-view, slide count and wrap keeps its pre-upgrade box and slide width once mounted`, async () => {
    const viewport = { width, height: 900 };
    const serve = (page: Page) => page.route(`**${MATRIX_PAGE}`, (route) => route.fulfill({ contentType: 'text/html', body: matrixHtml() }));
    const before = await openProbe(session.browser, { viewport });
    let reserved: Box[];
    try {
      await serve(before.page);
      await before.page.route('**/dist/loader.js', (route) => route.abort());
      await before.page.goto(`${session.server.origin}${MATRIX_PAGE}`, { waitUntil: 'load' });
      reserved = await boxes(before.page);
    } finally {
      await before.close();
    }
    const probe = await openProbe(session.browser, { viewport });
    try {
      await serve(probe.page);
      await probe.page.goto(`${session.server.origin}${MATRIX_PAGE}`, { waitUntil: 'load' });
      await settle(probe);
      await engineRan(probe.page);
      await twoFrames(probe.page);
      const mounted = await boxes(probe.page);
      assert.equal(mounted.length, reserved.length);
      const moved = mounted.flatMap((box, i) => {
        const was = reserved[i] as Box;
        return differs(was, box) ? [`${box.name}: ${line(was)} -> ${line(box)}`] : [];
      });
      assert.deepEqual(moved, [], `${width} px: galleries whose mounted box differs from the pre-upgrade one`);
    } finally {
      await probe.close();
    }
  });
}

for (const width of [320, 375, 1280]) {
  test(`demo page at ${width} px: previous/next cover no card's words or picture`, async () => {
    const probe = await openProbe(session.browser, { viewport: { width, height: 900 } });
    try {
      await probe.page.goto(`${session.server.origin}/demo/inline-component-gallery.html`, { waitUntil: 'load' });
      await settle(probe);
      await engineRan(probe.page);
      await twoFrames(probe.page);
      const covered = await probe.page.evaluate(() =>
        [...document.querySelectorAll('vb-inline-component-gallery')].flatMap((gallery, g) => {
          const root = gallery.shadowRoot ?? gallery;
          const shown = (root.querySelector('[data-carousel="viewport"]') as HTMLElement).getBoundingClientRect();
          const buttons = [...root.querySelectorAll<HTMLElement>('[data-carousel="prev"], [data-carousel="next"]')].filter((button) => !button.hidden);
          const content = [...gallery.querySelectorAll<HTMLElement>('article img, article h3, article p, article a')];
          return buttons.flatMap((button) => {
            const b = button.getBoundingClientRect();
            return content.flatMap((part) => {
              const c = part.getBoundingClientRect();
              const left = Math.max(c.left, shown.left, b.left);
              const right = Math.min(c.right, shown.right, b.right);
              const top = Math.max(c.top, shown.top, b.top);
              const bottom = Math.min(c.bottom, shown.bottom, b.bottom);
              return left < right && top < bottom
                ? [`gallery ${g + 1}: ${button.getAttribute('aria-label')} over ${part.localName} "${part.textContent?.trim()}"`]
                : [];
            });
          });
        }),
      );
      assert.deepEqual(covered, [], `${width} px: buttons over the cards' content`);
    } finally {
      await probe.close();
    }
  });
}
