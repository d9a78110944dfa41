import { playwrightLauncher } from '@web/test-runner-playwright';
import { fileURLToPath } from 'node:url';
import { esbuildBundlePlugin } from './scripts/esbuild-test-plugin.mjs';
import { findChromium, CHROMIUM_ARGS } from './scripts/find-chromium.mjs';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

export default {
  rootDir,
  // Browser tests: every runtime module, element and maps widget. node:test covers the rest.
  // Browser tests; *.node.test.ts files run under node:test instead.
  files: ['test/src/**/*.test.{ts,tsx}', 'test/elements/**/*.test.{ts,tsx}', 'test/maps/**/*.test.{ts,tsx}', '!test/**/*.node.test.ts'],
  nodeResolve: false,
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 300000,
  plugins: [esbuildBundlePlugin({ rootDir })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true },
    }),
  ],
};
