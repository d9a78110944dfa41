import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/media-player/define.ts';
import { examples } from '../../../elements/media-player/examples.ts';
import { publish } from '../../../src/remote-trigger.ts';
import { addPlatformMeta } from '../../support/media-platforms.ts';
import { recordConsole } from '../../support/console.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot } from '../../support/fixtures.ts';
import { fakeNetwork, json, passThrough, requests, restoreNetwork } from '../../support/network.ts';
import { callServer } from '../../support/server.ts';
import { settle, waitFor } from '../../support/wait.ts';

// The reference player scripts (demo/static/media/) stand in for the platforms: the same API, over a local file.
before(addPlatformMeta);

beforeEach(() => {
  sessionStorage.removeItem('yt-available');
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
});

type Player = HTMLElement;

function part(el: Player, name: string): HTMLElement | null {
  return renderRoot(el).querySelector<HTMLElement>(`[part~='${name}']`);
}

function layer(): { event: string; component: { info: Record<string, unknown> } }[] {
  return ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as never;
}

function nextEvent(el: Element, name: string): Promise<CustomEvent> {
  return new Promise((resolve) => el.addEventListener(name, (event) => resolve(event as CustomEvent), { once: true }));
}

/** Press the facade's play button the way a visitor does (a trusted key press, so the browser lets it play). */
async function pressPlay(el: Player): Promise<void> {
  const button = part(el, 'facade');
  if (!button) throw new Error('no play button');
  button.focus();
  await sendKeys({ press: 'Enter' });
}

function platformScripts(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => /youtube-iframe-api|brightcove-player|youtube-check/.test(name));
}

describe('vb-media-player', () => {
  it('is a poster and a real play button until pressed; no platform request before the click', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'streaming-site'));
    await settle();
    const button = part(el, 'facade');
    expect(button?.localName).to.equal('button');
    expect(button?.getAttribute('aria-label')).to.equal('Play video: Serving in the community');
    expect(part(el, 'poster')?.getAttribute('src')).to.equal('/static/images/hills.svg');
    expect(document.querySelector('script[src*="youtube-iframe-api"]')).to.equal(null);
    expect(platformScripts()).to.deep.equal([]);
    expect(sessionStorage.getItem('yt-available')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('plays the streaming-site video on Enter, marks itself playing and sends the media analytics', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'streaming-site'));
    const played = nextEvent(el, 'vb-media-player-play');
    const seen: string[] = [];
    for (const what of ['play', 'pause', 'ended', 'buffering', 'loadend', 'error']) el.addEventListener(`vb-media-player-${what}`, () => seen.push(what));
    await pressPlay(el);
    const { detail } = await played;
    expect(detail.platform).to.equal('YouTube');
    expect(detail.videoId).to.equal('M7lc1UVf-VE');
    expect(detail.name).to.equal('Serving in the community');
    expect(detail).to.have.property('currentTime');
    expect(detail).to.have.property('duration');
    await settle();
    expect(el.hasAttribute('data-vb-playing'), seen.join()).to.equal(true);
    expect(el.getAttribute('data-vb-platform')).to.equal('youtube');
    expect(sessionStorage.getItem('yt-available')).to.equal('available');
    const media = layer().find((event) => event.component.info.interactionText === 'play');
    expect(media?.component.info.platform).to.equal('YouTube');
    expect(media?.component.info.contentTitle).to.equal('Serving in the community');
    await expect(el).to.be.accessible();
  });

  it('plays the hosted video with its player version in the analytics detail', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'hosted-video'));
    const played = nextEvent(el, 'vb-media-player-play');
    await pressPlay(el);
    const { detail } = await played;
    expect(detail.platform).to.equal('Brightcove');
    expect(detail.videoId).to.equal('6311532010112');
    expect(detail.playerVersion).to.equal('7.0.0-reference');
    expect(el.getAttribute('data-vb-platform')).to.equal('brightcove');
  });

  it('remembers an unreachable streaming site for the session and says there is no media', async () => {
    sessionStorage.setItem('yt-available', 'unavailable');
    const { el } = await mountExample(exampleNamed(examples, 'streaming-site'));
    await pressPlay(el);
    const alert = await waitFor(() => part(el, 'error'), 'the error');
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(alert.textContent).to.contain('No media added to player');
    expect(document.querySelectorAll('script[src*="youtube-iframe-api"]').length).to.be.at.most(1);
  });

  it('says "No media added to player" without media, sends an error analytic, and stays accessible', async () => {
    const record = recordConsole();
    try {
      const { el } = await mountExample(exampleNamed(examples, 'no-media'));
      const alert = await waitFor(() => part(el, 'error'), 'the error');
      expect(alert.textContent).to.contain('No media added to player');
      expect(el.hasAttribute('data-vb-error')).to.equal(true);
      const error = layer().find((event) => event.component.info.message === 'No media added to player');
      expect(error, 'error analytic').to.not.equal(undefined);
      await expect(el).to.be.accessible();
    } finally {
      record.restore();
    }
  });

  it("shows a failing video's error, and the retry button loads it again", async () => {
    const { el } = await mountExample(exampleNamed(examples, 'failing'));
    const failed = nextEvent(el, 'vb-media-player-error');
    await pressPlay(el);
    const first = await failed;
    expect(first.detail.message).to.equal('YouTube: the video was not found or is private.');
    expect(first.detail.retries).to.equal(0);
    const retry = await waitFor(() => part(el, 'retry'), 'the retry button');
    expect(retry.textContent).to.equal('Try again');
    await expect(el).to.be.accessible();
    // The author fixes the id; a retry by keyboard then plays.
    el.setAttribute('data-media', '{ "youTubeId": "M7lc1UVf-VE" }');
    await settle();
    const played = nextEvent(el, 'vb-media-player-play');
    part(el, 'retry')?.focus();
    await sendKeys({ press: 'Enter' });
    const { detail } = await played;
    expect(detail.videoId).to.equal('M7lc1UVf-VE');
    expect(part(el, 'error')).to.equal(null);
  });

  it("says '{platform} took too long to build the asset.' when the player never gets ready (5,000 ms)", async function () {
    this.timeout(15000);
    const { el } = await mountHtml(`<vb-media-player label="Slow" data-media='{ "youTubeId": "neverready1" }'></vb-media-player>`);
    const started = performance.now();
    const failed = nextEvent(el, 'vb-media-player-error');
    await pressPlay(el);
    const { detail } = await failed;
    const waited = performance.now() - started;
    expect(detail.message).to.equal('YouTube took too long to build the asset.');
    expect(waited > 4900 && waited < 8000, `${waited} ms`).to.equal(true);
    expect((await waitFor(() => part(el, 'error'), 'the error')).textContent).to.contain('YouTube took too long to build the asset.');
  });

  it('pauses every other player when one starts playing', async () => {
    const { wrapper } = await mountHtml(`<div>
      <vb-media-player id="first" label="First" src="/demo/static/media/sample.webm"></vb-media-player>
      <vb-media-player id="second" label="Second" src="/demo/static/media/sample.webm"></vb-media-player>
    </div>`);
    const [first, second] = [...wrapper.querySelectorAll('vb-media-player')] as Player[];
    if (!first || !second) throw new Error('two players');
    await settle();
    const firstPlays = nextEvent(first, 'vb-media-player-play');
    await pressPlay(first);
    await firstPlays;
    const firstPauses = nextEvent(first, 'vb-media-player-pause');
    const secondPlays = nextEvent(second, 'vb-media-player-play');
    await pressPlay(second);
    await secondPlays;
    await firstPauses;
    await settle();
    expect(first.hasAttribute('data-vb-playing')).to.equal(false);
    expect(second.hasAttribute('data-vb-playing')).to.equal(true);
  });

  it("pauses on the overlay kit's vb-media-pause event for a root around it, and plays and pauses from a remote trigger", async () => {
    const { wrapper } = await mountHtml(
      `<section><vb-media-player id="triggered" label="Triggered" src="/demo/static/media/sample.webm"></vb-media-player></section>`,
    );
    const el = wrapper.querySelector('vb-media-player') as Player;
    await settle();
    const plays = nextEvent(el, 'vb-media-player-play');
    await pressPlay(el);
    await plays;
    // Another root: not for this player.
    document.dispatchEvent(new CustomEvent('vb-media-pause', { detail: { root: document.createElement('div') } }));
    await settle();
    expect(el.hasAttribute('data-vb-playing')).to.equal(true);
    const paused = nextEvent(el, 'vb-media-player-pause');
    document.dispatchEvent(new CustomEvent('vb-media-pause', { detail: { root: wrapper } }));
    await paused;
    await settle();
    expect(el.hasAttribute('data-vb-playing')).to.equal(false);
    // Muted so the browser lets a script start it (a remote trigger may come from anywhere).
    (renderRoot(el).querySelector('video') as HTMLVideoElement).muted = true;
    const again = nextEvent(el, 'vb-media-player-play');
    expect(publish('triggered')).to.equal(true);
    await again;
    const pausedAgain = nextEvent(el, 'vb-media-player-pause');
    publish('triggered');
    await pausedAgain;
  });

  it('loads on scroll without a click when load="scroll"', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'load-on-scroll'));
    expect(part(el, 'facade')).to.equal(null);
    await waitFor(() => el.getAttribute('data-vb-platform') === 'youtube' && renderRoot(el).querySelector('video'), 'the player');
  });

  it('shows the view count with a localized views string when above 0, and nothing at 0', async () => {
    const id = 'M7lc1UVf-VE';
    const { body } = await callServer<{ views: number }>(`/api/youTube?id=${id}`);
    const { el } = await mountHtml(
      `<vb-media-player lang="de" views-text="{count} Aufrufe" label="Counted" data-media='{ "youTubeId": "${id}" }'></vb-media-player>`,
    );
    // The line is there, hidden and aria-busy, while the count is read; it shows once a count above 0 is in.
    const views = await waitFor(() => (part(el, 'views')?.hidden === false ? part(el, 'views') : undefined), 'the view count');
    expect(views.textContent).to.equal(`${new Intl.NumberFormat('de').format(body.views)} Aufrufe`);
    fakeNetwork((request) => (request.url.includes('/api/youTube') ? json({ platform: 'youtube', id: 'zzzzzzzzzz9', views: 0 }) : passThrough(request)));
    try {
      const { el: none } = await mountHtml(`<vb-media-player label="Never played" data-media='{ "youTubeId": "zzzzzzzzzz9" }'></vb-media-player>`);
      await waitFor(() => requests.some((request) => request.url.includes('zzzzzzzzzz9')), 'the count call');
      await waitFor(() => part(none, 'views')?.getAttribute('aria-busy') !== 'true', 'the count read to end');
      await settle();
      expect(part(none, 'views')).to.equal(null);
    } finally {
      restoreNetwork();
    }
  });
  it('a youTubeId that is not a YouTube id (a number) is dropped with a warning naming the element and the field, and never sent', async () => {
    const record = recordConsole();
    fakeNetwork(passThrough);
    try {
      // A good one beside it: its count call shows when the bad one would have sent its own.
      const { wrapper } = await mountHtml(
        `<vb-media-player label="Numbered" data-media='{ "youTubeId": 12345 }'></vb-media-player>` +
          `<vb-media-player label="Good" data-media='{ "youTubeId": "M7lc1UVf-VE" }'></vb-media-player>`,
      );
      await waitFor(() => requests.some((request) => request.url.includes('/api/youTube?id=M7lc1UVf-VE')), 'the good count call');
      await settle();
      expect(requests.filter((request) => request.url.includes('/api/youTube')).map((request) => new URL(request.url).search)).to.deep.equal([
        '?id=M7lc1UVf-VE',
      ]);
      expect(record.warnings).to.deep.equal([
        'visitorBlocks: <vb-media-player> data-media youTubeId must be an 11-character video id of letters, digits, - and _ (12345 was given); that part is ignored.',
      ]);
      expect(wrapper.querySelector('vb-media-player')?.hasAttribute('data-vb-platform')).to.equal(false);
    } finally {
      restoreNetwork();
      record.restore();
    }
  });

  it("the play button's title stays clear of the play icon on a phone or a tile, and shows on a wide frame", async () => {
    // 218 px: a 320 px screen's card; 277 px: a 375 px screen's; then a tile and a page column.
    for (const width of [218, 277, 360, 640]) {
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'streaming-site'));
      wrapper.style.width = `${width}px`;
      await settle();
      const title = (part(el, 'title') as HTMLElement).getBoundingClientRect();
      // The title's words, not its gradient: its box less the bottom padding and border the gradient fades out in.
      const style = getComputedStyle(part(el, 'title') as HTMLElement);
      const textBottom = title.bottom - parseFloat(style.paddingBottom) - parseFloat(style.borderBottomWidth);
      const icon = (part(el, 'play-icon') as HTMLElement).getBoundingClientRect();
      expect(title.height, `the title shows at ${width} px`).to.be.above(16);
      expect(part(el, 'title')?.scrollWidth, `the title fits its box at ${width} px`).to.be.at.most(Math.ceil(title.width));
      expect(textBottom - 2, `the title ends above the play icon at ${width} px`).to.be.at.most(icon.top);
      wrapper.remove();
    }
  });

  it('the view count shows on the play button only: once the player shows, its own controls have the bottom', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'streaming-site'));
    await waitFor(() => part(el, 'views')?.hidden === false, 'the view count');
    await pressPlay(el);
    await waitFor(() => el.hasAttribute('data-vb-playing'), 'playing');
    const views = part(el, 'views');
    expect(views === null || !views.checkVisibility(), 'no count over the playing video').to.equal(true);
  });
  it('a load value it does not know warns naming the element and the attribute, and keeps the play button (click)', async () => {
    const record = recordConsole();
    try {
      const { el } = await mountHtml(`<vb-media-player label="A typo" load="Scroll-ish" data-media='{ "youTubeId": "M7lc1UVf-VE" }'></vb-media-player>`);
      const button = await waitFor(() => part(el, 'facade'), 'the play button');
      expect(button.getAttribute('aria-label')).to.equal('Play video: A typo');
      await waitFor(() => record.warnings.length > 0, 'a warning');
      expect(record.warnings.join('\n')).to.contain(
        '<vb-media-player>: attribute load="Scroll-ish" is not one of ["click","scroll","preload"]; using the default ("click").',
      );
      await pressPlay(el);
      await waitFor(() => el.hasAttribute('data-vb-playing'), 'playing after the press');
    } finally {
      record.restore();
    }
  });
});
