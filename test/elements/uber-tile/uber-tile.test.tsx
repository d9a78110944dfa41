/**
 * vb-uber-tile: attributes to props, the disclosure pattern by mouse and keyboard, find-in-page (beforematch),
 * the toggle event and analytics, the call-to-action links (the first and more from `links`: each its own analytic,
 * keyboard, parts), the wide and narrow layouts, 320 px, bad input, axe closed and open, in shadow and light mode.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../../elements/uber-tile/define.ts';
import { examples } from '../../../elements/uber-tile/examples.ts';
import { meta } from '../../../elements/uber-tile/meta.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { expectQuiet } from '../../support/console.ts';
import { settle } from '../../support/wait.ts';
import { buttonOf, detailsOf, detailsShown, expandableTileCases, partOf, watchTiles } from '../../support/expandable.ts';

const MODES: RenderMode[] = ['shadow', 'light'];
type Layer = Array<{ event: string; component: { info: Record<string, unknown> }; category: { primary: string } }>;
const layer = () => ((window as unknown as { dataLayer?: Layer }).dataLayer ??= []);
const link = (el: HTMLElement) => partOf<HTMLAnchorElement>(el, 'link');
const secondaryLinks = (el: HTMLElement) => Array.from(renderRoot(el).querySelectorAll<HTMLAnchorElement>('[part~="secondary-link"]'));
/** The focused element, inside shadow roots too. */
const focused = () => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};

const watch = watchTiles('vb-uber-tile');
const { toggles } = watch;
// The link leads to another page: the test page stays where it is.
const stay = (event: Event) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stay));
afterEach(() => document.removeEventListener('click', stay));

for (const render of MODES) {
  describe(`vb-uber-tile (${render})`, () => {
    expandableTileCases(examples, render, watch);

    it('starts closed: an article named by its h3, the eyebrow over it, the link, and a Show more button controlling the hidden details', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render });
      const tile = partOf(el, 'tile')!;
      const heading = partOf(el, 'heading')!;
      const eyebrow = partOf(el, 'eyebrow')!;
      expect(tile.tagName).to.equal('ARTICLE');
      expect(heading.tagName).to.equal('H3');
      expect(heading.textContent).to.equal('Sunday worship');
      expect(eyebrow.textContent).to.equal('Visit us');
      expect(eyebrow.getBoundingClientRect().bottom).to.be.at.most(heading.getBoundingClientRect().top + 1);
      expect(tile.getAttribute('aria-labelledby')).to.equal(heading.id);
      expect(link(el)!.textContent).to.equal('Find a congregation near you');
      expect(link(el)!.getAttribute('href')).to.equal('/demo/unit-finder.html');
      expect(buttonOf(el).textContent).to.equal('Show more');
      expect(buttonOf(el).getAttribute('aria-expanded')).to.equal('false');
      expect(buttonOf(el).getAttribute('aria-controls')).to.equal(detailsOf(el).id);
      expect(buttonOf(el).getAttribute('aria-describedby')).to.equal(heading.id);
      expect(detailsOf(el).getAttribute('hidden')).to.equal('until-found');
      expect(detailsShown(el)).to.equal(false);
      expect(el.hasAttribute('expanded')).to.equal(false);
      expect(partOf(el, 'media')).not.to.equal(null);
      await expect(el).to.be.accessible();
      expectQuiet(watch.record());
    });

    it('a click on the button opens and closes the details in place, writes expanded, sends vb-uber-tile-toggle and an analytic each time', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render });
      buttonOf(el).click();
      await settle();
      expect(detailsShown(el)).to.equal(true);
      expect(el.hasAttribute('expanded')).to.equal(true);
      expect((el as HTMLElement & { expanded: boolean }).expanded).to.equal(true);
      expect(buttonOf(el).getAttribute('aria-expanded')).to.equal('true');
      expect(buttonOf(el).textContent).to.equal('Show less');
      // In place: the details are inside the tile, under the text.
      const tile = partOf(el, 'tile')!.getBoundingClientRect();
      const shown = detailsOf(el).getBoundingClientRect();
      expect(shown.bottom).to.be.at.most(tile.bottom + 1);
      expect(shown.top).to.be.at.least(buttonOf(el).getBoundingClientRect().bottom);
      await expect(el).to.be.accessible();
      buttonOf(el).click();
      await settle();
      expect(detailsShown(el)).to.equal(false);
      expect(el.hasAttribute('expanded')).to.equal(false);
      expect(buttonOf(el).textContent).to.equal('Show more');
      expect(toggles).to.deep.equal([
        { expanded: true, cause: 'user' },
        { expanded: false, cause: 'user' },
      ]);
      expect(layer()).to.deep.equal([
        { event: 'Component Click', component: { info: { contentTitle: 'Sunday worship', interactionText: 'open' } }, category: { primary: 'uber-tile' } },
        { event: 'Component Click', component: { info: { contentTitle: 'Sunday worship', interactionText: 'close' } }, category: { primary: 'uber-tile' } },
      ]);
      expectQuiet(watch.record());
    });

    it('from the keyboard: Tab reaches the link then the button, Enter and Space toggle it, closed details take no Tab stop', async () => {
      const { el } = await mountHtml(
        `<button id="before">Before</button><vb-uber-tile heading="Classes" href="#go" link-text="Sign up"><p>Summary.</p><div slot="details"><a href="#x">A link inside</a></div></vb-uber-tile>`,
        { render },
      );
      document.getElementById('before')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(focused()).to.equal(link(el));
      await sendKeys({ press: 'Tab' });
      expect(focused()).to.equal(buttonOf(el));
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(el.hasAttribute('expanded')).to.equal(true);
      await sendKeys({ press: 'Tab' });
      expect((document.activeElement as HTMLElement).textContent).to.equal('A link inside');
      buttonOf(el).focus();
      await sendKeys({ press: 'Space' });
      await settle();
      expect(el.hasAttribute('expanded')).to.equal(false);
      await sendKeys({ press: 'Tab' });
      expect((document.activeElement as HTMLElement | null)?.textContent).not.to.equal('A link inside');
      expect(toggles.map((t) => t.expanded)).to.deep.equal([true, false]);
      expect(layer().map((e) => e.component.info.interactionText)).to.deep.equal(['open', 'close']);
    });

    it('attributes to props: expanded at start (no event, no analytic), own wording, eyebrow and heading-level, the page writing expanded', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'expanded'), { render });
      expect(detailsShown(el)).to.equal(true);
      expect(buttonOf(el).textContent).to.equal('Ver menos');
      expect(buttonOf(el).getAttribute('aria-expanded')).to.equal('true');
      expect(partOf(el, 'eyebrow')!.textContent).to.equal('Aprenda inglés');
      expect(link(el)!.textContent).to.equal('Inscríbase en una clase');
      await expect(el).to.be.accessible();
      el.removeAttribute('expanded');
      await settle();
      expect(detailsShown(el)).to.equal(false);
      expect(buttonOf(el).textContent).to.equal('Ver más');
      (el as HTMLElement & { expanded: boolean }).expanded = true;
      await settle();
      expect(detailsShown(el)).to.equal(true);
      el.setAttribute('eyebrow', '');
      el.setAttribute('heading', 'Clases nuevas');
      el.setAttribute('link-text', 'Más información');
      await settle();
      expect(partOf(el, 'eyebrow')).to.equal(null);
      expect(partOf(el, 'heading')!.textContent).to.equal('Clases nuevas');
      expect(link(el)!.textContent).to.equal('Más información');
      expect(toggles).to.deep.equal([]);
      expect(layer()).to.deep.equal([]);

      const { el: h2 } = await mountHtml(`<vb-uber-tile heading="Deep" heading-level="2" href="/x"><div slot="details">More.</div></vb-uber-tile>`, { render });
      expect(partOf(h2, 'heading')!.tagName).to.equal('H2');
    });

    it("the link sends one analytics click: the heading and link text by default, the author's title, text and offer when given", async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render });
      link(el)!.click();
      const { el: own } = await mountExample(exampleNamed(examples, 'text-only'), { render });
      link(own)!.click();
      expect(layer()).to.deep.equal([
        {
          event: 'Component Click',
          component: {
            info: { contentTitle: 'Sunday worship', interactionText: 'Find a congregation near you', link: `${location.origin}/demo/unit-finder.html` },
          },
          category: { primary: 'uber-tile' },
        },
        {
          event: 'Component Click',
          component: {
            info: {
              contentTitle: 'Family history tile',
              interactionText: 'start tree',
              link: `${location.origin}/demo/search-results.html`,
              offerId: 'offer-7',
            },
          },
          category: { primary: 'uber-tile' },
        },
      ]);
      expect(toggles).to.deep.equal([]);
    });

    it('several calls to action: the first from the attributes, more from links, in order, each a link with its own analytic', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'several-links'), { render });
      const more = secondaryLinks(el);
      expect(link(el)!.textContent).to.equal('Find a meetinghouse');
      expect(more.map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
        ['Ask for a visit', '/demo/stepped-form.html'],
        ['Watch what a service is like', '/demo/video.html'],
      ]);
      // One row, in order: the first link, the others, then the button.
      const order = [link(el)!, ...more, buttonOf(el)];
      for (let i = 1; i < order.length; i += 1) {
        expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
      }
      link(el)!.click();
      more[0]!.click();
      more[1]!.click();
      expect(layer().map((e) => [e.event, e.category.primary])).to.deep.equal(Array(3).fill(['Component Click', 'uber-tile']));
      expect(layer().map((e) => e.component.info)).to.deep.equal([
        { contentTitle: 'Visit a meetinghouse', interactionText: 'find meetinghouse', link: `${location.origin}/demo/unit-finder.html` },
        { contentTitle: 'Visit a meetinghouse', interactionText: 'request visit', link: `${location.origin}/demo/stepped-form.html`, offerId: 'offer-12' },
        { contentTitle: 'Visit a meetinghouse', interactionText: 'Watch what a service is like', link: `${location.origin}/demo/video.html` },
      ]);
      expect(toggles).to.deep.equal([]);
      await expect(el).to.be.accessible();
      expectQuiet(watch.record());
    });

    it('from the keyboard: Tab reaches every link in order, then the button; Enter on a link sends its analytic', async () => {
      const { el } = await mountHtml(
        `<button id="before">Before</button><vb-uber-tile heading="Classes" href="#one" link-text="Sign up" analytics-title="Classes tile" links='[{"href": "#two", "linkText": "See the times", "analyticsText": "times"}, {"href": "#three", "linkText": "Ask a question", "analyticsTitle": "Questions"}]'><p>Summary.</p><div slot="details">More.</div></vb-uber-tile>`,
        { render },
      );
      document.getElementById('before')!.focus();
      const reached: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        await sendKeys({ press: 'Tab' });
        reached.push(focused()?.textContent ?? '');
      }
      expect(reached).to.deep.equal(['Sign up', 'See the times', 'Ask a question', 'Show more']);
      await sendKeys({ press: 'Shift+Tab' });
      expect(focused()).to.equal(secondaryLinks(el)[1]);
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: 'Shift+Tab' });
      expect(focused()).to.equal(secondaryLinks(el)[0]);
      await sendKeys({ press: 'Enter' });
      expect(layer().map((e) => e.component.info)).to.deep.equal([
        { contentTitle: 'Questions', interactionText: 'Ask a question', link: `${location.href.split('#')[0]}#three` },
        { contentTitle: 'Classes tile', interactionText: 'times', link: `${location.href.split('#')[0]}#two` },
      ]);
    });

    it('links changed by the page re-render the links; a bad list or entry is named in the console and left out', async () => {
      const { el } = await mountHtml(`<vb-uber-tile heading="Changing" href="/one" link-text="One"><div slot="details">More.</div></vb-uber-tile>`, {
        render,
      });
      expect(secondaryLinks(el)).to.have.length(0);
      el.setAttribute('links', '[{"href": "/two", "linkText": "Two"}, {"href": "javascript:alert(1)", "linkText": "Bad"}, {"href": "/four"}]');
      await settle();
      expect(secondaryLinks(el).map((a) => a.textContent)).to.deep.equal(['Two']);
      expect(link(el)!.textContent).to.equal('One');
      (el as HTMLElement & { links: unknown }).links = [
        { href: '/two', linkText: 'Two' },
        { href: '/three', linkText: 'Three' },
      ];
      await settle();
      expect(secondaryLinks(el).map((a) => a.textContent)).to.deep.equal(['Two', 'Three']);
      el.setAttribute('links', '{"href": "/x"}');
      await settle();
      expect(secondaryLinks(el)).to.have.length(0);
      expect(link(el)!.textContent).to.equal('One');
      expect(watch.record().warnings).to.deep.equal([
        '<vb-uber-tile>: links[2]: href="javascript:alert(1)" is not an http(s) address; left out.',
        '<vb-uber-tile>: links[3]: no linkText; left out (a link needs its visible text).',
        '<vb-uber-tile>: links: expected a JSON list of links, e.g. [{"href": "/visit", "linkText": "Plan a visit"}]; no more links.',
      ]);
    });

    it('wide: the image beside the text and the details under both; narrow: the image on top', async () => {
      await setViewport({ width: 1200, height: 800 });
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render });
      const media = () => partOf(el, 'media')!.getBoundingClientRect();
      const body = () => partOf(el, 'body')!.getBoundingClientRect();
      expect(el.getBoundingClientRect().width).to.be.at.least(768);
      expect(body().left).to.be.at.least(media().right - 1);
      expect(Math.abs(body().top - media().top)).to.be.below(2);
      buttonOf(el).click();
      await settle();
      expect(detailsOf(el).getBoundingClientRect().top).to.be.at.least(Math.max(media().bottom, body().bottom) - 1);
      expect(detailsOf(el).getBoundingClientRect().left).to.be.at.most(media().left + 1);

      await setViewport({ width: 500, height: 800 });
      await settle();
      expect(body().top).to.be.at.least(media().bottom - 1);
      expect(Math.abs(body().left - media().left)).to.be.below(2);
    });

    it('fits a 320 px screen: no sideways scroll, the image within the tile, a 44 px link and button', async () => {
      await setViewport({ width: 320, height: 640 });
      const { el } = await mountHtml(
        `<vb-uber-tile eyebrow="Supercalifragilisticexpialidocious" heading="Antidisestablishmentarianism and other very long headings" href="/x" link-text="Pneumonoultramicroscopicsilicovolcanoconiosis">
  <img slot="media" src="/demo/static/gallery/library.svg" alt="" width="1200" height="800" />
  <p>Pneumonoultramicroscopicsilicovolcanoconiosis is a long word.</p>
  <div slot="details"><p>More.</p></div>
</vb-uber-tile>`,
        { render },
      );
      buttonOf(el).click();
      await settle();
      const tile = partOf(el, 'tile')!.getBoundingClientRect();
      expect(tile.width).to.be.at.most(320);
      expect(document.documentElement.scrollWidth).to.be.at.most(320);
      expect(el.querySelector('img')!.getBoundingClientRect().width).to.be.at.most(tile.width);
      expect(link(el)!.getBoundingClientRect().right).to.be.at.most(tile.right);
      expect(link(el)!.getBoundingClientRect().height).to.be.at.least(44);
      expect(buttonOf(el).getBoundingClientRect().height).to.be.at.least(44);
      await expect(el).to.be.accessible();
    });

    // The demo's "Visit a meetinghouse" read "meetinghous / e" on a 320 px phone: the heading's size did not follow the
    // tile's width, so overflow-wrap split the word. A tile 222 px wide (a 320 px screen in a padded column) or 240 px
    // wide (a sidebar on a wide screen) keeps each word of a usual heading whole.
    for (const [screen, tileWidth] of [
      [320, 222],
      [1280, 240],
    ] as const) {
      it(`a usual heading keeps its words whole in a ${tileWidth} px tile on a ${screen} px screen`, async () => {
        await setViewport({ width: screen, height: 640 });
        const column = document.createElement('div');
        column.style.width = `${tileWidth}px`;
        document.body.append(column);
        try {
          const { el } = await mountHtml(`<vb-uber-tile heading="Visit a meetinghouse" href="/x" link-text="Go"><p>Summary.</p></vb-uber-tile>`, {
            render,
            parent: column,
          });
          const heading = partOf(el, 'heading')!;
          const text = heading.firstChild as Text;
          const range = document.createRange();
          const start = text.data.indexOf('meetinghouse');
          range.setStart(text, start);
          range.setEnd(text, start + 'meetinghouse'.length);
          expect(range.getClientRects().length, '"meetinghouse" on one line').to.equal(1);
        } finally {
          column.remove();
        }
      });
    }

    it('bad input is named in the console: no details (then no button), no href (then no link), an empty heading, a heading-level out of range', async () => {
      const { el } = await mountHtml(`<vb-uber-tile heading="Only a summary"><p>Nothing more to say.</p></vb-uber-tile>`, { render });
      expect(partOf(el, 'button')).to.equal(null);
      expect(link(el)).to.equal(null);
      // The summary shows (slotted in shadow mode, moved in in light mode).
      expect(el.querySelector('p')!.getBoundingClientRect().height).to.be.greaterThan(0);
      await expect(el).to.be.accessible();
      expect(watch.record().warnings).to.have.members([
        '<vb-uber-tile>: no details. Put the content to reveal in a child with slot="details"; until then there is no button.',
        '<vb-uber-tile>: the href attribute is empty; the block shows no link. Give it the address of the page it leads to.',
      ]);
      watch.record().warnings.length = 0;

      const { el: odd } = await mountHtml(
        `<vb-uber-tile heading-level="9" href="javascript:alert(1)"><p>Hi.</p><div slot="details">More.</div></vb-uber-tile>`,
        { render },
      );
      expect(partOf(odd, 'heading')).to.equal(null);
      expect(link(odd)).to.equal(null);
      expect(buttonOf(odd).textContent).to.equal('Show more');
      expect(watch.record().warnings).to.have.members([
        '<vb-uber-tile>: heading is empty; give the tile a heading (heading="…"), it names the tile and its button.',
        '<vb-uber-tile>: attribute heading-level="9" is not a whole number from 2 to 6; using the default (3).',
        '<vb-uber-tile>: href="javascript:alert(1)" is not an http(s) address; the block shows no link.',
      ]);
    });

    it('details added later by the page bring the button', async () => {
      const { el } = await mountHtml(`<vb-uber-tile heading="Later" href="/x"><p>Summary.</p></vb-uber-tile>`, { render });
      expect(partOf(el, 'button')).to.equal(null);
      const more = document.createElement('div');
      more.slot = 'details';
      more.textContent = 'Added by a script.';
      el.append(more);
      await settle();
      buttonOf(el).click();
      await settle();
      expect(detailsShown(el)).to.equal(true);
      expect(more.getBoundingClientRect().height).to.be.greaterThan(0);
    });
  });
}

describe('vb-uber-tile parts (shadow)', () => {
  it('renders every part meta.ts documents, no other, and page CSS styles the first link and the others apart through them', async () => {
    const style = document.createElement('style');
    style.textContent = 'vb-uber-tile.parts-test::part(link) { color: rgb(1, 2, 3); } vb-uber-tile.parts-test::part(secondary-link) { color: rgb(4, 5, 6); }';
    document.head.append(style);
    try {
      const { el } = await mountHtml(
        `<vb-uber-tile class="parts-test" eyebrow="Come" heading="Parts" href="/one" link-text="One" links='[{"href": "/two", "linkText": "Two"}, {"href": "/three", "linkText": "Three"}]'>
  <img slot="media" src="/demo/static/gallery/chapel.svg" alt="" width="1200" height="800" />
  <p>Summary.</p>
  <div slot="details">More.</div>
</vb-uber-tile>`,
        { render: 'shadow' },
      );
      const parts = new Set<string>();
      for (const node of renderRoot(el).querySelectorAll('[part]'))
        for (const name of (node.getAttribute('part') ?? '').split(/\s+/)) if (name) parts.add(name);
      expect([...parts].sort(), 'parts rendered vs documented').to.deep.equal(Object.keys(meta.parts ?? {}).sort());
      expect(getComputedStyle(link(el)!).color).to.equal('rgb(1, 2, 3)');
      expect(secondaryLinks(el).map((a) => getComputedStyle(a).color)).to.deep.equal(['rgb(4, 5, 6)', 'rgb(4, 5, 6)']);
    } finally {
      style.remove();
    }
  });
});
