/**
 * window.visitorBlocks: the shared namespace. Components by folder name, reinit() and version.
 * The runtime starts once however many elements a page loads (trackers, namespace, data-link marking).
 */
import { captureTrackers } from './storage.ts';

export const VERSION = '0.1.0';

export interface VisitorBlocksNamespace {
  /** Folder name to element class, e.g. components.poll === customElements.get('vb-poll'). */
  components: Record<string, CustomElementConstructor>;
  /** Re-run the init of every element that has one (e.g. after a CMS swaps page content). */
  reinit(): void;
  /** Register an init to re-run on reinit(); returns a function that removes it. */
  onReinit(init: () => void): () => void;
  version: string;
}

declare global {
  interface Window {
    visitorBlocks?: VisitorBlocksNamespace;
  }
}

const inits = new Set<() => void>();
const warnedTags = new Set<string>();
let started = false;

function namespace(): VisitorBlocksNamespace {
  if (!window.visitorBlocks) {
    window.visitorBlocks = {
      components: {},
      version: VERSION,
      onReinit(init) {
        inits.add(init);
        return () => inits.delete(init);
      },
      reinit() {
        for (const init of Array.from(inits)) {
          try {
            init();
          } catch (error) {
            console.error('visitorBlocks.reinit(): an element failed to re-initialise', error);
          }
        }
      },
    };
  }
  return window.visitorBlocks;
}

type DataLinks = typeof import('./data-link.ts');
let dataLinks: DataLinks | undefined;

/**
 * Data-link marking (src/data-link.ts) loads only on a page that has `[data-link]` items, once the markup is
 * parsed or at a reinit() that finds some; from then on every reinit() marks at once.
 */
function startDataLinks(ns: VisitorBlocksNamespace): void {
  const mark = () => {
    if (dataLinks) dataLinks.markDataLinks();
    else if (document.querySelector('[data-link]'))
      void import('./data-link.ts').then((loaded) => {
        dataLinks = loaded;
        loaded.markDataLinks();
      });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mark, { once: true });
  else mark();
  ns.onReinit(mark);
}

/** Start-up work shared by every element; runs once per page. */
export function ensureRuntime(): VisitorBlocksNamespace {
  const ns = namespace();
  if (!started) {
    started = true;
    captureTrackers();
    startDataLinks(ns);
  }
  return ns;
}

/** Documentation stays out of the page: the namespace holds classes only (custom-elements.json has the docs). */
export function registerElement(name: string, tag: string, element: CustomElementConstructor): CustomElementConstructor {
  const ns = ensureRuntime();
  const existing = customElements.get(tag);
  if (existing) {
    // Two bundles on one page, or a script included twice: keep the first, tell the developer once.
    if (!warnedTags.has(tag)) {
      warnedTags.add(tag);
      console.warn(`visitorBlocks: <${tag}> is already defined; keeping the first definition.`);
    }
    return existing;
  }
  customElements.define(tag, element);
  ns.components[name] = element;
  return element;
}
