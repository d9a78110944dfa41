/**
 * The players' download action (spec section 7: "download of the largest MP4 source of a video"; section 8:
 * 'Video download failed'), against the reference hosted-video player (its catalog lists a stream, two MP4 sizes and
 * a WebM) and the project's own media files, fetched for real from the test server.
 */
import { expect } from '@open-wc/testing';
import '../../../elements/media-player/define.ts';
import '../../../elements/video/define.ts';
import '../../../elements/remote-trigger/define.ts';
import { examples } from '../../../elements/media-player/examples.ts';
import { publish } from '../../../src/remote-trigger.ts';
import { addPlatformMeta } from '../../support/media-platforms.ts';
import { recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot } from '../../support/fixtures.ts';
import { waitFor } from '../../support/wait.ts';

const MEDIA = '/demo/static/media/';
const HOSTED = (id: string) => `{ "brightcoveId": "${id}", "brightcoveAccountId": "1234567890001", "brightcovePlayerId": "default" }`;

interface Saved {
  name: string;
  bytes: number;
}

/** Files the page saves (a link with `download`): their names and sizes. The browser's own download is prevented. */
function watchSaves(): { saved: Saved[]; stop(): void } {
  const saved: Saved[] = [];
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof HTMLAnchorElement && event.target.hasAttribute('download') ? event.target : null;
    if (!link) return;
    event.preventDefault();
    // Read before the page revokes the blob address (after the click's task).
    void fetch(link.href)
      .then((response) => response.blob())
      .then((blob) => saved.push({ name: link.download, bytes: blob.size }));
  };
  document.addEventListener('click', onClick, true);
  return { saved, stop: () => document.removeEventListener('click', onClick, true) };
}

function layer(): { event: string; component: { info: Record<string, unknown> } }[] {
  return ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as never;
}

function part(el: HTMLElement, name: string): HTMLElement | null {
  return renderRoot(el).querySelector<HTMLElement>(`[part~='${name}']`);
}

function nextEvent(el: Element, name: string): Promise<CustomEvent> {
  return new Promise((resolve) => el.addEventListener(name, (event) => resolve(event as CustomEvent), { once: true }));
}

async function fileBytes(path: string): Promise<number> {
  return (await (await fetch(path)).blob()).size;
}

describe('media players: download of the largest MP4 (spec sections 7 and 8)', () => {
  let saves: ReturnType<typeof watchSaves>;
  let record: ConsoleRecord;

  before(addPlatformMeta);

  beforeEach(() => {
    sessionStorage.removeItem('yt-available');
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
    saves = watchSaves();
    record = recordConsole();
  });

  afterEach(() => {
    saves.stop();
    record.restore();
  });

  it('the remote trigger in the example loads the hosted player without playing and saves its largest MP4, with the download analytic', async () => {
    const { el, wrapper } = await mountExample(exampleNamed(examples, 'download'));
    const trigger = wrapper.querySelector('vb-remote-trigger');
    const button = await waitFor(() => trigger && renderRoot(trigger as HTMLElement).querySelector('button'), 'the trigger button');
    button.click();
    await waitFor(() => saves.saved.length > 0, 'a saved file', 8000);
    expect(saves.saved).to.deep.equal([{ name: 'sample.mp4', bytes: await fileBytes(`${MEDIA}sample.mp4`) }]);
    expect(el.getAttribute('data-vb-platform')).to.equal('brightcove');
    expect(el.hasAttribute('data-vb-playing')).to.equal(false);
    const download = layer().find((event) => event.component.info.interactionText === 'download');
    expect(download?.component.info.link).to.match(/^http:\/\/[^/]+\/(demo\/)?static\/media\/sample\.mp4$/);
    expect(download?.component.info.platform).to.equal('Brightcove');
    expect(download?.component.info.contentTitle).to.equal('A visit to the temple grounds');
    // Not the smaller MP4 (…?rendition=45p), the stream or the WebM: one file fetched, the largest MP4.
    const fetched = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => /sample\.mp4/.test(entry.name) && entry.initiatorType === 'fetch',
    );
    expect(fetched.map((entry) => new URL(entry.name).search)).to.not.include('?rendition=45p');
    expect(part(el, 'download-error')).to.equal(null);
    expect(el.hasAttribute('data-vb-downloading')).to.equal(false);
    expect(record.errors).to.deep.equal([]);
  });

  it('a file player saves its MP4 from script (publish), after playing', async () => {
    const { el } = await mountHtml(`<vb-video id="clip-mp4" label="A clip" src="${MEDIA}sample.mp4" load="preload"></vb-video>`);
    await waitFor(() => el.getAttribute('data-vb-platform') === 'file' && renderRoot(el).querySelector('video'), 'the file player');
    expect(publish('clip-mp4', { action: 'download' })).to.equal(true);
    await waitFor(() => saves.saved.length > 0, 'a saved file', 8000);
    expect(saves.saved).to.deep.equal([{ name: 'sample.mp4', bytes: await fileBytes(`${MEDIA}sample.mp4`) }]);
  });

  it('a rendition that does not load: "Video download failed" as an alert, the error event and analytic; the player keeps working', async () => {
    const { el } = await mountHtml(`<vb-media-player id="gone" label="Gone file" data-media='${HOSTED('4100000000000')}'></vb-media-player>`);
    const failed = nextEvent(el, 'vb-media-player-error');
    publish('gone', { action: 'download' });
    const { detail } = await failed;
    expect(detail.message).to.equal('Video download failed');
    expect(detail.platform).to.equal('Brightcove');
    const alert = await waitFor(() => part(el, 'download-error'), 'the download error');
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(alert.textContent).to.equal('Video download failed');
    expect(el.hasAttribute('data-vb-error'), 'the player itself has not failed').to.equal(false);
    const error = layer().find((event) => event.component.info.message === 'Video download failed');
    expect(error, 'the error analytic').to.not.equal(undefined);
    expect(saves.saved).to.deep.equal([]);
    expect(record.warnings.join('\n')).to.match(/<vb-media-player> Video download failed: HTTP 404/);
    expect(renderRoot(el).querySelector('video'), 'the player stays').to.not.equal(null);
    await expect(el).to.be.accessible();
  });

  it('a streaming-site video has no MP4 to give: it fails with the wording of download-error-text and says why in the console', async () => {
    const { el } = await mountHtml(
      `<vb-media-player id="yt" label="Streaming" download-error-text="Could not save the video" data-media='{ "youTubeId": "M7lc1UVf-VE" }'></vb-media-player>`,
    );
    const failed = nextEvent(el, 'vb-media-player-error');
    publish('yt', { action: 'download' });
    expect((await failed).detail.message).to.equal('Could not save the video');
    expect((await waitFor(() => part(el, 'download-error'), 'the download error')).textContent).to.equal('Could not save the video');
    expect(record.warnings.join('\n')).to.match(/the streaming site \(YouTube\) gives no file of its videos/);
    expect(saves.saved).to.deep.equal([]);
  });

  it('a WebM-only file player: no MP4, "Video download failed"', async () => {
    const { el } = await mountHtml(`<vb-video id="webm" label="WebM" src="${MEDIA}sample.webm"></vb-video>`);
    const failed = nextEvent(el, 'vb-video-error');
    publish('webm', { action: 'download' });
    expect((await failed).detail.message).to.equal('Video download failed');
    expect(record.warnings.join('\n')).to.match(/<vb-video> Video download failed: the video has no MP4 source/);
    await expect(el).to.be.accessible();
  });
});
