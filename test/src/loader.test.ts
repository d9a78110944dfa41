import { expect, waitUntil } from '@open-wc/testing';
import { discover, tags } from '../../src/loader.ts';

/**
 * The loader (dist/loader.js) inside other components: a block placed in another web component's
 * shadow root must load like one in the page (issue 9, section 3). Each case uses a different
 * element, because an element loads once per page.
 */

const LOAD_TIMEOUT_MS = 5000;

function isUpgraded(element: Element | null | undefined, tag: string): boolean {
  const ctor = customElements.get(tag);
  return !!element && !!ctor && element instanceof ctor;
}

let hostCount = 0;
/** A fresh custom-element name, so each case defines its own host. */
function hostTag(): string {
  hostCount += 1;
  return `x-loader-host-${hostCount}`;
}

describe('loader', () => {
  const added: Element[] = [];
  afterEach(() => {
    for (const element of added.splice(0)) element.remove();
  });
  function addToPage<T extends Element>(element: T): T {
    document.body.append(element);
    added.push(element);
    return element;
  }

  it('knows every element folder', () => {
    expect(tags).to.include.members(['vb-poll', 'vb-drawers', 'vb-content-block']);
  });

  it("loads a block inside another component's open shadow root", async () => {
    expect(customElements.get('vb-poll')).to.equal(undefined);
    const tag = hostTag();
    customElements.define(
      tag,
      class extends HTMLElement {
        connectedCallback() {
          if (this.shadowRoot) return;
          this.attachShadow({ mode: 'open' }).innerHTML = '<p>Host text</p><vb-poll question="Inside a shadow root"></vb-poll>';
        }
      },
    );
    const host = addToPage(document.createElement(tag));
    const poll = host.shadowRoot?.querySelector('vb-poll');
    await waitUntil(() => isUpgraded(poll, 'vb-poll'), '<vb-poll> in an open shadow root never loaded', { timeout: LOAD_TIMEOUT_MS });
  });

  it('loads a block that a component renders into its shadow root after it is upgraded, even when defined after the markup', async () => {
    expect(customElements.get('vb-drawers')).to.equal(undefined);
    const tag = hostTag();
    // In the page before its definition, like markup parsed before a component library loads.
    const host = addToPage(document.createElement(tag));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Defined later; renders a microtask after connecting, as Lit does.
    customElements.define(
      tag,
      class extends HTMLElement {
        connectedCallback() {
          if (this.shadowRoot) return;
          const root = this.attachShadow({ mode: 'open' });
          void Promise.resolve().then(() => {
            root.innerHTML = '<vb-drawers><h3>Question</h3><p>Answer</p></vb-drawers>';
          });
        }
      },
    );
    await waitUntil(
      () => isUpgraded(host.shadowRoot?.querySelector('vb-drawers'), 'vb-drawers'),
      '<vb-drawers> rendered into a shadow root later never loaded',
      {
        timeout: LOAD_TIMEOUT_MS,
      },
    );
  });

  it('discover(root) loads the blocks in a closed shadow root, which the loader cannot see', async () => {
    expect(customElements.get('vb-content-block')).to.equal(undefined);
    const holder = addToPage(document.createElement('div'));
    const closed = holder.attachShadow({ mode: 'closed' });
    closed.innerHTML = '<vb-content-block><p>Closed content</p></vb-content-block>';
    const block = closed.querySelector('vb-content-block');
    // Unseen until discover() is called: a closed root is not reachable from outside.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(customElements.get('vb-content-block')).to.equal(undefined);
    await discover(closed);
    expect(isUpgraded(block, 'vb-content-block')).to.equal(true);
  });
});
