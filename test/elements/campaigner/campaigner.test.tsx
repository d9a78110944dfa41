/** vb-campaigner: content by the campaign cookie (cid or CID) and unit, by mode; the link carrying cid; bad input. */
import { expect } from '@open-wc/testing';
import '../../../elements/campaigner/define.ts';
import { examples } from '../../../elements/campaigner/examples.ts';
import { deleteCookie, setCookie } from '../../../src/storage.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { expectQuiet, recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { waitFor } from '../../support/wait.ts';

const MODES: RenderMode[] = ['shadow', 'light'];
const contentOf = (el: HTMLElement) => renderRoot(el).querySelector<HTMLElement>('[part~="content"]') as HTMLElement;
const linkOf = (el: HTMLElement) => renderRoot(el).querySelector<HTMLAnchorElement>('[part~="link"]');
const visible = (el: HTMLElement) => !contentOf(el).hidden && (el.querySelector('p') as HTMLElement).getBoundingClientRect().height > 0;

let record: ConsoleRecord;
beforeEach(() => {
  deleteCookie('cid');
  deleteCookie('CID');
  record = recordConsole();
});
afterEach(() => {
  record.restore();
  deleteCookie('cid');
  deleteCookie('CID');
});

for (const mode of MODES) {
  describe(`<vb-campaigner> (${mode})`, () => {
    it('always-display: shown to everyone; its link carries the campaign id once the visitor has one', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      expect(visible(el)).to.equal(true);
      const link = linkOf(el) as HTMLAnchorElement;
      expect(link.textContent).to.equal('Request a visit');
      expect(link.getAttribute('href')).to.equal(`${location.origin}/demo/stepped-form.html`);
      await expect(el).to.be.accessible();
      setCookie('cid', '10');
      await waitFor(() => linkOf(el)?.getAttribute('href') === `${location.origin}/demo/stepped-form.html?cid=10`, 'cid on the link');
      expectQuiet(record);
    });

    it('dynamic display: shown only while the cid cookie is one of the campaign ids, following it live', async () => {
      const seen: boolean[] = [];
      const listener = (event: Event) => seen.push((event as CustomEvent<{ shown: boolean }>).detail.shown);
      document.addEventListener('vb-campaigner-toggle', listener);
      const { el } = await mountExample(exampleNamed(examples, 'dynamic'), { render: mode });
      expect(visible(el)).to.equal(false);
      expect(el.hasAttribute('data-vb-shown')).to.equal(false);
      setCookie('cid', '99');
      setCookie('cid', '24');
      await waitFor(() => visible(el), 'shown for campaign 24');
      expect(el.hasAttribute('data-vb-shown')).to.equal(true);
      await expect(el).to.be.accessible();
      deleteCookie('cid');
      await waitFor(() => !visible(el), 'hidden without the cookie');
      expect(seen).to.deep.equal([true, false]);
      document.removeEventListener('vb-campaigner-toggle', listener);
    });

    it('the cookie in upper case (CID) counts too', async () => {
      setCookie('CID', '10');
      const { el } = await mountExample(exampleNamed(examples, 'dynamic'), { render: mode });
      expect(visible(el)).to.equal(true);
    });

    it('with a unit: shown for the campaign only where the unit is in the unit list', async () => {
      setCookie('cid', '24');
      const { el } = await mountExample(exampleNamed(examples, 'unit'), { render: mode });
      expect(visible(el)).to.equal(true);
      el.setAttribute('unit', '11111');
      await waitFor(() => !visible(el), 'hidden for a unit not in the list');
      el.setAttribute('mode', 'always-display');
      await waitFor(() => visible(el), 'always-display wins');
      el.setAttribute('mode', 'none');
      await waitFor(() => !visible(el), 'none hides');
    });

    it('an unknown mode and a link that is not http(s) are named in warnings; nothing unsafe is linked', async () => {
      const { el } = await mountHtml(
        `<vb-campaigner mode="sometimes" campaign-ids="10"><p>Text</p></vb-campaigner><vb-campaigner mode="always-display" link="javascript:alert(1)" link-text="Go"><p>Text</p></vb-campaigner>`,
        { render: mode },
      );
      expect(visible(el)).to.equal(false);
      expect(record.warnings.some((m) => /<vb-campaigner>.*mode/.test(m))).to.equal(true);
      const other = el.nextElementSibling as HTMLElement;
      await waitFor(() => contentOf(other), 'the second one rendered');
      expect(linkOf(other)).to.equal(null);
      expect(record.warnings.some((m) => /<vb-campaigner>.*link/.test(m))).to.equal(true);
    });
  });
}
