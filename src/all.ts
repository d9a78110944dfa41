/// <reference types="vite/types/importMeta.d.ts" />
/**
 * Every element at once (dist/all.js, the package's main entry): importing it registers every
 * `vb-*` tag. Elements are found by folder, so a new element needs no edit here.
 * It does not re-export the runtime API (src/index.ts): that would pull runtime pieces no element
 * uses (DOMPurify among them) into every page that loads all.js.
 */
const modules = import.meta.glob<CustomElementConstructor>('../elements/*/define.ts', { eager: true, import: 'default' });

/** Element classes by folder name, e.g. `components.poll === customElements.get('vb-poll')`. */
export const components: Readonly<Record<string, CustomElementConstructor>> = Object.freeze(
  Object.fromEntries(Object.entries(modules).map(([file, element]) => [file.split('/')[2] ?? file, element])),
);
