/**
 * Vite plugin: a chunk made only of third-party code (React, MapLibre, libphonenumber, embla, ...) ships without a
 * source map, and without the comment that would point at one. Issue 25 item 7: the package ships what a consumer
 * runs and debugs with; these maps hold other projects' sources (React's alone is 1 MB, 230 KB packed), which
 * their own packages publish, while a chunk with any of our code keeps its map. In that map, a third-party module
 * keeps its mappings (a stack trace still names `node_modules/libphonenumber-js/...` and the line) but not its
 * source text (`sourcesContent` null for it): libphonenumber's source alone was 440 KB of the phone chunk's map.
 */
import type { Plugin } from 'vite';

/** A module id from an installed package (virtual ids such as `\0rolldown/runtime` count as the bundler's own). */
export function isThirdParty(id: string): boolean {
  return /[\\/]node_modules[\\/]/.test(id) || id.startsWith('\0');
}

/** Whether every module of a chunk is third-party code (and there is at least one installed package among them). */
export function vendorOnly(moduleIds: readonly string[]): boolean {
  return moduleIds.some((id) => /[\\/]node_modules[\\/]/.test(id)) && moduleIds.every(isThirdParty);
}

/** A source map's JSON with the source text of every third-party module left out (its mappings stay). */
export function withoutThirdPartySources(mapJson: string): string {
  const map = JSON.parse(mapJson) as { sources?: string[]; sourcesContent?: Array<string | null> };
  if (!map.sources || !map.sourcesContent) return mapJson;
  const sources = map.sources;
  map.sourcesContent = map.sourcesContent.map((content, index) => (isThirdParty(sources[index] ?? '') ? null : content));
  return JSON.stringify(map);
}

const MAP_COMMENT = /\n?\/\/# sourceMappingURL=\S+\s*$/;

export function vendorMapsPlugin(): Plugin {
  return {
    name: 'vb-vendor-maps',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const map = output.sourcemapFileName ?? `${output.fileName}.map`;
        if (!vendorOnly(output.moduleIds)) {
          const asset = bundle[map];
          if (asset?.type === 'asset' && typeof asset.source === 'string') asset.source = withoutThirdPartySources(asset.source);
          continue;
        }
        delete bundle[map];
        output.map = null;
        output.code = output.code.replace(MAP_COMMENT, '\n');
      }
    },
  };
}
