/// <reference types="vite/types/importMeta.d.ts" />
/**
 * The page's one script (dist/loader.js): imports only the elements whose `vb-*` tags are on the
 * page, now or later (a CMS, a popup or a fetched fragment may add them after load), including
 * inside other components' open shadow roots. Each element module is imported once; React and the
 * runtime come with the first one, as shared chunks. It is deliberately tiny and imports nothing
 * itself (but the elements' pre-upgrade steps and the lists' unpacking, built in: below): a page with no blocks pays for this file only.
 *
 * Round trips: importing an element alone would fetch the element, then (once parsed) the runtime
 * and React, then what those import. The build writes each element's whole file list into this
 * module (scripts/vite-element-files.ts), so the loader asks for all of them at once with
 * <link rel="modulepreload"> and the page pays one round trip after the loader, not three.
 *
 * Shadow roots: a MutationObserver on the document does not see inside shadow roots, so the loader
 * looks into every open shadow root it meets (now, when its host is upgraded later, and when it
 * changes). A closed shadow root cannot be seen from outside: its owner calls `discover(root)`.
 */
import { LIGHT_FILES, packedFiles, packedTags, type PackedFiles } from './element-files.ts';

const PREFIX = 'vb-';

/**
 * An element's pre-upgrade step (`elements/<name>/pre-upgrade.ts`, exporting `preUpgrade(element)`): built into this
 * file and run for each element of that tag the loader finds before the tag is defined, so a state known from the
 * page alone (a closed sign-up's cookie) shows from the first paint, not once the element's script has loaded. Every
 * page loads the loader: a step is a few lines and imports nothing.
 */
type PreUpgrade = (element: Element) => void;
const preUpgrades = import.meta.glob<PreUpgrade>('../elements/*/pre-upgrade.ts', { eager: true, import: 'preUpgrade' });

/**
 * Files each element needs, relative to this module, the element's own file first; written by the
 * build, packed (src/element-files.ts). Absent where this file is not built by Vite (tests bundle it
 * with esbuild): then elements load without preloading, which is slower but the same.
 */
declare const __VB_ELEMENT_FILES__: PackedFiles | undefined;
const packed = typeof __VB_ELEMENT_FILES__ === 'undefined' ? undefined : __VB_ELEMENT_FILES__;
const filesOf = (key: string): readonly string[] => (packed && packedFiles(packed, key)) ?? [];

/**
 * How each tag's module is imported. The script-tag build (vite.config.ts defines the flag) has the lists, which name
 * each element's module: it imports that file, and carries no map of one import function per element (0.8 KB gzipped
 * on every page with 66 elements). Elsewhere (tests bundle this file with esbuild) Vite's glob finds the elements.
 */
declare const __VB_SCRIPT_TAG_BUILD__: boolean | undefined;
const listed = typeof __VB_SCRIPT_TAG_BUILD__ !== 'undefined' && __VB_SCRIPT_TAG_BUILD__;
const byTag = new Map<string, () => Promise<unknown>>();
if (listed) {
  // The first file of a tag's list is its module (src/element-files.ts), read when the tag is imported. (Not a
  // template literal inside new URL(): Vite would take it for an asset pattern to rewrite.)
  for (const tag of packed ? packedTags(packed) : []) byTag.set(tag, () => import(/* @vite-ignore */ new URL(filesOf(tag)[0] ?? '', import.meta.url).href));
} else {
  for (const [file, importer] of Object.entries(import.meta.glob('../elements/*/define.ts'))) byTag.set(PREFIX + (file.split('/')[2] ?? ''), importer);
}

/** Every tag this loader can load, e.g. ['vb-drawers', 'vb-poll']. */
export const tags: readonly string[] = [...byTag.keys()];
const selector = tags.join(',');
const requested = new Map<string, Promise<CustomElementConstructor>>();
const preloaded = new Set<string>();

/** Ask for every file the element needs in parallel; the import that follows finds them fetched or on the way. */
function preload(tag: string): void {
  for (const file of filesOf(tag)) {
    const href = new URL(file, import.meta.url).href;
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/** Import the element for `tag` (once) and resolve when it is defined; undefined for an unknown tag. */
export function loadElement(tag: string): Promise<CustomElementConstructor> | undefined {
  const name = tag.toLowerCase();
  const known = requested.get(name);
  if (known) return known;
  const importer = byTag.get(name);
  if (!importer) return undefined;
  const defined = customElements.get(name);
  if (!defined) preload(name);
  const loading = (defined ? Promise.resolve() : importer())
    .then(() => customElements.whenDefined(name))
    .catch((error: unknown) => {
      // Let a tag added later retry (e.g. after a network blip), preloading again; say which element failed.
      requested.delete(name);
      for (const file of filesOf(name)) preloaded.delete(new URL(file, import.meta.url).href);
      console.error(`visitorBlocks loader: could not load <${name}>.`, error);
      throw error;
    });
  requested.set(name, loading);
  return loading;
}

/** loadElement has already reported a failure; the loader's own calls have no one to hand it to. */
function quietly(loading: Promise<unknown>): void {
  loading.catch(() => {});
}

/** Outside a browser (server rendering, tests in Node) importing the loader does nothing. */
const inBrowser = typeof document !== 'undefined' && typeof MutationObserver !== 'undefined';

const observer = inBrowser
  ? new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof Element) quietly(discover(node));
      }
    })
  : undefined;
const observed = new WeakSet<Node>();

function observe(root: Document | ShadowRoot): void {
  if (observed.has(root)) return;
  observed.add(root);
  observer?.observe(root, { childList: true, subtree: true });
}

/** Foreign custom-element tags seen before they were defined; each is looked at again once defined. */
const pendingHosts = new Set<string>();

/**
 * Other components' open shadow roots under `root`: each is searched and watched. A custom element
 * not yet defined has no shadow root yet: once its tag is defined, the page is searched again.
 */
function searchShadowRoots(root: ParentNode, found: Set<string>): void {
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_ELEMENT);
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (!(node instanceof Element)) continue;
    const shadow = node.shadowRoot;
    if (shadow) {
      if (!observed.has(shadow)) {
        observe(shadow);
        collect(shadow, found);
      }
    } else if (node.localName.includes('-') && !pendingHosts.has(node.localName) && !customElements.get(node.localName)) {
      const tag = node.localName;
      pendingHosts.add(tag);
      // Upgrading attaches their shadow roots (constructor or connectedCallback) before this runs.
      void customElements.whenDefined(tag).then(() => {
        pendingHosts.delete(tag);
        quietly(discover(document));
      });
    }
  }
}

function collect(root: ParentNode, found: Set<string>): void {
  if (!preloaded.has(LIGHT_FILES) && root.querySelector('[render="light"]')) {
    preloaded.add(LIGHT_FILES);
    preload(LIGHT_FILES);
  }
  if (root instanceof Element && root.matches(selector)) meet(root, found);
  for (const element of root.querySelectorAll(selector)) meet(element, found);
  searchShadowRoots(root, found);
}

/** A block found on the page: its tag is to load, and its pre-upgrade step (if it has one) runs while it is undefined. */
function meet(element: Element, found: Set<string>): void {
  const tag = element.localName;
  found.add(tag);
  const step = preUpgrades[`../elements/${tag.slice(PREFIX.length)}/pre-upgrade.ts`];
  if (step && !customElements.get(tag)) step(element);
}

/**
 * Load every known element used in `root` (and `root` itself when it is one), including inside the
 * open shadow roots of the elements under it, and keep watching those shadow roots. Call it for a
 * closed shadow root, which the loader cannot see: `discover(this.#shadowRoot)`.
 */
export function discover(root: ParentNode): Promise<unknown> {
  // Every element is loaded (or on its way): nothing is left to find, so skip the walk.
  if (!selector || requested.size === byTag.size) return Promise.all(requested.values());
  if (root instanceof ShadowRoot) observe(root);
  const found = new Set<string>();
  collect(root, found);
  // Failures are already reported once by loadElement; a caller may still await them.
  const loads = [...found].map((tag) => loadElement(tag));
  for (const loading of loads) loading?.catch(() => {});
  return Promise.all(loads);
}

/** The name this function had before `discover`; kept for pages that call it. */
export const loadElements = discover;

if (selector && inBrowser) {
  observe(document);
  quietly(discover(document));
}
