/// <reference types="vite/types/importMeta.d.ts" />
/**
 * Every element at once (dist/all.js, the package's main entry): importing it registers every
 * `vb-*` tag. Elements are found by folder, so a new element needs no edit here. It also gives
 * the runtime's public API, for pages that build their own blocks on it.
 */
const modules = import.meta.glob<CustomElementConstructor>('../elements/*/define.ts', { eager: true, import: 'default' });

/** Element classes by folder name, e.g. `components.poll === customElements.get('vb-poll')`. */
export const components: Readonly<Record<string, CustomElementConstructor>> = Object.freeze(
  Object.fromEntries(Object.entries(modules).map(([file, element]) => [file.split('/')[2] ?? file, element])),
);

export * from './index.ts';
