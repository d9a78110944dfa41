// The reference server for browser tests: one process per test run, started with the test runner
// (referenceApiPlugin) so that no test pays for its start-up inside its own timeout, shared by every
// test file, stopped when the runner exits. web-test-runner.config.mjs installs the plugin and
// `referenceApiMiddleware`; no test starts a server of its own.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const rootDir = fileURLToPath(new URL('../../', import.meta.url));

let origin;
let child;

function stop() {
  child?.kill();
  child = undefined;
}

/** The reference API's origin, starting scripts/reference-api.ts (its own temp database) the first time. */
export function referenceApiOrigin() {
  origin ??= new Promise((resolve, reject) => {
    child = spawn(process.execPath, ['--import', 'tsx', 'scripts/reference-api.ts'], { cwd: rootDir, stdio: ['pipe', 'pipe', 'inherit'] });
    process.once('exit', stop);
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const ready = /READY (\d+)/.exec(out);
      if (ready) resolve(`http://127.0.0.1:${ready[1]}`);
    });
    child.on('exit', (code) => {
      origin = undefined;
      reject(new Error(`reference API exited with ${code} before it was ready`));
    });
  });
  return origin;
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

/**
 * Koa middleware: /api/* and the static directory (/static/*: svgs, country files) go to the reference server,
 * everything else to the test runner.
 */
export async function referenceApiMiddleware(ctx, next) {
  if (!ctx.path.startsWith('/api/') && !ctx.path.startsWith('/static/')) return next();
  const target = await referenceApiOrigin();
  const headers = { ...ctx.request.headers };
  delete headers.host;
  delete headers['content-length'];
  const method = ctx.method;
  const answer = await fetch(`${target}${ctx.url}`, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : await readBody(ctx.req) });
  ctx.status = answer.status;
  for (const [name, value] of answer.headers) {
    if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) ctx.set(name, value);
  }
  ctx.body = Buffer.from(await answer.arrayBuffer());
}

/** Test-runner plugin: start the reference server before the first test file runs, and wait until it is ready. */
export function referenceApiPlugin() {
  return {
    name: 'vb-reference-api',
    async serverStart() {
      await referenceApiOrigin();
    },
  };
}
