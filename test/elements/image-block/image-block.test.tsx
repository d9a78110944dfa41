/**
 * vb-image-block: the author's picture in a figure with caption and credit, no layout shift on upgrade, loading by
 * position, and warnings that name the attribute a picture lacks.
 */
import { expect } from '@open-wc/testing';
import '../../../elements/image-block/define.ts';
import { examples } from '../../../elements/image-block/examples.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { expectQuiet, recordConsole, type ConsoleRecord } from '../../support/console.ts';

const MODES: RenderMode[] = ['shadow', 'light'];
const part = (el: HTMLElement, name: string) => renderRoot(el).querySelector<HTMLElement>(`[part~="${name}"]`);

let record: ConsoleRecord;
beforeEach(() => {
  record = recordConsole();
});
afterEach(() => record.restore());

for (const mode of MODES) {
  describe(`<vb-image-block> (${mode})`, () => {
    it('is a figure holding the picture, captioned with the caption and the credit; accessible', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      const figure = part(el, 'figure') as HTMLElement;
      expect(figure.localName).to.equal('figure');
      expect(part(el, 'caption')?.localName).to.equal('figcaption');
      expect(part(el, 'caption')?.textContent).to.equal('The chapel at dawn, seen from the garden. Photo: Ana Silva');
      expect(part(el, 'credit')?.textContent).to.equal('Photo: Ana Silva');
      const image = el.querySelector('img') as HTMLImageElement;
      expect(image.decoding).to.equal('async');
      await expect(el).to.be.accessible();
      expectQuiet(record);
    });

    it('the picture keeps its ratio at the full width: the same height before and after the upgrade', async () => {
      const html = exampleNamed(examples, 'plain').html.replace('vb-image-block', 'vb-image-block data-probe');
      const before = document.createElement('div');
      before.innerHTML = html.replaceAll('vb-image-block', 'div');
      document.body.append(before);
      const plainHeight = (before.querySelector('img') as HTMLImageElement).getBoundingClientRect().height;
      before.remove();
      const { el } = await mountHtml(html, { render: mode });
      const image = el.querySelector('img') as HTMLImageElement;
      const width = el.getBoundingClientRect().width;
      expect(image.getBoundingClientRect().height).to.be.closeTo((width * 800) / 1200, 1);
      expect(plainHeight, 'a plain img with the same attributes, styled by the page, for comparison').to.be.greaterThan(0);
      expect(part(el, 'caption'), 'no caption, no figcaption').to.equal(null);
    });

    it("loading: the author's choice stands; one left to the block loads at once in view, lazily below the fold", async () => {
      const { el } = await mountExample(exampleNamed(examples, 'responsive'), { render: mode });
      expect((el.querySelector('img') as HTMLImageElement).loading).to.equal('lazy');
      const { el: top } = await mountHtml(`<vb-image-block><img src="/demo/static/gallery/hike.svg" alt="Hike" width="1200" height="800"></vb-image-block>`, {
        render: mode,
        parent: document.body.insertBefore(document.createElement('div'), document.body.firstChild),
      });
      const first = top.querySelector('img') as HTMLImageElement;
      expect(first.loading).to.equal('eager');
      expect(first.getAttribute('fetchpriority')).to.equal('high');
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      document.body.append(spacer);
      const { el: low } = await mountHtml(`<vb-image-block><img src="/demo/static/gallery/choir.svg" alt="Choir" width="1200" height="800"></vb-image-block>`, {
        render: mode,
      });
      spacer.remove();
      expect((low.querySelector('img') as HTMLImageElement).loading).to.equal('lazy');
      expectQuiet(record);
    });

    it('warns naming the element and the attribute: no alt, no width/height, srcset without sizes, no picture', async () => {
      await mountHtml(
        `<vb-image-block caption="Lost"><img src="/demo/static/gallery/hike.svg" srcset="/demo/static/gallery/hike.svg 1200w"></vb-image-block>`,
        {
          render: mode,
        },
      );
      expect(record.warnings).to.deep.equal([
        '<vb-image-block>: the <img> has no alt attribute: describe the picture, or write alt="" when it is decoration.',
        "<vb-image-block>: the <img> has no width and height attributes: add them (the picture's own size) so the page does not shift as it loads.",
        '<vb-image-block>: the <img> has a srcset with widths (w) but no sizes attribute: the browser assumes the full window width and may load a bigger file.',
      ]);
      record.warnings.length = 0;
      const { el } = await mountHtml(`<vb-image-block caption="Only words"></vb-image-block>`, { render: mode });
      expect(record.warnings).to.deep.equal(['<vb-image-block>: has no <img> child: put the picture inside the tag (<img src alt width height>).']);
      expect(part(el, 'caption')?.textContent, 'the caption still shows: never a blank block').to.equal('Only words');
    });
  });
}
