/**
 * Issue 19, item 14 (second half): at 375 px the floating 'Chat with us' launcher covered the last lines of the
 * page. A page scrolled to its end now shows its last line above the launcher (bounding boxes), the room is an
 * empty aria-hidden spacer at the end of <body>, and it goes with the chat.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../elements/chat/define.ts';
import { mountHtml, renderRoot } from '../../support/fixtures.ts';
import { waitFor } from '../../support/wait.ts';

window.visitorBlocksConfig = { staticDir: '/demo/static' };

const launcher = (el: HTMLElement) => renderRoot(el).querySelector<HTMLButtonElement>('.vb-chat__launcher')!;
const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe('vb-chat: room at the end of the page for the floating launcher', () => {
  let article: HTMLElement;
  beforeEach(async () => {
    await setViewport({ width: 375, height: 700 });
    article = document.createElement('article');
    for (let i = 1; i <= 40; i++) {
      const p = document.createElement('p');
      p.textContent = `Line ${i} of a long page that a visitor reads to its very end, right up to the last sentence.`;
      article.append(p);
    }
    document.body.append(article);
  });
  afterEach(async () => {
    article.remove();
    window.scrollTo(0, 0);
    await setViewport({ width: 800, height: 600 });
  });

  it('at 375 px, a page scrolled to its end shows its last line above the launcher', async () => {
    const { el, wrapper } = await mountHtml('<vb-chat></vb-chat>', { parent: document.body });
    // The chat sits before the article in the page: the room must still be at the page's end.
    document.body.insertBefore(wrapper, article);
    await waitFor(() => launcher(el).getBoundingClientRect().height > 0, 'the launcher shows');
    await frame();
    window.scrollTo(0, document.scrollingElement!.scrollHeight);
    await frame();
    const last = article.lastElementChild!.getBoundingClientRect();
    const button = launcher(el).getBoundingClientRect();
    expect(last.bottom, `last line ends at ${last.bottom}, launcher starts at ${button.top}`).to.be.at.most(button.top);

    const spacer = document.querySelector('[data-vb-floating-room]')!;
    expect(document.querySelectorAll('[data-vb-floating-room]').length, 'one spacer').to.equal(1);
    expect(spacer.getAttribute('aria-hidden')).to.equal('true');
    expect(spacer.childNodes.length).to.equal(0);
    expect(document.body.lastElementChild).to.equal(spacer);

    el.remove();
    await frame();
    expect(document.querySelector('[data-vb-floating-room]'), 'the room goes with the chat').to.equal(null);
  });

  it('keeps no room for an inline chat', async () => {
    const { el } = await mountHtml('<vb-chat placement="inline"></vb-chat>');
    await waitFor(() => launcher(el).getBoundingClientRect().height > 0, 'the launcher shows');
    expect(document.querySelector('[data-vb-floating-room]')).to.equal(null);
  });
});
