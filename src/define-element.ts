/**
 * defineElement: a React component becomes a `vb-*` custom element.
 *
 * Built on @r2wc/core for the element lifecycle (connect, render, update, unmount) with our own
 * React 19 renderer. r2wc's defaults are wrong for a CMS, so this subclass owns the parts a page
 * author touches (DESIGN.md section 4):
 *  1. a bare boolean attribute means true; removing an attribute restores the prop's default;
 *  2. events bubble and are composed (see hooks/use-emit.ts);
 *  3. setting a property never writes JSON back into the attribute;
 *  4. no `function` prop type (nothing is looked up on window);
 *  5. the element's CSS is adopted into its shadow root as a constructable stylesheet (CSP-safe);
 *  6. author content is kept: slots in shadow mode, captured and re-rendered in light mode, and
 *     mounting waits until the element's children are parsed;
 *  7. moving the element (disconnect and reconnect in one task) keeps its React state.
 */
import r2wcCore, { type R2WCRenderer } from '@r2wc/core';
import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { HostContext, type HostInfo, type RenderMode } from './hooks/host-context.ts';
import { registerElement, ensureRuntime } from './registry.ts';
import { adoptStyles } from './styles.ts';

export type PropType = 'string' | 'number' | 'boolean' | 'json';

type TypeOfProp<T> = [T] extends [boolean] ? 'boolean' : [T] extends [number] ? 'number' : [T] extends [string] ? 'string' : PropType;

export interface PropSpec<T> {
  type: TypeOfProp<NonNullable<T>>;
  /** Value when the attribute is absent (and the property never set). */
  default: T;
  description: string;
  /** Attribute name; kebab-case of the prop name by default; false for a property only. */
  attribute?: string | false;
}

export interface DocEntry {
  description: string;
}

export interface EventDoc extends DocEntry {
  /** The TypeScript type of `event.detail`, for custom-elements.json. */
  detail: string;
}

export interface ElementSpec<P extends object> {
  /** Folder name under elements/; the tag is `vb-<name>`. */
  name: string;
  component: ComponentType<P>;
  description: string;
  props: { [K in keyof P]-?: PropSpec<P[K]> };
  events?: Record<`vb-${string}`, EventDoc>;
  /** '' is the default slot. */
  slots?: Record<string, string>;
  parts?: Record<string, string>;
  cssProperties?: Record<`--vb-${string}`, string>;
  /** The element's CSS text, written with :host selectors; adopted into its shadow root. */
  styles?: string;
  /** Default render mode; a page may choose per element with render="light" or render="shadow". */
  render?: RenderMode;
}

/**
 * An element's documentation and props, as pure data (elements/<name>/meta.ts). It imports only
 * types, so Node can read it to generate custom-elements.json without a DOM.
 */
export type ElementMeta<P extends object> = Omit<ElementSpec<P>, 'component' | 'styles'>;

export interface VisitorBlockElement extends HTMLElement {
  /** Re-render with the current props; used by reinit(). */
  refresh(): void;
}

const R2WC_PROPS = Symbol.for('r2wc.props');
// useId() counts per copy of React; two bundles on one page (each with its own React) would repeat
// ids, so every root's prefix names this bundle as well as the root.
const BUNDLE_TOKEN = Math.random().toString(36).slice(2, 7);
let rootCount = 0;
const R2WC_RENDER = Symbol.for('r2wc.render');
const R2WC_CONNECTED = Symbol.for('r2wc.connected');

/** React marks every DOM node it creates with its fiber; anything else in a light-mode host is the author's. */
function isReactNode(node: Node): boolean {
  for (const key in node) if (key.startsWith('__reactFiber$')) return true;
  return false;
}

/** Attribute names are kebab-case of prop names, as in HTML. */
export function toAttributeName(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** Parse an attribute value for a prop; null (absent) gives the default. Invalid values warn and give the default. */
export function parseAttribute<T>(tag: string, attribute: string, spec: PropSpec<T>, value: string | null): T {
  if (value === null) return spec.default;
  switch (spec.type) {
    case 'boolean':
      // Present means true (`<vb-drawers only-one-open>`); only an explicit "false" turns it off.
      return (value.trim().toLowerCase() !== 'false') as T;
    case 'number': {
      const n = value.trim() === '' ? Number.NaN : Number(value);
      if (Number.isFinite(n)) return n as T;
      console.warn(`<${tag}>: attribute ${attribute}="${value}" is not a number; using ${String(spec.default)}.`);
      return spec.default;
    }
    case 'json':
      try {
        return JSON.parse(value) as T;
      } catch (error) {
        console.error(`<${tag}>: attribute ${attribute} is not valid JSON (${(error as Error).message}); using the default.`);
        return spec.default;
      }
    default:
      return value as T;
  }
}

interface Context {
  root: Root;
  host: HostInfo;
}

function renderTree<P extends object>(component: ComponentType<P>, host: HostInfo, props: P) {
  return createElement(HostContext.Provider, { value: host }, createElement(component, props));
}

function hostOf(container: HTMLElement | ShadowRoot): HTMLElement {
  return container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
}

export function defineElement<P extends object>(spec: ElementSpec<P>): CustomElementConstructor {
  ensureRuntime();
  const tag = `vb-${spec.name}`;
  const propNames = Object.keys(spec.props) as Array<keyof P & string>;
  const specOf = (name: string) => spec.props[name as keyof P] as PropSpec<unknown>;
  const attributeToProp = new Map<string, keyof P & string>();
  for (const name of propNames) {
    const attribute = specOf(name).attribute;
    if (attribute !== false) attributeToProp.set(attribute ?? toAttributeName(name), name);
  }

  const renderer: R2WCRenderer<P & { container?: HTMLElement }, Context> = {
    mount(container, component, props) {
      const element = hostOf(container) as BlockElement;
      const root = createRoot(container, { identifierPrefix: `vb${BUNDLE_TOKEN}${(rootCount++).toString(36)}-` });
      const host = element.hostInfo();
      root.render(renderTree(component as ComponentType<P>, host, element.componentProps(props)));
      return { root, host };
    },
    update(context, props) {
      const element = context.host.element as BlockElement;
      context.root.render(renderTree(spec.component, context.host, element.componentProps(props)));
    },
    unmount(context) {
      context.root.unmount();
    },
  };

  // r2wc gets no props or events: we parse attributes and dispatch events ourselves (fixes 1-4).
  const Base = r2wcCore(spec.component as ComponentType<P & { container?: HTMLElement }>, { props: [], events: [] }, renderer) as unknown as {
    new (): HTMLElement & { connectedCallback(): void; disconnectedCallback(): void; container: HTMLElement | ShadowRoot };
  };

  class BlockElement extends Base implements VisitorBlockElement {
    static get observedAttributes(): string[] {
      return [...attributeToProp.keys(), 'render'];
    }

    declare [R2WC_PROPS]: Record<string, unknown>;
    declare [R2WC_CONNECTED]: boolean;
    declare [R2WC_RENDER]: () => void;

    private mode: RenderMode | undefined;
    private captured = new Map<string, Node[]>();
    private waitingForParse = false;
    private pendingUnmount = false;
    private info: HostInfo | undefined;
    private authorListeners = new Set<() => void>();
    private childWatcher: MutationObserver | undefined;

    constructor() {
      super();
      // r2wc starts out 'connected'; we are not, until connectedCallback has picked a container.
      this[R2WC_CONNECTED] = false;
      const props = this[R2WC_PROPS];
      for (const name of propNames) props[name] = specOf(name).default;
      // A property set before the element was defined (or upgraded) is an own property hiding our accessor.
      for (const name of propNames) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      }
    }

    hostInfo(): HostInfo {
      if (!this.info) {
        this.info = {
          element: this,
          tag,
          mode: this.mode ?? 'shadow',
          captured: this.captured,
          onAuthorChange: (listener) => {
            this.authorListeners.add(listener);
            // Shadow mode: the author's nodes stay the host's children; watch them while anyone listens.
            if (this.mode === 'shadow' && !this.childWatcher) {
              this.childWatcher = new MutationObserver(() => this.notifyAuthorChange());
              this.childWatcher.observe(this, { childList: true });
            }
            return () => {
              this.authorListeners.delete(listener);
              if (this.authorListeners.size > 0) return;
              this.childWatcher?.disconnect();
              this.childWatcher = undefined;
            };
          },
        };
      }
      return this.info;
    }

    componentProps(all: Record<string, unknown>): P {
      const props: Record<string, unknown> = {};
      for (const name of propNames) props[name] = all[name];
      return props as P;
    }

    refresh(): void {
      this[R2WC_RENDER]();
    }

    /** Decide shadow or light once, at first connection, so render="light" set after createElement still counts. */
    private prepareContainer(): void {
      if (this.mode) return;
      const requested = this.getAttribute('render');
      this.mode = requested === 'light' || requested === 'shadow' ? requested : (spec.render ?? 'shadow');
      if (this.mode === 'shadow') {
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        this.container = shadow;
        this[R2WC_PROPS].container = shadow;
        if (spec.styles) adoptStyles(shadow, tag, spec.styles, 'shadow');
      } else {
        // Light mode: keep what the author wrote, grouped by slot name, for <Slot> to re-render,
        // and go on capturing what a script or CMS adds later.
        this.capture(Array.from(this.childNodes));
        new MutationObserver((records) => {
          const added = records.flatMap((record) => Array.from(record.addedNodes)).filter((node) => node.parentNode === this && !isReactNode(node));
          if (added.length === 0) return;
          this.capture(added);
          this.notifyAuthorChange();
          this[R2WC_RENDER]();
        }).observe(this, { childList: true });
        this.container = this;
        this[R2WC_PROPS].container = this;
        if (spec.styles) adoptStyles(this.getRootNode() as Document | ShadowRoot, tag, spec.styles, 'light');
      }
      this.setAttribute('data-vb-render', this.mode);
    }

    private notifyAuthorChange(): void {
      for (const listener of Array.from(this.authorListeners)) listener();
    }

    /** Move author nodes out of the host into `captured`; each slot gets a new list, so <Slot> re-renders. */
    private capture(nodes: Node[]): void {
      for (const node of nodes) {
        node.parentNode?.removeChild(node);
        if (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim()) continue;
        const slot = node instanceof Element ? (node.getAttribute('slot') ?? '') : '';
        this.captured.set(slot, [...(this.captured.get(slot) ?? []), node]);
      }
    }

    override connectedCallback(): void {
      if (this.pendingUnmount) {
        // Moved within one task: keep the mounted tree and its state.
        this.pendingUnmount = false;
        this[R2WC_CONNECTED] = true;
        this[R2WC_RENDER](); // props set while detached
        return;
      }
      if (document.readyState === 'loading' && !this.mode) {
        // Defined while the page is still parsing: our children may not exist yet.
        if (!this.waitingForParse) {
          this.waitingForParse = true;
          document.addEventListener(
            'DOMContentLoaded',
            () => {
              this.waitingForParse = false;
              if (this.isConnected) this.connectedCallback();
            },
            { once: true },
          );
        }
        return;
      }
      this.prepareContainer();
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      if (!this.mode) return; // never mounted
      this[R2WC_CONNECTED] = false;
      this.pendingUnmount = true;
      queueMicrotask(() => {
        if (this.pendingUnmount && !this.isConnected) {
          this.pendingUnmount = false;
          super.disconnectedCallback();
        }
      });
    }

    attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      if (name === 'render' || oldValue === value) return;
      const prop = attributeToProp.get(name);
      if (!prop) return;
      this[R2WC_PROPS][prop] = parseAttribute(tag, name, specOf(prop), value);
      this[R2WC_RENDER]();
    }
  }

  for (const name of propNames) {
    Object.defineProperty(BlockElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: BlockElement) {
        return this[R2WC_PROPS][name];
      },
      set(this: BlockElement, value: unknown) {
        // Properties stay properties: nothing is written back into attributes.
        this[R2WC_PROPS][name] = value === undefined ? specOf(name).default : value;
        this[R2WC_RENDER]();
      },
    });
  }

  return registerElement(spec.name, tag, BlockElement, spec as ElementSpec<object>);
}
