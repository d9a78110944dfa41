/**
 * vb-jumbo-call-to-action: the author's text on a band or a darkened photo and one safe link; the analytics click
 * (src/analytics.ts); the keyboard; refused addresses; 320 px. The link's behaviour is the kit src/call-to-action.tsx,
 * tested in full through vb-small-call-to-action; here what the jumbo adds and that it uses the kit.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../../elements/jumbo-call-to-action/define.ts';
import { examples } from '../../../elements/jumbo-call-to-action/examples.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { expectQuiet, recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { settle, waitFor } from '../../support/wait.ts';

const MODES: RenderMode[] = ['shadow', 'light'];
type Layer = Array<{ event: string; component: { info: Record<string, unknown> }; category: { primary: string } }>;
const layer = () => ((window as unknown as { dataLayer?: Layer }).dataLayer ??= []);
const link = (el: HTMLElement) => renderRoot(el).querySelector<HTMLAnchorElement>('a[part~="link"]');
const image = (el: HTMLElement) => renderRoot(el).querySelector<HTMLImageElement>('img[part~="image"]');

let record: ConsoleRecord;
const stay = (event: Event) => event.preventDefault();
beforeEach(() => {
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  document.addEventListener('click', stay);
  record = recordConsole();
});
afterEach(async () => {
  record.restore();
  document.removeEventListener('click', stay);
  await setViewport({ width: 800, height: 600 });
});

for (const mode of MODES) {
  describe(`vb-jumbo-call-to-action (${mode})`, () => {
    it('shows the text on the band with a large link, and sends one analytics click titled by the heading', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      expect(image(el)).to.equal(null);
      const a = link(el)!;
      expect(a.textContent).to.equal('Find a congregation');
      expect(a.getBoundingClientRect().height).to.be.at.least(44);
      expect(getComputedStyle(el.querySelector('h3')!).color).to.equal('rgb(255, 255, 255)');
      await expect(el).to.be.accessible();
      a.click();
      expect(layer()).to.deep.equal([
        {
          event: 'Component Click',
          component: { info: { contentTitle: 'You are invited', interactionText: 'Find a congregation', link: `${location.origin}/demo/unit-finder.html` } },
          category: { primary: 'jumbo-call-to-action' },
        },
      ]);
      expectQuiet(record);
    });

    it('puts a decorative, darkened photo behind the text, and says what the author asked for in analytics', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'image'), { render: mode });
      const img = image(el)!;
      expect(img.getAttribute('src')).to.equal('/demo/static/images/hills.svg');
      expect(img.getAttribute('alt')).to.equal('');
      expect(getComputedStyle(img).filter).to.equal('brightness(0.4)');
      const band = renderRoot(el).querySelector('[part~="box"]')!.getBoundingClientRect();
      await waitFor(() => img.complete, 'the photo to load');
      const photo = img.getBoundingClientRect();
      expect([photo.width, photo.height]).to.deep.equal([band.width, band.height]);
      await expect(el).to.be.accessible();
      link(el)!.click();
      expect(layer()[0]!.component.info).to.deep.equal({
        contentTitle: 'Missionary visit',
        interactionText: 'request visit',
        link: `${location.origin}/demo/stepped-form.html`,
        offerId: 'offer-42',
      });
      expectQuiet(record);
    });

    it('refuses a photo that is not http(s): the plain band, one warning naming image', async () => {
      const { el } = await mountHtml('<vb-jumbo-call-to-action href="/x" image="javascript:alert(1)"><h3>Hi</h3></vb-jumbo-call-to-action>', { render: mode });
      await settle();
      expect(image(el)).to.equal(null);
      expect(record.warnings).to.deep.equal([
        '<vb-jumbo-call-to-action>: image="javascript:alert(1)" is not an http(s) address; the band shows its colour instead.',
      ]);
    });

    it('refuses a link that is not http(s): the text stays, one warning naming href', async () => {
      const { el } = await mountHtml('<vb-jumbo-call-to-action href="data:text/html,x"><h3>Still here</h3></vb-jumbo-call-to-action>', { render: mode });
      await settle();
      expect(link(el)).to.equal(null);
      expect(el.textContent).to.contain('Still here');
      expect(record.warnings).to.deep.equal(['<vb-jumbo-call-to-action>: href="data:text/html,x" is not an http(s) address; the block shows no link.']);
    });

    it('is followed from the keyboard: Tab reaches the link, Enter sends the click', async () => {
      const { el, wrapper } = await mountHtml(
        '<button id="before">Before</button><vb-jumbo-call-to-action href="#there" link-text="Go"><h3>Title</h3></vb-jumbo-call-to-action>',
        { render: mode },
      );
      (wrapper.querySelector('#before') as HTMLButtonElement).focus();
      await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot ? el.shadowRoot.activeElement : document.activeElement).to.equal(link(el));
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(layer().map((event) => event.component.info.interactionText)).to.deep.equal(['Go']);
    });

    it('fits 320 px: the link under the text, nothing wider than the screen', async () => {
      await setViewport({ width: 320, height: 640 });
      const { el } = await mountExample(exampleNamed(examples, 'image'), { render: mode });
      const a = link(el)!.getBoundingClientRect();
      expect(a.top).to.be.at.least(el.querySelector('p')!.getBoundingClientRect().bottom);
      expect(el.getBoundingClientRect().right).to.be.at.most(320);
      expect(document.documentElement.scrollWidth).to.be.at.most(320);
    });
  });
}
