/**
 * vb-progress-circle: the page's reading progress (`track-{path}`, written by tracked vb-drawers through
 * src/reading-progress.ts), followed live on this page and from other tabs; the author's done/total; the
 * progressbar semantics; the author's mistakes; reduced motion.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../elements/progress-circle/define.ts';
import '../../../elements/drawers/define.ts';
import { examples } from '../../../elements/progress-circle/examples.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { expectQuiet, recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { settle, waitFor } from '../../support/wait.ts';

const MODES: RenderMode[] = ['shadow', 'light'];
const here = () => `track-${location.pathname}`;

const ring = (el: HTMLElement) => renderRoot(el).querySelector<SVGElement>('[part~="ring"]')!;
const middle = (el: HTMLElement) => renderRoot(el).querySelector<HTMLElement>('[part~="value"]')!.textContent;
const caption = (el: HTMLElement) => renderRoot(el).querySelector<HTMLElement>('[part~="label"]')!;
const fill = (el: HTMLElement) => renderRoot(el).querySelector<SVGCircleElement>('[part~="fill"]')!;
const value = (el: HTMLElement) => ({
  now: ring(el).getAttribute('aria-valuenow'),
  text: ring(el).getAttribute('aria-valuetext'),
  middle: middle(el),
});

let record: ConsoleRecord;
const changes: Array<unknown> = [];
const onChange = (event: Event) => changes.push((event as CustomEvent).detail);
beforeEach(() => {
  localStorage.clear();
  changes.length = 0;
  document.addEventListener('vb-progress-circle-change', onChange);
  record = recordConsole();
});
afterEach(async () => {
  record.restore();
  document.removeEventListener('vb-progress-circle-change', onChange);
  localStorage.clear();
  await emulateMedia({ reducedMotion: 'no-preference' });
});

for (const mode of MODES) {
  describe(`vb-progress-circle (${mode})`, () => {
    it("shows this page's stored progress as a progressbar named by its caption", async () => {
      localStorage.setItem(here(), '2/5');
      const { el } = await mountHtml('<vb-progress-circle></vb-progress-circle>', { render: mode });
      expect(ring(el).getAttribute('role')).to.equal('progressbar');
      expect([ring(el).getAttribute('aria-valuemin'), ring(el).getAttribute('aria-valuemax')]).to.deep.equal(['0', '100']);
      expect(value(el)).to.deep.equal({ now: '40', text: '2 of 5 read', middle: '2/5' });
      expect(caption(el).textContent).to.equal('Reading progress');
      expect(ring(el).getAttribute('aria-labelledby')).to.equal(caption(el).id);
      expect(fill(el).getAttribute('stroke-dashoffset')).to.equal('60');
      expect(el.hasAttribute('data-vb-complete')).to.equal(false);
      await expect(el).to.be.accessible();
      expectQuiet(record);
    });

    it('reads another page by path, and shows a percentage in the page language', async () => {
      localStorage.setItem('track-/lessons/faith', '1/3');
      const { el } = await mountHtml('<div lang="de"><vb-progress-circle path="/lessons/faith" display="percent" label="Glaube"></vb-progress-circle></div>', {
        render: mode,
      });
      expect(value(el)).to.deep.equal({ now: '33', text: '1 of 3 read', middle: '33\u00a0%' });
      expect(caption(el).textContent).to.equal('Glaube');
    });

    it('says empty-text, and shows a dash, while there is no progress', async () => {
      localStorage.setItem('track-/lessons/hope', 'two of five');
      const { el } = await mountHtml('<vb-progress-circle path="/lessons/hope" empty-text="Not begun"></vb-progress-circle>', { render: mode });
      expect(value(el)).to.deep.equal({ now: '0', text: 'Not begun', middle: '–' });
      expect(getComputedStyle(fill(el)).visibility, 'no dot at 0').to.equal('hidden');
      await expect(el).to.be.accessible();
    });

    it('follows tracked drawers on the same page, and tells the page when all is read', async () => {
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'with-drawers'), { render: mode });
      await waitFor(() => middle(el) === '0/3', 'the drawers to write 0/3');
      // Whether the ring or the drawers mounted first, the visitor has read nothing yet.
      changes.length = 0;
      const drawers = wrapper.querySelector('vb-drawers') as HTMLElement;
      const buttons = () => Array.from(renderRoot(drawers).querySelectorAll<HTMLButtonElement>('button[part~="button"]'));
      buttons()[0]!.click();
      await waitFor(() => middle(el) === '1/3', 'the ring to follow the first drawer');
      expect(value(el)).to.deep.equal({ now: '33', text: '1 of 3 read', middle: '1/3' });
      expect(changes).to.deep.equal([{ done: 1, total: 3, percent: 33, complete: false }]);
      buttons()[1]!.click();
      buttons()[2]!.click();
      await waitFor(() => el.hasAttribute('data-vb-complete'), 'complete');
      expect(value(el)).to.deep.equal({ now: '100', text: '3 of 3 read', middle: '3/3' });
      expect(changes.at(-1)).to.deep.equal({ done: 3, total: 3, percent: 100, complete: true });
      await expect(el).to.be.accessible();
      expectQuiet(record);
    });

    it("follows a write in the visitor's other tab (the storage event)", async () => {
      const { el } = await mountHtml('<vb-progress-circle path="/lessons/charity"></vb-progress-circle>', { render: mode });
      expect(middle(el)).to.equal('–');
      // What another tab does: it writes local storage, and this window hears a storage event.
      localStorage.setItem('track-/lessons/charity', '4/4');
      window.dispatchEvent(new StorageEvent('storage', { key: 'track-/lessons/charity', newValue: '4/4', storageArea: localStorage }));
      await waitFor(() => middle(el) === '4/4', 'the ring to follow the other tab');
      expect(el.hasAttribute('data-vb-complete')).to.equal(true);
      expect(changes).to.deep.equal([{ done: 4, total: 4, percent: 100, complete: true }]);
      // Another key is someone else's.
      window.dispatchEvent(new StorageEvent('storage', { key: 'track-/other', newValue: '0/4', storageArea: localStorage }));
      await settle();
      expect(middle(el)).to.equal('4/4');
    });

    it('shows done and total from its attributes instead, and follows their changes', async () => {
      localStorage.setItem(here(), '1/9');
      const { el } = await mountHtml('<vb-progress-circle done="3" total="4"></vb-progress-circle>', { render: mode });
      expect(value(el)).to.deep.equal({ now: '75', text: '3 of 4 read', middle: '3/4' });
      el.setAttribute('done', '4');
      await waitFor(() => middle(el) === '4/4', 'done=4');
      expect(changes).to.deep.equal([{ done: 4, total: 4, percent: 100, complete: true }]);
      (el as HTMLElement & { valueText: string }).valueText = '{percent} percent done';
      await settle();
      expect(ring(el).getAttribute('aria-valuetext')).to.equal('100 percent done');
      el.removeAttribute('done');
      el.removeAttribute('total');
      await waitFor(() => middle(el) === '1/9', 'the stored progress again');
      expectQuiet(record);
    });

    it('names a wrong done or total in one warning and shows the stored progress', async () => {
      localStorage.setItem(here(), '1/2');
      const { el } = await mountHtml('<vb-progress-circle done="7" total="5"></vb-progress-circle>', { render: mode });
      expect(middle(el)).to.equal('1/2');
      expect(record.warnings).to.deep.equal([
        '<vb-progress-circle>: done="7" total="5" must be whole numbers with done from 0 to total; showing the stored progress.',
      ]);
      el.setAttribute('total', '');
      await settle();
      el.removeAttribute('total');
      await settle();
      expect(record.warnings.at(-1)).to.equal('<vb-progress-circle>: set both done and total (only done is set); showing the stored progress.');
      expect(record.errors).to.deep.equal([]);
    });

    it('names a display that is not fraction or percent in a warning and shows the fraction', async () => {
      const { el } = await mountHtml('<vb-progress-circle done="1" total="4" display="pie"></vb-progress-circle>', { render: mode });
      expect(middle(el)).to.equal('1/4');
      await waitFor(() => record.warnings.length > 0, 'the warning');
      expect(record.warnings).to.deep.equal([
        '<vb-progress-circle>: attribute display="pie" is not one of ["fraction","percent"]; using the default ("fraction").',
      ]);
      record.warnings.length = 0;
      el.setAttribute('display', 'percent');
      await settle();
      expect(middle(el)).to.equal('25%');
      expect(record.warnings).to.deep.equal([]);
    });

    it('grows the arc with a transition, and jumps under reduced motion', async () => {
      const { el } = await mountHtml('<vb-progress-circle done="1" total="2"></vb-progress-circle>', { render: mode });
      expect(getComputedStyle(fill(el)).transitionDuration).to.equal('0.6s');
      await emulateMedia({ reducedMotion: 'reduce' });
      // The shared base sheet's reduced-motion rule: 0.01 ms, an instant jump.
      expect(parseFloat(getComputedStyle(fill(el)).transitionDuration)).to.be.below(0.001);
    });

    it('takes no focus: it only shows', async () => {
      const { el } = await mountHtml('<vb-progress-circle done="1" total="2"></vb-progress-circle>', { render: mode });
      expect(renderRoot(el).querySelectorAll('[tabindex], button, a, input').length).to.equal(0);
      expect(el.tabIndex).to.equal(-1);
    });
  });
}

describe('vb-progress-circle examples', () => {
  for (const example of examples) {
    it(`${example.name} is accessible`, async () => {
      const { el } = await mountExample(example);
      await expect(el).to.be.accessible();
    });
  }
});
