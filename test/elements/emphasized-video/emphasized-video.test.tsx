import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../../elements/audio-player/define.ts';
import '../../../elements/emphasized-video/define.ts';
import { examples } from '../../../elements/emphasized-video/examples.ts';
import { addPlatformMeta } from '../../support/media-platforms.ts';
import { recordConsole } from '../../support/console.ts';
import { exampleNamed, mountHtml, renderRoot } from '../../support/fixtures.ts';
import { settle, waitFor } from '../../support/wait.ts';

const SAMPLE = '/demo/static/media/sample.webm';
const LOOP = `<vb-emphasized-video label="Hills at dawn" headline="Hills at dawn" body="A quiet morning walk." src="${SAMPLE}" loop-start="1" loop-end="2"></vb-emphasized-video>`;

type Block = HTMLElement & { loopStart: number; loopEnd: number; headline: string; body: string };

function part(el: HTMLElement, name: string): HTMLElement | null {
  return renderRoot(el).querySelector<HTMLElement>(`[part~='${name}']`);
}

function loopVideo(el: HTMLElement): HTMLVideoElement | null {
  return renderRoot(el).querySelector<HTMLVideoElement>("[part~='loop'] video");
}

function layer(): { event: string; component: { info: Record<string, unknown> } }[] {
  return ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as never;
}

function nextEvent(el: Element, name: string): Promise<CustomEvent> {
  return new Promise((resolve) => el.addEventListener(name, (event) => resolve(event as CustomEvent), { once: true }));
}

/** The examples name the demo server's files; the test server serves them under /demo. */
function exampleHtml(name: string): string {
  return exampleNamed(examples, name).html.replaceAll('/static/', '/demo/static/');
}

/** Press the large play button as a visitor does (a trusted key press, so the browser lets it play with sound). */
async function pressPlay(el: HTMLElement): Promise<void> {
  const button = part(el, 'facade');
  if (!button) throw new Error('no play button');
  button.focus();
  await sendKeys({ press: 'Enter' });
}

// The reference player scripts (demo/static/media/) stand in for the platforms: the same API, over a local file.
before(addPlatformMeta);

describe('vb-emphasized-video', () => {
  beforeEach(() => {
    sessionStorage.removeItem('yt-available');
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
  });
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('reads its attributes into props and shows the headline, the text and a large play button', async () => {
    const { el } = await mountHtml<Block>(LOOP);
    expect(el.loopStart).to.equal(1);
    expect(el.loopEnd).to.equal(2);
    expect(el.headline).to.equal('Hills at dawn');
    expect(el.body).to.equal('A quiet morning walk.');
    expect(part(el, 'headline')?.querySelector('h2')?.textContent).to.equal('Hills at dawn');
    expect(part(el, 'body')?.textContent).to.equal('A quiet morning walk.');
    const play = part(el, 'facade');
    expect(play?.localName).to.equal('button');
    expect(play?.getAttribute('aria-label')).to.equal('Play video: Hills at dawn');
    el.setAttribute('headline', 'Hills at noon');
    el.removeAttribute('label');
    await settle();
    expect(part(el, 'headline')?.textContent).to.equal('Hills at noon');
    expect(part(el, 'facade')?.getAttribute('aria-label')).to.equal('Play video: Hills at noon');
    await expect(el).to.be.accessible();
  });

  it("takes the author's heading and text as children", async () => {
    const { el } = await mountHtml(exampleHtml('children'));
    const slot = renderRoot(el).querySelector<HTMLSlotElement>('slot[name="headline"]');
    expect(slot?.assignedElements().map((node) => node.textContent)).to.deep.equal(['A morning walk']);
    const body = renderRoot(el).querySelector<HTMLSlotElement>('slot:not([name])');
    expect(body?.assignedElements().map((node) => node.textContent)).to.deep.equal(['Join us for a walk in the hills.']);
    expect(part(el, 'facade')?.getAttribute('aria-label')).to.equal('Play video: A morning walk');
  });

  it('plays a muted poster loop without controls near view, between its start and end times', async () => {
    const { el } = await mountHtml(LOOP);
    const video = await waitFor(() => loopVideo(el), 'the loop video');
    expect(video.muted).to.equal(true);
    expect(video.controls).to.equal(false);
    expect(video.loop).to.equal(true);
    await waitFor(() => !video.paused && video.currentTime > 0, 'the loop playing');
    // Sample the position for longer than one pass: it stays between 1 s and 2 s (plus one check's overshoot), and
    // comes back to the start after the end.
    const seen: number[] = [];
    const until = performance.now() + 2500;
    while (performance.now() < until) {
      seen.push(video.currentTime);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const settled = seen.slice(4);
    expect(Math.min(...settled), seen.join()).to.be.at.least(0.75);
    expect(Math.max(...seen), seen.join()).to.be.below(2.35);
    const wrapped = seen.some((t, i) => i > 0 && (seen[i - 1] ?? 0) > 1.6 && t < 1.4);
    expect(wrapped, seen.join()).to.equal(true);
    // The loop is decoration: the element is not marked playing, and no analytics leave for it.
    expect(el.hasAttribute('data-vb-playing')).to.equal(false);
    expect(layer()).to.deep.equal([]);
  });

  it('pauses the loop out of view (beyond 500 px) and plays it again near view', async () => {
    const { el, wrapper } = await mountHtml(LOOP);
    const video = await waitFor(() => loopVideo(el), 'the loop video');
    await waitFor(() => !video.paused, 'the loop playing');
    wrapper.style.marginTop = '3000px';
    await waitFor(() => video.paused, 'paused out of view');
    wrapper.style.marginTop = '';
    await waitFor(() => !video.paused, 'playing again near view');
  });

  it('under reduced motion the loop waits for its visible button, usable by keyboard', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { el } = await mountHtml(LOOP);
    const toggle = await waitFor(() => part(el, 'loop-toggle'), 'the loop button');
    const video = await waitFor(() => loopVideo(el), 'the loop video');
    await settle();
    expect(video.paused).to.equal(true);
    expect(toggle.textContent).to.equal('Play preview');
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !video.paused, 'the loop playing after the button');
    await waitFor(() => part(el, 'loop-toggle')?.textContent === 'Pause preview', 'the button now pauses');
    await expect(el).to.be.accessible();
    part(el, 'loop-toggle')?.focus();
    await sendKeys({ press: 'Space' });
    await waitFor(() => video.paused, 'paused by Space');
  });

  it('the play button plays the full video with sound and controls; the loop stops; media analytics are sent', async function () {
    // Two videos load and play in turn, and axe runs: more than the default 10 s on a busy 2-core machine.
    this.timeout(30000);
    const { el } = await mountHtml(LOOP);
    const loop = await waitFor(() => loopVideo(el), 'the loop video');
    await waitFor(() => !loop.paused, 'the loop playing');
    const played = nextEvent(el, 'vb-emphasized-video-play');
    await pressPlay(el);
    const { detail } = await played;
    expect(detail.platform).to.equal('Video file');
    expect(detail.name).to.equal('Hills at dawn');
    const full = renderRoot(el).querySelector<HTMLVideoElement>("[part~='player'] video");
    expect(full?.muted).to.equal(false);
    expect(full?.controls).to.equal(true);
    await waitFor(() => el.hasAttribute('data-vb-playing'), 'marked playing');
    await waitFor(() => loop.paused, 'the loop paused');
    await waitFor(() => part(el, 'loop')?.hidden === true, 'the loop hidden');
    expect(part(el, 'loop-toggle')).to.equal(null);
    const media = layer().find((event) => event.component.info.interactionText === 'play');
    expect(media?.component.info.contentTitle).to.equal('Hills at dawn');
    await expect(el).to.be.accessible();
    // The full video paused from the keyboard-free API stays paused, and the loop does not come back.
    full?.pause();
    await waitFor(() => !el.hasAttribute('data-vb-playing'), 'paused');
    await settle();
    expect(loop.paused).to.equal(true);
  });

  it('a failing video shows its error and a retry button after the play button, and sends an error analytic', async () => {
    const { el } = await mountHtml(exampleHtml('error'));
    await settle();
    expect(part(el, 'error')).to.equal(null);
    const failed = nextEvent(el, 'vb-emphasized-video-error');
    await pressPlay(el);
    const { detail } = await failed;
    expect(detail.message).to.equal('YouTube: the video was not found or is private.');
    const alert = await waitFor(() => part(el, 'error'), 'the error');
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(alert.textContent).to.contain('YouTube: the video was not found or is private.');
    expect(part(el, 'retry')?.textContent).to.equal('Try again');
    expect(layer().some((event) => event.component.info.message === 'YouTube: the video was not found or is private.')).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('a loop whose file is missing shows the poster and no error until play; then the file error shows', async () => {
    const record = recordConsole();
    try {
      const missing = '/demo/static/media/missing.webm';
      const { el } = await mountHtml(
        `<vb-emphasized-video headline="A missing film" src="${missing}" poster="/demo/static/images/hills.svg"></vb-emphasized-video>`,
      );
      await waitFor(() => loopVideo(el), 'the loop video');
      await settle();
      expect(part(el, 'error')).to.equal(null);
      expect(part(el, 'poster-image')?.getAttribute('src')).to.equal('/demo/static/images/hills.svg');
      const failed = nextEvent(el, 'vb-emphasized-video-error');
      await pressPlay(el);
      const { detail } = await failed;
      expect(detail.message).to.equal('The file /demo/static/media/missing.webm could not be played.');
      await waitFor(() => part(el, 'error'), 'the error');
      // axe's no-autoplay-audio rule waits for every <video> to load first, and these never will (the file is missing);
      // neither video here plays sound by itself (the loop is muted, the full video waits for the button).
      await expect(el).to.be.accessible({ ignoredRules: ['no-autoplay-audio'] });
      expect(record.errors).to.deep.equal([]);
    } finally {
      record.restore();
    }
  });

  it("a poster loop starting does not pause another block's loop (it is muted decoration)", async () => {
    const { el } = await mountHtml(LOOP);
    const first = await waitFor(() => loopVideo(el), 'the first loop');
    await waitFor(() => !first.paused, 'the first loop playing');
    const { el: second } = await mountHtml(LOOP);
    const other = await waitFor(() => loopVideo(second), 'the second loop');
    await waitFor(() => !other.paused, 'the second loop playing');
    await settle();
    expect(first.paused).to.equal(false);
  });

  it('without src there is no loop: the poster shows and no platform request leaves before the click', async () => {
    const platform = () => performance.getEntriesByType('resource').filter((entry) => /youtube-iframe-api|youtube-check/.test(entry.name)).length;
    const before = platform();
    const { el } = await mountHtml(exampleHtml('poster'));
    await settle();
    expect(loopVideo(el)).to.equal(null);
    expect(part(el, 'error')).to.equal(null);
    expect(part(el, 'poster-image')?.getAttribute('src')).to.equal('/demo/static/images/hills.svg');
    expect(part(el, 'facade')?.getAttribute('aria-label')).to.equal('Play video: How to find a congregation near you');
    expect(platform()).to.equal(before);
    await expect(el).to.be.accessible();
  });

  for (const [platform, media, script] of [
    ['hosted-video', '{ "brightcoveId": "6311532010112", "brightcoveAccountId": "1234567890001" }', /brightcove-player\.js/],
    ['streaming-site', '{ "youTubeId": "M7lc1UVf-VE" }', /youtube-iframe-api\.js/],
  ] as const) {
    it(`loop-platform without src: the poster loop plays the ${platform} video, muted and between its start and end times`, async () => {
      const { el } = await mountHtml(
        `<vb-emphasized-video loop-platform label="Hills" headline="Hills" loop-start="1" loop-end="2" data-media='${media}'></vb-emphasized-video>`,
      );
      const video = await waitFor(() => loopVideo(el), 'the loop video', 8000);
      // Near view, with no click: the platform's script loaded for the loop (the author gave up the facade for it).
      expect(performance.getEntriesByType('resource').some((entry) => script.test(entry.name))).to.equal(true);
      expect(video.muted).to.equal(true);
      expect(video.controls).to.equal(false);
      const seen: number[] = [];
      await waitFor(
        () => {
          seen.push(video.currentTime);
          return seen.some((t, i) => i > 0 && (seen[i - 1] ?? 0) > 1.6 && t < 1.4);
        },
        'the loop to go back from its end to its start',
        8000,
      );
      expect(Math.max(...seen), seen.join()).to.be.below(2.35);
      expect(part(el, 'loop')?.inert, 'the loop holds nothing to focus').to.equal(true);
      expect(el.hasAttribute('data-vb-playing')).to.equal(false);
      expect(layer()).to.deep.equal([]);
      await expect(el).to.be.accessible();
    });
  }

  it('warns, naming the attribute, about a loop-end not after loop-start, and loops to the end', async () => {
    const record = recordConsole();
    try {
      const { el } = await mountHtml(`<vb-emphasized-video headline="Hills" src="${SAMPLE}" loop-start="2" loop-end="1"></vb-emphasized-video>`);
      await waitFor(() => loopVideo(el), 'the loop video');
      expect(record.warnings).to.deep.equal([
        'visitorBlocks: <vb-emphasized-video> loop-end="1" is not a number of seconds after loop-start; the loop runs to the end of the video.',
      ]);
      expect(record.errors).to.deep.equal([]);
    } finally {
      record.restore();
    }
  });

  it('no-init keeps the poster loop still; init-children holds the audio in its body until the full video starts', async function () {
    this.timeout(20000);
    const { el: control, wrapper } = await mountHtml(`<div>
      ${LOOP}
      <vb-emphasized-video no-init init-children label="Held" headline="Held" src="${SAMPLE}">
        <vb-audio-player load="preload" label="Audio description" src="/demo/static/media/tone.webm"></vb-audio-player>
      </vb-emphasized-video>
    </div>`);
    const held = wrapper.querySelectorAll('vb-emphasized-video')[1] as HTMLElement;
    const audio = held.querySelector('vb-audio-player') as HTMLElement;
    // The same block without no-init loads its loop near view: once it has, the held one had its chance.
    await waitFor(() => loopVideo(control), 'the control loop video');
    await settle();
    expect(Boolean(loopVideo(held)), 'the held loop').to.equal(false);
    expect(Boolean(renderRoot(audio).querySelector('audio')), 'the held audio').to.equal(false);
    await expect(held).to.be.accessible();
    await pressPlay(held);
    await waitFor(() => held.hasAttribute('data-vb-playing'), 'the full video playing');
    await waitFor(() => renderRoot(audio).querySelector('audio'), 'the audio loaded once the full video started');
    expect(audio.hasAttribute('data-vb-playing'), 'loaded, not playing').to.equal(false);
  });
  it('on a phone the loop button, the play icon and the view count keep clear of each other; the button keeps its words as its name', async () => {
    // 218 px: a 320 px screen's card; 277 px: a 375 px screen's; 420 px: a wider phone.
    for (const width of [218, 277, 420]) {
      const { el, wrapper } = await mountHtml(exampleHtml('platform-loop'));
      wrapper.style.width = `${width}px`;
      const toggle = await waitFor(() => part(el, 'loop-toggle'), 'the loop button');
      await waitFor(() => part(el, 'views')?.hidden === false, 'the view count');
      await settle();
      const boxes = ['loop-toggle', 'play-icon', 'views'].map((name) => [name, (part(el, name) as HTMLElement).getBoundingClientRect()] as const);
      for (const [a, one] of boxes) {
        for (const [b, other] of boxes) {
          if (a >= b) continue;
          const overlap = one.left < other.right && other.left < one.right && one.top < other.bottom && other.top < one.bottom;
          expect(overlap, `${a} and ${b} overlap at ${width} px`).to.equal(false);
        }
      }
      expect(toggle.textContent).to.match(/^(Play|Pause) preview$/);
      expect(toggle.getBoundingClientRect().height, 'a 44 px target').to.be.at.least(44);
      wrapper.remove();
    }
  });
});
