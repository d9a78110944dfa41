/**
 * defineElement: a React component becomes a `vb-*` custom element.
 *
 * The element class is ours (no wrapper library; README "Stack notes" says why) and owns what a page
 * author touches (DESIGN.md section 4):
 *  1. a bare boolean attribute means true; removing an attribute restores the prop's default;
 *  2. events bubble and are composed (see hooks/use-emit.ts);
 *  3. setting a property never writes JSON back into the attribute;
 *  4. nothing is ever looked up on window by name;
 *  5. the element's CSS is adopted into its shadow root as a constructable stylesheet (CSP-safe);
 *  6. author content is kept: slots in shadow mode, captured and re-rendered in light mode, and
 *     mounting waits until the element's children are parsed;
 *  7. moving the element (disconnect and reconnect in one task) keeps its React state;
 *  8. every element that connects in one task mounts in one React commit (src/mount.ts);
 *  9. light mode is safe in hosts that own the DOM (a React app, a CMS): they may add, reorder and
 *     remove the author's children through the host, and a child the page removes stays removed;
 * 10. a property set to a string is parsed like the attribute; a wrong type warns and keeps the last good value;
 * 11. a render error shows the spec's 'Broken component' block (src/mount.ts's boundary, src/broken-view.ts's view); in Node, defining is a no-op;
 * 12. a form field (`formAssociated: true`) is a form-associated custom element: ElementInternals, the form's
 *     callbacks forwarded to its component (src/hooks/use-form-control.ts), and the native form API on the host.
 *
 * Split by job: attributes and properties (src/props.ts), light mode's author capture and host safety
 * (src/light-host.ts: a chunk of its own, given by the light-by-default elements in their spec and loaded on demand
 * for a `render="light"` instance of another element), the form host (src/form-host.ts, shipped
 * only with fields) and waiting for parse (src/wait-for-parse.ts). This file is the element's life cycle.
 */
import type { ComponentType } from 'react';
import { FORM_HOST, type FormHost, type HostInfo, type RenderMode } from './hooks/host-context.ts';
import type { LightContent } from './light-host.ts';
import { MountEntry, mount, unmount } from './mount.ts';
import { registerElement, ensureRuntime } from './registry.ts';
import { adoptStyles } from './styles.ts';
import { waitForParse } from './wait-for-parse.ts';

import { parseAttribute, parseProperty, toAttributeName, type EventDoc, type MetaBase, type PropOptions, type PropOptionsMap } from './props.ts';

export {
  defineMeta,
  defineProps,
  parseAttribute,
  parseProperty,
  toAttributeName,
  type DocEntry,
  type ElementMeta,
  type EventDoc,
  type PropOptions,
  type PropsOf,
  type PropSpec,
  type PropType,
} from './props.ts';

export interface ElementSpec<P extends object> extends MetaBase {
  component: ComponentType<P>;
  description?: string;
  props: PropOptionsMap<P>;
  events?: Record<`vb-${string}`, Partial<EventDoc>>;
  /** The element's CSS text, written with :host selectors; adopted into its shadow root. */
  styles?: string;
  /**
   * Light mode (`startLight` of src/light-host.ts), given by an element that renders light by default so it is ready
   * for the first mount; any other element loads it when an instance asks for `render="light"`.
   */
  startLight?: StartLight;
}

export interface VisitorBlockElement extends HTMLElement {
  /** Re-render with the current props; used by reinit(). */
  refresh(): void;
}

export type BlockElementClass = new () => HTMLElement;

function notInBrowser(tag: string): CustomElementConstructor {
  // Server rendering and tests import elements in Node: defining waits for a browser.
  return function VisitorBlockNeedsBrowser() {
    throw new Error(`<${tag}> needs a browser (customElements); it was imported where there is none.`);
  } as unknown as CustomElementConstructor;
}

let formHostClass: ((Base: BlockElementClass, tag: string) => BlockElementClass) | undefined;

/** src/form-host.ts registers itself here; the form-control kit every field uses imports it. */
export function provideFormHost(make: (Base: BlockElementClass, tag: string) => BlockElementClass): void {
  formHostClass = make;
}

type StartLight = typeof import('./light-host.ts').startLight;
type LightModule = { startLight: StartLight };
/**
 * Light mode. A light-by-default element (drawers, display-dependency) gives it in its spec, so it mounts in its
 * first paint: loaded on demand, the mount came after the paint, and the demo sweep saw those pages shift (CLS 0.18
 * on drawers at 375 px). A page of shadow elements never loads it (about 1.6 KB gz); a `render="light"` instance of a
 * shadow element loads it on demand (the loader preloads it when it sees one).
 */
let lightHost: LightModule | undefined;
let lightLoading: Promise<LightModule> | undefined;

/** Light mode's module, once per page; a failed load may be tried again by the next element. */
function loadLightHost(): Promise<LightModule> {
  lightLoading ??= import('./light-host.ts').then(
    (loaded) => (lightHost ??= loaded),
    (error: unknown) => {
      lightLoading = undefined;
      throw error;
    },
  );
  return lightLoading;
}

export function defineElement<P extends object>(spec: ElementSpec<P>): CustomElementConstructor {
  const tag = `vb-${spec.name}`;
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return notInBrowser(tag);
  ensureRuntime();
  if (spec.startLight) lightHost ??= { startLight: spec.startLight };
  if (spec.formAssociated && !formHostClass) throw new Error(`<${tag}> is a form field: import src/form-control.tsx (it brings the form host).`);
  const element = blockElementClass(spec, tag);
  const registered = spec.formAssociated && formHostClass ? formHostClass(element, tag) : element;
  // A `render="light"` instance already on the page keeps its pre-upgrade box (`:not(:defined)` in <name>.upgrade.css)
  // until light mode's module is here: defined first, it would stand empty while the module loads, and the page would
  // shift twice (seen on the Bootstrap demo page under load: a light poll collapsed, then grew 215 px).
  const define = () => registerElement(spec.name, tag, registered);
  if (lightHost || !document.querySelector(`${tag}[render=light]`)) return define();
  // A failed load defines it all the same: its light instances report the failure as they connect.
  void loadLightHost().then(define, define);
  return registered;
}

function blockElementClass<P extends object>(spec: ElementSpec<P>, tag: string): BlockElementClass {
  const propNames = Object.keys(spec.props) as Array<keyof P & string>;
  const specOf = (name: string) => spec.props[name as keyof P] as PropOptions<unknown>;
  const attributeToProp = new Map<string, keyof P & string>();
  for (const name of propNames) {
    const attribute = specOf(name).attribute;
    if (attribute !== false) attributeToProp.set(attribute ?? toAttributeName(name), name);
  }

  class BlockElement extends HTMLElement implements VisitorBlockElement {
    static get observedAttributes(): string[] {
      return [...attributeToProp.keys(), 'render'];
    }

    /** The event names the element sends (names only: its documentation lives in custom-elements.json). */
    static readonly events: readonly string[] = Object.freeze(Object.keys(spec.events ?? {}));

    #props: Record<string, unknown> = {};
    #mode: RenderMode | undefined;
    #light: LightContent | undefined;
    #entry: MountEntry | undefined;
    #waiting = false;
    #pendingUnmount = false;
    #info: HostInfo | undefined;
    #authorListeners = new Set<() => void>();
    #childWatcher: MutationObserver | undefined;

    constructor() {
      super();
      for (const name of propNames) this.#props[name] = specOf(name).default;
      // A property set before the element was defined (or upgraded) is an own property hiding our accessor.
      for (const name of propNames) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      }
    }

    #hostInfo(): HostInfo {
      this.#info ??= {
        element: this,
        tag,
        mode: this.#mode ?? 'shadow',
        captured: this.#light?.captured ?? new Map<string, Node[]>(),
        onAuthorChange: (listener) => {
          this.#authorListeners.add(listener);
          // Shadow mode: the author's nodes stay the host's children; watch them while anyone listens.
          if (this.#mode === 'shadow' && !this.#childWatcher) {
            this.#childWatcher = new MutationObserver(() => this.#notifyAuthorChange());
            this.#childWatcher.observe(this, { childList: true });
          }
          return () => {
            this.#authorListeners.delete(listener);
            if (this.#authorListeners.size > 0) return;
            this.#childWatcher?.disconnect();
            this.#childWatcher = undefined;
          };
        },
        form: (this as { [FORM_HOST]?: () => FormHost })[FORM_HOST]?.(),
      };
      return this.#info;
    }

    #notifyAuthorChange(): void {
      for (const listener of Array.from(this.#authorListeners)) listener();
    }

    #setProp(name: string, value: unknown): void {
      this.#props[name] = value;
      this.refresh();
    }

    refresh(): void {
      this.#entry?.update({ ...this.#props });
    }

    /** Shadow or light, decided once, at first connection, so render="light" set after createElement still counts. */
    #requestedMode(): RenderMode {
      const requested = this.getAttribute('render');
      return this.#mode ?? (requested === 'light' || requested === 'shadow' ? requested : (spec.render ?? 'shadow'));
    }

    #prepareContainer(light: LightModule | undefined): Element | ShadowRoot {
      if (!this.#mode) {
        this.#mode = light ? 'light' : 'shadow';
        if (light) {
          this.#light = light.startLight(this, tag, spec.styles, () => {
            this.#notifyAuthorChange();
            this.refresh();
          });
        } else {
          // A field's shadow root delegates focus, so a <label for>, focus() and the form's invalid-field focus reach its input.
          const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open', delegatesFocus: spec.formAssociated === true });
          if (spec.styles) adoptStyles(shadow, tag, spec.styles);
        }
        this.setAttribute('data-vb-render', this.#mode);
      }
      return this.#light?.root ?? (this.shadowRoot as ShadowRoot);
    }

    /** Come back to connectedCallback once `wait` resumes it (children parsed, light mode's module loaded). */
    #resumeAfter(wait: (resume: () => void) => void): void {
      if (this.#waiting) return;
      this.#waiting = true;
      wait(() => {
        this.#waiting = false;
        if (this.isConnected) this.connectedCallback();
      });
    }

    connectedCallback(): void {
      if (this.#pendingUnmount) {
        // Moved within one task: keep the mounted tree and its state.
        this.#pendingUnmount = false;
        return;
      }
      if (this.#entry) return;
      // Defined while the page is still parsing: our children may not exist yet.
      if (document.readyState === 'loading' && !this.#mode) return this.#resumeAfter(waitForParse);
      const light = this.#requestedMode() === 'light';
      if (light && !lightHost) {
        return this.#resumeAfter((resume) => {
          loadLightHost().then(resume, (error: unknown) => {
            this.#waiting = false;
            console.error(`<${tag}>: could not load light mode.`, error);
          });
        });
      }
      const container = this.#prepareContainer(light ? lightHost : undefined);
      this.#entry = new MountEntry(spec.component as ComponentType<object>, this.#hostInfo(), container, { ...this.#props });
      mount(this.#entry);
    }

    disconnectedCallback(): void {
      if (!this.#entry) return; // never mounted
      this.#pendingUnmount = true;
      queueMicrotask(() => {
        if (!this.#pendingUnmount || this.isConnected || !this.#entry) return;
        this.#pendingUnmount = false;
        unmount(this.#entry);
        this.#entry = undefined;
      });
    }

    attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      if (name === 'render' || oldValue === value) return;
      const prop = attributeToProp.get(name);
      if (!prop) return;
      this.#setProp(prop, parseAttribute(tag, name, specOf(prop), value));
    }

    // Inside the class body, so the accessors reach the private members.
    static {
      for (const name of propNames) {
        Object.defineProperty(this.prototype, name, {
          configurable: true,
          enumerable: true,
          get(this: BlockElement) {
            return this.#props[name];
          },
          set(this: BlockElement, value: unknown) {
            // Properties stay properties: nothing is written back into attributes.
            const parsed = parseProperty(tag, name, specOf(name), value);
            if (parsed.ok) this.#setProp(name, parsed.value);
          },
        });
      }
    }
  }
  return BlockElement;
}
