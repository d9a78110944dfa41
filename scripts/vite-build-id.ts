/**
 * Vite plugin: one id for the whole build, from what goes into it, so the shared chunks can live in a folder named by
 * it (`dist/chunks/<id>/runtime.js`) instead of each file's name carrying a hash of its own.
 *
 * Why: the loader's preload lists name every chunk on every page, and each element imports its chunks by name. Eight
 * hashed characters per chunk do not compress: 71 of them were about 470 B gzipped of the loader alone, paid on every
 * page. A folder per build keeps what the hashes were for: a changed build is a new address, so the chunks can be
 * cached for good (`immutable`) and a visitor's cache never mixes an old chunk with a new one. What it gives up: a
 * release asks again for every chunk, changed or not.
 *
 * The id is a hash of every module's code as the build read it (after its transforms), by module id, with the
 * configuration and build scripts that turn that code into files, and the versions of Vite and Rolldown. Same inputs,
 * same id; change one module, one setting or the tool version, and the id changes.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Characters of the id (base64url): 48 bits, where a folder per release needs only to differ from the last few. */
export const BUILD_ID_LENGTH = 8;

/** The id of a build made of `modules` (module id, relative to the root, to its code) and `settings` (anything else that shapes the files). */
export function buildIdOf(modules: ReadonlyMap<string, string>, settings: readonly string[]): string {
  const hash = createHash('sha256');
  for (const setting of settings) hash.update(`${setting}\0`);
  for (const id of [...modules.keys()].sort()) hash.update(`${id}\0${modules.get(id) ?? ''}\0`);
  return hash.digest('base64url').slice(0, BUILD_ID_LENGTH);
}

export interface BuildIdPlugin extends Plugin {
  /** The current build's id; read by the output's file names, which are made after every module is read. */
  readonly id: () => string;
}

/** `root`: the project folder (module ids are taken relative to it); `settingFiles`: the files besides the modules that shape the output. */
export function buildIdPlugin(root: string, settingFiles: readonly string[]): BuildIdPlugin {
  let modules = new Map<string, string>();
  let current: string | undefined;
  const toolVersion = (name: string) =>
    (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  return {
    name: 'vb-build-id',
    apply: 'build',
    buildStart() {
      // Watch mode starts again for each rebuild: a fresh id from the fresh modules.
      modules = new Map();
      current = undefined;
    },
    moduleParsed(info) {
      // A module without code here (none in this build today) counts by its file, so an edit still changes the id.
      const file = info.id.split('?')[0] ?? info.id;
      const code = info.code ?? (existsSync(file) ? readFileSync(file, 'utf8') : '');
      modules.set(path.relative(root, info.id).split(path.sep).join('/'), code);
    },
    buildEnd() {
      const settings = [
        `vite ${toolVersion('vite')}`,
        `rolldown ${toolVersion('rolldown')}`,
        ...settingFiles.map((file) => `${file}\0${readFileSync(path.join(root, file), 'utf8')}`),
      ];
      current = buildIdOf(modules, settings);
    },
    id() {
      if (current === undefined) throw new Error('vb-build-id: a file name was asked for before every module was read');
      return current;
    },
  };
}
