/** Which source a video download saves (spec section 7: the largest MP4 source), and under which name. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { largestMp4, videoFileName, type VideoSource } from '../../../src/media/media-download.ts';

describe('largestMp4', () => {
  it('picks the largest MP4 by bytes among a catalog of renditions, passing over the stream and the WebM', () => {
    const renditions: VideoSource[] = [
      { src: 'https://cdn.example/v.m3u8', type: 'application/x-mpegURL', container: 'M2TS' },
      { src: 'https://cdn.example/v-360.mp4', container: 'MP4', size: 4_000_000, width: 640, height: 360 },
      { src: 'https://cdn.example/v-1080.mp4', container: 'MP4', size: 19_000_000, width: 1920, height: 1080 },
      { src: 'https://cdn.example/v-720.mp4', container: 'MP4', size: 9_000_000, width: 1280, height: 720 },
      { src: 'https://cdn.example/v.webm', container: 'WEBM', size: 40_000_000 },
    ];
    assert.equal(largestMp4(renditions)?.src, 'https://cdn.example/v-1080.mp4');
  });
  it('without sizes: by picture area, then bit rate; the first of equals', () => {
    assert.equal(
      largestMp4([
        { src: 'a.mp4', width: 640, height: 360 },
        { src: 'b.mp4', width: 1280, height: 720 },
      ])?.src,
      'b.mp4',
    );
    assert.equal(
      largestMp4([
        { src: 'a.mp4', type: 'video/mp4', avg_bitrate: 1 },
        { src: 'b.mp4', type: 'video/mp4', avg_bitrate: 2 },
      ])?.src,
      'b.mp4',
    );
    assert.equal(largestMp4([{ src: 'first.mp4' }, { src: 'second.mp4' }])?.src, 'first.mp4');
  });
  it('knows an MP4 by container, MIME type or file name; nothing when there is none', () => {
    assert.equal(largestMp4([{ src: 'clip', type: 'video/mp4; codecs="avc1"' }])?.src, 'clip');
    assert.equal(largestMp4([{ src: 'clip.MP4?x=1' }])?.src, 'clip.MP4?x=1');
    assert.equal(largestMp4([{ src: 'clip.mp4', container: 'WEBM' }]), undefined, 'the container wins over the name');
    assert.equal(largestMp4([{ src: '/static/media/sample.webm', type: '' }]), undefined);
    assert.equal(largestMp4([{ src: '  ', container: 'MP4' }, { container: 'MP4' }]), undefined);
    assert.equal(largestMp4([]), undefined);
  });
});

describe('videoFileName', () => {
  it("is the address's last path part, decoded, with an .mp4 ending", () => {
    assert.equal(videoFileName(new URL('https://cdn.example/videos/Temple%20visit.mp4?token=1')), 'Temple visit.mp4');
    assert.equal(videoFileName(new URL('https://cdn.example/videos/12345')), '12345.mp4');
    assert.equal(videoFileName(new URL('https://cdn.example/')), 'video.mp4');
    assert.equal(videoFileName(new URL('https://cdn.example/a%2Fb%3A.mp4')), 'a-b-.mp4');
    assert.equal(videoFileName(new URL('https://cdn.example/bad%E0%A4%A.mp4')), 'bad%E0%A4%A.mp4');
  });
});
