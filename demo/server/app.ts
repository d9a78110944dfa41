/**
 * The reference server as a factory: start.ts listens with it, tests start it on a loopback port with a
 * temporary database. Everything it needs comes in through `options`, falling back to the environment
 * (config.ts) and then to the repository's folders.
 */
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEFAULT_DEMO_DIR, normalizeApiPrefix, readServerConfig, type LogLevel } from './config.ts';
import { openDatabase } from './db/database.ts';
import { registerApi } from './routes/index.ts';
import { installSecurityHeaders } from './security.ts';
import { registerStatic } from './static.ts';
import { createValidatorCompiler, frameworkErrorHandler, installErrorHandling, installTextChecks, RouteTable } from './validation.ts';

/** Request bodies for the API; every payload in spec section 7 is a few hundred bytes. */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Pages and files without a precompressed twin are compressed on the fly for a browser that accepts it; brotli at quality 4 costs little CPU (zlib works off the event loop) for most of the saving.
 */
export const COMPRESS_MIN_BYTES = 1024;
const BROTLI_QUALITY = 4;

/** Printed by `npm start`: how requests are treated while the maps data loads (start.ts listens only after). */
export const READY_MESSAGE = 'Listening only once the maps data is ready: every request is answered with it.';

const ROUTE_TABLES = new WeakMap<FastifyInstance, RouteTable>();

/** The app's routes with their methods and request schemas (the 405 answers use it; tests enumerate fields). */
export function routeTableOf(app: FastifyInstance): RouteTable | undefined {
  return ROUTE_TABLES.get(app);
}

export interface AppOptions {
  /** SQLite file (created with its folder), or ':memory:'. Default: VB_DB, else .data/visitor-blocks.sqlite. */
  dbPath?: string;
  /** The library build served at /dist/. Default: VB_DIST_DIR, else dist/. */
  distDir?: string;
  /** The demo pages served at /demo/. Default: demo/. */
  demoDir?: string;
  /** The spec's {static directory}, served at /static/. Default: VB_STATIC_DIR, else demo/static/. */
  staticDir?: string;
  /** Consolidation prefix: the API is also served at `${apiPrefix}/api/...`. Default: VB_API_PREFIX. */
  apiPrefix?: string;
  /** true logs at VB_LOG_LEVEL (default warn); a level name picks that level. Default: no logging. */
  logger?: boolean | LogLevel;
  /** Dev mode: nothing is cached, because dist/ is rebuilt on every edit. */
  dev?: boolean;
}

export async function createApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const config = readServerConfig();
  const dbPath = options.dbPath ?? config.dbPath;
  const apiPrefix = options.apiPrefix === undefined ? config.apiPrefix : normalizeApiPrefix(options.apiPrefix);

  const logger: FastifyServerOptions['logger'] =
    options.logger === undefined || options.logger === false ? false : { level: options.logger === true ? config.logLevel : options.logger };

  const db = openDatabase(dbPath);
  let app: FastifyInstance;
  try {
    app = Fastify({
      logger,
      bodyLimit: API_BODY_LIMIT_BYTES,
      onProtoPoisoning: 'error',
      onConstructorPoisoning: 'error',
      // Idle keep-alive sockets would otherwise hold close() (and a test run, or Ctrl+C) open.
      forceCloseConnections: 'idle',
      frameworkErrors: frameworkErrorHandler,
    });
  } catch (error) {
    db.close();
    throw error;
  }
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    db.close();
  });

  try {
    app.setValidatorCompiler(createValidatorCompiler());
    const routes = new RouteTable();
    ROUTE_TABLES.set(app, routes);
    app.addHook('onRoute', (route) => routes.add(route.url, route.method, route.schema, route.bodyLimit));
    installErrorHandling(app, API_BODY_LIMIT_BYTES, routes);
    installTextChecks(app);
    installSecurityHeaders(app);
    await registerApi(app, apiPrefix);
    // After the API: @fastify/compress adds its hooks to the routes registered from here on, so the files and pages
    // are compressed and the API is not (its largest answers, maps geometry, must not add work to the event loop
    // that the maps routes are held to; section 7 of DESIGN).
    await app.register(fastifyCompress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_MIN_BYTES,
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    });
    await registerStatic(app, {
      demoDir: options.demoDir ?? DEFAULT_DEMO_DIR,
      distDir: options.distDir ?? config.distDir,
      staticDir: options.staticDir ?? config.staticDir,
      dev: options.dev ?? false,
    });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
