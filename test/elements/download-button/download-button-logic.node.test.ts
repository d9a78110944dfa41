import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contentLength, downloadTarget, fileName, percentOf, showsProgress } from '../../../elements/download-button/download-button-logic.ts';

describe('download-button: which file', () => {
  // Which source is the largest MP4 is the media kit's (src/media/largest-mp4.ts), tested in test/src/media/media-download.node.test.ts.
  it('a video downloads its largest MP4 source, never a stream', () => {
    const sources = [
      { src: 'https://cdn.example.org/v.m3u8', type: 'application/x-mpegURL', size: 999999999 },
      { src: 'https://cdn.example.org/540.mp4', container: 'MP4', size: 18500000 },
      { src: 'https://cdn.example.org/1080.mp4', container: 'MP4', size: 61200000 },
    ];
    assert.deepEqual(downloadTarget('', sources), { url: 'https://cdn.example.org/1080.mp4', video: true });
  });

  it('href wins; no file at all is a mistake naming the attributes', () => {
    assert.deepEqual(downloadTarget(' /f.pdf ', [{ src: 'a.mp4' }]), { url: '/f.pdf', video: false });
    assert.deepEqual(downloadTarget('', [{ src: 'a.mp4', container: 'MP4' }]), { url: 'a.mp4', video: true });
    assert.match(downloadTarget('', [{ src: 'a.m3u8', type: 'application/x-mpegURL' }]).problem ?? '', /^sources has no MP4 source/);
    assert.match(downloadTarget('', []).problem ?? '', /set href/);
    assert.match(downloadTarget('', 'nonsense').problem ?? '', /set href/);
  });
});

describe('download-button: name and progress', () => {
  it('the author’s name (without path characters), else the address’s last part', () => {
    assert.equal(fileName(new URL('https://x.org/files/My%20Lesson.pdf?x=1'), ''), 'My Lesson.pdf');
    assert.equal(fileName(new URL('https://x.org/'), ''), 'download');
    assert.equal(fileName(new URL('https://x.org/a.mp4'), '../video:1.mp4'), '..-video-1.mp4');
  });

  it('per cent rounded down, null without a size; progress for large or unknown sizes', () => {
    assert.equal(percentOf(0, 200), 0);
    assert.equal(percentOf(199, 200), 99);
    assert.equal(percentOf(300, 200), 100);
    assert.equal(percentOf(10, null), null);
    assert.equal(showsProgress(null, 1000000), true);
    assert.equal(showsProgress(999999, 1000000), false);
    assert.equal(showsProgress(1000000, 1000000), true);
  });

  it('Content-Length as a whole number of bytes', () => {
    assert.equal(contentLength('12345'), 12345);
    assert.equal(contentLength(null), null);
    assert.equal(contentLength('12abc'), null);
    assert.equal(contentLength('-1'), null);
  });
});
