/** vb-cookie-based-display: content by a cookie rule, following the cookie live; the dismiss button; bad input. */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/cookie-based-display/define.ts';
import { examples } from '../../../elements/cookie-based-display/examples.ts';
import { deleteCookie, getCookie, setCookie } from '../../../src/storage.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { expectQuiet, recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { settle, waitFor } from '../../support/wait.ts';

const MODES: RenderMode[] = ['shadow', 'light'];
const contentOf = (el: HTMLElement) => renderRoot(el).querySelector<HTMLElement>('[part~="content"]') as HTMLElement;
const dismissOf = (el: HTMLElement) => renderRoot(el).querySelector<HTMLButtonElement>('[part~="dismiss"]');
const visible = (el: HTMLElement) => !contentOf(el).hidden && (el.querySelector('p') as HTMLElement).getBoundingClientRect().height > 0;
const COOKIES = ['cbd-welcome-closed', 'cbd-language', 'cid', 'cbd-test'];

let record: ConsoleRecord;
const cleanups: Array<() => void> = [];
beforeEach(() => {
  for (const name of COOKIES) deleteCookie(name);
  record = recordConsole();
});
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
  record.restore();
  for (const name of COOKIES) deleteCookie(name);
});

function toggles(): boolean[] {
  const seen: boolean[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<{ shown: boolean }>).detail.shown);
  document.addEventListener('vb-cookie-based-display-toggle', listener);
  cleanups.push(() => document.removeEventListener('vb-cookie-based-display-toggle', listener));
  return seen;
}

for (const mode of MODES) {
  describe(`<vb-cookie-based-display> (${mode})`, () => {
    it('a value rule: hidden until the cookie says es, shown while it does, hidden again when cleared', async () => {
      const seen = toggles();
      const { el } = await mountExample(exampleNamed(examples, 'value'), { render: mode });
      expect(visible(el)).to.equal(false);
      expect(el.hasAttribute('data-vb-shown')).to.equal(false);
      setCookie('cbd-language', 'en');
      await settle();
      expect(visible(el)).to.equal(false);
      setCookie('cbd-language', 'es');
      await waitFor(() => visible(el), 'shown for es');
      expect(el.hasAttribute('data-vb-shown')).to.equal(true);
      await expect(el).to.be.accessible();
      deleteCookie('cbd-language');
      await waitFor(() => !visible(el), 'hidden once cleared');
      expect(seen).to.deep.equal([true, false]);
      expectQuiet(record);
    });

    it('follows a document.cookie write by a page script (the browser cookie change event)', async () => {
      const { el } = await mountHtml(`<vb-cookie-based-display cookie="cbd-test"><p>Hello</p></vb-cookie-based-display>`, { render: mode });
      expect(visible(el)).to.equal(false);
      document.cookie = 'cbd-test=1; path=/';
      await waitFor(() => visible(el), 'shown after a page script set the cookie');
    });

    it('any value: shown when the cookie is already set at load', async () => {
      setCookie('cid', 'C-42');
      const { el } = await mountExample(exampleNamed(examples, 'any-value'), { render: mode });
      expect(visible(el)).to.equal(true);
      await expect(el).to.be.accessible();
    });

    it('negate with dismiss: shown until closed; the button (keyboard) sets the cookie for good and hides it', async () => {
      const seen = toggles();
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      expect(visible(el)).to.equal(true);
      const dismiss = dismissOf(el) as HTMLButtonElement;
      expect(dismiss.textContent).to.equal('Close this notice');
      await expect(el).to.be.accessible();
      dismiss.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => !visible(el), 'hidden after closing');
      expect(getCookie('cbd-welcome-closed')).to.equal('1');
      expect(el.hasAttribute('data-vb-shown')).to.equal(false);
      expect(seen).to.deep.equal([false]);
      // Another element reading the same cookie starts hidden.
      const { el: again } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      expect(visible(again)).to.equal(false);
    });

    it('no cookie name: hidden, and the console names the attribute; dismiss-label without negate: no button, a warning', async () => {
      const { el } = await mountHtml(`<vb-cookie-based-display><p>Text</p></vb-cookie-based-display>`, { render: mode });
      expect(visible(el)).to.equal(false);
      expect(record.warnings.some((m) => /<vb-cookie-based-display>.*cookie/.test(m))).to.equal(true);
      const { el: other } = await mountHtml(`<vb-cookie-based-display cookie="cbd-test" dismiss-label="Close"><p>Text</p></vb-cookie-based-display>`, {
        render: mode,
      });
      expect(dismissOf(other)).to.equal(null);
      expect(record.warnings.some((m) => /<vb-cookie-based-display>.*dismiss-label.*negate/.test(m))).to.equal(true);
    });
  });
}
