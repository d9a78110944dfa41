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
 * 11. a render error shows the spec's 'Broken component' block (src/mount.ts); in Node, defining is a no-op;
 * 12. a form field (`formAssociated: true`) is a form-associated custom element: ElementInternals, the form's
 *     callbacks forwarded to its component (src/hooks/use-form-control.ts), and the native form API on the host.
 */
import type { ComponentType } from 'react';
import type { FormCallbacks, FormHost, HostInfo, RenderMode } from './hooks/host-context.ts';
import { MountEntry, mount, unmount } from './mount.ts';
import { registerElement, ensureRuntime } from './registry.ts';
import { adoptStyles } from './styles.ts';
import { quietly } from './form-validation.ts';

import {
  parseAttribute,
  parseProperty,
  toAttributeName,
  type EventDoc,
  type MetaBase,
  type PropOptions,
  type PropOptionsMap,
} from './props.ts';

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
}

export interface VisitorBlockElement extends HTMLElement {
  /** Re-render with the current props; used by reinit(). */
  refresh(): void;
}

function notInBrowser(tag: string): CustomElementConstructor {
  // Server rendering and tests import elements in Node: defining waits for a browser.
  return function VisitorBlockNeedsBrowser() {
    throw new Error(`<${tag}> needs a browser (customElements); it was imported where there is none.`);
  } as unknown as CustomElementConstructor;
}

/** What a light-mode field's focus() delegates to: its first enabled control. */
const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Elements connected while the page was still parsing: they all mount together at DOMContentLoaded. */
const waitingForParse = new Set<() => void>();
function waitForParse(resume: () => void): void {
  if (waitingForParse.size === 0) {
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        const waiting = Array.from(waitingForParse);
        waitingForParse.clear();
        for (const resume of waiting) resume();
      },
      { once: true },
    );
  }
  waitingForParse.add(resume);
}

// The host's own node methods, for the light-mode wrapper and for anything that is not author content.
type Native = {
  appendChild: Node['appendChild'];
  insertBefore: Node['insertBefore'];
  removeChild: Node['removeChild'];
  replaceChild: Node['replaceChild'];
};

export function defineElement<P extends object>(spec: ElementSpec<P>): CustomElementConstructor {
  const tag = `vb-${spec.name}`;
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return notInBrowser(tag);
  ensureRuntime();
  const propNames = Object.keys(spec.props) as Array<keyof P & string>;
  const specOf = (name: string) => spec.props[name as keyof P] as PropOptions<unknown>;
  const attributeToProp = new Map<string, keyof P & string>();
  for (const name of propNames) {
    const attribute = specOf(name).attribute;
    if (attribute !== false) attributeToProp.set(attribute ?? toAttributeName(name), name);
  }
  const native: Native = {
    appendChild: Node.prototype.appendChild,
    insertBefore: Node.prototype.insertBefore,
    removeChild: Node.prototype.removeChild,
    replaceChild: Node.prototype.replaceChild,
  };
  const nativeInnerHtml = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
  const nativeTextContent = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent');

  class BlockElement extends HTMLElement implements VisitorBlockElement {
    static get observedAttributes(): string[] {
      return [...attributeToProp.keys(), 'render'];
    }

    /** The event names the element sends (names only: its documentation lives in custom-elements.json). */
    static readonly events: readonly string[] = Object.freeze(Object.keys(spec.events ?? {}));

    #props: Record<string, unknown> = {};
    #mode: RenderMode | undefined;
    /** Light mode: the author's nodes in the page's order; `captured` groups them by slot. */
    #author: Node[] = [];
    /** Whitespace-only text the author (or a React app) put in: not rendered, but still theirs to remove. */
    #ignored = new WeakSet<Node>();
    #captured = new Map<string, Node[]>();
    /** Light mode: where React renders, the host's only child of ours. */
    #lightRoot: HTMLElement | undefined;
    #entry: MountEntry | undefined;
    #waiting = false;
    #pendingUnmount = false;
    #info: HostInfo | undefined;
    #authorListeners = new Set<() => void>();
    #childWatcher: MutationObserver | undefined;
    #internals: ElementInternals | undefined;
    #formListeners = new Set<Partial<FormCallbacks>>();
    #fieldsetDisabled = false;
    /** A state the browser restored before the component listened (it restores while upgrading, before the mount). */
    #pendingRestore: { state: string | File | FormData | null; reason: 'restore' | 'autocomplete' } | undefined;

    static readonly formAssociated = spec.formAssociated === true;

    constructor() {
      super();
      if (spec.formAssociated) this.#internals = this.attachInternals();
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
      if (!this.#info) {
        this.#info = {
          element: this,
          tag,
          mode: this.#mode ?? 'shadow',
          captured: this.#captured,
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
          form: this.#formHost(),
        };
      }
      return this.#info;
    }

    #formHost(): FormHost | undefined {
      const internals = this.#internals;
      if (!internals) return undefined;
      const listeners = this.#formListeners;
      const fieldsetDisabled = () => this.#fieldsetDisabled;
      const takePendingRestore = () => {
        const pending = this.#pendingRestore;
        this.#pendingRestore = undefined;
        return pending;
      };
      return {
        internals,
        get fieldsetDisabled() {
          return fieldsetDisabled();
        },
        listen(callbacks) {
          listeners.add(callbacks);
          if (callbacks.restore) {
            const pending = takePendingRestore();
            if (pending) callbacks.restore(pending.state, pending.reason);
          }
          return () => listeners.delete(callbacks);
        },
      };
    }

    // The browser's form callbacks (form-associated elements only), forwarded to the component.
    formResetCallback(): void {
      for (const listener of Array.from(this.#formListeners)) listener.reset?.();
    }

    formDisabledCallback(disabled: boolean): void {
      // Called for the element's own `disabled` attribute too; the component reads that one as a prop.
      this.#fieldsetDisabled = disabled && this.closest('fieldset:disabled') !== null;
      for (const listener of Array.from(this.#formListeners)) listener.disabled?.(this.#fieldsetDisabled);
    }

    formStateRestoreCallback(state: string | File | FormData | null, reason: 'restore' | 'autocomplete'): void {
      const listeners = Array.from(this.#formListeners).filter((listener) => listener.restore);
      if (listeners.length === 0) this.#pendingRestore = { state, reason };
      for (const listener of listeners) listener.restore?.(state, reason);
    }

    // The native form-control API, so `form.elements`, constraint validation and page scripts treat a field like an input.
    get form(): HTMLFormElement | null {
      return this.#internals?.form ?? null;
    }

    get validity(): ValidityState | undefined {
      return this.#internals?.validity;
    }

    get validationMessage(): string {
      return this.#internals?.validationMessage ?? '';
    }

    get willValidate(): boolean {
      return this.#internals?.willValidate ?? false;
    }

    get labels(): NodeList | undefined {
      return this.#internals?.labels;
    }

    get type(): string {
      return tag;
    }

    /** Light-mode fields focus their first control, as a shadow root with delegatesFocus does. */
    override focus(options?: FocusOptions): void {
      const inner = spec.formAssociated && this.#lightRoot ? this.#lightRoot.querySelector<HTMLElement>(FOCUSABLE) : null;
      if (inner) inner.focus(options);
      else super.focus(options);
    }

    checkValidity(): boolean {
      // Asking is silent, as for an input: the field shows nothing (src/form-control.tsx).
      return quietly(() => this.#internals?.checkValidity() ?? true);
    }

    reportValidity(): boolean {
      return this.#internals?.reportValidity() ?? true;
    }

    #getProp(name: string): unknown {
      return this.#props[name];
    }

    #setProp(name: string, value: unknown): void {
      this.#props[name] = value;
      this.#render();
    }

    #render(): void {
      this.#entry?.update({ ...this.#props });
    }

    refresh(): void {
      this.#render();
    }

    /** Decide shadow or light once, at first connection, so render="light" set after createElement still counts. */
    #prepareContainer(): void {
      if (this.#mode) return;
      const requested = this.getAttribute('render');
      this.#mode = requested === 'light' || requested === 'shadow' ? requested : (spec.render ?? 'shadow');
      if (this.#mode === 'shadow') {
        // A field's shadow root delegates focus, so a <label for>, focus() and the form's invalid-field focus reach its input.
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open', delegatesFocus: spec.formAssociated === true });
        if (spec.styles) adoptStyles(shadow, tag, spec.styles, 'shadow');
      } else {
        // Light mode: keep what the author wrote, grouped by slot name, for <Slot> to re-render,
        // and go on capturing what a script or CMS adds later.
        const lightRoot = document.createElement('div');
        lightRoot.setAttribute('data-vb-root', '');
        lightRoot.style.display = 'contents';
        this.#lightRoot = lightRoot;
        this.#insertAuthor(Array.from(this.childNodes), null, false);
        native.appendChild.call(this, lightRoot);
        new MutationObserver((records) => this.#onMutations(records)).observe(this, { childList: true, subtree: true });
        if (spec.formAssociated) {
          // No shadow root to delegate focus in light mode: a <label for> the host (its click lands on the host itself)
          // reaches the field's input here, and focus() below does the rest.
          this.addEventListener('click', (event) => {
            if (event.target === this) this.focus();
          });
        }
        if (spec.styles) adoptStyles(this.getRootNode() as Document | ShadowRoot, tag, spec.styles, 'light');
      }
      this.setAttribute('data-vb-render', this.#mode);
    }

    #container(): Element | ShadowRoot {
      return this.#lightRoot ?? (this.shadowRoot as ShadowRoot);
    }

    #notifyAuthorChange(): void {
      for (const listener of Array.from(this.#authorListeners)) listener();
    }

    #isAuthor(node: Node): boolean {
      return this.#author.includes(node);
    }

    /** Light mode: `captured` from `author`; a slot's list is a new array only when it changed, so <Slot> re-renders. */
    #regroup(): void {
      const groups = new Map<string, Node[]>();
      for (const node of this.#author) {
        const slot = node instanceof Element ? (node.getAttribute('slot') ?? '') : '';
        groups.set(slot, [...(groups.get(slot) ?? []), node]);
      }
      for (const [slot, nodes] of groups) {
        const before = this.#captured.get(slot);
        if (!before || before.length !== nodes.length || before.some((node, i) => node !== nodes[i])) this.#captured.set(slot, nodes);
      }
      for (const slot of Array.from(this.#captured.keys())) if (!groups.has(slot)) this.#captured.delete(slot);
    }

    #authorChanged(): void {
      this.#regroup();
      this.#notifyAuthorChange();
      this.#render();
    }

    /** Take author nodes out of wherever they are and into `author`, before `before` (an author node) or at the end. */
    #insertAuthor(nodes: Node[], before: Node | null, announce = true): void {
      const list = nodes.flatMap((node) => (node instanceof DocumentFragment ? Array.from(node.childNodes) : [node]));
      for (const node of list) {
        const from = this.#author.indexOf(node);
        // An author node moving within the content stays where it is until <Slot> re-renders: taking it out
        // of our tree here would read, to the observer below, as the page removing it.
        if (from >= 0) this.#author.splice(from, 1);
        else node.parentNode?.removeChild(node);
        if (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim()) {
          this.#ignored.add(node);
          continue;
        }
        const at = before ? this.#author.indexOf(before) : -1;
        if (at >= 0) this.#author.splice(at, 0, node);
        else this.#author.push(node);
      }
      if (announce) this.#authorChanged();
      else this.#regroup();
    }

    #removeAuthor(node: Node): void {
      const at = this.#author.indexOf(node);
      if (at >= 0) this.#author.splice(at, 1);
      this.#ignored.delete(node);
      node.parentNode?.removeChild(node);
      if (at >= 0) this.#authorChanged();
    }

    /** Light mode: what the page did to the host without going through the methods below. */
    #onMutations(records: MutationRecord[]): void {
      const added: Node[] = [];
      let removed = false;
      for (const record of records) {
        if (record.target === this) {
          for (const node of Array.from(record.addedNodes)) if (node.parentNode === this && node !== this.#lightRoot) added.push(node);
        } else {
          // An author node taken out of our rendered tree by the page (not moved by us within it) stays out.
          for (const node of Array.from(record.removedNodes)) {
            if (this.contains(node)) continue;
            const at = this.#author.indexOf(node);
            if (at < 0) continue;
            this.#author.splice(at, 1);
            removed = true;
          }
        }
      }
      if (added.length > 0) this.#insertAuthor(added, null, !removed);
      if (removed) this.#authorChanged();
    }

    /** In light mode, the host's child list as the page sees it is the author's content. */
    #owns(): boolean {
      return this.#lightRoot !== undefined;
    }

    override appendChild<T extends Node>(node: T): T {
      if (!this.#owns() || (node as Node) === this.#lightRoot) return native.appendChild.call(this, node) as T;
      this.#insertAuthor([node], null);
      return node;
    }

    override insertBefore<T extends Node>(node: T, child: Node | null): T {
      if (!this.#owns() || (node as Node) === this.#lightRoot) return native.insertBefore.call(this, node, child) as T;
      this.#insertAuthor([node], child && this.#isAuthor(child) ? child : null);
      return node;
    }

    override removeChild<T extends Node>(child: T): T {
      if (this.#owns() && (child as Node) !== this.#lightRoot && (this.#isAuthor(child) || this.#ignored.has(child))) {
        this.#removeAuthor(child);
        return child;
      }
      return native.removeChild.call(this, child) as T;
    }

    override replaceChild<T extends Node>(node: Node, child: T): T {
      if (!this.#owns() || !(this.#isAuthor(child) || this.#ignored.has(child))) return native.replaceChild.call(this, node, child) as T;
      this.#insertAuthor([node], this.#isAuthor(child) ? child : null, false);
      this.#removeAuthor(child);
      return child;
    }

    override append(...nodes: Array<Node | string>): void {
      if (!this.#owns()) return super.append(...nodes);
      this.#insertAuthor(
        nodes.map((node) => (typeof node === 'string' ? document.createTextNode(node) : node)),
        null,
      );
    }

    override prepend(...nodes: Array<Node | string>): void {
      if (!this.#owns()) return super.prepend(...nodes);
      this.#insertAuthor(
        nodes.map((node) => (typeof node === 'string' ? document.createTextNode(node) : node)),
        this.#author[0] ?? null,
      );
    }

    override replaceChildren(...nodes: Array<Node | string>): void {
      if (!this.#owns()) return super.replaceChildren(...nodes);
      this.#replaceAuthor(nodes.map((node) => (typeof node === 'string' ? document.createTextNode(node) : node)));
    }

    /** textContent and innerHTML set by a page (React sets textContent for a lone text child) replace the author's content. */
    #replaceAuthor(nodes: Node[]): void {
      const kept = new Set(nodes);
      const gone = this.#author.filter((node) => !kept.has(node));
      this.#author = this.#author.filter((node) => kept.has(node));
      for (const node of gone) node.parentNode?.removeChild(node);
      this.#insertAuthor(nodes, null);
    }

    connectedCallback(): void {
      if (this.#pendingUnmount) {
        // Moved within one task: keep the mounted tree and its state.
        this.#pendingUnmount = false;
        return;
      }
      if (this.#entry) return;
      if (document.readyState === 'loading' && !this.#mode) {
        // Defined while the page is still parsing: our children may not exist yet.
        if (!this.#waiting) {
          this.#waiting = true;
          waitForParse(() => {
            this.#waiting = false;
            if (this.isConnected) this.connectedCallback();
          });
        }
        return;
      }
      this.#prepareContainer();
      this.#entry = new MountEntry(spec.component as ComponentType<object>, this.#hostInfo(), this.#container(), { ...this.#props });
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
      for (const [name, descriptor] of [
        ['innerHTML', nativeInnerHtml],
        ['textContent', nativeTextContent],
      ] as const) {
        if (!descriptor?.set || !descriptor.get) continue;
        const { get, set } = descriptor;
        Object.defineProperty(this.prototype, name, {
          configurable: true,
          enumerable: true,
          get,
          set(this: BlockElement, value: string | null) {
            if (!this.#owns()) {
              set.call(this, value);
              return;
            }
            const template = document.createElement('template');
            if (name === 'innerHTML') template.innerHTML = value ?? '';
            else template.content.append(value ?? '');
            this.#replaceAuthor(Array.from(template.content.childNodes));
          },
        });
      }

      for (const name of propNames) {
        Object.defineProperty(this.prototype, name, {
          configurable: true,
          enumerable: true,
          get(this: BlockElement) {
            return this.#getProp(name);
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

  return registerElement(spec.name, tag, BlockElement);
}
