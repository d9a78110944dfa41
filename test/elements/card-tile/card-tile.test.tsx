/** vb-card-tile (spec section 1, 'expandable card tile'): the disclosure pattern, keyboard, find-in-page, reduced motion, 320 px, bad input, axe. */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../../elements/card-tile/define.ts';
import { examples } from '../../../elements/card-tile/examples.ts';
import { exampleNamed, mountExample, mountHtml, type RenderMode } from '../../support/fixtures.ts';
import { expectQuiet } from '../../support/console.ts';
import { settle } from '../../support/wait.ts';
import { buttonOf, detailsOf, detailsShown, expandableTileCases, partOf, watchTiles } from '../../support/expandable.ts';

const MODES: RenderMode[] = ['shadow', 'light'];

const watch = watchTiles('vb-card-tile');
const { toggles } = watch;

for (const render of MODES) {
  describe(`vb-card-tile (${render})`, () => {
    expandableTileCases(examples, render, watch);

    it('starts closed: an article named by its h3 heading, a Show more disclosure button controlling the hidden details', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render });
      const tile = partOf(el, 'tile')!;
      const heading = partOf(el, 'heading')!;
      expect(tile.tagName).to.equal('ARTICLE');
      expect(heading.tagName).to.equal('H3');
      expect(heading.textContent).to.equal('Sunday services');
      expect(tile.getAttribute('aria-labelledby')).to.equal(heading.id);
      expect(buttonOf(el).textContent).to.equal('Show more');
      expect(buttonOf(el).getAttribute('aria-expanded')).to.equal('false');
      expect(buttonOf(el).getAttribute('aria-controls')).to.equal(detailsOf(el).id);
      expect(buttonOf(el).getAttribute('aria-describedby')).to.equal(heading.id);
      expect(detailsOf(el).getAttribute('hidden')).to.equal('until-found');
      expect(detailsShown(el)).to.equal(false);
      expect(el.hasAttribute('expanded')).to.equal(false);
      expect(partOf(el, 'media')).to.equal(null);
      await expect(el).to.be.accessible();
      expectQuiet(watch.record());
    });

    it('the button opens and closes the details, writes expanded, sends vb-card-tile-toggle and an analytic', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render });
      window.dataLayer = [];
      buttonOf(el).click();
      await settle();
      expect(detailsShown(el)).to.equal(true);
      expect(el.hasAttribute('expanded')).to.equal(true);
      expect((el as HTMLElement & { expanded: boolean }).expanded).to.equal(true);
      expect(buttonOf(el).getAttribute('aria-expanded')).to.equal('true');
      expect(buttonOf(el).textContent).to.equal('Show less');
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
      const layer = window.dataLayer as Array<{ component: { info: Record<string, string> }; category: { primary: string } }>;
      expect(layer.map((e) => e.component.info)).to.deep.equal([
        { contentTitle: 'Sunday services', interactionText: 'open' },
        { contentTitle: 'Sunday services', interactionText: 'close' },
      ]);
      expect(layer[0]?.category.primary).to.equal('card-tile');
      expectQuiet(watch.record());
    });

    it('Enter and Space on the focused button toggle it; Tab does not reach links in closed details', async () => {
      const { el } = await mountHtml(`<vb-card-tile heading="Classes"><p>Summary.</p><div slot="details"><a href="#x">A link inside</a></div></vb-card-tile>`, {
        render,
      });
      buttonOf(el).focus();
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
    });

    it('attributes to props: expanded at start (no event), own wording, heading-level, and the page writing expanded', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'expanded'), { render });
      expect(detailsShown(el)).to.equal(true);
      expect(buttonOf(el).textContent).to.equal('Ver menos');
      expect(buttonOf(el).getAttribute('aria-expanded')).to.equal('true');
      el.removeAttribute('expanded');
      await settle();
      expect(detailsShown(el)).to.equal(false);
      expect(buttonOf(el).textContent).to.equal('Ver más');
      (el as HTMLElement & { expanded: boolean }).expanded = true;
      await settle();
      expect(detailsShown(el)).to.equal(true);
      expect(toggles).to.deep.equal([]);

      const { el: h4 } = await mountHtml(`<vb-card-tile heading="Deep" heading-level="4"><div slot="details">More.</div></vb-card-tile>`, { render });
      expect(partOf(h4, 'heading')!.tagName).to.equal('H4');
    });

    it('fits a 320 px screen: no sideways scroll, the image within the card, a 44 px button', async () => {
      await setViewport({ width: 320, height: 640 });
      const { el } = await mountHtml(
        `<vb-card-tile heading="Antidisestablishmentarianism and other very long headings">
  <img slot="media" src="/demo/static/gallery/library.svg" alt="" width="1200" height="800" />
  <p>Pneumonoultramicroscopicsilicovolcanoconiosis is a long word.</p>
  <div slot="details"><p>More.</p></div>
</vb-card-tile>`,
        { render },
      );
      buttonOf(el).click();
      await settle();
      const tile = partOf(el, 'tile')!.getBoundingClientRect();
      expect(tile.width).to.be.at.most(320);
      expect(document.documentElement.scrollWidth).to.be.at.most(320);
      expect(el.querySelector('img')!.getBoundingClientRect().width).to.be.at.most(tile.width);
      expect(buttonOf(el).getBoundingClientRect().height).to.be.at.least(44);
      expect(partOf(el, 'media')).not.to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('bad input is named in the console: no details (then no button), an empty heading, a heading-level out of range', async () => {
      const { el } = await mountHtml(`<vb-card-tile heading="Only a summary"><p>Nothing more to say.</p></vb-card-tile>`, { render });
      expect(partOf(el, 'button')).to.equal(null);
      // The summary shows (slotted in shadow mode, moved in in light mode).
      expect(el.querySelector('p')!.getBoundingClientRect().height).to.be.greaterThan(0);
      await expect(el).to.be.accessible();
      expect(watch.record().warnings).to.deep.equal([
        '<vb-card-tile>: no details. Put the content to reveal in a child with slot="details"; until then there is no button.',
      ]);
      watch.record().warnings.length = 0;

      const { el: odd } = await mountHtml(`<vb-card-tile heading-level="9"><p>Hi.</p><div slot="details">More.</div></vb-card-tile>`, { render });
      expect(partOf(odd, 'heading')).to.equal(null);
      expect(buttonOf(odd).textContent).to.equal('Show more');
      expect(watch.record().warnings).to.have.members([
        '<vb-card-tile>: heading is empty; give the card a heading (heading="…"), it names the card and its button.',
        '<vb-card-tile>: attribute heading-level="9" is not a whole number from 2 to 6; using the default (3).',
      ]);
    });

    it('themed: --vb-card-tile-accent colours the button (its text and border), as the background and border properties do the card', async () => {
      const { el } = await mountHtml(`<vb-card-tile heading="Themed"><p>Summary.</p><div slot="details"><p>More.</p></div></vb-card-tile>`, { render });
      const plainColor = getComputedStyle(buttonOf(el)).color;
      el.style.setProperty('--vb-card-tile-accent', 'rgb(154, 52, 18)');
      el.style.setProperty('--vb-card-tile-background', 'rgb(255, 247, 237)');
      await settle();
      const themed = getComputedStyle(buttonOf(el));
      expect(plainColor, 'the primary colour by default').to.not.equal('rgb(154, 52, 18)');
      expect([themed.color, themed.borderTopColor]).to.deep.equal(['rgb(154, 52, 18)', 'rgb(154, 52, 18)']);
      expect(getComputedStyle(partOf(el, 'tile')!).backgroundColor).to.equal('rgb(255, 247, 237)');
      await expect(el).to.be.accessible();
    });

    it('details added later by the page bring the button', async () => {
      const { el } = await mountHtml(`<vb-card-tile heading="Later"><p>Summary.</p></vb-card-tile>`, { render });
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
