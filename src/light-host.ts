/**
 * Light mode (`render="light"`): the author's content is captured, grouped by slot for <Slot> to re-render,
 * and the host stays safe in hosts that own the DOM (a React app, a CMS). They may add, reorder and remove the
 * author's children through the host (appendChild, insertBefore, removeChild, replaceChild, append, prepend,
 * replaceChildren, innerHTML, textContent), and a child the page removes stays removed (DESIGN.md section 4,
 * item 9). React renders into one wrapper, `div[data-vb-root]`, the host's only child of ours.
 *
 * Its own module, imported by src/define-element.ts and shipped in the runtime chunk: loaded on demand it delayed
 * a light element's first paint (the demo sweep measured layout shift), so every page carries it.
 */
import { adoptLightStyles } from './light-css.ts';

/** What the element keeps of its light-mode content. */
export interface LightContent {
  /** Where React renders. */
  readonly root: HTMLElement;
  /** The author's nodes by slot name ('' is the default slot); a slot's list is a new array only when it changed. */
  readonly captured: Map<string, Node[]>;
}

// The host's own node methods, for the wrapper and for anything that is not author content. Read when the module
// loads in a browser; outside one (Node, a server render) the runtime imports it too, and there is no DOM to keep.
const nativeMethods = () => ({
  appendChild: Node.prototype.appendChild,
  insertBefore: Node.prototype.insertBefore,
  removeChild: Node.prototype.removeChild,
  replaceChild: Node.prototype.replaceChild,
  append: Element.prototype.append,
  prepend: Element.prototype.prepend,
  replaceChildren: Element.prototype.replaceChildren,
});
const native = typeof Node === 'undefined' ? ({} as ReturnType<typeof nativeMethods>) : nativeMethods();

class LightHost implements LightContent {
  /** The author's nodes in the page's order; `captured` groups them by slot. */
  author: Node[] = [];
  /** Whitespace-only text the author (or a React app) put in: not rendered, but still theirs to remove. */
  readonly ignored = new WeakSet<Node>();
  readonly captured = new Map<string, Node[]>();
  readonly root: HTMLElement;

  constructor(
    readonly host: HTMLElement,
    /** The author's content changed after the start: the element tells its listeners and re-renders. */
    readonly changed: () => void,
  ) {
    const root = document.createElement('div');
    root.setAttribute('data-vb-root', '');
    root.style.display = 'contents';
    this.root = root;
    this.insert(Array.from(host.childNodes), null, false);
    native.appendChild.call(host, root);
    new MutationObserver((records) => this.onMutations(records)).observe(host, { childList: true, subtree: true });
  }

  isAuthor(node: Node): boolean {
    return this.author.includes(node);
  }

  owned(node: Node): boolean {
    return this.isAuthor(node) || this.ignored.has(node);
  }

  regroup(): void {
    const groups = new Map<string, Node[]>();
    for (const node of this.author) {
      const slot = node instanceof Element ? (node.getAttribute('slot') ?? '') : '';
      groups.set(slot, [...(groups.get(slot) ?? []), node]);
    }
    for (const [slot, nodes] of groups) {
      const before = this.captured.get(slot);
      if (!before || before.length !== nodes.length || before.some((node, i) => node !== nodes[i])) this.captured.set(slot, nodes);
    }
    for (const slot of Array.from(this.captured.keys())) if (!groups.has(slot)) this.captured.delete(slot);
  }

  authorChanged(): void {
    this.regroup();
    this.changed();
  }

  /** Take author nodes out of wherever they are and into `author`, before `before` (an author node) or at the end. */
  insert(nodes: Node[], before: Node | null, announce = true): void {
    const list = nodes.flatMap((node) => (node instanceof DocumentFragment ? Array.from(node.childNodes) : [node]));
    for (const node of list) {
      const from = this.author.indexOf(node);
      // An author node moving within the content stays where it is until <Slot> re-renders: taking it out
      // of our tree here would read, to the observer, as the page removing it.
      if (from >= 0) this.author.splice(from, 1);
      else node.parentNode?.removeChild(node);
      if (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim()) {
        this.ignored.add(node);
        continue;
      }
      const at = before ? this.author.indexOf(before) : -1;
      if (at >= 0) this.author.splice(at, 0, node);
      else this.author.push(node);
    }
    if (announce) this.authorChanged();
    else this.regroup();
  }

  remove(node: Node): void {
    const at = this.author.indexOf(node);
    if (at >= 0) this.author.splice(at, 1);
    this.ignored.delete(node);
    node.parentNode?.removeChild(node);
    if (at >= 0) this.authorChanged();
  }

  /** textContent and innerHTML set by a page (React sets textContent for a lone text child) replace the author's content. */
  replace(nodes: Node[]): void {
    const kept = new Set(nodes);
    const gone = this.author.filter((node) => !kept.has(node));
    this.author = this.author.filter((node) => kept.has(node));
    for (const node of gone) node.parentNode?.removeChild(node);
    this.insert(nodes, null);
  }

  /** What the page did to the host without going through the overrides below. */
  onMutations(records: MutationRecord[]): void {
    const added: Node[] = [];
    let removed = false;
    for (const record of records) {
      if (record.target === this.host) {
        for (const node of Array.from(record.addedNodes)) if (node.parentNode === this.host && node !== this.root) added.push(node);
      } else {
        // An author node taken out of our rendered tree by the page (not moved by us within it) stays out.
        for (const node of Array.from(record.removedNodes)) {
          if (this.host.contains(node)) continue;
          const at = this.author.indexOf(node);
          if (at < 0) continue;
          this.author.splice(at, 1);
          removed = true;
        }
      }
    }
    if (added.length > 0) this.insert(added, null, !removed);
    if (removed) this.authorChanged();
  }
}

const hosts = new WeakMap<Node, LightHost>();

/** The light host of `node` when the page's child-list call is about author content (not our wrapper). */
function lightOf(node: Node, child: Node | null): LightHost | undefined {
  const light = hosts.get(node);
  return light && child !== light.root ? light : undefined;
}

const texts = (nodes: Array<Node | string>) => nodes.map((node) => (typeof node === 'string' ? document.createTextNode(node) : node));

/** In light mode the host's child list, as the page sees it, is the author's content. */
const safety = {
  appendChild<T extends Node>(this: HTMLElement, node: T): T {
    const light = lightOf(this, node);
    if (!light) return native.appendChild.call(this, node) as T;
    light.insert([node], null);
    return node;
  },
  insertBefore<T extends Node>(this: HTMLElement, node: T, child: Node | null): T {
    const light = lightOf(this, node);
    if (!light) return native.insertBefore.call(this, node, child) as T;
    light.insert([node], child && light.isAuthor(child) ? child : null);
    return node;
  },
  removeChild<T extends Node>(this: HTMLElement, child: T): T {
    const light = lightOf(this, child);
    if (!light?.owned(child)) return native.removeChild.call(this, child) as T;
    light.remove(child);
    return child;
  },
  replaceChild<T extends Node>(this: HTMLElement, node: Node, child: T): T {
    const light = hosts.get(this);
    if (!light?.owned(child)) return native.replaceChild.call(this, node, child) as T;
    light.insert([node], light.isAuthor(child) ? child : null, false);
    light.remove(child);
    return child;
  },
  append(this: HTMLElement, ...nodes: Array<Node | string>): void {
    const light = hosts.get(this);
    if (!light) return native.append.call(this, ...nodes);
    light.insert(texts(nodes), null);
  },
  prepend(this: HTMLElement, ...nodes: Array<Node | string>): void {
    const light = hosts.get(this);
    if (!light) return native.prepend.call(this, ...nodes);
    light.insert(texts(nodes), light.author[0] ?? null);
  },
  replaceChildren(this: HTMLElement, ...nodes: Array<Node | string>): void {
    const light = hosts.get(this);
    if (!light) return native.replaceChildren.call(this, ...nodes);
    light.replace(texts(nodes));
  },
};

const guarded = new WeakSet<object>();

/** Once per element class: its child-list methods, innerHTML and textContent go through the light host. */
function guard(prototype: object): void {
  if (guarded.has(prototype)) return;
  guarded.add(prototype);
  for (const [name, value] of Object.entries(safety)) Object.defineProperty(prototype, name, { configurable: true, writable: true, value });
  for (const [name, descriptor] of [
    ['innerHTML', Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')],
    ['textContent', Object.getOwnPropertyDescriptor(Node.prototype, 'textContent')],
  ] as const) {
    if (!descriptor?.set || !descriptor.get) continue;
    const { get, set } = descriptor;
    Object.defineProperty(prototype, name, {
      configurable: true,
      enumerable: true,
      get,
      set(this: HTMLElement, value: string | null) {
        const light = hosts.get(this);
        if (!light) {
          set.call(this, value);
          return;
        }
        const template = document.createElement('template');
        if (name === 'innerHTML') template.innerHTML = value ?? '';
        else template.content.append(value ?? '');
        light.replace(Array.from(template.content.childNodes));
      },
    });
  }
}

/**
 * Start light mode on `host`: keep what the author wrote, grouped by slot name, and go on capturing what a
 * script or CMS adds later; adopt the element's CSS, scoped to the tag, into the document (or enclosing root).
 */
export function startLight(host: HTMLElement, tag: string, styles: string | undefined, changed: () => void): LightContent {
  guard(Object.getPrototypeOf(host) as object);
  const light = new LightHost(host, changed);
  hosts.set(host, light);
  if (styles) adoptLightStyles(host.getRootNode() as Document | ShadowRoot, tag, styles);
  return light;
}
