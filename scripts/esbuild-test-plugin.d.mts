import type { Plugin } from 'esbuild';

/** esbuild plugin: `import css from './x.css?inline'` gives the file's text, as in Vite. */
export const cssInlinePlugin: Plugin;
/** esbuild plugin: `import url from 'pkg/file?url'` gives the file's URL path below `rootDir` (the test server's root). */
export function fileUrlPlugin(rootDir: string): Plugin;
/** esbuild plugin: Vite's `import.meta.glob` (lazy and eager) for the files that use it. */
export const importGlobPlugin: Plugin;
export function bundleForBrowser(entry: string, rootDir?: string): Promise<string>;
export function esbuildBundlePlugin(options: { rootDir: string }): {
  name: string;
  serve(context: { path: string }): Promise<{ body: string; type: string } | undefined>;
};
