import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../../elements/video/define.ts';
import { exampleNamed, mountHtml, renderRoot } from '../../support/fixtures.ts';
import { examples } from '../../../elements/video/examples.ts';
import { settle, waitFor } from '../../support/wait.ts';

const LOOP = `<vb-video looping label="Hills at dawn" src="/demo/static/media/sample.webm"></vb-video>`;

function part(el: HTMLElement, name: string): HTMLElement | null {
  return renderRoot(el).querySelector<HTMLElement>(`[part~='${name}']`);
}

describe('vb-video', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('a looping video is muted, without controls, loops and plays by itself near view', async () => {
    const { el } = await mountHtml(LOOP);
    const video = await waitFor(() => renderRoot(el).querySelector('video'), 'the video');
    expect(video.muted).to.equal(true);
    expect(video.controls).to.equal(false);
    expect(video.loop).to.equal(true);
    await waitFor(() => el.hasAttribute('data-vb-playing'), 'playing');
    expect(part(el, 'facade')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('pauses a looping video that leaves the 500 px around the viewport', async () => {
    const { el, wrapper } = await mountHtml(LOOP);
    await waitFor(() => el.hasAttribute('data-vb-playing'), 'playing');
    wrapper.style.marginTop = '3000px';
    await waitFor(() => !el.hasAttribute('data-vb-playing'), 'paused out of view');
    wrapper.style.marginTop = '';
    await waitFor(() => el.hasAttribute('data-vb-playing'), 'playing again in view');
  });

  it('a looping video coming into view does not pause the video a visitor is watching, nor is it paused by it', async () => {
    const { wrapper } = await mountHtml(`<div>
      <vb-video label="Sermon" src="/demo/static/media/sample.webm"></vb-video>
      <div class="room"></div>
      ${LOOP}
    </div>`);
    const [watched, loop] = [...wrapper.querySelectorAll('vb-video')] as HTMLElement[];
    if (!watched || !loop) throw new Error('two videos');
    // The loop starts out of reach (beyond the 500 px around the viewport): the visitor starts the other one first.
    const room = wrapper.querySelector<HTMLElement>('.room')!;
    room.style.height = '3000px';
    await settle();
    const button = await waitFor(() => part(watched, 'facade'), 'the play button');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => watched.hasAttribute('data-vb-playing'), 'the watched video playing');
    expect(loop.hasAttribute('data-vb-playing')).to.equal(false);
    // Now the loop comes near view and starts by itself.
    room.style.height = '0';
    await waitFor(() => loop.hasAttribute('data-vb-playing'), 'the loop playing');
    await settle();
    expect(watched.hasAttribute('data-vb-playing'), 'the watched video plays on').to.equal(true);
    expect(loop.hasAttribute('data-vb-playing'), 'the loop plays on').to.equal(true);
  });

  it('under reduced motion a looping video waits for its visible play button', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { el } = await mountHtml(LOOP);
    const toggle = await waitFor(() => part(el, 'loop-toggle'), 'the play button');
    await settle();
    expect(el.hasAttribute('data-vb-playing')).to.equal(false);
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    expect(toggle.textContent).to.equal('Play video: Hills at dawn');
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => el.hasAttribute('data-vb-playing'), 'playing after the button');
    await waitFor(() => toggle.getAttribute('aria-pressed') === 'true', 'pressed');
    await expect(el).to.be.accessible();
  });

  it('a link to its id plays and pauses it (remote trigger)', async () => {
    const example = exampleNamed(examples, 'remote-trigger');
    const html = example.html.replace('/static/media/', '/demo/static/media/');
    const { el, wrapper } = await mountHtml(`${html}${example.demoHtml ?? ''}`);
    const link = wrapper.querySelector('a') as HTMLAnchorElement;
    await settle();
    link.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => el.hasAttribute('data-vb-playing'), 'playing from the link');
    link.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !el.hasAttribute('data-vb-playing'), 'paused from the link');
    expect(location.hash).to.not.equal('#intro-video');
  });
});
