import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../elements/audio-player/define.ts';
import '../../../elements/video/define.ts';
import { examples } from '../../../elements/audio-player/examples.ts';
import { MEDIA_PAUSE_EVENT } from '../../../src/overlay-media.ts';
import { publish } from '../../../src/remote-trigger.ts';
import { recordConsole } from '../../support/console.ts';
import { exampleNamed, mountHtml, renderRoot } from '../../support/fixtures.ts';
import { settle, waitFor } from '../../support/wait.ts';

const TONE = '/demo/static/media/tone.webm';

/** An example's markup with the demo's file paths as the test server serves them. */
function exampleHtml(name: string): string {
  const example = exampleNamed(examples, name);
  return `${example.html}${example.demoHtml ?? ''}`.replaceAll('/static/media/', '/demo/static/media/');
}

function part<T extends HTMLElement = HTMLElement>(el: HTMLElement, name: string): T {
  const found = renderRoot(el).querySelector<T>(`[part~='${name}']`);
  if (!found) throw new Error(`no part ${name}`);
  return found;
}

function audioOf(el: HTMLElement): HTMLAudioElement {
  const audio = renderRoot(el).querySelector('audio');
  if (!audio) throw new Error('no <audio>');
  return audio;
}

function nextEvent(el: Element, name: string): Promise<CustomEvent> {
  return new Promise((resolve) => el.addEventListener(name, (event) => resolve(event as CustomEvent), { once: true }));
}

/** Press a control the way a visitor does (a trusted key, so the browser lets it play). */
async function press(control: HTMLElement, key = 'Enter'): Promise<void> {
  control.focus();
  await sendKeys({ press: key });
}

/** The file loaded: the seek bar spans its length (before, it counts hundredths of a length not known yet). */
async function ready(el: HTMLElement): Promise<HTMLInputElement> {
  const seek = part<HTMLInputElement>(el, 'seek');
  await waitFor(() => {
    const audio = renderRoot(el).querySelector('audio');
    return !!audio && audio.duration > 0 && seek.max === String(audio.duration);
  }, 'the file loaded (seek bar as long as the file)');
  return seek;
}

describe('vb-audio-player', () => {
  beforeEach(() => {
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
  });

  it('loads the file near view, shows its length as text and has named controls', async () => {
    const { el } = await mountHtml(exampleHtml('near-view'));
    const seek = await ready(el);
    expect(part(el, 'time').textContent).to.equal('0:00 / 0:03');
    expect(seek.max).to.equal(String(audioOf(el).duration));
    expect(seek.getAttribute('aria-valuetext')).to.equal('0:00 of 0:03');
    expect(seek.getAttribute('aria-label')).to.equal('Position');
    expect(part(el, 'play-toggle').getAttribute('aria-label')).to.equal('Play');
    expect(part(el, 'back').getAttribute('aria-label')).to.equal('Back 10 seconds');
    expect(part(el, 'forward').getAttribute('aria-label')).to.equal('Forward 10 seconds');
    expect(part(el, 'controls').getAttribute('aria-label')).to.equal('A quiet tone');
    expect([...audioOf(el).querySelectorAll('source')].map((s) => s.getAttribute('src'))).to.deep.equal([TONE, '/demo/static/media/tone.m4a']);
    expect(audioOf(el).controls).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('plays and pauses from its button, with events and media analytics', async () => {
    const { el } = await mountHtml(`<vb-audio-player label="Tone" load="scroll" src="${TONE}" analytics-title="Tone for analytics"></vb-audio-player>`);
    await ready(el);
    const played = nextEvent(el, 'vb-audio-player-play');
    await press(part(el, 'play-toggle'));
    const { detail } = await played;
    expect(detail.platform, 'an audio file is not a video').to.equal('Audio file');
    expect(detail.videoId).to.equal(TONE);
    expect(detail.name).to.equal('Tone for analytics');
    await waitFor(() => el.hasAttribute('data-vb-playing'), 'marked playing');
    expect(part(el, 'play-toggle').getAttribute('aria-label')).to.equal('Pause');
    await expect(el).to.be.accessible();
    const paused = nextEvent(el, 'vb-audio-player-pause');
    await press(part(el, 'play-toggle'), 'Space');
    await paused;
    await waitFor(() => !el.hasAttribute('data-vb-playing'), 'not playing');
    expect(part(el, 'play-toggle').getAttribute('aria-label')).to.equal('Play');
    const layer = (window as unknown as { dataLayer: { event: string; component?: { info?: Record<string, unknown> } }[] }).dataLayer;
    const texts = layer.map((entry) => entry.component?.info?.interactionText);
    expect(texts).to.include.members(['play', 'pause']);
  });

  it('skips 10 seconds back and forward within the file, and the seek bar moves by keyboard', async () => {
    const { el } = await mountHtml(`<vb-audio-player label="Tone" load="scroll" src="${TONE}"></vb-audio-player>`);
    const seek = await ready(el);
    const audio = audioOf(el);
    await press(seek, 'ArrowRight');
    await waitFor(() => audio.currentTime === 1, 'one second on');
    expect(seek.getAttribute('aria-valuetext')).to.equal('0:01 of 0:03');
    expect(part(el, 'time').textContent).to.equal('0:01 / 0:03');
    // The bar moves in whole seconds: End lands on the last one, shown as the length.
    await press(seek, 'End');
    await waitFor(() => audio.currentTime === 3, 'at the last second');
    expect(seek.getAttribute('aria-valuetext')).to.equal('0:03 of 0:03');
    await press(seek, 'Home');
    await waitFor(() => audio.currentTime === 0, 'at the start');
    // The file is just under four seconds long (shown as 0:03): a forward skip lands on its end, a back skip on its start.
    await press(part(el, 'forward'));
    await waitFor(() => Math.abs(audio.currentTime - audio.duration) < 0.01, 'skipped to the end');
    expect(part(el, 'time').textContent).to.equal('0:03 / 0:03');
    await press(part(el, 'back'));
    await waitFor(() => audio.currentTime === 0, 'skipped back to the start');
    expect(part(el, 'time').textContent).to.equal('0:00 / 0:03');
  });

  it('stops at the end', async function () {
    this.timeout(10000);
    const { el } = await mountHtml(`<vb-audio-player label="Tone" load="scroll" src="${TONE}"></vb-audio-player>`);
    const seek = await ready(el);
    await press(seek, 'ArrowRight');
    await press(seek, 'ArrowRight');
    await press(seek, 'ArrowRight');
    const ended = nextEvent(el, 'vb-audio-player-ended');
    await press(part(el, 'play-toggle'));
    await ended;
    await waitFor(() => !el.hasAttribute('data-vb-playing'), 'stopped');
    expect(part(el, 'play-toggle').getAttribute('aria-label')).to.equal('Play');
    expect(audioOf(el).paused).to.equal(true);
    expect(part(el, 'time').textContent).to.equal('0:03 / 0:03');
  });

  it('pauses a playing video when it plays, and a video pauses it', async () => {
    const { el, wrapper } = await mountHtml(exampleHtml('with-video'));
    const video = wrapper.querySelector('vb-video') as HTMLElement;
    await ready(el);
    await press(part(video, 'facade'));
    await waitFor(() => video.hasAttribute('data-vb-playing'), 'the video playing');
    await press(part(el, 'play-toggle'));
    await waitFor(() => el.hasAttribute('data-vb-playing'), 'the audio playing');
    await waitFor(() => !video.hasAttribute('data-vb-playing'), 'the video paused by the audio');
    (renderRoot(video).querySelector('video') as HTMLVideoElement).focus();
    await press(renderRoot(video).querySelector('video') as HTMLVideoElement, 'Space');
    await waitFor(() => video.hasAttribute('data-vb-playing'), 'the video playing again');
    await waitFor(() => !el.hasAttribute('data-vb-playing'), 'the audio paused by the video');
  });

  it("pauses on the overlay kit's vb-media-pause event", async () => {
    const { el } = await mountHtml(`<section><vb-audio-player label="Tone" load="scroll" src="${TONE}"></vb-audio-player></section>`);
    await ready(el);
    await press(part(el, 'play-toggle'));
    await waitFor(() => el.hasAttribute('data-vb-playing'), 'playing');
    document.dispatchEvent(new CustomEvent(MEDIA_PAUSE_EVENT, { detail: { root: el.parentElement } }));
    await waitFor(() => !el.hasAttribute('data-vb-playing'), 'paused by the overlay event');
  });

  it('says a file cannot be played, and "Try again" loads it again', async () => {
    // The file fails as soon as it loads near view: listen before it mounts.
    const failed = nextEvent(document.body, 'vb-audio-player-error');
    const { el } = await mountHtml(exampleHtml('error'));
    const { detail } = await failed;
    expect(detail.message).to.equal('The file /demo/static/media/missing.webm could not be played.');
    const error = await waitFor(() => renderRoot(el).querySelector<HTMLElement>("[part~='error']"), 'the error');
    expect(error.getAttribute('role')).to.equal('alert');
    expect(error.textContent).to.contain('The file /demo/static/media/missing.webm could not be played.');
    expect(el.hasAttribute('data-vb-error')).to.equal(true);
    await expect(el).to.be.accessible();
    // The author fixes the address; a retry by keyboard then plays it.
    el.setAttribute('src', TONE);
    await settle();
    const played = nextEvent(el, 'vb-audio-player-play');
    await press(part(el, 'retry'));
    await played;
    expect(renderRoot(el).querySelector("[part~='error']")).to.equal(null);
    expect(el.hasAttribute('data-vb-error')).to.equal(false);
  });

  it("says 'Audio file took too long to build the asset.' when the file never gets ready (5,000 ms), with an error analytic", async function () {
    this.timeout(15000);
    // A media source nothing is ever appended to: the browser waits for its metadata forever, offline and without a fake.
    const stalled = URL.createObjectURL(new MediaSource());
    try {
      const { el } = await mountHtml(`<vb-audio-player label="Stalled" src="${stalled}"></vb-audio-player>`);
      const failed = nextEvent(el, 'vb-audio-player-error');
      const started = performance.now();
      await press(part(el, 'play-toggle'));
      const { detail } = await failed;
      const waited = performance.now() - started;
      expect(detail.message).to.equal('Audio file took too long to build the asset.');
      expect(detail.platform).to.equal('Audio file');
      expect(waited > 4900 && waited < 8000, `${waited} ms`).to.equal(true);
      const error = await waitFor(() => renderRoot(el).querySelector<HTMLElement>("[part~='error']"), 'the error');
      expect(error.getAttribute('role')).to.equal('alert');
      expect(error.textContent).to.contain('Audio file took too long to build the asset.');
      expect(part(el, 'retry').textContent).to.equal('Try again');
      const layer = (window as unknown as { dataLayer: { component?: { info?: Record<string, unknown> } }[] }).dataLayer;
      const errors = layer.map((entry) => entry.component?.info).filter((info) => info?.message);
      expect(errors.map((info) => [info?.platform, info?.message])).to.deep.equal([['Audio file', 'Audio file took too long to build the asset.']]);
      await expect(el).to.be.accessible();
    } finally {
      URL.revokeObjectURL(stalled);
    }
  });

  it('says "No media added to player" without a file, once pressed', async () => {
    const { el } = await mountHtml(exampleHtml('no-media'));
    await press(part(el, 'play-toggle'));
    const error = await waitFor(() => renderRoot(el).querySelector<HTMLElement>("[part~='error']"), 'the error');
    expect(error.textContent).to.contain('No media added to player');
    await expect(el).to.be.accessible();
  });

  it('by default loads nothing before the first press, then plays', async () => {
    const { el } = await mountHtml(exampleHtml('default'));
    await settle();
    expect(renderRoot(el).querySelector('audio')).to.equal(null);
    expect(part<HTMLInputElement>(el, 'seek').disabled, 'the seek bar works before load: a seek loads the file').to.equal(false);
    await press(part(el, 'play-toggle'));
    await waitFor(() => el.hasAttribute('data-vb-playing'), 'playing after the press');
  });

  it('the first seek loads the file and goes there once it has loaded, by mouse or keyboard (load="click")', async () => {
    const { el } = await mountHtml(exampleHtml('default'));
    await settle();
    expect(renderRoot(el).querySelector('audio'), 'nothing read before the seek').to.equal(null);
    const bar = part<HTMLInputElement>(el, 'seek').getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(bar.left + bar.width / 2), Math.round(bar.top + bar.height / 2)] });
    const seek = await ready(el);
    const audio = audioOf(el);
    await waitFor(() => audio.currentTime > 0, 'the seek applied once loaded');
    // Half way along the bar is half way through the file (the thumb's width makes it about half).
    expect(audio.currentTime / audio.duration).to.be.within(0.35, 0.65);
    expect(el.hasAttribute('data-vb-playing'), 'a seek does not start it').to.equal(false);
    await waitFor(() => seek.getAttribute('aria-valuetext') === `${part(el, 'time').textContent?.split(' / ')[0]} of 0:03`, 'the bar speaks the position');
    expect(part(el, 'time').textContent).to.not.equal('0:00 / 0:03');

    const { el: keyed } = await mountHtml(exampleHtml('default'));
    await settle();
    await press(part(keyed, 'seek'), 'ArrowRight');
    await ready(keyed);
    // One step before load is a hundredth of the file.
    await waitFor(() => audioOf(keyed).currentTime > 0, 'the keyboard seek applied once loaded');
    expect(audioOf(keyed).currentTime / audioOf(keyed).duration).to.be.closeTo(0.01, 0.001);
    await expect(keyed).to.be.accessible();
  });

  it('a link to its id plays and pauses it (remote trigger)', async () => {
    const { el, wrapper } = await mountHtml(
      `<vb-audio-player id="tone-audio" label="Tone" load="scroll" src="${TONE}"></vb-audio-player><p><a href="#tone-audio">Play the tone</a></p>`,
    );
    await ready(el);
    const link = wrapper.querySelector('a') as HTMLAnchorElement;
    await press(link);
    await waitFor(() => el.hasAttribute('data-vb-playing'), 'playing from the link');
    await press(link);
    await waitFor(() => !el.hasAttribute('data-vb-playing'), 'paused from the link');
  });

  it('remote trigger seek, restart, mute: a script sends them to its id', async () => {
    const { el } = await mountHtml(`<vb-audio-player id="tone-remote" label="Tone" load="scroll" src="${TONE}" start="1"></vb-audio-player>`);
    await ready(el);
    const audio = audioOf(el);
    publish('tone-remote', { action: 'seek', detail: { seconds: 2.5 } });
    await waitFor(() => Math.abs(audio.currentTime - 2.5) < 0.01, 'at 2.5 s after the seek');
    expect(el.hasAttribute('data-vb-playing'), 'a seek does not start it').to.equal(false);
    await waitFor(() => part(el, 'time').textContent === '0:02 / 0:03', 'the time shown follows the seek of a paused player');
    // The restart's play comes from a script, not a visitor's gesture: the browser lets only a muted file play.
    publish('tone-remote', { action: 'mute' });
    await waitFor(() => el.hasAttribute('data-vb-muted'), 'marked muted');
    expect(audio.muted).to.equal(true);
    publish('tone-remote', { action: 'restart' });
    await waitFor(() => el.hasAttribute('data-vb-playing'), 'playing after the restart');
    expect(audio.currentTime, 'from its start position (start="1")').to.be.within(1, 1.9);
    publish('tone-remote', { action: 'toggle-mute' });
    await waitFor(() => !el.hasAttribute('data-vb-muted'), 'unmuted by toggle-mute');
    expect(audio.muted).to.equal(false);
    publish('tone-remote', { action: 'toggle-mute' });
    await waitFor(() => el.hasAttribute('data-vb-muted'), 'muted again by toggle-mute');
    publish('tone-remote', { action: 'restart', detail: { seconds: 0 } });
    await waitFor(() => audio.currentTime < 0.9, 'back at 0 s');
    publish('tone-remote', { action: 'unmute' });
    await waitFor(() => !el.hasAttribute('data-vb-muted'), 'unmuted');
    publish('tone-remote', { action: 'pause' });
    await waitFor(() => !el.hasAttribute('data-vb-playing'), 'paused');
  });

  it('remote trigger restart before it has loaded: loads, then plays from the start position', async () => {
    const { el } = await mountHtml(`<vb-audio-player id="tone-cold" label="Tone" src="${TONE}" start="2"></vb-audio-player>`);
    await settle();
    expect(renderRoot(el).querySelector('audio'), 'nothing loaded before the trigger').to.equal(null);
    publish('tone-cold', { action: 'seek', detail: 1 });
    publish('tone-cold', { action: 'restart', detail: { seconds: 1.5 } });
    const audio = await waitFor(() => renderRoot(el).querySelector('audio'), 'the file loading');
    await waitFor(() => audio.currentTime >= 1.5, 'at 1.5 s, where the restart asked');
    expect(audio.currentTime).to.be.below(2.9);
  });

  it('remote trigger: a seek without a position is ignored with a warning naming the element; unknown actions do nothing', async () => {
    const record = recordConsole();
    try {
      const { el } = await mountHtml(`<vb-audio-player id="tone-bad" label="Tone" load="scroll" src="${TONE}"></vb-audio-player>`);
      await ready(el);
      publish('tone-bad', { action: 'seek' });
      publish('tone-bad', { action: 'open' });
      await settle();
      expect(el.hasAttribute('data-vb-playing'), 'an unknown action does not play it').to.equal(false);
      expect(audioOf(el).currentTime).to.equal(0);
      expect(record.warnings).to.deep.equal([
        'visitorBlocks: <vb-audio-player id="tone-bad"> a "seek" remote trigger needs a position in seconds (detail: { seconds }); ignored.',
      ]);
    } finally {
      record.restore();
    }
  });

  it('no-init: near view it loads nothing until pressed, even with load="scroll"', async () => {
    const { wrapper } = await mountHtml(
      `<div><vb-audio-player label="Control" load="scroll" src="${TONE}"></vb-audio-player><vb-audio-player no-init label="Tone" load="scroll" src="${TONE}"></vb-audio-player></div>`,
    );
    const [control, el] = [...wrapper.querySelectorAll('vb-audio-player')] as HTMLElement[];
    if (!control || !el) throw new Error('two players');
    await ready(control);
    await settle();
    expect(Boolean(renderRoot(el).querySelector('audio'))).to.equal(false);
    expect(part<HTMLInputElement>(el, 'seek').disabled, 'the seek bar works before load: a seek loads the file').to.equal(false);
    await press(part(el, 'play-toggle'));
    await waitFor(() => el.hasAttribute('data-vb-playing'), 'playing after the press');
  });
  it('on a 320 px screen every control stays inside the block, the buttons on one row (the time wraps under it)', async () => {
    // 320 px less a page's and a card's padding: the room the demo's cards leave.
    const { el, wrapper } = await mountHtml(`<vb-audio-player label="A quiet tone" load="scroll" src="${TONE}"></vb-audio-player>`);
    wrapper.style.width = '220px';
    await ready(el);
    const box = el.getBoundingClientRect();
    for (const name of ['play-toggle', 'back', 'seek', 'forward', 'time']) {
      const rect = part(el, name).getBoundingClientRect();
      expect(rect.right, `${name} inside the block`).to.be.at.most(box.right + 0.5);
      expect(rect.left, `${name} inside the block`).to.be.at.least(box.left - 0.5);
    }
    const row = part(el, 'play-toggle').getBoundingClientRect().top;
    for (const name of ['back', 'seek', 'forward']) {
      const rect = part(el, name).getBoundingClientRect();
      expect(rect.top + rect.height / 2, `${name} on the buttons' row`).to.be.within(row, row + 44);
    }
    expect(part(el, 'seek').getBoundingClientRect().width, 'the seek bar keeps its room').to.be.at.least(48);
  });
  it('a load value it does not know warns naming the element and the attribute, and loads on the first press', async () => {
    const record = recordConsole();
    try {
      const { el } = await mountHtml(`<vb-audio-player label="A typo" load="lazy" src="${TONE}"></vb-audio-player>`);
      await waitFor(() => record.warnings.length > 0, 'a warning');
      expect(record.warnings.join('\n')).to.contain(
        '<vb-audio-player>: attribute load="lazy" is not one of ["click","scroll","preload"]; using the default ("click").',
      );
      await press(part(el, 'play-toggle'));
      await waitFor(() => el.hasAttribute('data-vb-playing'), 'playing after the press');
    } finally {
      record.restore();
    }
  });
});
