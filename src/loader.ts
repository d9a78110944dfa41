/// <reference types="vite/types/importMeta.d.ts" />
/**
 * The page's one script (dist/loader.js): imports only the elements whose `vb-*` tags are on the
 * page, now or later (a CMS, a popup or a fetched fragment may add them after load). Each
 * element module is imported once; React and the runtime come with the first one, as shared
 * chunks. It is deliberately tiny and imports nothing itself: a page with no blocks pays for
 * this file only.
 *
 * Tags inside other components' shadow roots are not seen by the observer; call
 * `loadElements(shadowRoot)` for those.
 */
const importers = import.meta.glob('../elements/*/define.ts');
const PREFIX = 'vb-';

const byTag = new Map<string, () => Promise<unknown>>();
for (const [file, importer] of Object.entries(importers)) byTag.set(PREFIX + (file.split('/')[2] ?? ''), importer);

/** Every tag this loader can load, e.g. ['vb-drawers', 'vb-poll']. */
export const tags: readonly string[] = [...byTag.keys()];
const selector = tags.join(',');
const requested = new Map<string, Promise<CustomElementConstructor>>();

/** Import the element for `tag` (once) and resolve when it is defined; undefined for an unknown tag. */
export function loadElement(tag: string): Promise<CustomElementConstructor> | undefined {
  const name = tag.toLowerCase();
  const known = requested.get(name);
  if (known) return known;
  const importer = byTag.get(name);
  if (!importer) return undefined;
  const loading = (customElements.get(name) ? Promise.resolve() : importer())
    .then(() => customElements.whenDefined(name))
    .catch((error: unknown) => {
      // Let a tag added later retry (e.g. after a network blip); say which element failed.
      requested.delete(name);
      watch();
      console.error(`visitorBlocks loader: could not load <${name}>.`, error);
      throw error;
    });
  requested.set(name, loading);
  if (requested.size === byTag.size) {
    // Every element is on its way: nothing left to watch for.
    observer.disconnect();
    watching = false;
  }
  return loading;
}

/** Load every known element used in `root` (and `root` itself when it is one). */
export function loadElements(root: ParentNode): Promise<unknown> {
  if (!selector) return Promise.resolve([]);
  const found = new Set<string>();
  if (root instanceof Element && root.matches(selector)) found.add(root.localName);
  for (const element of root.querySelectorAll(selector)) found.add(element.localName);
  // Failures are already reported once by loadElement; a caller may still await them.
  const loads = [...found].map((tag) => loadElement(tag));
  for (const loading of loads) loading?.catch(() => {});
  return Promise.all(loads);
}

const observer = new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) if (node instanceof Element) void loadElements(node);
  }
});
let watching = false;

function watch(): void {
  if (watching || !selector) return;
  watching = true;
  observer.observe(document, { childList: true, subtree: true });
}

watch();
void loadElements(document);
