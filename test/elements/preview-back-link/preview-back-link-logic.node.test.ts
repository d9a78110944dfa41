import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isPreview } from '../../../elements/preview-back-link/preview-back-link-logic.ts';

test('a host name containing "preview" shows the banner, in any case', () => {
  assert.equal(isPreview('preview.example.org', ''), true);
  assert.equal(isPreview('www-PREVIEW.example.org', ''), true);
  assert.equal(isPreview('stage-preview-2.example.org', '?x=1'), true);
});

test('previewback=true in the address shows it on any host; other values do not', () => {
  assert.equal(isPreview('www.example.org', '?previewback=true'), true);
  assert.equal(isPreview('www.example.org', '?a=1&previewback=TRUE'), true);
  assert.equal(isPreview('www.example.org', '?previewback=false'), false);
  assert.equal(isPreview('www.example.org', '?previewback='), false);
  assert.equal(isPreview('www.example.org', '?previewback'), false);
  assert.equal(isPreview('www.example.org', '?preview=true'), false);
  assert.equal(isPreview('www.example.org', ''), false);
  assert.equal(isPreview('localhost', '?previewBack=true'), false);
});
