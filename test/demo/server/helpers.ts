/**
 * Starts the real reference server on 127.0.0.1, on a free port, over a temporary site folder and
 * database, so tests talk HTTP to exactly what `npm start` runs.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp, type AppOptions } from '../../../demo/server/app.ts';

/** Written outside every served folder: a response containing it means a file leaked. */
export const SECRET_MARKER = 'vb-secret-4f1c9a';
export const INDEX_HTML = '<!doctype html><html lang="en"><head><title>test index</title></head><body><h1>demo index</h1></body></html>\n';

export interface SiteDirs {
  root: string;
  demoDir: string;
  distDir: string;
  staticDir: string;
  dbPath: string;
}

/** A throwaway site: demo pages, a dist build, static files, and secrets beside and inside them. */
export function makeSite(options: { withDist?: boolean } = {}): SiteDirs {
  const root = mkdtempSync(path.join(tmpdir(), 'vb-server-test-'));
  const demoDir = path.join(root, 'demo');
  const distDir = path.join(root, 'dist');
  const staticDir = path.join(root, 'static');
  const files: Record<string, string> = {
    'secret.txt': `${SECRET_MARKER} outside the roots\n`,
    'package.json': `{"name":"${SECRET_MARKER}"}\n`,
    'demo/index.html': INDEX_HTML,
    'demo/page.js': 'export const page = 1;\n',
    'demo/module.mjs': 'export const mod = 1;\n',
    'demo/demo.css': 'body { color: black; }\n',
    'demo/.env': `${SECRET_MARKER} dotfile\n`,
    'demo/server/app.ts': `// ${SECRET_MARKER} server source\n`,
    'static/svgs/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>\n',
    'static/country/state-251.json': '{"locations":{"location":[]}}\n',
  };
  if (options.withDist !== false) {
    files['dist/loader.js'] = 'export const loader = 1;\n';
    files['dist/chunks/AbC123xY/runtime.js'] = 'export const runtime = 1;\n';
  }
  for (const [file, content] of Object.entries(files)) {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  // The database folder is left for the server to create, as on a fresh checkout.
  return { root, demoDir, distDir, staticDir, dbPath: path.join(root, 'data', 'test.sqlite') };
}

export function removeSite(site: SiteDirs): void {
  rmSync(site.root, { recursive: true, force: true });
}

export interface TestServer {
  app: FastifyInstance;
  base: string;
  port: number;
  close(): Promise<void>;
}

export async function startServer(site: SiteDirs, options: AppOptions = {}): Promise<TestServer> {
  const app = await createApp({
    dbPath: site.dbPath,
    demoDir: site.demoDir,
    distDir: site.distDir,
    staticDir: site.staticDir,
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('server did not bind a TCP port');
  return { app, base: `http://127.0.0.1:${address.port}`, port: address.port, close: () => app.close() };
}

export interface JsonAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

export async function postJson(base: string, route: string, body: unknown): Promise<JsonAnswer> {
  return sendRaw(base, route, JSON.stringify(body), 'application/json');
}

export async function sendRaw(base: string, route: string, payload: string, contentType?: string): Promise<JsonAnswer> {
  const headers: Record<string, string> = {};
  if (contentType !== undefined) headers['content-type'] = contentType;
  const response = await fetch(base + route, { method: 'POST', headers, body: payload });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Left as text: the assertion on it will say what came back.
  }
  return { status: response.status, headers: response.headers, body };
}

/** Parses the poll answer's double-encoded shape: `{ data: '{"data":[...]}' }`. */
export function pollCounts(body: unknown): number[] {
  if (typeof body !== 'object' || body === null || !('data' in body)) throw new Error(`not a poll answer: ${JSON.stringify(body)}`);
  const inner: unknown = JSON.parse(String((body as { data: unknown }).data));
  if (typeof inner !== 'object' || inner === null || !('data' in inner)) throw new Error(`inner string has no data: ${String(inner)}`);
  const counts = (inner as { data: unknown }).data;
  if (!Array.isArray(counts) || !counts.every((count) => Number.isInteger(count))) throw new Error(`counts are not integers: ${JSON.stringify(counts)}`);
  return counts as number[];
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * GET with the path sent byte for byte: fetch() and URL normalise `..` and some escapes away before
 * the request leaves, which would hide exactly the paths a traversal test needs to send.
 */
export function rawGet(port: number, requestPath: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: requestPath, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}
