/**
 * A real HTTP server on 127.0.0.1 that records every request and answers as each test says: a protocol
 * test of the client (what goes over the wire), not a stand-in for the maps service.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Reply, SeenRequest } from './cases.ts';

export interface Recorded extends SeenRequest {
  path: string;
  query: URLSearchParams;
  raw: Buffer;
}

export type Handler = (request: Recorded) => (Reply & { delayMs?: number }) | Promise<Reply & { delayMs?: number }>;

export const CONFIGURATION = { init: true, production: false, client: 'vb-test', provider: 'INTERNAL', language: 'en' };

/** Answers the configuration call, and an empty list to everything else. */
export const defaultHandler: Handler = (request) => (request.path.endsWith('/scripts/configure') ? { body: JSON.stringify(CONFIGURATION) } : { body: '[]' });

export interface RecordingServer {
  origin: string;
  requests: Recorded[];
  handler: Handler;
  close(): Promise<void>;
}

export async function startRecordingServer(): Promise<RecordingServer> {
  const state = { requests: [] as Recorded[], handler: defaultHandler };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks);
      const url = req.url ?? '/';
      const parsed = new URL(url, 'http://recorder');
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
      const recorded: Recorded = {
        method: req.method ?? '',
        url,
        path: parsed.pathname,
        query: parsed.searchParams,
        headers,
        body: raw.length ? raw.toString('utf8') : undefined,
        raw,
      };
      state.requests.push(recorded);
      try {
        const reply = await state.handler(recorded);
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        res.statusCode = reply.status ?? 200;
        if (reply.statusText !== undefined) res.statusMessage = reply.statusText;
        if (reply.body !== undefined && res.statusCode !== 204) res.setHeader('Content-Type', reply.contentType ?? 'application/json');
        res.end(res.statusCode === 204 ? undefined : reply.body);
      } catch (error) {
        res.statusCode = 500;
        res.end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    get requests() {
      return state.requests;
    },
    set requests(value) {
      state.requests = value;
    },
    get handler() {
      return state.handler;
    },
    set handler(value) {
      state.handler = value;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
