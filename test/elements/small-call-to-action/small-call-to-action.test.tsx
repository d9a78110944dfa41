/**
 * vb-small-call-to-action: the author's text and one safe link; the analytics click (src/analytics.ts) with its
 * title, text, link and offer; the keyboard; a refused address; 320 px.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../../elements/small-call-to-action/define.ts';
import { examples } from '../../../elements/small-call-to-action/examples.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { expectQuiet, recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { settle } from '../../support/wait.ts';

const MODES: RenderMode[] = ['shadow', 'light'];
type Layer = Array<{ event: string; component: { info: Record<string, unknown> }; category: { primary: string } }>;
const layer = () => ((window as unknown as { dataLayer?: Layer }).dataLayer ??= []);
const link = (el: HTMLElement) => renderRoot(el).querySelector<HTMLAnchorElement>('a[part~="link"]');

let record: ConsoleRecord;
// The links lead to other pages: the test page stays where it is.
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
  describe(`vb-small-call-to-action (${mode})`, () => {
    it("shows the author's text and a link, and sends one analytics click titled by the heading", async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      const a = link(el)!;
      expect(a.textContent).to.equal('Find a congregation');
      expect(a.getAttribute('href')).to.equal('/demo/unit-finder.html');
      expect(el.querySelector('h3')!.textContent).to.equal('Worship with us this Sunday');
      await expect(el).to.be.accessible();
      a.click();
      expect(layer()).to.deep.equal([
        {
          event: 'Component Click',
          component: {
            info: { contentTitle: 'Worship with us this Sunday', interactionText: 'Find a congregation', link: `${location.origin}/demo/unit-finder.html` },
          },
          category: { primary: 'small-call-to-action' },
        },
      ]);
      expectQuiet(record);
    });

    it('says what the author asked for in analytics: title, text and offer', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'analytics'), { render: mode });
      link(el)!.click();
      expect(layer().map((event) => event.component.info)).to.deep.equal([
        { contentTitle: 'Missionary visit', interactionText: 'request visit', link: `${location.origin}/demo/stepped-form.html`, offerId: 'offer-42' },
      ]);
    });

    it('without a heading, the link text is the title; an empty link-text gives "Learn more"', async () => {
      const { el } = await mountHtml('<vb-small-call-to-action href="https://example.org/x" link-text=""><p>Read on.</p></vb-small-call-to-action>', {
        render: mode,
      });
      expect(link(el)!.textContent).to.equal('Learn more');
      link(el)!.click();
      expect(layer()[0]!.component.info).to.deep.equal({ contentTitle: 'Learn more', interactionText: 'Learn more', link: 'https://example.org/x' });
    });

    it('is followed from the keyboard: Tab reaches the link, Enter sends the click', async () => {
      const { el, wrapper } = await mountHtml(
        '<button id="before">Before</button><vb-small-call-to-action href="#somewhere" link-text="Go"><h3>Title</h3></vb-small-call-to-action>',
        { render: mode },
      );
      expect(wrapper.querySelector('vb-small-call-to-action')).to.equal(el);
      const target = el;
      (wrapper.querySelector('#before') as HTMLButtonElement).focus();
      await sendKeys({ press: 'Tab' });
      const focused = target.shadowRoot ? target.shadowRoot.activeElement : document.activeElement;
      expect(focused).to.equal(link(target));
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(layer().map((event) => event.component.info.interactionText)).to.deep.equal(['Go']);
    });

    it('refuses an address that is not http(s): the text stays, no link, one warning naming href', async () => {
      const { el } = await mountHtml(
        '<vb-small-call-to-action href="javascript:alert(1)" link-text="Open"><p>This block\'s link was refused.</p></vb-small-call-to-action>',
        { render: mode },
      );
      await settle();
      expect(link(el)).to.equal(null);
      expect(el.textContent).to.contain("This block's link was refused.");
      expect(record.warnings).to.deep.equal(['<vb-small-call-to-action>: href="javascript:alert(1)" is not an http(s) address; the block shows no link.']);
      await expect(el).to.be.accessible();
    });

    it('warns about an empty href, and shows the link once one is given', async () => {
      const { el } = await mountHtml('<vb-small-call-to-action><p>Soon.</p></vb-small-call-to-action>', { render: mode });
      await settle();
      expect(link(el)).to.equal(null);
      expect(record.warnings).to.have.length(1);
      expect(record.warnings[0]).to.match(/^<vb-small-call-to-action>: the href attribute is empty/);
      el.setAttribute('href', '/visit');
      await settle();
      expect(link(el)!.getAttribute('href')).to.equal('/visit');
    });

    it('fits 320 px: the link under the text, at least 44 px tall, nothing wider than the screen', async () => {
      await setViewport({ width: 320, height: 640 });
      const { el } = await mountHtml(
        '<vb-small-call-to-action href="/x" link-text="Find a congregation near your home today"><h3>Worship with us this Sunday at a meetinghouse</h3></vb-small-call-to-action>',
        { render: mode },
      );
      const a = link(el)!.getBoundingClientRect();
      const heading = el.querySelector('h3')!.getBoundingClientRect();
      expect(a.top).to.be.at.least(heading.bottom);
      expect(a.height).to.be.at.least(44);
      expect(el.getBoundingClientRect().right).to.be.at.most(320);
      expect(document.documentElement.scrollWidth).to.be.at.most(320);
    });
  });
}
