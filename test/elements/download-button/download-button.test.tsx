import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/download-button/define.ts';
import type { DownloadButtonDownloadDetail } from '../../../elements/download-button/events.ts';
import { examples } from '../../../elements/download-button/examples.ts';
import { recordConsole } from '../../support/console.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot } from '../../support/fixtures.ts';
import { fakeNetwork, passThrough, requests, serverError } from '../../support/network.ts';
import { waitFor } from '../../support/wait.ts';

const button = (el: HTMLElement) => renderRoot(el).querySelector<HTMLButtonElement>('.vb-download-button__button')!;
const status = (el: HTMLElement) => renderRoot(el).querySelector('.vb-download-button__status')?.textContent;
const state = (el: HTMLElement, wanted: string) => waitFor(() => el.dataset.vbState === wanted, `data-vb-state="${wanted}" (now ${el.dataset.vbState})`, 8000);

/** Keeps files from being saved during the tests, and records what would have been. */
function downloads(): DownloadButtonDownloadDetail[] {
  const seen: DownloadButtonDownloadDetail[] = [];
  const listener = (event: Event) => {
    seen.push((event as CustomEvent<DownloadButtonDownloadDetail>).detail);
    event.preventDefault();
  };
  document.addEventListener('vb-download-button-download', listener);
  after(() => document.removeEventListener('vb-download-button-download', listener));
  return seen;
}

/** A file that streams in two parts, the second when the test says. */
function twoPartFile(size: number) {
  let finish: () => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(size / 2));
      finish = () => {
        controller.enqueue(new Uint8Array(size / 2));
        controller.close();
      };
    },
  });
  return { response: new Response(body, { headers: { 'Content-Length': String(size), 'Content-Type': 'video/mp4' } }), finish: () => finish() };
}

describe('vb-download-button', () => {
  beforeEach(() => {
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
  });

  it('downloads the file at href from the server and saves it under its name; a download analytic', async () => {
    const seen = downloads();
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    expect(el.dataset.vbState).to.equal('idle');
    button(el).click();
    await state(el, 'done');
    expect(status(el)).to.equal('Download complete.');
    expect(seen).to.have.length(1);
    expect(seen[0]).to.deep.include({ url: `${location.origin}/demo/static/country/countries.json`, filename: 'countries.json', video: false });
    const text = await seen[0]!.blob.text();
    expect(seen[0]!.bytes).to.be.above(1000);
    expect(JSON.parse(text)).to.not.equal(null);
    const layer = (window as unknown as { dataLayer: { component: { info: Record<string, unknown> } }[] }).dataLayer;
    expect(layer.at(-1)?.component.info).to.deep.include({
      contentTitle: 'countries.json',
      interactionText: 'Download the country list',
      link: `${location.origin}/demo/static/country/countries.json`,
    });
    await expect(el).to.be.accessible();
  });

  it('a video downloads its largest MP4 source, with progress while it streams', async () => {
    const seen = downloads();
    const file = twoPartFile(2_000_000);
    fakeNetwork((request) => (new URL(request.url).pathname === '/static/video/open-house-1080.mp4' ? file.response : serverError(404, 'Not Found')));
    const { el } = await mountExample(exampleNamed(examples, 'video'));
    button(el).focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => status(el) === 'Downloading… 50%', 'half the file', 8000);
    const progress = renderRoot(el).querySelector('progress')!;
    expect(progress.value).to.equal(50);
    expect(button(el).getAttribute('aria-disabled')).to.equal('true');
    await expect(el).to.be.accessible();
    button(el).click();
    file.finish();
    await state(el, 'done');
    expect(requests.map((request) => new URL(request.url).pathname)).to.deep.equal(['/static/video/open-house-1080.mp4']);
    expect(seen[0]).to.deep.include({ filename: 'temple-open-house.mp4', bytes: 2_000_000, video: true });
    expect(renderRoot(el).querySelector('progress')).to.equal(null);
  });

  it('a failed download: "Video download failed", an error event, and pressing again retries', async () => {
    fakeNetwork(passThrough);
    const errors: string[] = [];
    document.addEventListener('vb-download-button-error', (event) => errors.push((event as CustomEvent<{ url: string }>).detail.url));
    const { el } = await mountExample(exampleNamed(examples, 'video'));
    button(el).click();
    await state(el, 'error');
    expect(status(el)).to.equal('Video download failed');
    expect(errors.at(-1)).to.equal(`${location.origin}/static/video/open-house-1080.mp4`);
    await expect(el).to.be.accessible();
    button(el).click();
    await waitFor(() => requests.length === 2, 'a second try');
    await state(el, 'error');
  });

  it('a file (href) that fails does not say "Video download failed", but file-error-message', async () => {
    fakeNetwork(passThrough);
    const { el } = await mountHtml('<vb-download-button href="/static/country/no-such-file.json" label="Download the list"></vb-download-button>');
    button(el).click();
    await state(el, 'error');
    expect(status(el)).to.equal('The file could not be downloaded. Please try again.');
    el.setAttribute('file-error-message', 'No se pudo descargar el archivo');
    await waitFor(() => status(el) === 'No se pudo descargar el archivo', 'the own wording');
    await expect(el).to.be.accessible();
  });

  it('nothing to download: the button does nothing and a warning names the attribute', async () => {
    const record = recordConsole();
    const { el } = await mountHtml(`<vb-download-button sources='[{ "src": "/v.m3u8", "type": "application/x-mpegURL" }]'></vb-download-button>`);
    await state(el, 'unavailable');
    record.restore();
    expect(record.warnings.some((warning) => warning.startsWith('<vb-download-button>: sources has no MP4 source'))).to.equal(true);
    expect(button(el).getAttribute('aria-disabled')).to.equal('true');
    fakeNetwork(passThrough);
    button(el).click();
    expect(requests).to.have.length(0);
  });

  it('a javascript: href is not followed', async () => {
    const record = recordConsole();
    const { el } = await mountHtml('<vb-download-button href="javascript:alert(1)"></vb-download-button>');
    await state(el, 'unavailable');
    record.restore();
    expect(record.warnings.some((warning) => warning.includes('href must be an http(s) address'))).to.equal(true);
  });
});
