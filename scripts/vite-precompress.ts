/**
 * Vite plugin: every text file of a production build gets a brotli (`.br`) and a gzip (`.gz`) twin beside it,
 * compressed once at the highest levels, so the server (demo/server/static.ts, `preCompressed`) answers a
 * browser's `Accept-Encoding` without compressing on each request. The map engine alone is 1.16 MB of
 * JavaScript and about a fifth of that compressed: a phone on a slow network waits for the fifth.
 *
 * Watch builds (`npm start`) are left alone: they rebuild on every edit, and a twin older than its file would
 * be served in its place. The dev server compresses on the fly instead (demo/server/app.ts).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files a browser fetches as text; maps and the manifest are not worth twins. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg)$/;
/** Below this a twin saves less than its headers cost (the same threshold as the server's on-the-fly compression). */
export const PRECOMPRESS_MIN_BYTES = 1024;

export async function precompress(file: string, source: Uint8Array): Promise<void> {
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A twin that is not smaller would only cost the server a lookup.
  await Promise.all([br.byteLength < source.byteLength && writeFile(`${file}.br`, br), gz.byteLength < source.byteLength && writeFile(`${file}.gz`, gz)]);
}

export function precompressPlugin(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'vb-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options, bundle) {
      if (!config || config.build.watch) return;
      const dir = options.dir ?? config.build.outDir;
      const jobs: Promise<void>[] = [];
      for (const [name, output] of Object.entries(bundle)) {
        if (!COMPRESSIBLE.test(name) || name.startsWith('.vite/')) continue;
        const source = output.type === 'chunk' ? Buffer.from(output.code) : Buffer.from(output.source);
        if (source.byteLength < PRECOMPRESS_MIN_BYTES) continue;
        jobs.push(precompress(path.join(dir, name), source));
      }
      await Promise.all(jobs);
    },
  };
}
