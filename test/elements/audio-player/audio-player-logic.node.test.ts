import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { audioSources, positionText, SKIP_SECONDS, skipTarget, unloadedShare } from '../../../elements/audio-player/audio-player-logic.ts';

describe('audio player logic', () => {
  it('skips 10 seconds (spec section 9)', () => {
    assert.equal(SKIP_SECONDS, 10);
  });

  it('lands a skip within the start and the end', () => {
    assert.equal(skipTarget(30, 10, 100), 40);
    assert.equal(skipTarget(30, -10, 100), 20);
    assert.equal(skipTarget(4, -10, 100), 0);
    assert.equal(skipTarget(95, 10, 100), 100);
    assert.equal(skipTarget(2, 10, 0), 0);
    assert.equal(skipTarget(Number.NaN, 10, 100), 10);
    assert.equal(skipTarget(2, 10, Number.POSITIVE_INFINITY), 0);
  });

  it('speaks the position as "m:ss of m:ss"', () => {
    assert.equal(positionText('{current} of {duration}', 65, 200), '1:05 of 3:20');
    assert.equal(positionText('{current} von {duration}', 0, 3725), '0:00 von 1:02:05');
  });

  it('tries src, then the comma-separated sources, once each', () => {
    assert.deepEqual(audioSources('/a.webm', ' /a.m4a , /a.webm,,'), [
      { src: '/a.webm', type: '' },
      { src: '/a.m4a', type: '' },
    ]);
    assert.deepEqual(audioSources('', '/a.m4a'), [{ src: '/a.m4a', type: '' }]);
    assert.deepEqual(audioSources('', ''), []);
  });
  it('a seek bar value before load is a share of the file, 0 to 1', () => {
    assert.equal(unloadedShare(50), 0.5);
    assert.equal(unloadedShare(1), 0.01);
    assert.equal(unloadedShare(0), 0);
    assert.equal(unloadedShare(140), 1);
    assert.equal(unloadedShare(-3), 0);
    assert.equal(unloadedShare(Number.NaN), 0);
  });
});
