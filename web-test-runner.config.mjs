import { playwrightLauncher } from '@web/test-runner-playwright';
import { fileURLToPath } from 'node:url';
import { esbuildBundlePlugin } from './scripts/esbuild-test-plugin.mjs';
import { findChromium, CHROMIUM_ARGS } from './scripts/find-chromium.mjs';
import { referenceApiMiddleware, referenceApiPlugin } from './test/support/reference-server.mjs';
import { elementsTestPlugin } from './test/support/elements-plugin.mjs';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

export default {
  rootDir,
  // Browser tests: every runtime module, element and maps widget, and the conformance suite that
  // runs for every element; *.node.test.ts files run under node:test instead.
  files: [
    'test/src/**/*.test.{ts,tsx}',
    'test/elements/**/*.test.{ts,tsx}',
    'test/conformance/**/*.test.{ts,tsx}',
    'test/maps/**/*.test.{ts,tsx}',
    '!test/**/*.node.test.ts',
  ],
  nodeResolve: false,
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  // The conformance suite runs every element in both modes with axe: about 10 minutes on 2 busy cores.
  testsFinishTimeout: 1200000,
  // /api/* reaches the real reference server (one process for the whole run): test/support/reference-server.mjs.
  middleware: [referenceApiMiddleware],
  // The conformance suite's bundles also list every element (test/support/elements-plugin.mjs).
  plugins: [referenceApiPlugin(), elementsTestPlugin({ rootDir }), esbuildBundlePlugin({ rootDir })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true },
    }),
  ],
};
