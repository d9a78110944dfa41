/**
 * The README's page table names the largest sources beyond the floor (scripts/page-makeup.ts): packages by name,
 * our files by path, the page's element as its own code; the table itself is checked on a real build by
 * build-bytes.node.test.ts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { floorFiles, labelOf, makeupTable } from '../../scripts/page-makeup.ts';

test('sources are labelled by package, file of ours, or the element itself', () => {
  assert.equal(labelOf('node_modules/libphonenumber-js/max/index.js', 'phone-field'), 'libphonenumber-js');
  assert.equal(labelOf('node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs', 'popup'), '@floating-ui/dom');
  assert.equal(labelOf('elements/phone-field/phone-lib.ts', 'phone-field'), 'own code');
  assert.equal(labelOf('elements/address-block/address-logic.ts', 'address-field'), 'elements/address-block');
  assert.equal(labelOf('src/form-control.tsx', 'text-field'), 'src/form-control.tsx');
  assert.equal(labelOf('styles/choice.css?inline', 'check-box'), 'styles/choice.css');
  assert.equal(labelOf('inlined CSS', 'poll'), 'inlined CSS');
  assert.equal(labelOf('chunk parsePhoneNumber_', 'phone-field'), 'chunk parsePhoneNumber_', 'a chunk without a map keeps its name');
  assert.equal(labelOf('', 'poll'), 'imports and exports');
});

test('the floor is the loader and the chunks every element list names, never React', () => {
  const lists = {
    'vb-a': ['elements/a.js', 'chunks/B1/runtime.js', 'chunks/B1/react.js', 'chunks/B1/runtime2.js'],
    'vb-b': ['elements/b.js', 'chunks/B1/react.js', 'chunks/B1/runtime.js'],
    light: ['chunks/B1/light-host.js'],
  };
  assert.deepEqual(floorFiles(lists), ['loader.js', 'chunks/B1/runtime.js']);
});

test('a row says how far a page is over 10 KB and names its three largest sources', () => {
  const table = makeupTable(
    [
      {
        element: 'poll',
        beyondReact: 13_889,
        floor: 9_144,
        rest: [
          { label: 'own code', gzip: 4_000 },
          { label: 'x', gzip: 500 },
          { label: 'y', gzip: 200 },
          { label: 'z', gzip: 45 },
        ],
      },
      { element: 'tiny', beyondReact: 9_900, floor: 9_144, rest: [{ label: 'own code', gzip: 756 }] },
    ],
    { poll: 13_950 },
  );
  assert.match(table, /^Every page loads the floor: 9144 B .* 1 of 2 pages are within 10000 B\./);
  assert.match(table, /^\| `<vb-poll>` \| 13889 \| 3\.9 KB over \| 4745 \| own code 4\.0 KB, x 0\.5 KB, y 0\.2 KB \| 13950 \|$/m);
  assert.match(table, /^\| `<vb-tiny>` \| 9900 \| met \| 756 \| own code 0\.8 KB \| {2}\|$/m);
});
