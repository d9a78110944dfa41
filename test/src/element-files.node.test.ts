/**
 * The loader's packed preload lists: what the build packs (scripts/vite-element-files.ts) the loader unpacks
 * (src/element-files.ts) to the same files, each element's own module first; what cannot be packed fails the build.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { INDEX_DIGIT_COUNT, LIGHT_FILES, indexDigit, packedFiles, packedTags, unpackFiles } from '../../src/element-files.ts';
import { packFiles } from '../../scripts/vite-element-files.ts';

const LISTS = {
  'vb-poll': ['elements/poll.js', 'chunks/B1/runtime-core1.js', 'chunks/B1/react-r1.js', 'chunks/B1/rolldown-runtime-h1.js'],
  'vb-phone-field': [
    'elements/phone-field.js',
    'chunks/B1/runtime-core1.js',
    'chunks/B1/react-r1.js',
    'chunks/B1/rolldown-runtime-h1.js',
    'chunks/B1/runtime-form2.js',
    'chunks/B1/runtime-combo3.js',
  ],
  'vb-text-field': [
    'elements/text-field.js',
    'chunks/B1/runtime-core1.js',
    'chunks/B1/runtime-form2.js',
    'chunks/B1/react-r1.js',
    'chunks/B1/rolldown-runtime-h1.js',
  ],
  [LIGHT_FILES]: ['chunks/B1/light-host-l1.js', 'chunks/B1/runtime-core1.js', 'chunks/B1/react-r1.js'],
};

describe('packed preload lists', () => {
  test('unpack to the same files, each element module first, each chunk name and the shared chunks written once', () => {
    const packed = packFiles(LISTS);
    // The table, most named first (ties by name); the lists are one character per chunk.
    assert.equal(packed.d, 'B1', "the build's folder, written once");
    assert.equal(packed.n, 'react-r1 runtime-core1 runtime-form2 light-host-l1 rolldown-runtime-h1 runtime-combo3');
    assert.equal(packed.c, "$#'");
    assert.equal(packed.t, 'poll phone-field text-field');
    assert.equal(packed.e, ' %( %');
    assert.equal(packed.l, '&$#');
    const json = JSON.stringify(packed);
    for (const name of packed.n.split(' ')) assert.equal(json.split(name).length, 2, `${name} is written once`);
    const unpacked = unpackFiles(JSON.parse(JSON.stringify(packed)));
    assert.deepEqual(Object.keys(unpacked).sort(), Object.keys(LISTS).sort());
    for (const [key, files] of Object.entries(LISTS)) {
      assert.equal(unpacked[key]?.[0], files[0], `${key}: the first file`);
      assert.deepEqual([...(unpacked[key] ?? [])].sort(), [...files].sort(), key);
    }
    assert.deepEqual(unpacked[LIGHT_FILES], LISTS[LIGHT_FILES], "light mode's list keeps its order");
  });

  test('one list at a time: the tags without unpacking, a tag or light mode by key, nothing for an unknown key', () => {
    const packed = packFiles(LISTS);
    assert.deepEqual(packedTags(packed).sort(), ['vb-phone-field', 'vb-poll', 'vb-text-field']);
    assert.deepEqual(packedFiles(packed, 'vb-text-field'), unpackFiles(packed)['vb-text-field']);
    assert.deepEqual(packedFiles(packed, LIGHT_FILES), LISTS[LIGHT_FILES]);
    for (const key of ['vb-drawers', 'poll', 'toString', 'vb-constructor']) assert.equal(packedFiles(packed, key), undefined, key);
  });

  test('a list that does not start with its own module, names a file outside chunks/<build id>/, or chunks of two builds, cannot be packed', () => {
    assert.throws(() => packFiles({ 'vb-poll': ['chunks/B1/runtime-core1.js', 'elements/poll.js'] }), /vb-poll: its list does not start with its own module/);
    assert.throws(() => packFiles({ 'vb-poll': ['elements/poll.js', 'elements/drawers.js'] }), /elements\/drawers\.js: the packed lists/);
    assert.throws(() => packFiles({ 'vb-poll': ['elements/poll.js', 'chunks/runtime.js'] }), /chunks\/runtime\.js: the packed lists/);
    assert.throws(
      () => packFiles({ 'vb-poll': ['elements/poll.js', 'chunks/B1/runtime.js'], 'vb-likes': ['elements/likes.js', 'chunks/B2/runtime.js'] }),
      /chunks in 2 folders \(B1, B2\)/,
    );
  });

  test('more chunks than one character can index cannot be packed', () => {
    const chunks = Array.from({ length: INDEX_DIGIT_COUNT + 1 }, (_, i) => `chunks/B1/runtime-c${i}.js`);
    const most = packFiles({ 'vb-poll': ['elements/poll.js', ...chunks.slice(1)] });
    assert.deepEqual(unpackFiles(most)['vb-poll']?.slice(1), chunks.slice(1));
    assert.throws(() => packFiles({ 'vb-poll': ['elements/poll.js', ...chunks] }), /92 chunks: the packed lists index at most 91/);
  });

  test('every index is one printable character that JSON keeps as it is, and none is a space', () => {
    const digits = Array.from({ length: INDEX_DIGIT_COUNT }, (_, i) => indexDigit(i));
    assert.equal(new Set(digits).size, INDEX_DIGIT_COUNT);
    for (const digit of digits) {
      assert.match(digit, /^[!-~]$/);
      assert.equal(JSON.stringify(digit), `"${digit}"`);
    }
    assert.equal(digits.at(-1), '~');
  });

  test('without elements there is nothing shared, and no light list unless the build has one', () => {
    const empty = { d: '', n: '', c: '', t: '', e: '' };
    assert.deepEqual(packFiles({}), empty);
    assert.deepEqual(packedTags(empty), []);
    assert.deepEqual(unpackFiles(empty), {});
  });
});
