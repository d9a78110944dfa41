export const VIRTUAL_ELEMENTS: 'virtual:vb-elements';
/** Element folders with a meta.ts, sorted. */
export function elementNames(rootDir: string): string[];
/** The part of the element list a conformance file runs, from its name (`part-2-of-6.test.ts`). */
export function shardOf(file: string | undefined): { index: number; count: number };
export function elementsEsbuildPlugin(rootDir: string, shard?: { index: number; count: number }): unknown;
export function elementsTestPlugin(options: { rootDir: string }): unknown;
