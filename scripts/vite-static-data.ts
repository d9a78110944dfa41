/**
 * Vite plugin of the script-tag build: copies the static folders the package ships (SHIPPED_STATIC_FOLDERS in
 * src/static-files.ts: the country and state lists, the icons) from demo/static/ into `<outDir>/static/`, beside
 * dist/loader.js. The blocks find that folder from their own module's address (staticFileUrl), so a page on
 * any static host needs no `<meta name="vb-static-dir">` (issue 25 item 6). After every build, watch builds
 * included: the build empties dist/ first, and `npm start` rebuilds only this build.
 */
import { cpSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { SHIPPED_STATIC_FOLDERS } from '../src/static-files.ts';

export function staticDataPlugin(rootDir: string): Plugin {
  let outDir = '';
  return {
    name: 'vb-static-data',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      for (const folder of SHIPPED_STATIC_FOLDERS) {
        cpSync(path.join(rootDir, 'demo', 'static', folder), path.join(outDir, 'static', folder), { recursive: true });
      }
    },
  };
}
