/**
 * Issue 19 item 15: `npm run serve` answered `Accept-Encoding: gzip` with identity (the finder page moved
 * 2.08 MB). A built file is answered from its precompressed twin; pages and JSON are compressed on the fly;
 * a client that accepts nothing gets identity; the dev server (rebuilt on every edit) never serves a twin.
 */
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { makeSite, removeSite, startServer, type SiteDirs, type TestServer } from './helpers.ts';

interface Answer {
  status: number;
  encoding: string | undefined;
  vary: string | undefined;
  body: Buffer;
}

/** A GET whose body is not decoded (fetch would decode it and hide the encoding). */
function get(port: number, route: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const request = http.request({ host: '127.0.0.1', port, path: route, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'],
          vary: response.headers.vary,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

// A script and a page big enough to be worth compressing (the threshold is 1 KB).
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `congregation ${i}`))};\n`;
const PAGE = `<!doctype html><html lang="en"><head><title>big</title></head><body>${'<p>Everyone is welcome.</p>'.repeat(200)}</body></html>\n`;
/** The twins say something else than the file, so a test can tell which one was sent. */
const BR_TWIN = 'export const from = "brotli twin";\n';
const GZ_TWIN = 'export const from = "gzip twin";\n';

function addFiles(site: SiteDirs): void {
  const files: Record<string, Buffer | string> = {
    'dist/chunks/AbC123xY/maps.js': SCRIPT,
    'dist/chunks/AbC123xY/maps.js.br': brotliCompressSync(BR_TWIN),
    'dist/chunks/AbC123xY/maps.js.gz': gzipSync(GZ_TWIN),
    'dist/elements/plain.js': SCRIPT,
    'demo/big.html': PAGE,
  };
  for (const [file, content] of Object.entries(files)) {
    const full = path.join(site.root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
}

describe('reference server: compressed answers', () => {
  let site: SiteDirs;
  let server: TestServer;
  let devServer: TestServer;

  before(async () => {
    site = makeSite();
    addFiles(site);
    server = await startServer(site);
    devServer = await startServer(site, { dev: true, dbPath: path.join(site.root, 'data', 'dev.sqlite') });
  });
  after(async () => {
    await Promise.all([server.close(), devServer.close()]);
    removeSite(site);
  });

  test('a built file with twins is answered from the brotli twin, or the gzip one, as the browser accepts', async () => {
    const br = await get(server.port, '/dist/chunks/AbC123xY/maps.js', 'gzip, deflate, br');
    assert.equal(br.status, 200);
    assert.equal(br.encoding, 'br');
    assert.equal(brotliDecompressSync(br.body).toString(), BR_TWIN);
    const gz = await get(server.port, '/dist/chunks/AbC123xY/maps.js', 'gzip');
    assert.equal(gz.encoding, 'gzip');
    assert.equal(gunzipSync(gz.body).toString(), GZ_TWIN);
  });

  test('a client that accepts no encoding gets the file itself', async () => {
    const plain = await get(server.port, '/dist/chunks/AbC123xY/maps.js');
    assert.equal(plain.encoding, undefined);
    assert.equal(plain.body.toString(), SCRIPT);
  });

  test('a page and a built file without twins are compressed on the fly', async () => {
    const page = await get(server.port, '/demo/big.html', 'br');
    assert.equal(page.encoding, 'br');
    assert.equal(brotliDecompressSync(page.body).toString(), PAGE);
    assert.match(page.vary ?? '', /accept-encoding/i);
    const script = await get(server.port, '/dist/elements/plain.js', 'gzip');
    assert.equal(script.encoding, 'gzip');
    assert.equal(gunzipSync(script.body).toString(), SCRIPT);
  });

  test('API answers go as they are: the largest (maps geometry) must not add compression to the event loop', async () => {
    const json = await get(server.port, '/api/search?query=temple&numResults=10', 'gzip, br');
    assert.equal(json.status, 200);
    assert.equal(json.encoding, undefined);
    assert.ok(json.body.byteLength > 1024, 'an answer over the 1 KB threshold');
    assert.ok(JSON.parse(json.body.toString()), 'the search answer is plain JSON');
  });

  test('the dev server never answers with a twin: it would be older than the file npm start just rebuilt', async () => {
    const dev = await get(devServer.port, '/dist/chunks/AbC123xY/maps.js', 'br');
    assert.equal(dev.status, 200);
    // Compressed on the fly from the file itself, not the twin.
    assert.equal(dev.encoding, 'br');
    assert.equal(brotliDecompressSync(dev.body).toString(), SCRIPT);
  });
});
