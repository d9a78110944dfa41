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
  triggerCommand,
  triggerSeconds,
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
    assert.equal(buildTimeoutMessage('file'), 'Video file took too long to build the asset.');
    assert.equal(buildTimeoutMessage('file', 'audio'), 'Audio file took too long to build the asset.');
    assert.equal(buildTimeoutMessage('youtube', 'audio'), 'YouTube took too long to build the asset.', 'a platform keeps its own name');
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

  it('keeps a youTubeId only when it is an 11-character id of letters, digits, - and _', () => {
    assert.deepEqual(parseMediaConfig('{"youTubeId": " M7lc1UVf-VE ", "captions": true}'), {
      config: { youTubeId: 'M7lc1UVf-VE', captions: true },
      problems: [],
    });
    const rule = 'youTubeId must be an 11-character video id of letters, digits, - and _';
    assert.deepEqual(parseMediaConfig('{"youTubeId": 12345, "autoplay": true}'), { config: { autoplay: true }, problems: [`${rule} (12345 was given)`] });
    assert.deepEqual(parseMediaConfig('{"youTubeId": 12345678901}').problems, [`${rule} (12345678901 was given)`]);
    assert.deepEqual(parseMediaConfig({ youTubeId: 'M7lc1UVf-V' }).problems, [`${rule} ("M7lc1UVf-V" was given)`]);
    assert.deepEqual(parseMediaConfig({ youTubeId: 'M7lc1UVf-VE1' }).config, {});
    assert.deepEqual(parseMediaConfig({ youTubeId: 'M7lc1UVf/VE' }).config, {});
    assert.deepEqual(parseMediaConfig({ youTubeId: 'a_b-c_d-e_f' }).config, { youTubeId: 'a_b-c_d-e_f' });
  });
});

describe('analytics detail, views, time', () => {
  it('platform, videoId, currentTime, duration, name; playerVersion for the hosted player only', () => {
    assert.deepEqual(mediaAnalytics({ platform: 'brightcove', kind: 'video' }, HOSTED, '', 'Intro', { currentTime: 1.234, duration: 4 }, '7.1'), {
      platform: 'Brightcove',
      videoId: '6311532010112',
      currentTime: 1.2,
      duration: 4,
      name: 'Intro',
      playerVersion: '7.1',
    });
    assert.equal(
      mediaAnalytics({ platform: 'youtube', kind: 'video' }, { youTubeId: 'x' }, '', 'n', { currentTime: 0, duration: Infinity }, '7.1').playerVersion,
      undefined,
    );
    const file = mediaAnalytics({ platform: 'file', kind: 'video' }, {}, '/a.webm', 'n', { currentTime: 0, duration: 0 });
    assert.equal(file.videoId, '/a.webm');
    assert.equal(file.platform, 'Video file');
    assert.equal(mediaAnalytics({ platform: 'file', kind: 'audio' }, {}, '/a.m4a', 'n', { currentTime: 0, duration: 0 }).platform, 'Audio file');
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
    assert.equal(mediaReducer(mediaReducer(state, { type: 'seek' }), { type: 'seek' }).seeks, state.seeks + 2, 'each move to a position counts');
  });
  it('a retry counts, for the longer build timeout', () => {
    const failed = mediaReducer(INITIAL_MEDIA_STATE, { type: 'error', message: 'x' });
    const retried = mediaReducer(failed, { type: 'retry' });
    assert.deepEqual([retried.phase, retried.retries, buildTimeout(retried.retries)], ['idle', 1, 8000]);
  });
  it('a failed download shows until the next download or a play, and never fails the player', () => {
    const ready = mediaReducer(mediaReducer(INITIAL_MEDIA_STATE, { type: 'load', platform: 'brightcove' }), { type: 'built' });
    const failed = mediaReducer(mediaReducer(ready, { type: 'download', outcome: 'downloading' }), { type: 'download', outcome: 'failed' });
    assert.deepEqual([failed.download, failed.phase, failed.error], ['failed', 'ready', '']);
    assert.equal(mediaReducer(failed, { type: 'play' }).download, 'idle');
    assert.equal(mediaReducer(failed, { type: 'pause' }).download, 'failed');
    assert.equal(mediaReducer(failed, { type: 'download', outcome: 'downloading' }).download, 'downloading');
    assert.equal(mediaReducer(mediaReducer(ready, { type: 'download', outcome: 'downloading' }), { type: 'play' }).download, 'downloading');
  });
});

describe('remote-trigger actions a player answers (spec section 4)', () => {
  it('a link (toggle) plays or pauses; play, pause; load and preload load it', () => {
    assert.deepEqual(triggerCommand('toggle', undefined, 0), { do: 'toggle' });
    assert.deepEqual(triggerCommand('play', undefined, 0), { do: 'play' });
    assert.deepEqual(triggerCommand('pause', undefined, 0), { do: 'pause' });
    assert.deepEqual(triggerCommand('preload', undefined, 0), { do: 'load' });
    assert.deepEqual(triggerCommand('load', undefined, 0), { do: 'load' });
    assert.deepEqual(triggerCommand('download', undefined, 0), { do: 'download' });
  });
  it('restart goes to the position it carries, else the start position, default 0', () => {
    assert.deepEqual(triggerCommand('restart', undefined, 0), { do: 'restart', seconds: 0 });
    assert.deepEqual(triggerCommand('restart', undefined, 12), { do: 'restart', seconds: 12 });
    assert.deepEqual(triggerCommand('restart', { seconds: 3 }, 12), { do: 'restart', seconds: 3 });
    assert.deepEqual(triggerCommand('restart', 'junk', Number.NaN), { do: 'restart', seconds: 0 });
  });
  it('seek needs a position: a number, its text or { seconds }', () => {
    assert.deepEqual(triggerCommand('seek', 42, 0), { do: 'seek', seconds: 42 });
    assert.deepEqual(triggerCommand('seek', '1.5', 0), { do: 'seek', seconds: 1.5 });
    assert.deepEqual(triggerCommand('seek', { seconds: 0 }, 5), { do: 'seek', seconds: 0 });
    assert.equal(triggerCommand('seek', undefined, 5), undefined);
    assert.equal(triggerCommand('seek', { seconds: -1 }, 5), undefined);
    assert.equal(triggerSeconds(''), undefined);
    assert.equal(triggerSeconds(Number.POSITIVE_INFINITY), undefined);
  });
  it('toggle-mute, mute and unmute; an action a player does not know is ignored', () => {
    assert.deepEqual(triggerCommand('toggle-mute', undefined, 0), { do: 'toggleMute' });
    assert.deepEqual(triggerCommand('mute', undefined, 0), { do: 'setMuted', muted: true });
    assert.deepEqual(triggerCommand('unmute', undefined, 0), { do: 'setMuted', muted: false });
    assert.equal(triggerCommand('open', undefined, 0), undefined);
    assert.equal(triggerCommand('close', undefined, 0), undefined);
  });
});
