/**
 * The bench's peer for <vb-drawers>: the same element written in Lit (issue 9, section 1), so
 * `npm run bench` can say how much our React runtime costs against a plain web-component library.
 *
 * Same markup as drawers.tsx renders in light mode (the runtime's div[data-vb-root] wrapper > root >
 * drawers > drawer > header[role=heading] > button[aria-expanded] > title + icon, then
 * panel[role=region] > content, the author's heading (role=none) and panel nodes moved in), the same CSS adopted the same way (src/styles.ts: tokens, base and
 * drawers.css scoped to the tag), and the same core behaviour: heading + panel pairs from light DOM,
 * toggle on click, closed panels hidden="until-found". It leaves out what the bench does not
 * exercise (fragments, tracking, only-one-open, forms), so it is, if anything, a little cheaper.
 *
 * Bundled by scripts/bench.ts with esbuild (minified, production), never shipped.
 */
import { LitElement, html, nothing } from 'lit';
import { adoptLightStyles } from '../src/light-css.ts';
import drawersCss from '../elements/drawers/drawers.css?inline';

export const LIT_TAG = 'lit-drawers';
const HEADING_TAG = /^H[1-6]$/;
/** drawers.css's class names (vb-drawers__<part>, --modifier). scripts/bench.ts compares the two elements' markup before timing them. */
const cls = (part: string, modifier?: string | false): string => `vb-drawers__${part}${modifier ? ` vb-drawers__${part}--${modifier}` : ''}`;

interface Drawer {
  heading: HTMLElement;
  panel: Node[];
  level: number;
}

function parseDrawers(nodes: readonly Node[]): Drawer[] {
  const first = nodes.find((node): node is HTMLElement => node instanceof HTMLElement && HEADING_TAG.test(node.tagName));
  if (!first) return [];
  const drawers: Drawer[] = [];
  const level = Number(first.tagName.slice(1));
  let current: Drawer | undefined;
  for (const node of nodes) {
    if (node instanceof HTMLElement && node.tagName === first.tagName) {
      current = { heading: node, panel: [], level };
      drawers.push(current);
    } else if (current) {
      current.panel.push(node);
    }
  }
  return drawers;
}

function hiddenValue(): string {
  return 'onbeforematch' in document.body ? 'until-found' : '';
}

let instances = 0;

export class LitDrawers extends LitElement {
  static override properties = { open: { state: true } };

  declare open: Set<number>;
  private drawers: Drawer[] = [];
  /** Like the runtime's light mode: a display:contents wrapper the element renders into. */
  private readonly wrapper = document.createElement('div');
  private readonly base = `lit-drawers-${++instances}`;

  constructor() {
    super();
    this.open = new Set();
  }

  // Light DOM, like vb-drawers' default render mode: page CSS and anchors reach the content.
  protected override createRenderRoot(): HTMLElement {
    return this.wrapper;
  }

  override connectedCallback(): void {
    if (!this.hasAttribute('data-vb-render')) {
      this.setAttribute('data-vb-render', 'light');
      adoptLightStyles(document, LIT_TAG, drawersCss);
      // The author's nodes, captured before Lit renders over them.
      this.drawers = parseDrawers(Array.from(this.childNodes));
      // The author's heading sits in our role="heading" wrapper: one heading per drawer, as in drawers.tsx.
      for (const { heading } of this.drawers) if (!heading.hasAttribute('role')) heading.setAttribute('role', 'none');
      this.wrapper.setAttribute('data-vb-root', '');
      this.wrapper.style.display = 'contents';
      this.replaceChildren(this.wrapper);
      this.addEventListener('click', this.onClick);
    }
    super.connectedCallback();
  }

  private readonly onClick = (event: Event): void => {
    const button = (event.target as Element | null)?.closest(`button.${cls('button')}`);
    const drawer = button?.closest(`.${cls('drawer')}`);
    if (!button || !drawer || !this.contains(drawer)) return;
    const i = Array.prototype.indexOf.call(drawer.parentElement?.children ?? [], drawer);
    const open = new Set(this.open);
    if (open.has(i)) open.delete(i);
    else open.add(i);
    this.open = open;
  };

  // No whitespace between tags: the same nodes as React renders, so layout and memory compare fairly.
  private drawer(drawer: Drawer, i: number): unknown {
    const isOpen = this.open.has(i);
    const id = (what: string) => `${this.base}-${what}-${i}`;
    const header = html`<div role="heading" aria-level=${drawer.level} class=${cls('header')} part="header">
      <button type="button" id=${id('button')} class=${cls('button')} part="button" aria-expanded=${isOpen ? 'true' : 'false'} aria-controls=${id('panel')}>
        <span id=${id('title')} class=${cls('title')} part="title">${drawer.heading}</span
        ><span class="vb-chevron ${cls('icon')}" part="icon" aria-hidden="true"></span>
      </button>
    </div>`;
    const panel = html`<div
      id=${id('panel')}
      class=${cls('panel')}
      part="panel"
      role="region"
      aria-labelledby=${id('title')}
      hidden=${isOpen ? nothing : hiddenValue()}
    >
      <div class=${cls('content')} part="content">${drawer.panel}</div>
    </div>`;
    return html`<div class=${cls('drawer', isOpen && 'open')} part=${isOpen ? 'drawer drawer-open' : 'drawer'} ?data-vb-open=${isOpen}>${header}${panel}</div>`;
  }

  protected override render(): unknown {
    const drawers =
      this.drawers.length > 0 ? html`<div class=${cls('drawers')} part="drawers">${this.drawers.map((drawer, i) => this.drawer(drawer, i))}</div>` : nothing;
    return html`<div class=${cls('root')}>${drawers}</div>`;
  }

  // Page CSS can style by how many drawers are open, as on vb-drawers.
  protected override updated(): void {
    this.setAttribute('data-vb-open-count', String(this.open.size));
  }
}

if (!customElements.get(LIT_TAG)) customElements.define(LIT_TAG, LitDrawers);
