/**
 * Files: `/demo/*` (the demo pages), `/dist/*` (the library build), `/static/*` (icons and country files,
 * the spec's {static directory}), and `/vendor/bootstrap/*` (Bootstrap's own stylesheets, from its npm package, for
 * the demo page of blocks inside a Bootstrap site). Path handling is @fastify/send's: decoded `..` segments that
 * climb out of a root are refused with 403, so no file outside these folders is ever served.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './validation.ts';

export interface StaticDirs {
  demoDir: string;
  distDir: string;
  staticDir: string;
  /** Dev mode rebuilds dist/ on every edit, so nothing may be cached past a reload. */
  dev: boolean;
}

const NO_CACHE = 'no-cache';
/** Chunks live in their build's folder (`chunks/<build id>/`, scripts/vite-build-id.ts): a changed build is a new address, so an old chunk never goes stale. */
const HASHED_CHUNK = 'public, max-age=31536000, immutable';
const STATIC_FILES = 'public, max-age=3600';
const HASHED_CHUNK_PATH = /^\/dist\/chunks\/[A-Za-z0-9_-]{8}\/[^/?]+\.js(?:\.map)?(?:\?|$)/;

/** Bootstrap's compiled stylesheets (a devDependency: the demo's Bootstrap page links them; no script of Bootstrap's is served). */
function bootstrapCssDir(): string | undefined {
  try {
    return path.join(path.dirname(createRequire(import.meta.url).resolve('bootstrap/package.json')), 'dist', 'css');
  } catch {
    return undefined;
  }
}

export const BOOTSTRAP_MISSING_MESSAGE = 'Bootstrap is not installed: run `npm ci` (it is a devDependency, for the demo page /demo/bootstrap.html).';

export const DIST_MISSING_MESSAGE = 'The library is not built: run `npm run build` (or `npm start`, which builds and rebuilds on every edit).';

interface Mount {
  prefix: string;
  root: string;
  cacheControl: (url: string) => string;
  /** Answer instead of serving, e.g. when the folder is missing. */
  unavailable?: () => string | undefined;
  /** Top-level folders of the root that are not part of the site. */
  hidden?: readonly string[];
  /** Serve a file's `.br` / `.gz` twin (scripts/vite-precompress.ts) to a browser that accepts it. */
  preCompressed?: boolean;
}

/**
 * The path exactly as the file system will see it: @fastify/send decodes again (so `%2f` becomes `/`)
 * and normalises (`//server`, `./server`), so the check has to look at the same result.
 */
export function isHiddenPath(pathname: string, hidden: readonly string[]): boolean {
  if (hidden.length === 0) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  const normalized = path.posix.normalize(`/${decoded.replace(/\\/g, '/')}`);
  const top = normalized.split('/')[1] ?? '';
  return hidden.includes(top);
}

async function mount(app: FastifyInstance, { prefix, root, cacheControl, unavailable, hidden = [], preCompressed = false }: Mount): Promise<void> {
  await app.register(async (scope) => {
    if (unavailable) {
      scope.addHook('onRequest', async (_request, reply) => {
        const message = unavailable();
        if (message !== undefined) return sendError(reply, 503, { error: message });
        return undefined;
      });
    }
    scope.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode < 400) reply.header('cache-control', cacheControl(request.url));
      return payload;
    });
    await scope.register(fastifyStatic, {
      root,
      // Without the trailing slash the plugin also redirects `/demo` to `/demo/`.
      prefix,
      index: ['index.html'],
      redirect: true,
      decorateReply: false,
      cacheControl: false,
      // .gitkeep and editor droppings are not part of the site.
      dotfiles: 'ignore',
      preCompressed,
      allowedPath: (pathname) => !isHiddenPath(pathname, hidden),
    });
  });
}

export async function registerStatic(app: FastifyInstance, dirs: StaticDirs): Promise<void> {
  const { demoDir, distDir, staticDir, dev } = dirs;

  // demo/server/ is this server's own source code, not part of the demo site.
  await mount(app, { prefix: '/demo', root: demoDir, cacheControl: () => NO_CACHE, hidden: ['server'] });
  await mount(app, {
    prefix: '/dist',
    root: distDir,
    cacheControl: (url) => (!dev && HASHED_CHUNK_PATH.test(url) ? HASHED_CHUNK : NO_CACHE),
    unavailable: () => (existsSync(distDir) ? undefined : DIST_MISSING_MESSAGE),
    // A watch build (npm start) writes no twins, and one left from an earlier `npm run build` would be stale.
    preCompressed: !dev,
  });
  await mount(app, { prefix: '/static', root: staticDir, cacheControl: () => (dev ? NO_CACHE : STATIC_FILES) });
  const bootstrapDir = bootstrapCssDir();
  await mount(app, {
    prefix: '/vendor/bootstrap',
    root: bootstrapDir ?? staticDir,
    cacheControl: () => STATIC_FILES,
    unavailable: () => (bootstrapDir && existsSync(bootstrapDir) ? undefined : BOOTSTRAP_MISSING_MESSAGE),
  });

  app.get('/', async (_request, reply) => reply.redirect('/demo/', 302));
  // Browsers ask for it on every page; an empty answer keeps the console and the e2e sweep free of 404s.
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).header('cache-control', 'public, max-age=86400').send());
}
