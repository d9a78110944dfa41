import { test } from 'node:test';
import assert from 'node:assert/strict';
import { imageProblems, loadingFor } from '../../../elements/image-block/image-block-logic.ts';

const fine = { hasImage: true, alt: 'A chapel', width: '1200', height: '800', aspectRatio: false, srcset: null, sizes: null };

test('a complete picture has no problems; decoration may have an empty alt', () => {
  assert.deepEqual(imageProblems(fine), []);
  assert.deepEqual(imageProblems({ ...fine, alt: '' }), []);
  assert.deepEqual(imageProblems({ ...fine, width: null, height: null, aspectRatio: true }), [], 'a CSS aspect ratio reserves the room too');
  assert.deepEqual(imageProblems({ ...fine, srcset: 'a.jpg 600w, b.jpg 1200w', sizes: '100vw' }), []);
  assert.deepEqual(imageProblems({ ...fine, srcset: 'a.jpg 1x, b.jpg 2x' }), [], 'density descriptors need no sizes');
});

test('each missing piece is named', () => {
  assert.equal(imageProblems({ ...fine, hasImage: false }).length, 1);
  assert.match(imageProblems({ ...fine, alt: null })[0] ?? '', /no alt attribute/);
  assert.match(imageProblems({ ...fine, height: null })[0] ?? '', /no width and height attributes/);
  assert.match(imageProblems({ ...fine, srcset: 'a.jpg 600w' })[0] ?? '', /no sizes attribute/);
});

test('loading by position: in the first screen at once and first, below it lazily', () => {
  assert.deepEqual(loadingFor(100, 800), { loading: 'eager', priority: 'high' });
  assert.deepEqual(loadingFor(799, 800), { loading: 'eager', priority: 'high' });
  assert.deepEqual(loadingFor(800, 800), { loading: 'lazy', priority: 'auto' });
});
