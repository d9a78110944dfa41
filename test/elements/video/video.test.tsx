import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../../elements/video/define.ts';
import { exampleNamed, mountHtml, renderRoot } from '../../support/fixtures.ts';
import { examples } from '../../../elements/video/examples.ts';
import { publish } from '../../../src/remote-trigger.ts';
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
    expect(toggle.textContent).to.equal('Play video: Hills at dawn');
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => el.hasAttribute('data-vb-playing'), 'playing after the button');
    // The button now says what it does (pause-text), and pauses the loop.
    await waitFor(() => toggle.textContent === 'Pause video: Hills at dawn', 'the button now pauses');
    expect(toggle.hasAttribute('aria-pressed'), 'its name says the state; no pressed state besides').to.equal(false);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !el.hasAttribute('data-vb-playing'), 'paused by the button');
    expect(toggle.textContent).to.equal('Play video: Hills at dawn');
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

  it('no-init: a looping and a preload video wait for their play button; a press, a remote trigger or removing the attribute starts them', async () => {
    const file = '/demo/static/media/sample.webm';
    const { wrapper } = await mountHtml(`<div>
      <vb-video load="preload" label="Control" src="${file}"></vb-video>
      <vb-video no-init looping label="Hills at dawn" src="${file}"></vb-video>
      <vb-video no-init load="preload" label="Sermon" src="${file}"></vb-video>
      <vb-video no-init id="held-video" load="scroll" label="Talk" src="${file}"></vb-video>
    </div>`);
    const [control, loop, preload, scroll] = [...wrapper.querySelectorAll('vb-video')] as HTMLElement[];
    if (!control || !loop || !preload || !scroll) throw new Error('four videos');
    // The same page without no-init loads at once: once that one has, the others had their chance to start by themselves.
    await waitFor(() => renderRoot(control).querySelector('video'), 'the control video loaded');
    await settle();
    for (const held of [loop, preload, scroll]) {
      expect(Boolean(renderRoot(held).querySelector('video')), held.getAttribute('label') ?? '').to.equal(false);
      expect(part(held, 'facade')?.getAttribute('aria-label')).to.equal(`Play video: ${held.getAttribute('label')}`);
    }
    await expect(loop).to.be.accessible();
    // A press plays the looping one (then it behaves as a loop: muted, without controls).
    part(loop, 'facade')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => loop.hasAttribute('data-vb-playing'), 'the loop playing after the press');
    expect(renderRoot(loop).querySelector('video')?.muted).to.equal(true);
    // Removing the attribute runs the start-up it skipped: preload loads.
    preload.removeAttribute('no-init');
    await waitFor(() => renderRoot(preload).querySelector('video'), 'the preload video loaded once no-init is removed');
    expect(preload.hasAttribute('data-vb-playing')).to.equal(false);
    // A remote trigger to its id loads it.
    publish('held-video', { action: 'load' });
    await waitFor(() => renderRoot(scroll).querySelector('video'), 'the held video loaded by the trigger');
  });

  it('init-children: the players inside wait until it starts, then each starts as its attributes say', async () => {
    const file = '/demo/static/media/sample.webm';
    const { el } = await mountHtml(`<vb-video init-children label="Outer" src="${file}">
      <div slot="error"><vb-video load="preload" label="Inner" src="${file}"></vb-video><vb-video no-init load="preload" label="Inner held" src="${file}"></vb-video></div>
    </vb-video><vb-video load="preload" label="Control" src="${file}"></vb-video>`);
    const [inner, innerHeld] = [...el.querySelectorAll('vb-video')] as HTMLElement[];
    const control = el.nextElementSibling as HTMLElement;
    if (!inner || !innerHeld || control?.localName !== 'vb-video') throw new Error('three videos');
    await waitFor(() => renderRoot(control).querySelector('video'), 'the control video loaded');
    await settle();
    expect(Boolean(renderRoot(inner).querySelector('video')), 'the inner video waits').to.equal(false);
    expect(Boolean(renderRoot(innerHeld).querySelector('video')), 'the inner no-init video waits').to.equal(false);
    part(el, 'facade')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => renderRoot(inner).querySelector('video'), 'the inner video loaded after the outer one started');
    await waitFor(() => renderRoot(innerHeld).querySelector('video'), 'the inner no-init video loaded too');
  });
  it('in a narrow frame (a phone) the loop button is a round icon in the corner that keeps its words as its name', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { el, wrapper } = await mountHtml(LOOP);
    wrapper.style.width = '218px';
    const toggle = await waitFor(() => part(el, 'loop-toggle'), 'the play button');
    await settle();
    const box = toggle.getBoundingClientRect();
    const frame = (part(el, 'frame') as HTMLElement).getBoundingClientRect();
    expect(box.width, 'a 44 px target').to.be.closeTo(44, 1);
    expect(box.height, 'a 44 px target').to.be.closeTo(44, 1);
    expect(box.width * box.height, 'it covers little of the video').to.be.below((frame.width * frame.height) / 10);
    expect(toggle.textContent).to.equal('Play video: Hills at dawn');
    await expect(el).to.be.accessible();
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => toggle.textContent === 'Pause video: Hills at dawn', 'the button now pauses');
  });
});
