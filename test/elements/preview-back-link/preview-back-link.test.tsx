/**
 * vb-preview-back-link: nothing off preview hosts; with previewback=true a named banner with the author's note and a
 * link (or, without href, a history-back button); the cancelable event; a refused address; the keyboard.
 * The test host is localhost, so the address's previewback parameter is what turns it on here; the host-name rule
 * is covered by the node test of preview-back-link-logic.ts.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/preview-back-link/define.ts';
import { examples } from '../../../elements/preview-back-link/examples.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { expectQuiet, recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { waitFor } from '../../support/wait.ts';

const MODES: RenderMode[] = ['shadow', 'light'];
const banner = (el: HTMLElement) => renderRoot(el).querySelector<HTMLElement>('[part~="banner"]');
const back = (el: HTMLElement) => renderRoot(el).querySelector<HTMLElement>('[part~="link"]');
const original = location.href;
const setAddress = (search: string) => history.replaceState(null, '', `${location.pathname}${search}`);

let record: ConsoleRecord;
const stay = (event: Event) => event.preventDefault();
beforeEach(() => {
  record = recordConsole();
  document.addEventListener('click', stay);
});
afterEach(() => {
  record.restore();
  document.removeEventListener('click', stay);
  history.replaceState(null, '', original);
});

for (const mode of MODES) {
  describe(`vb-preview-back-link (${mode})`, () => {
    it('shows nothing on a host that is not a preview host, without previewback=true', async () => {
      setAddress('?previewback=false');
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      expect(banner(el)!.hidden).to.equal(true);
      expect(el.hasAttribute('data-vb-shown')).to.equal(false);
      expect(el.getBoundingClientRect().height).to.equal(0);
      expect(el.querySelector('p')!.checkVisibility()).to.equal(false);
      expectQuiet(record);
    });

    it('with previewback=true shows a named region with the note and the link back', async () => {
      setAddress('?a=1&previewback=true');
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      expect(banner(el)!.hidden).to.equal(false);
      expect(banner(el)!.getAttribute('role')).to.equal('region');
      expect(banner(el)!.getAttribute('aria-label')).to.equal('Preview');
      expect(el.hasAttribute('data-vb-shown')).to.equal(true);
      expect(el.textContent).to.contain('You are viewing a preview of this page.');
      const link = back(el) as HTMLAnchorElement;
      expect(link.tagName).to.equal('A');
      expect(link.textContent).to.equal('Back to the editor');
      expect(link.getAttribute('href')).to.equal('/demo/');
      await expect(el).to.be.accessible();
      expectQuiet(record);
    });

    it('appears and goes when the address changes through history (popstate)', async () => {
      setAddress('');
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      expect(banner(el)!.hidden).to.equal(true);
      setAddress('?previewback=true');
      window.dispatchEvent(new PopStateEvent('popstate'));
      await waitFor(() => !banner(el)!.hidden, 'the banner');
      expect(el.querySelector('p')!.checkVisibility()).to.equal(true);
      setAddress('');
      window.dispatchEvent(new PopStateEvent('popstate'));
      await waitFor(() => banner(el)!.hidden, 'the banner to go');
    });

    it('following the link sends a cancelable vb-preview-back-link-back with the address', async () => {
      setAddress('?previewback=true');
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      const details: unknown[] = [];
      const onBack = (event: Event) => {
        details.push((event as CustomEvent).detail);
        event.preventDefault();
      };
      document.addEventListener('vb-preview-back-link-back', onBack);
      const link = back(el) as HTMLAnchorElement;
      const prevented = !link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
      document.removeEventListener('vb-preview-back-link-back', onBack);
      expect(details).to.deep.equal([{ href: `${location.origin}/demo/` }]);
      expect(prevented).to.equal(true);
    });

    it('without href, a button goes back in the history, from the keyboard too', async () => {
      setAddress('?previewback=true');
      const { el } = await mountExample(exampleNamed(examples, 'history'), { render: mode });
      const button = back(el) as HTMLButtonElement;
      expect(button.tagName).to.equal('BUTTON');
      expect(button.textContent).to.equal('Back');
      expect(banner(el)!.getAttribute('aria-label')).to.equal('Page preview');
      await expect(el).to.be.accessible();
      const realBack = history.back;
      let backs = 0;
      history.back = () => void backs++;
      try {
        button.focus();
        await sendKeys({ press: 'Enter' });
        expect(backs).to.equal(1);
        document.addEventListener('vb-preview-back-link-back', stay, { once: true });
        await sendKeys({ press: 'Space' });
        expect(backs).to.equal(1);
      } finally {
        history.back = realBack;
      }
    });

    it('a javascript: href is refused: the console names the attribute and the button goes back instead', async () => {
      setAddress('?previewback=true');
      const { el } = await mountHtml('<vb-preview-back-link href="javascript:alert(1)"><p>Preview</p></vb-preview-back-link>', { render: mode });
      expect(back(el)!.tagName).to.equal('BUTTON');
      expect(renderRoot(el).querySelector('a')).to.equal(null);
      expect(record.warnings.join('\n')).to.contain('<vb-preview-back-link>: href="javascript:alert(1)" is not an http(s) address');
    });
  });
}
