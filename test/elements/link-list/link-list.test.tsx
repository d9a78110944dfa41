/**
 * vb-link-list: the named nav around the author's links; the current data-link item (origin plus path) marked with
 * aria-current="page" (src/data-link.ts), again when the links change, after popstate and at reinit(); keyboard; axe.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/link-list/define.ts';
import { mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { expectQuiet, recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { settle, waitFor } from '../../support/wait.ts';

const MODES: RenderMode[] = ['shadow', 'light'];
const here = () => location.pathname;
const list = (current: string) => `<vb-link-list label="In this section">
  <ul>
    <li><a id="one" data-link href="/learn/prayer">Prayer</a></li>
    <li><a id="two" data-link href="${current}">This page</a></li>
    <li><a id="three" data-link href="${current}?q=1">This page with a query</a></li>
  </ul>
</vb-link-list>`;
const marked = (root: ParentNode) =>
  Array.from(root.querySelectorAll('[data-link]')).map((a) => `${a.id}:${a.getAttribute('aria-current')}:${a.hasAttribute('data-vb-current')}`);

let record: ConsoleRecord;
beforeEach(() => (record = recordConsole()));
afterEach(() => record.restore());

for (const mode of MODES) {
  describe(`vb-link-list (${mode})`, () => {
    it('is a nav named by its label, and marks only the item at this origin plus path', async () => {
      const { el } = await mountHtml(list(here()), { render: mode });
      const nav = renderRoot(el).querySelector('nav')!;
      expect(nav.getAttribute('aria-label')).to.equal('In this section');
      await waitFor(() => el.querySelector('#two[aria-current]'), 'the current item');
      expect(marked(el)).to.deep.equal(['one:null:false', 'two:page:true', 'three:null:false']);
      await expect(el).to.be.accessible();
      expectQuiet(record);
    });

    it('reads data-link before href, and an empty label gives "Links"', async () => {
      const { el } = await mountHtml(
        `<vb-link-list label=""><ul><li><a id="a" data-link="${location.origin}${here()}" href="/elsewhere">Here</a></li><li><a id="b" data-link="/other" href="${here()}">Other</a></li></ul></vb-link-list>`,
        { render: mode },
      );
      await waitFor(() => el.querySelector('#a[aria-current]'), 'the data-link address to count');
      expect(marked(el)).to.deep.equal(['a:page:true', 'b:null:false']);
      expect(renderRoot(el).querySelector('nav')!.getAttribute('aria-label')).to.equal('Links');
    });

    it('marks again when its links change, and unmarks an item that no longer matches', async () => {
      const { el } = await mountHtml(list('/not/here'), { render: mode });
      await settle();
      expect(marked(el)).to.deep.equal(['one:null:false', 'two:null:false', 'three:null:false']);
      const ul = el.querySelector('ul')!;
      const li = document.createElement('li');
      li.innerHTML = `<a id="four" data-link href="${here()}">Now here</a>`;
      ul.append(li);
      await waitFor(() => el.querySelector('#four[aria-current="page"]'), 'the added item to be marked');
      el.querySelector('#four')!.setAttribute('href', '/gone');
      await waitFor(() => !el.querySelector('#four[aria-current]'), 'the re-pointed item to be unmarked');
      expect(el.querySelector('#four')!.hasAttribute('data-vb-current')).to.equal(false);
    });

    it('marks again after a history navigation (popstate)', async () => {
      const { el } = await mountHtml(list(here()), { render: mode });
      const start = location.href;
      history.pushState(null, '', '/learn/prayer');
      try {
        window.dispatchEvent(new PopStateEvent('popstate'));
        await waitFor(() => el.querySelector('#one[aria-current="page"]'), 'the new page to be marked');
        expect(marked(el)).to.deep.equal(['one:page:true', 'two:null:false', 'three:null:false']);
      } finally {
        history.replaceState(null, '', start);
      }
    });

    it('marks again at visitorBlocks.reinit() (a client-side navigation that sends no popstate)', async () => {
      const { el } = await mountHtml(list(here()), { render: mode });
      const start = location.href;
      history.pushState(null, '', '/learn/prayer');
      try {
        (window as unknown as { visitorBlocks: { reinit(): void } }).visitorBlocks.reinit();
        await waitFor(() => el.querySelector('#one[aria-current="page"]'), 'reinit to mark the new page');
        expect(marked(el)).to.deep.equal(['one:page:true', 'two:null:false', 'three:null:false']);
      } finally {
        history.replaceState(null, '', start);
      }
    });

    it("keeps an aria-current the author wrote; the links are the keyboard's as any link", async () => {
      const { el, wrapper } = await mountHtml(
        `<button id="before">Before</button><vb-link-list><ul><li><a id="x" data-link href="/a" aria-current="step">Step</a></li><li><a id="y" href="/b">B</a></li></ul></vb-link-list>`,
        { render: mode },
      );
      await settle();
      expect(el.querySelector('#x')!.getAttribute('aria-current')).to.equal('step');
      (wrapper.querySelector('#before') as HTMLButtonElement).focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement!.id).to.equal('x');
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement!.id).to.equal('y');
    });
  });
}
