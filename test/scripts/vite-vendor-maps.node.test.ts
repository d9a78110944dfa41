/** Issue 25 item 7: third-party-only chunks ship without source maps; a chunk with any of our code keeps its map. */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vendorOnly, withoutThirdPartySources } from '../../scripts/vite-vendor-maps.ts';
import { chunkFolder } from '../../scripts/page-bytes.ts';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

describe('vendor chunks without source maps', () => {
  test('a chunk is third-party only when every module comes from an installed package or the bundler', () => {
    assert.equal(vendorOnly(['/p/node_modules/react/index.js', '/p/node_modules/react-dom/client.js', '\0rolldown/runtime.js']), true);
    assert.equal(vendorOnly(['/p/node_modules/dompurify/dist/purify.es.mjs', '/p/src/sanitize.ts']), false);
    assert.equal(vendorOnly(['/p/src/props.ts']), false);
    // The bundler's own helpers alone are not a vendor chunk worth dropping a map for.
    assert.equal(vendorOnly(['\0rolldown/runtime.js']), false);
  });

  test("a mixed chunk's map keeps our sources and every mapping, and drops a package's source text", () => {
    const map = {
      version: 3,
      sources: ['../../node_modules/libphonenumber-js/es6/AsYouType.js', '../../elements/phone-field/phone-lib.ts'],
      sourcesContent: ['export class AsYouType {}', 'export const ours = 1;'],
      mappings: 'AAAA;AACA',
    };
    const out = JSON.parse(withoutThirdPartySources(JSON.stringify(map))) as typeof map;
    assert.deepEqual(out.sourcesContent, [null, 'export const ours = 1;']);
    assert.deepEqual(out.sources, map.sources);
    assert.equal(out.mappings, map.mappings);
  });

  // npm test builds before the node stage; run alone, this needs `npm run build` first (it says so as a skip).
  test('in the build, React and embla have no map and no map comment; the runtime and every element keep theirs', (t) => {
    const folder = existsSync(path.join(DIST, 'chunks')) ? chunkFolder(DIST) : undefined;
    if (!folder) return t.skip('needs the build (npm run build)');
    const chunks = readdirSync(path.join(DIST, folder));
    const js = (prefix: string) => chunks.filter((file) => file.startsWith(prefix) && file.endsWith('.js'));
    for (const file of [...js('react.'), ...js('embla-carousel')]) {
      assert.equal(chunks.includes(`${file}.map`), false, `${file}.map ships`);
      assert.doesNotMatch(readFileSync(path.join(DIST, folder, file), 'utf8'), /sourceMappingURL/, file);
    }
    assert.ok(js('runtime').length > 0 && js('react.').length === 1, 'the build has its runtime and React chunks');
    for (const file of js('runtime')) assert.ok(chunks.includes(`${file}.map`), `${file} lost its map`);
    const phoneMap = chunks.find((file) => file.startsWith('phone-lib') && file.endsWith('.js.map'));
    assert.ok(phoneMap, 'the phone chunk (libphonenumber and our phone-lib.ts) has a map');
    const map = JSON.parse(readFileSync(path.join(DIST, folder, phoneMap), 'utf8')) as { sources: string[]; sourcesContent: Array<string | null> };
    map.sources.forEach((source, index) => {
      const text = map.sourcesContent[index];
      if (source.includes('node_modules')) assert.equal(text, null, `${source}'s text ships in ${phoneMap}`);
      else assert.ok(text, `${source} has no text in ${phoneMap}`);
    });
    for (const file of readdirSync(path.join(DIST, 'elements')).filter((f) => f.endsWith('.js'))) {
      assert.match(readFileSync(path.join(DIST, 'elements', file), 'utf8'), /sourceMappingURL=/, file);
    }
  });
});
