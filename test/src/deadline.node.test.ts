/** src/deadline.ts: a third-party answer, or an error of the caller's making when it does not come in time. */
import assert from 'node:assert/strict';
import { describe, mock, test } from 'node:test';
import { withDeadline } from '../../src/deadline.ts';

class LateError extends Error {}

describe('withDeadline', () => {
  test('settles with the answer that comes in time', async () => {
    assert.equal(await withDeadline(Promise.resolve('token'), 1000, () => new LateError('late')), 'token');
  });

  test("rejects with the caller's error once the time is up", async () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      const answer = withDeadline(new Promise<never>(() => {}), 1000, () => new LateError('no token within 1000 ms'));
      mock.timers.tick(999);
      let settled = false;
      void answer.then(
        () => (settled = true),
        () => (settled = true),
      );
      await Promise.resolve();
      assert.equal(settled, false, 'not before the deadline');
      mock.timers.tick(1);
      await assert.rejects(answer, (error: unknown) => error instanceof LateError && error.message === 'no token within 1000 ms');
    } finally {
      mock.timers.reset();
    }
  });

  test('passes on a rejection, wrapping one that is not an Error', async () => {
    const failure = new TypeError('script failed');
    await assert.rejects(
      withDeadline(Promise.reject(failure), 1000, () => new LateError('late')),
      (error: unknown) => error === failure,
    );
    await assert.rejects(
      withDeadline(Promise.reject('blocked'), 1000, () => new LateError('late')),
      (error: unknown) => error instanceof Error && !(error instanceof LateError) && error.message === 'blocked',
    );
  });

  test('accepts a thenable (what a third-party script hands back)', async () => {
    const thenable: PromiseLike<number> = { then: (resolve) => Promise.resolve(7).then(resolve) };
    assert.equal(await withDeadline(thenable, 1000, () => new LateError('late')), 7);
  });
});
