import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { CONTENT_SECURITY_POLICY } from '../../../demo/server/security.ts';
import { INDEX_HTML, makeSite, rawGet, removeSite, SECRET_MARKER, sendRaw, startServer, type SiteDirs, type TestServer } from './helpers.ts';

describe('reference server over HTTP', () => {
  let site: SiteDirs;
  let server: TestServer;

  before(async () => {
    site = makeSite();
    server = await startServer(site);
  });
  after(async () => {
    await server.close();
    removeSite(site);
  });

  test('an unknown route answers 404 JSON naming the path (query left out)', async () => {
    for (const route of ['/nowhere', '/api/nothing', '/demo/missing.html']) {
      const response = await fetch(`${server.base}${route}?secret=1`);
      assert.equal(response.status, 404, route);
      assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
      assert.deepEqual(await response.json(), { error: 'Not found', path: route });
    }
  });

  test('a known API path with the wrong method is a 405 JSON with Allow, not a 404 or a 500', async () => {
    const response = await fetch(`${server.base}/api/polls`);
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'POST');
    assert.deepEqual(await response.json(), { error: 'GET is not allowed here; use POST', field: 'method', path: '/api/polls' });
  });

  test('every kind of answer carries the strict CSP, nosniff and a referrer policy', async () => {
    const answers = [
      await fetch(`${server.base}/demo/`),
      await fetch(`${server.base}/demo/page.js`),
      await fetch(`${server.base}/nowhere`),
      await fetch(`${server.base}/`, { redirect: 'manual' }),
      await fetch(`${server.base}/api/polls`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }),
      await fetch(`${server.base}/favicon.ico`),
    ];
    const undecodable = await rawGet(server.port, '/demo/%zz');
    assert.equal(undecodable.status, 400);
    const headerSets = [
      ...answers.map((response) => (name: string) => response.headers.get(name) ?? undefined),
      (name: string) => undecodable.headers[name] as string | undefined,
    ];
    for (const header of headerSets) {
      const csp = header('content-security-policy');
      assert.equal(csp, CONTENT_SECURITY_POLICY);
      assert.equal(header('x-content-type-options'), 'nosniff');
      assert.ok(header('referrer-policy'));
    }
  });

  test('the CSP is strict: no inline code, no eval, nothing from elsewhere', () => {
    const directives = new Map(
      CONTENT_SECURITY_POLICY.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    assert.doesNotMatch(CONTENT_SECURITY_POLICY, /unsafe-inline|unsafe-eval|unsafe-hashes|wasm-unsafe-eval|\*/);
    assert.deepEqual(directives.get('default-src'), ["'self'"]);
    assert.deepEqual(directives.get('script-src'), ["'self'"]);
    assert.deepEqual(directives.get('style-src'), ["'self'"]);
    assert.deepEqual(directives.get('object-src'), ["'none'"]);
    assert.deepEqual(directives.get('base-uri'), ["'self'"]);
    assert.deepEqual(directives.get('frame-ancestors'), ["'self'"]);
    assert.deepEqual(directives.get('connect-src'), ["'self'"]);
  });

  test('/ redirects to /demo/, and /demo to /demo/', async () => {
    const root = await fetch(`${server.base}/`, { redirect: 'manual' });
    assert.equal(root.status, 302);
    assert.equal(root.headers.get('location'), '/demo/');
    const demo = await fetch(`${server.base}/demo`, { redirect: 'manual' });
    assert.equal(demo.status, 301);
    assert.equal(demo.headers.get('location'), '/demo/');
  });

  test('/demo/ serves the demo folder index.html as HTML, not cached', async () => {
    const response = await fetch(`${server.base}/demo/`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.equal(await response.text(), INDEX_HTML);
  });

  test('scripts are served as text/javascript (.js and .mjs), styles as text/css', async () => {
    for (const route of ['/demo/page.js', '/demo/module.mjs', '/dist/loader.js']) {
      const response = await fetch(`${server.base}${route}`);
      assert.equal(response.status, 200, route);
      assert.equal(response.headers.get('content-type'), 'text/javascript; charset=utf-8', route);
    }
    const css = await fetch(`${server.base}/demo/demo.css`);
    assert.equal(css.headers.get('content-type'), 'text/css; charset=utf-8');
  });

  test('/static/ serves the static directory (svgs/, country/)', async () => {
    const svg = await fetch(`${server.base}/static/svgs/icon.svg`);
    assert.equal(svg.status, 200);
    assert.equal(svg.headers.get('content-type'), 'image/svg+xml');
    const states = await fetch(`${server.base}/static/country/state-251.json`);
    assert.equal(states.status, 200);
    assert.deepEqual(await states.json(), { locations: { location: [] } });
  });

  test("chunks in their build's folder are cached for good outside dev; other dist files are revalidated", async () => {
    const chunk = await fetch(`${server.base}/dist/chunks/AbC123xY/runtime.js`);
    assert.equal(chunk.status, 200);
    assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const loader = await fetch(`${server.base}/dist/loader.js`);
    assert.equal(loader.headers.get('cache-control'), 'no-cache');
  });

  test('/favicon.ico answers 204 so browsers log no failed request', async () => {
    const response = await fetch(`${server.base}/favicon.ico`);
    assert.equal(response.status, 204);
    assert.equal(await response.text(), '');
  });

  test('dotfiles and the server source under demo/ are not served', async () => {
    for (const requestPath of [
      '/demo/.env',
      '/demo/server/app.ts',
      '/demo//server/app.ts',
      '/demo/./server/app.ts',
      '/demo/x/../server/app.ts',
      '/demo/server%2fapp.ts',
      '/demo/%73erver/app.ts',
      '/demo/server/',
    ]) {
      const answer = await rawGet(server.port, requestPath);
      assert.ok(answer.status >= 400 && answer.status < 500, `${requestPath} answered ${answer.status}`);
      assert.ok(!answer.body.includes(SECRET_MARKER), `${requestPath} leaked a file`);
    }
  });

  test('path traversal, plain or encoded, never leaks a file outside the served folders', async () => {
    const attempts = [
      '/demo/../package.json',
      '/demo/../secret.txt',
      '/demo/../../secret.txt',
      '/demo/%2e%2e/secret.txt',
      '/demo/%2E%2E/secret.txt',
      '/demo/..%2fsecret.txt',
      '/demo/%2e%2e%2fsecret.txt',
      '/demo/..%5csecret.txt',
      '/demo/..\\secret.txt',
      '/demo/%252e%252e/secret.txt',
      '/demo/....//secret.txt',
      '/demo/%c0%ae%c0%ae/secret.txt',
      '/demo/%00../secret.txt',
      '/dist/../secret.txt',
      '/dist/%2e%2e/secret.txt',
      '/static/../secret.txt',
      '/static/svgs/../../secret.txt',
      '/static/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/demo/' + '../'.repeat(20) + 'etc/passwd',
    ];
    for (const requestPath of attempts) {
      const answer = await rawGet(server.port, requestPath);
      assert.ok(answer.status >= 400 && answer.status < 500, `${requestPath} answered ${answer.status}`);
      assert.ok(!answer.body.includes(SECRET_MARKER), `${requestPath} leaked ${answer.body}`);
      assert.ok(!answer.body.includes('root:'), `${requestPath} leaked /etc/passwd`);
      assert.match(String(answer.headers['content-type']), /^application\/json/, requestPath);
    }
  });

  test('no request body, of any shape, makes the poll API answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue().map((value) => JSON.stringify(value)),
          fc.record({ question: fc.jsonValue(), vote: fc.jsonValue() }).map((value) => JSON.stringify(value)),
          fc.record({ question: fc.string(), vote: fc.integer({ min: -5, max: 15 }) }).map((value) => JSON.stringify(value)),
          fc.string(),
        ),
        async (payload) => {
          const answer = await sendRaw(server.base, '/api/polls', payload, 'application/json');
          assert.ok(answer.status === 200 || answer.status === 400, `${payload} answered ${answer.status}`);
          if (answer.status === 400) assert.equal(typeof (answer.body as { field: unknown }).field, 'string');
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('dist/ missing', () => {
  test('/dist/* answers 503 telling to run npm run build, then serves once the build appears', async () => {
    const site = makeSite({ withDist: false });
    const server = await startServer(site, { dev: true });
    try {
      const missing = await fetch(`${server.base}/dist/loader.js`);
      assert.equal(missing.status, 503);
      const body = (await missing.json()) as { error: string };
      assert.match(body.error, /npm run build/);

      mkdirSync(site.distDir);
      writeFileSync(path.join(site.distDir, 'loader.js'), 'export {};\n');
      const built = await fetch(`${server.base}/dist/loader.js`);
      assert.equal(built.status, 200);
      assert.equal(await built.text(), 'export {};\n');
      assert.equal(built.headers.get('cache-control'), 'no-cache');
    } finally {
      await server.close();
      removeSite(site);
    }
  });
});
