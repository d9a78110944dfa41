import { playwrightLauncher } from '@web/test-runner-playwright';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { esbuildBundlePlugin } from './scripts/esbuild-test-plugin.mjs';
import { findChromium, CHROMIUM_ARGS } from './scripts/find-chromium.mjs';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * Browser tests that call /api/* reach the real reference server (scripts/reference-api.ts, started on
 * the first such request, in its own process with a temp database), not the test runner's 404.
 */
let referenceApi;
function referenceApiOrigin() {
  referenceApi ??= new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/reference-api.ts'], { cwd: rootDir, stdio: ['pipe', 'pipe', 'inherit'] });
    process.on('exit', () => child.kill());
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const ready = /READY (\d+)/.exec(out);
      if (ready) resolve(`http://127.0.0.1:${ready[1]}`);
    });
    child.on('exit', (code) => reject(new Error(`reference API exited with ${code} before it was ready`)));
  });
  return referenceApi;
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

async function proxyApi(ctx, next) {
  if (!ctx.path.startsWith('/api/')) return next();
  const origin = await referenceApiOrigin();
  const headers = { ...ctx.request.headers };
  delete headers.host;
  delete headers['content-length'];
  const method = ctx.method;
  const answer = await fetch(`${origin}${ctx.url}`, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : await readBody(ctx.req) });
  ctx.status = answer.status;
  for (const [name, value] of answer.headers) {
    if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) ctx.set(name, value);
  }
  ctx.body = Buffer.from(await answer.arrayBuffer());
}

export default {
  rootDir,
  // Browser tests: every runtime module, element and maps widget. node:test covers the rest.
  // Browser tests; *.node.test.ts files run under node:test instead.
  files: ['test/src/**/*.test.{ts,tsx}', 'test/elements/**/*.test.{ts,tsx}', 'test/maps/**/*.test.{ts,tsx}', '!test/**/*.node.test.ts'],
  nodeResolve: false,
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 300000,
  middleware: [proxyApi],
  plugins: [esbuildBundlePlugin({ rootDir })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true },
    }),
  ],
};
