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
    // The conformance suite in parts that run side by side (conformance.test.ts alone runs it whole, by hand).
    'test/conformance/part-*-of-*.test.ts',
    'test/maps/**/*.test.{ts,tsx}',
    '!test/**/*.node.test.ts',
  ],
  nodeResolve: false,
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  // A conformance part (a sixth of the elements, both modes, axe) takes about 4 minutes on 2 busy cores.
  testsFinishTimeout: 1200000,
  // A test page starts once its bundle is built (esbuild, per file): on a loaded 2-core machine with several runner
  // processes that can pass the default 30 s before any test code runs.
  browserStartTimeout: 120000,
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
