import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  addressPrefersYouTube,
  buildTimeout,
  buildTimeoutMessage,
  choosePlayer,
  formatTime,
  INITIAL_MEDIA_STATE,
  isSeek,
  mediaAnalytics,
  mediaReducer,
  parseMediaConfig,
  readAvailability,
  viewsText,
  type PlayerChoiceInput,
} from '../../../src/media/media-logic.ts';

const HOSTED = { brightcoveId: '6311532010112', brightcoveAccountId: '1234567890001' };
const base: PlayerChoiceInput = { config: {}, src: '', looping: false, preferYouTube: false, youTubeAvailable: true };

describe('choosePlayer (spec section 4)', () => {
  it('uses the hosted-video player when a hosted id exists, without a playlist or player=yt', () => {
    assert.deepEqual(choosePlayer({ ...base, config: { ...HOSTED, youTubeId: 'M7lc1UVf-VE' } }), { platform: 'brightcove' });
  });
  it('with a playlist, the hosted player only when looping', () => {
    const config = { ...HOSTED, youTubeId: 'M7lc1UVf-VE', youTubePlaylistId: 'PL1' };
    assert.deepEqual(choosePlayer({ ...base, config }), { platform: 'youtube' });
    assert.deepEqual(choosePlayer({ ...base, config, looping: true }), { platform: 'brightcove' });
  });
  it('player=yt prefers the streaming site', () => {
    assert.deepEqual(choosePlayer({ ...base, config: { ...HOSTED, youTubeId: 'M7lc1UVf-VE' }, preferYouTube: true }), { platform: 'youtube' });
    assert.equal(addressPrefersYouTube('?a=1&player=yt'), true);
    assert.equal(addressPrefersYouTube('?player=bc'), false);
  });
  it('asks for the availability check only when the streaming site matters', () => {
    assert.deepEqual(choosePlayer({ ...base, config: { youTubeId: 'M7lc1UVf-VE' }, youTubeAvailable: undefined }), { needsCheck: true });
    assert.deepEqual(choosePlayer({ ...base, config: HOSTED, youTubeAvailable: undefined }), { platform: 'brightcove' });
  });
  it('an unreachable streaming site: the file, else "No media added to player"', () => {
    const config = { youTubeId: 'M7lc1UVf-VE' };
    assert.deepEqual(choosePlayer({ ...base, config, youTubeAvailable: false }), { error: 'No media added to player' });
    assert.deepEqual(choosePlayer({ ...base, config, youTubeAvailable: false, src: '/a.webm' }), { platform: 'file' });
    assert.deepEqual(choosePlayer({ ...base, config: { ...HOSTED, ...config }, preferYouTube: true, youTubeAvailable: false }), { platform: 'brightcove' });
  });
  it('no media at all', () => {
    assert.deepEqual(choosePlayer(base), { error: 'No media added to player' });
    assert.deepEqual(choosePlayer({ ...base, config: { brightcoveId: '1' } }), { error: 'No media added to player' });
  });
});

describe('timeouts and messages (spec sections 8, 9)', () => {
  it('build timeout 5,000 ms plus 3,000 per retry', () => {
    assert.equal(buildTimeout(0), 5000);
    assert.equal(buildTimeout(1), 8000);
    assert.equal(buildTimeout(3), 14000);
    assert.equal(buildTimeout(-2), 5000);
  });
  it("'{platform} took too long to build the asset.'", () => {
    assert.equal(buildTimeoutMessage('brightcove'), 'Brightcove took too long to build the asset.');
    assert.equal(buildTimeoutMessage('youtube'), 'YouTube took too long to build the asset.');
  });
  it('a seek is a jump of more than a second off the clock', () => {
    assert.equal(isSeek(10, 10.3, 0.3), false);
    assert.equal(isSeek(10, 12, 0.3), true);
    assert.equal(isSeek(10, 3, 0.3), true);
  });
});

describe('media config', () => {
  it('reads JSON text or an object; numeric ids become strings; wrong types are named', () => {
    assert.deepEqual(parseMediaConfig('{"brightcoveId": 63, "autoplay": true}'), { config: { brightcoveId: '63', autoplay: true }, problems: [] });
    assert.deepEqual(parseMediaConfig('{nope'), { config: {}, problems: ['is not valid JSON'] });
    assert.deepEqual(parseMediaConfig([1]), { config: {}, problems: ['must be a JSON object'] });
    assert.deepEqual(parseMediaConfig({ youTubeId: {}, autoplay: 'yes' }).problems, ['youTubeId must be a string', 'autoplay must be true or false']);
    assert.deepEqual(parseMediaConfig(''), { config: {}, problems: [] });
  });
});

describe('analytics detail, views, time', () => {
  it('platform, videoId, currentTime, duration, name; playerVersion for the hosted player only', () => {
    assert.deepEqual(mediaAnalytics('brightcove', HOSTED, '', 'Intro', { currentTime: 1.234, duration: 4 }, '7.1'), {
      platform: 'Brightcove',
      videoId: '6311532010112',
      currentTime: 1.2,
      duration: 4,
      name: 'Intro',
      playerVersion: '7.1',
    });
    assert.equal(mediaAnalytics('youtube', { youTubeId: 'x' }, '', 'n', { currentTime: 0, duration: Infinity }, '7.1').playerVersion, undefined);
    assert.equal(mediaAnalytics('file', {}, '/a.webm', 'n', { currentTime: 0, duration: 0 }).videoId, '/a.webm');
  });
  it('views only above 0', () => {
    assert.equal(
      viewsText('{count} views', 1234, (n) => n.toLocaleString('en')),
      '1,234 views',
    );
    assert.equal(viewsText('{count} views', 0, String), '');
    assert.equal(viewsText('{count} views', Number.NaN, String), '');
  });
  it('time as text', () => {
    assert.equal(formatTime(0), '0:00');
    assert.equal(formatTime(65.9), '1:05');
    assert.equal(formatTime(3725), '1:02:05');
  });
  it('yt-available values', () => {
    assert.equal(readAvailability('available'), true);
    assert.equal(readAvailability('unavailable'), false);
    assert.equal(readAvailability(null), undefined);
  });
});

describe('mediaReducer (spec section 4 markers)', () => {
  it('play marks playing; pause removes it; buffering hides the error and shows loading; load end hides loading', () => {
    let state = mediaReducer(INITIAL_MEDIA_STATE, { type: 'load', platform: 'youtube' });
    assert.equal(state.phase, 'loading');
    state = mediaReducer(state, { type: 'built' });
    state = mediaReducer(state, { type: 'play' });
    assert.equal(state.playing, true);
    state = mediaReducer(state, { type: 'pause' });
    assert.equal(state.playing, false);
    state = mediaReducer(state, { type: 'error', message: 'm' });
    assert.deepEqual([state.phase, state.error], ['error', 'm']);
    state = mediaReducer(state, { type: 'buffering' });
    assert.deepEqual([state.phase, state.error, state.buffering], ['ready', '', true]);
    state = mediaReducer(state, { type: 'loadend' });
    assert.equal(state.buffering, false);
  });
  it('a retry counts, for the longer build timeout', () => {
    const failed = mediaReducer(INITIAL_MEDIA_STATE, { type: 'error', message: 'x' });
    const retried = mediaReducer(failed, { type: 'retry' });
    assert.deepEqual([retried.phase, retried.retries, buildTimeout(retried.retries)], ['idle', 1, 8000]);
  });
});
