/**
 * Two videos end to end (issue 22): the built vb-media-player on its demo page, the reference server's copies of the
 * streaming-site and hosted-video player scripts over a local file, headless Chromium. The visitor plays one video,
 * then starts another: the first pauses, and the page's data layer holds the media analytics of both, with the
 * spec's detail (platform, videoId, currentTime, duration, name, playerVersion for the hosted player only).
 *
 * Needs the build: `npm run build && node --import tsx --test test/e2e/media-players.e2e.ts`
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { openProbe, settle, e2eSession } from './harness.ts';

const session = e2eSession();

interface MediaEvent {
  event: string;
  category: { primary: string };
  component: { info: Record<string, string | number> };
}

/** The platform scripts the demo page points its meta tags at, and the platform hosts a real page would reach. */
const PLATFORM = /youtube-iframe-api|brightcove-player|youtube-check|youtube\.com|ytimg\.com|brightcove\.(net|com)/;

async function playing(player: Locator): Promise<boolean> {
  return player.evaluate((el) => el.hasAttribute('data-vb-playing'));
}

test('a visitor plays one video, starts another: the first pauses, and the media analytics say so', async () => {
  const probe = await openProbe(session.browser);
  try {
    await probe.page.goto(`${session.server.origin}/demo/media-player.html`);
    await settle(probe);
    assert.deepEqual(
      probe.requests.map((request) => request.url()).filter((url) => PLATFORM.test(url)),
      [],
      'no platform script or platform host before a click',
    );

    // The page's first two examples: the streaming-site video, then the hosted one.
    const streaming = probe.page.locator('vb-media-player').nth(0);
    const hosted = probe.page.locator('vb-media-player').nth(1);
    assert.equal(await streaming.getAttribute('label'), 'Serving in the community');
    assert.equal(await hosted.getAttribute('label'), 'A visit to the temple grounds');
    await streaming.locator('[part~="facade"]').click();
    await probe.page.waitForFunction(() => document.querySelector('vb-media-player')?.hasAttribute('data-vb-playing'), undefined, { timeout: 10_000 });
    // The reference streaming-site player plays a 4 s clip; on a busy machine the hosted player took longer than that
    // to start, and the first video had ended rather than been paused. At a tenth of its speed the clip lasts 40 s.
    const slowed = await streaming.evaluate((el) => {
      const videos = [...(el.shadowRoot ?? el).querySelectorAll('video')];
      for (const video of videos) video.playbackRate = 0.1;
      return videos.length;
    });
    assert.equal(slowed, 1, "the reference player's video");

    await hosted.locator('[part~="facade"]').click();
    await hosted.evaluate(
      (el) =>
        new Promise<void>((resolve) =>
          el.hasAttribute('data-vb-playing') ? resolve() : el.addEventListener('vb-media-player-play', () => resolve(), { once: true }),
        ),
    );
    await probe.page.waitForFunction(() => !document.querySelector('vb-media-player')?.hasAttribute('data-vb-playing'), undefined, { timeout: 10_000 });
    assert.equal(await playing(streaming), false, 'the first video paused');
    assert.equal(await playing(hosted), true, 'the second video plays');

    const events = await probe.page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as MediaEvent[]);
    // The page's "No media" example sends its error analytic at load; the media events are the ones with an interaction.
    const media = events.filter((event) => event.category.primary === 'media-player' && event.component.info.interactionText);
    const summary = media.map(({ component: { info } }) => `${String(info.interactionText)} ${String(info.platform)} ${String(info.videoId)}`);
    assert.deepEqual(
      summary,
      // The second one's play is what pauses the first: its play comes first.
      ['play YouTube M7lc1UVf-VE', 'play Brightcove 6311532010112', 'pause YouTube M7lc1UVf-VE'],
      `the media analytics in order: ${JSON.stringify(media)}`,
    );
    const [firstPlay, secondPlay, firstPause] = media.map((event) => event.component.info);
    assert.equal(firstPlay?.name, 'Serving in the community');
    assert.equal(firstPlay?.contentTitle, 'Serving in the community');
    assert.equal(firstPlay?.playerVersion, undefined, 'a player version only for the hosted player');
    assert.equal(typeof firstPause?.currentTime, 'number');
    assert.ok(Number(firstPause?.duration) > 0, `the paused video's length: ${String(firstPause?.duration)}`);
    assert.equal(secondPlay?.name, 'A visit to the temple grounds');
    assert.equal(secondPlay?.playerVersion, '7.0.0-reference');
    assert.ok(media.every((event) => event.event === 'Component Click'));

    // Only the reference copies were reached, never a real platform host; and nothing went wrong on the page.
    assert.deepEqual(
      probe.requests.map((request) => new URL(request.url()).origin).filter((origin) => origin !== session.server.origin),
      [],
    );
    assert.deepEqual(probe.problems, []);
  } finally {
    await probe.close();
  }
});
