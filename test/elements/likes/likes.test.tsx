/**
 * vb-likes against the real reference server: one like per visitor (participationCounter), keyboard,
 * a failed like (re-enabled, re-read, same Idempotency-Key on retry), analytics, and axe in every state.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/likes/define.ts';
import { mountHtml, recordConsole, renderRoot } from '../../support/index.ts';
import { fakeNetwork, passThrough, requests, restoreNetwork, serverError } from '../../support/network.ts';
import { callServer, uniqueId } from '../../support/server.ts';
import { waitFor } from '../../support/wait.ts';

const SERVER_MS = 15000;

const button = (el: HTMLElement) => renderRoot(el).querySelector<HTMLButtonElement>('button[part~="button"]') as HTMLButtonElement;
const countWords = (el: HTMLElement) => renderRoot(el).querySelector('[part~="count"] .vb-visually-hidden')?.textContent ?? '';
const statusText = (el: HTMLElement) => renderRoot(el).querySelector('[role="status"]')?.textContent ?? '';
const errorText = (el: HTMLElement) => renderRoot(el).querySelector('[role="alert"]')?.textContent ?? '';
const increments = () => requests.filter((r) => r.url.includes('/api/incrementSocialCounter'));

async function stored(group: string, id: string): Promise<number> {
  const { body } = await callServer<{ value: number }>(`/api/readSocialCounter?group=${encodeURIComponent(group)}&id=${encodeURIComponent(id)}`);
  return body.value;
}

describe('vb-likes', function () {
  this.timeout(60000);
  afterEach(() => {
    restoreNetwork();
    localStorage.removeItem('participationCounter');
  });

  it('shows the count, likes once from the keyboard, and stays pressed and disabled', async () => {
    const id = uniqueId('like');
    const { el } = await mountHtml(`<vb-likes like-id="${id}"></vb-likes>`);
    await waitFor(() => countWords(el) === 'Likes: 0', 'the count', SERVER_MS);
    expect(button(el).getAttribute('aria-pressed')).to.equal('false');
    expect(button(el).textContent).to.equal('Like');
    await expect(el).to.be.accessible();
    const liked: number[] = [];
    el.addEventListener('vb-likes-like', (event) => liked.push((event as CustomEvent<{ value: number }>).detail.value));
    button(el).focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => statusText(el) === 'Thank you for your like.', 'the thank-you text', SERVER_MS);
    expect(countWords(el)).to.equal('Likes: 1');
    expect(button(el).getAttribute('aria-pressed')).to.equal('true');
    expect(button(el).getAttribute('aria-disabled')).to.equal('true');
    expect(liked).to.deep.equal([1]);
    await sendKeys({ press: 'Space' });
    button(el).click();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await stored('likes', id)).to.equal(1);
    expect(JSON.parse(localStorage.getItem('participationCounter') ?? '{}')).to.deep.equal({ likes: [id] });
    await expect(el).to.be.accessible();
  });

  it('a visitor who liked before sees it pressed and cannot like again', async () => {
    const id = uniqueId('returning');
    localStorage.setItem('participationCounter', JSON.stringify({ likes: [id], other: ['x'] }));
    fakeNetwork(passThrough);
    const { el } = await mountHtml(`<vb-likes like-id="${id}"></vb-likes>`);
    await waitFor(() => countWords(el) === 'Likes: 0', 'the count', SERVER_MS);
    expect(button(el).getAttribute('aria-pressed')).to.equal('true');
    expect(button(el).getAttribute('aria-disabled')).to.equal('true');
    button(el).click();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(increments()).to.have.length(0);
    expect(statusText(el)).to.equal('');
    await expect(el).to.be.accessible();
  });

  it('a failed like re-enables the button and re-reads; the retry has the same Idempotency-Key and counts once', async () => {
    const id = uniqueId('fail');
    const { el } = await mountHtml(`<vb-likes like-id="${id}"></vb-likes>`);
    await waitFor(() => countWords(el) === 'Likes: 0', 'the count', SERVER_MS);
    let failNext = true;
    fakeNetwork((request) => {
      if (request.url.includes('incrementSocialCounter') && failNext) {
        failNext = false;
        return serverError(503, 'Service Unavailable');
      }
      return passThrough(request);
    });
    button(el).click();
    await waitFor(() => errorText(el) === 'Your like could not be counted. Please try again.', 'the error', SERVER_MS);
    expect(button(el).getAttribute('aria-pressed')).to.equal('false');
    expect(button(el).hasAttribute('aria-disabled')).to.equal(false);
    await waitFor(() => requests.some((r) => r.url.includes('readSocialCounter')), 'the re-read', SERVER_MS);
    expect(localStorage.getItem('participationCounter')).to.equal(null);
    await expect(el).to.be.accessible();
    button(el).click();
    await waitFor(() => countWords(el) === 'Likes: 1', 'the retry counted', SERVER_MS);
    const keys = increments().map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).to.have.length(2);
    expect(keys[0]).to.be.a('string').and.equal(keys[1]);
    expect(await stored('likes', id)).to.equal(1);
  });

  it('a count that cannot be read says so in words, announces nothing, and the like still works', async () => {
    const id = uniqueId('unread');
    fakeNetwork((request) => (request.url.includes('readSocialCounter') ? serverError(503, 'Service Unavailable') : passThrough(request)));
    const { el } = await mountHtml(`<vb-likes like-id="${id}"></vb-likes>`);
    const count = () => renderRoot(el).querySelector('[part~="count"]') as HTMLElement;
    await waitFor(() => el.getAttribute('data-vb-state') === 'error', 'the failed read', SERVER_MS);
    expect(count().textContent, 'words, not a grey 0').to.equal('Count not available');
    expect(countWords(el), 'no count read out').to.equal('');
    expect(statusText(el) + errorText(el), 'nothing announced').to.equal('');
    expect(count().closest('[aria-live], [role="status"], [role="alert"]'), 'not a live region').to.equal(null);
    expect(button(el).hasAttribute('aria-disabled'), 'the button still works').to.equal(false);
    await expect(el).to.be.accessible();
    button(el).click();
    await waitFor(() => countWords(el) === 'Likes: 1', 'the like counted and the count shown', SERVER_MS);
    expect(count().textContent).to.not.contain('Count not available');
    expect(await stored('likes', id)).to.equal(1);
  });

  it('unavailable-text words the missing count', async () => {
    fakeNetwork((request) => (request.url.includes('readSocialCounter') ? serverError(500) : passThrough(request)));
    const { el } = await mountHtml(`<vb-likes like-id="${uniqueId('words')}" unavailable-text="Likes cannot be shown just now"></vb-likes>`);
    await waitFor(() => el.getAttribute('data-vb-state') === 'error', 'the failed read', SERVER_MS);
    expect(renderRoot(el).querySelector('[part~="count"]')?.textContent).to.equal('Likes cannot be shown just now');
  });

  it('sends a likes analytics event', async () => {
    const layer: unknown[] = [];
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = layer;
    const id = uniqueId('analytics');
    const { el } = await mountHtml(`<vb-likes like-id="${id}" text="Love it"></vb-likes>`);
    await waitFor(() => countWords(el) === 'Likes: 0', 'the count', SERVER_MS);
    button(el).click();
    await waitFor(() => statusText(el), 'the like', SERVER_MS);
    expect(JSON.stringify(layer)).to.contain(id).and.contain('Love it');
    delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  });

  it('without like-id: a warning naming the element and the attribute, and no call', async () => {
    const record = recordConsole();
    try {
      fakeNetwork(passThrough);
      const { el } = await mountHtml(`<vb-likes></vb-likes>`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(record.warnings.join('\n')).to.contain('<vb-likes group="likes">: no like-id');
      button(el).click();
      expect(requests.filter((r) => r.url.includes('SocialCounter'))).to.have.length(0);
    } finally {
      record.restore();
    }
  });
});
