/**
 * `npm start`  (`--dev`): builds the library with Vite in watch mode, then serves the demo; edits rebuild dist/.
 * `npm run serve`:        serves the existing dist/ as it is.
 * Both print the demo URL and shut down cleanly (server, then database) on Ctrl+C or SIGTERM.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp, READY_MESSAGE } from './app.ts';
import { ConfigError, publicOrigin, readServerConfig, REPO_ROOT, type ServerConfig } from './config.ts';
import { DIST_MISSING_MESSAGE } from './static.ts';
import { warmMapsService } from './maps/routes.ts';

const VITE_CONFIG = path.join(REPO_ROOT, 'vite.config.ts');

interface Closable {
  close(): Promise<void>;
}

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

type ViteBuildResult = Awaited<ReturnType<typeof import('vite').build>>;
type Watcher = Extract<ViteBuildResult, { on: unknown }>;

function isWatcher(result: ViteBuildResult): result is Watcher {
  return typeof result === 'object' && result !== null && 'on' in result && 'close' in result;
}

/**
 * Starts `vite build --watch` on the repository's vite.config.ts and resolves once the first build has
 * finished. A failed first build does not stop the server: Vite prints the error, the watcher rebuilds
 * after the fix, and /dist/ answers 503 meanwhile if nothing was written.
 */
async function startLibraryWatch(config: ServerConfig): Promise<Closable> {
  if (!existsSync(VITE_CONFIG)) {
    fail(
      `vite.config.ts is missing at ${VITE_CONFIG}.\n` +
        'The dev mode (npm start) builds the library with it. Add it, or run `npm run serve` to serve an existing dist/.',
    );
  }
  const { build } = await import('vite');
  process.stdout.write('Building the library (Vite, watch mode)...\n');
  const started = Date.now();
  const result = await build({
    configFile: VITE_CONFIG,
    build: { watch: {}, outDir: config.distDir },
  });
  if (!isWatcher(result)) fail('Vite finished without a watcher; check that vite.config.ts does not turn watch mode off.');
  const watcher = result;

  let first = true;
  await new Promise<void>((resolve) => {
    void watcher.on('event', (event) => {
      if (event.code === 'END') {
        process.stdout.write(first ? `Library built in ${Date.now() - started} ms; rebuilding on every edit.\n` : 'Library rebuilt.\n');
        first = false;
        resolve();
      } else if (event.code === 'ERROR') {
        // Vite has already printed the error itself.
        process.stdout.write('Library build failed; fix the error above and save to rebuild.\n');
        first = false;
        resolve();
      }
    });
  });
  return watcher;
}

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  let config: ServerConfig;
  try {
    config = readServerConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let watcher: Closable | undefined;
  if (dev) {
    watcher = await startLibraryWatch(config);
  } else if (!existsSync(config.distDir)) {
    fail(`${config.distDir} does not exist. ${DIST_MISSING_MESSAGE}`);
  }

  let app: FastifyInstance;
  try {
    app = await createApp({
      dbPath: config.dbPath,
      distDir: config.distDir,
      staticDir: config.staticDir,
      apiPrefix: config.apiPrefix,
      logger: true,
      dev,
    });
    // The maps data takes about 3 s to generate or load, synchronously: warmed before listening, no request
    // is accepted and then left waiting (or answered without data) while it loads.
    const { readyMs, generated } = warmMapsService({ geocoder: true });
    process.stdout.write(`Maps data ${generated ? 'generated' : 'loaded'} in ${Math.round(readyMs)} ms\n`);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await watcher?.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') fail(`Port ${config.port} is already in use: stop the other server or set PORT (e.g. PORT=5174).`);
    fail(`The server could not start: ${error instanceof Error ? error.message : String(error)}`);
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const origin = publicOrigin(config.host, port);
  process.stdout.write(`Visitor Blocks demo: ${origin}/demo/\n`);
  if (config.apiPrefix) process.stdout.write(`API also served under ${origin}${config.apiPrefix}/api/\n`);
  process.stdout.write(`Database: ${config.dbPath}\n`);
  process.stdout.write(`${READY_MESSAGE}\n`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl+C means "now": skip waiting for open connections.
      process.exit(130);
    }
    stopping = true;
    process.stdout.write(`\n${signal}: stopping...\n`);
    Promise.allSettled([app.close(), watcher?.close()]).then((results) => {
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) process.stderr.write(`Shutdown error: ${String(failed.reason)}\n`);
      process.exit(failed ? 1 : 0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

await main();
