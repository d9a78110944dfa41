/**
 * vb-counter against the real reference server: read on view, shared reads, the giving counter's one
 * increment (keyboard too), failures (re-enabled, re-read, same Idempotency-Key on retry), slow answers,
 * polling with a fake clock, and axe in every state.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/counter/define.ts';
import { signIncrement } from '../../../src/like-code.ts';
import { CounterHub, replaceCounterHub, serverTransport, type CounterClock, type CounterPage } from '../../../src/social-counters.ts';
import { mountHtml, recordConsole, renderRoot } from '../../support/index.ts';
import { fakeNetwork, held, passThrough, requests, restoreNetwork, serverError } from '../../support/network.ts';
import { callServer, uniqueId } from '../../support/server.ts';
import { waitFor } from '../../support/wait.ts';

/** The reference server starts on the first /api request of the run. */
const SERVER_MS = 15000;

const shownText = (el: HTMLElement) => renderRoot(el).querySelector('[part~="count"] .vb-visually-hidden')?.textContent ?? '';
const button = (el: HTMLElement) => renderRoot(el).querySelector<HTMLButtonElement>('button[part~="button"]');
const statusText = (el: HTMLElement) => renderRoot(el).querySelector('[role="status"]')?.textContent ?? '';
const errorText = (el: HTMLElement) => renderRoot(el).querySelector('[role="alert"]')?.textContent ?? '';
const wheels = (el: HTMLElement) =>
  Array.from(renderRoot(el).querySelectorAll<HTMLElement>('.vb-digit-roll__wheel'), (wheel) => wheel.style.getPropertyValue('--_vb-digit')).join('');

async function stored(group: string, id: string): Promise<number> {
  const { body } = await callServer<{ value: number }>(`/api/readSocialCounter?group=${encodeURIComponent(group)}&id=${encodeURIComponent(id)}`);
  return body.value;
}

async function addOnServer(group: string, id: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const { transaction, code } = signIncrement(Date.now(), Math.random());
    const query = new URLSearchParams({ group, id, transaction, code });
    await callServer(`/api/incrementSocialCounter?${query}`, { method: 'POST', headers: { 'Idempotency-Key': uniqueId('key') } });
  }
}

const reads = (id: string) => requests.filter((r) => r.url.includes('/api/readSocialCounter') && new URL(r.url).searchParams.get('id') === id);
const increments = () => requests.filter((r) => r.url.includes('/api/incrementSocialCounter'));

describe('vb-counter', function () {
  this.timeout(60000);
  afterEach(() => {
    restoreNetwork();
    replaceCounterHub(undefined);
  });

  it('reads the stored count when it comes into view and shows at least 3 digits', async () => {
    const id = uniqueId('read');
    await addOnServer('counters', id, 7);
    const { el } = await mountHtml(`<vb-counter counter-id="${id}" label="people have served"></vb-counter>`);
    await waitFor(() => shownText(el) === '7 people have served', 'the count read from the server', SERVER_MS);
    expect(wheels(el)).to.equal('007');
    await expect(el).to.be.accessible();
  });

  it('does not read while off screen, and reads once it scrolls into view', async () => {
    fakeNetwork(passThrough);
    const id = uniqueId('offscreen');
    const { el, wrapper } = await mountHtml(`<div style="height: 300vh"></div><vb-counter counter-id="${id}"></vb-counter>`);
    wrapper.scrollIntoView({ block: 'start' });
    window.scrollTo(0, 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reads(id)).to.have.length(0);
    el.scrollIntoView();
    await waitFor(() => shownText(el) === '0', 'the count after scrolling', SERVER_MS);
    expect(reads(id)).to.have.length(1);
  });

  it('counters of the same group and id share one read', async () => {
    fakeNetwork(passThrough);
    const id = uniqueId('shared');
    await addOnServer('counters', id, 2);
    const { wrapper } = await mountHtml(
      `<vb-counter counter-id="${id}"></vb-counter><vb-counter counter-id="${id}"></vb-counter><vb-counter counter-id="${id}"></vb-counter>`,
    );
    const all = Array.from(wrapper.querySelectorAll<HTMLElement>('vb-counter'));
    await waitFor(() => all.every((el) => shownText(el) === '2'), 'all three counters', SERVER_MS);
    expect(reads(id)).to.have.length(1);
  });

  it('a giving counter adds the visitor once, from the keyboard, and the server counts exactly one', async () => {
    const id = uniqueId('giving');
    await addOnServer('giving', id, 3);
    const { el } = await mountHtml(`<vb-counter group="giving" counter-id="${id}" limit="100" label="kits"></vb-counter>`);
    await waitFor(() => shownText(el) === '3 kits', 'the first read', SERVER_MS);
    await expect(el).to.be.accessible();
    const add = button(el);
    expect(add?.textContent).to.equal('Count me in');
    add?.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => statusText(el) === 'Thank you, you are counted.', 'the thank-you text', SERVER_MS);
    expect(shownText(el)).to.equal('4 kits');
    expect(add?.getAttribute('aria-disabled')).to.equal('true');
    expect(el.matches(':focus-within')).to.equal(true);
    await sendKeys({ press: 'Space' });
    add?.click();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await stored('giving', id)).to.equal(4);
    await expect(el).to.be.accessible();
  });

  it('the goal and the button follow the limit; the server stops at it', async () => {
    const id = uniqueId('limit');
    await addOnServer('giving', id, 2);
    const { el } = await mountHtml(`<vb-counter group="giving" counter-id="${id}" limit="2"></vb-counter>`);
    await waitFor(() => shownText(el) === '2', 'the first read', SERVER_MS);
    expect(renderRoot(el).querySelector('[part~="goal"]')?.textContent).to.equal('Goal: 2');
    expect(button(el)?.getAttribute('aria-disabled'), 'the limit is reached').to.equal('true');
    const { el: plain } = await mountHtml(`<vb-counter counter-id="${id}-plain"></vb-counter>`);
    expect(button(plain), 'no limit: a count only').to.equal(null);
  });

  it('a failed increment re-enables the button, re-reads the count, and the retry carries the same Idempotency-Key', async () => {
    const id = uniqueId('fail');
    const { el } = await mountHtml(`<vb-counter group="giving" counter-id="${id}" limit="50"></vb-counter>`);
    await waitFor(() => shownText(el) === '0', 'the first read', SERVER_MS);
    let failNext = true;
    fakeNetwork((request) => {
      if (request.url.includes('incrementSocialCounter') && failNext) {
        failNext = false;
        return serverError(503, 'Service Unavailable');
      }
      return passThrough(request);
    });
    const errors: string[] = [];
    el.addEventListener('vb-counter-error', (event) => errors.push((event as CustomEvent<{ phase: string }>).detail.phase));
    button(el)?.click();
    await waitFor(() => errorText(el) === 'You could not be counted. Please try again.', 'the error message', SERVER_MS);
    expect(button(el)?.hasAttribute('aria-disabled')).to.equal(false);
    await waitFor(() => reads(id).length >= 1, 'the re-read after the failure', SERVER_MS);
    expect(errors).to.deep.equal(['increment']);
    await expect(el).to.be.accessible();
    button(el)?.click();
    await waitFor(() => statusText(el) === 'Thank you, you are counted.', 'the retry counted', SERVER_MS);
    expect(errorText(el)).to.equal('');
    const keys = increments().map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).to.have.length(2);
    expect(keys[0]).to.be.a('string').and.equal(keys[1]);
    expect(await stored('giving', id)).to.equal(1);
  });

  it('shows that it is loading while the answer is slow, and the count when it comes', async () => {
    const id = uniqueId('slow');
    await addOnServer('counters', id, 12);
    const gate = held(passThrough);
    fakeNetwork(gate);
    const { el } = await mountHtml(`<vb-counter counter-id="${id}"></vb-counter>`);
    await waitFor(() => gate.waiting > 0, 'the read to start', SERVER_MS);
    expect(el.getAttribute('data-vb-state')).to.equal('loading');
    await expect(el).to.be.accessible();
    gate.release();
    await waitFor(() => shownText(el) === '12', 'the count after the slow answer', SERVER_MS);
    expect(el.getAttribute('data-vb-state')).to.equal('ready');
  });

  it('says the count could not be loaded when the read fails', async () => {
    fakeNetwork(() => serverError());
    const { el } = await mountHtml(`<vb-counter counter-id="${uniqueId('broken')}"></vb-counter>`);
    await waitFor(() => errorText(el) === 'The count could not be loaded.', 'the read error', SERVER_MS);
    expect(el.getAttribute('data-vb-state')).to.equal('error');
    await expect(el).to.be.accessible();
  });

  it('polls every 10 s while visible, stops when the tab is hidden and when removed (fake clock)', async () => {
    let now = Date.now();
    const timers = new Map<number, { at: number; run: () => void }>();
    let next = 1;
    const clock: CounterClock = {
      now: () => now,
      setTimeout: (run, ms) => {
        timers.set(next, { at: now + ms, run });
        return next++;
      },
      clearTimeout: (handle) => timers.delete(handle as number),
    };
    const advance = async (ms: number) => {
      now += ms;
      for (const [handle, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(handle);
          timer.run();
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    };
    let tabVisible = true;
    const changes = new Set<() => void>();
    const page: CounterPage = { visible: () => tabVisible, effectiveType: () => '4g', onChange: (run) => (changes.add(run), () => changes.delete(run)) };
    replaceCounterHub(new CounterHub(serverTransport, clock, page));
    fakeNetwork(passThrough);
    const id = uniqueId('poll');
    const { el, wrapper } = await mountHtml(`<vb-counter counter-id="${id}"></vb-counter>`);
    await waitFor(() => shownText(el) === '0', 'the first read', SERVER_MS);
    await addOnServer('counters', id, 5);
    await advance(9000);
    expect(reads(id)).to.have.length(1);
    await advance(1000);
    await waitFor(() => shownText(el) === '5', 'the polled count', SERVER_MS);
    expect(reads(id)).to.have.length(2);
    tabVisible = false;
    for (const run of changes) run();
    await advance(120000);
    expect(reads(id), 'no reads while the tab is hidden').to.have.length(2);
    tabVisible = true;
    for (const run of changes) run();
    await waitFor(() => reads(id).length === 3, 'a read on coming back', SERVER_MS);
    wrapper.remove();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(timers.size, 'no timer once removed').to.equal(0);
  });

  it('a giving counter with a link puts the link on its own line under the button, not against it', async () => {
    fakeNetwork(passThrough);
    const { el } = await mountHtml(
      `<vb-counter group="giving" counter-id="${uniqueId('link')}" limit="50" increment-text="Pledge" link="/give" link-text="More"></vb-counter>`,
    );
    const root = renderRoot(el);
    const pledge = button(el)!.getBoundingClientRect();
    const link = root.querySelector('a[part~="link"]')!.getBoundingClientRect();
    expect(link.top, 'the link starts below the button').to.be.at.least(pledge.bottom);
    expect(Math.abs(link.left + link.width / 2 - (pledge.left + pledge.width / 2)), 'both centred').to.be.below(2);
  });

  it('a min-digits that is not a whole number 1 to 15: a warning naming min-digits', async () => {
    const record = recordConsole();
    try {
      fakeNetwork(passThrough);
      await mountHtml(`<vb-counter counter-id="${uniqueId('digits')}" min-digits="20"></vb-counter>`);
      await waitFor(() => record.warnings.length > 0, 'the warning');
      expect(record.warnings).to.deep.equal(['<vb-counter>: attribute min-digits="20" is not a whole number from 1 to 15; using the default (3).']);
    } finally {
      record.restore();
    }
  });

  it('without counter-id: a console warning naming the element and the attribute, and no call', async () => {
    const record = recordConsole();
    try {
      fakeNetwork(passThrough);
      await mountHtml(`<vb-counter label="x"></vb-counter>`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(record.warnings.join('\n')).to.contain('<vb-counter group="counters">: no counter-id');
      expect(requests.filter((r) => r.url.includes('SocialCounter'))).to.have.length(0);
    } finally {
      record.restore();
    }
  });
});
