import { expect, fixture, html } from '@open-wc/testing';
import { CURRENT_ATTRIBUTE } from '../../src/data-link.ts';
import { waitFor } from '../support/wait.ts';

const here = () => `${location.origin}${location.pathname}`;
const marked = (root: ParentNode) =>
  Array.from(root.querySelectorAll('[data-link]')).map((item) => [item.id, item.getAttribute('aria-current'), item.hasAttribute(CURRENT_ATTRIBUTE)]);

describe('data-link items (spec section 2)', () => {
  it('are marked current at start-up and again on visitorBlocks.reinit()', async () => {
    const nav = await fixture<HTMLElement>(
      html`<nav aria-label="Site">
        <ul>
          <li id="same-absolute" data-link=${here()}>This page</li>
          <li id="other" data-link="/somewhere-else">Elsewhere</li>
          <li><a id="by-href" data-link href=${location.pathname}>This page, by its link</a></li>
          <li><a id="with-query" data-link href=${`${location.pathname}?page=2`}>Page 2</a></li>
        </ul>
      </nav>`,
    );
    // The runtime starts the first time an element is defined; here it starts with this markup in place.
    // Marking loads with the first page that has data-link items, so the first marks come a moment later.
    const { ensureRuntime } = await import('../../src/registry.ts');
    ensureRuntime();
    await waitFor(() => nav.querySelector('[aria-current]'), 'the first data-link marks');
    expect(marked(nav)).to.deep.equal([
      ['same-absolute', 'page', true],
      ['other', null, false],
      ['by-href', 'page', true],
      ['with-query', null, false],
    ]);
    await expect(nav).to.be.accessible();

    // A CMS swaps the menu: reinit() marks the new item and unmarks the one that no longer matches.
    const added = document.createElement('a');
    added.id = 'added';
    added.href = location.pathname;
    added.setAttribute('data-link', '');
    nav.append(added);
    (nav.querySelector('#same-absolute') as HTMLElement).setAttribute('data-link', '/moved');
    window.visitorBlocks?.reinit();
    expect(marked(nav)).to.deep.equal([
      ['same-absolute', null, false],
      ['other', null, false],
      ['by-href', 'page', true],
      ['with-query', null, false],
      ['added', 'page', true],
    ]);
  });

  it('leaves an aria-current the author wrote on an item that is not current', async () => {
    const nav = await fixture<HTMLElement>(html`<div><a id="step" data-link href="/step-2" aria-current="step">Step 2</a></div>`);
    window.visitorBlocks?.reinit();
    expect(nav.querySelector('#step')?.getAttribute('aria-current')).to.equal('step');
  });
});
