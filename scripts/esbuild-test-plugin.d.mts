import type { Plugin } from 'esbuild';

/** esbuild plugin: Vite's `?inline` (a CSS file's text) and `?url` (a file's URL below the project root) imports. */
export const cssInlinePlugin: Plugin;
/** esbuild plugin: Vite's `import.meta.glob` (lazy and eager) for the files that use it. */
export const importGlobPlugin: Plugin;
export function bundleForBrowser(entry: string): Promise<string>;
export function esbuildBundlePlugin(options: { rootDir: string }): {
  name: string;
  serve(context: { path: string }): Promise<{ body: string; type: string } | undefined>;
};
