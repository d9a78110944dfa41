/**
 * The reference server's API on a free loopback port, for browser tests: web-test-runner proxies
 * /api/* here, so a test in Chromium talks to the real server. Prints `READY <port>` once listening;
 * exits when its parent closes stdin.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../demo/server/app.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vb-reference-api-'));
const app = await createApp({ dbPath: path.join(dir, 'test.sqlite'), logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : 0}\n`);

const stop = async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
