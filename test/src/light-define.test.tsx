import { expect, waitUntil } from '@open-wc/testing';
import { defineElement } from '../../src/define-element.ts';

/**
 * A shadow element with a `render="light"` instance already on the page is defined only once light mode's module is
 * here (src/define-element.ts): until then the instance keeps its pre-upgrade box (`:not(:defined)`), instead of being
 * defined and empty while the module loads. Its own file: light mode's module, once loaded, stays loaded for the page.
 */

function Note({ text }: { text: string }) {
  return <p className="note">{text}</p>;
}

const spec = (name: string) => ({
  name,
  component: Note,
  description: 'Test element.',
  props: { text: { type: 'string' as const, default: 'a note', description: 'text' } },
});

describe('defining a shadow element whose page has a light instance', () => {
  it('waits for light mode, so the light instance is never defined and empty; then it mounts', async () => {
    const host = document.createElement('vb-light-wait-probe');
    host.setAttribute('render', 'light');
    document.body.append(host);
    try {
      defineElement(spec('light-wait-probe'));
      expect(customElements.get('vb-light-wait-probe') === undefined, 'defined before light mode is loaded').to.equal(true);
      expect(host.matches(':not(:defined)')).to.equal(true);
      await customElements.whenDefined('vb-light-wait-probe');
      await waitUntil(() => host.querySelector('.note'), 'the light instance mounted');
      expect(host.querySelector('.note')?.textContent).to.equal('a note');
    } finally {
      host.remove();
    }
  });

  it('a page with no light instance defines the element at once', () => {
    defineElement(spec('light-wait-none'));
    expect(customElements.get('vb-light-wait-none') !== undefined).to.equal(true);
  });
});
