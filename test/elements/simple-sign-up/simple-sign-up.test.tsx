/**
 * vb-simple-sign-up against the real reference server (web-test-runner proxies /api/* to it): what the visitor
 * types becomes the stored sign-up; test/support/network.ts fakes only what the server cannot do on demand
 * (a 500, a slow or lost answer).
 */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../../elements/check-box/define.ts';
import '../../../elements/email-field/define.ts';
import '../../../elements/phone-field/define.ts';
import '../../../elements/simple-sign-up/define.ts';
import '../../../elements/text-field/define.ts';
import type { SimpleSignUpErrorDetail, SimpleSignUpSuccessDetail } from '../../../elements/simple-sign-up/events.ts';
import { examples } from '../../../elements/simple-sign-up/examples.ts';
import { resetVerificationForTests } from '../../../src/request-verification.ts';
import { deleteCookie, getCookie, setCookie } from '../../../src/storage.ts';
import { recordConsole } from '../../support/console.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot as root, type RenderMode } from '../../support/fixtures.ts';
import { answerLost, fakeNetwork, held, json, passThrough, requests, serverError, type Handler } from '../../support/network.ts';
import { callServer, uniqueId } from '../../support/server.ts';
import { settle, waitFor } from '../../support/wait.ts';

/** The reference server starts on the first /api request of the run; waits here allow for it. */
const SERVER_MS = 15000;
const PATH = '/api/simple-subscription';

interface Payload {
  person: { firstName: string };
  phone?: { phoneNumber: string; whatsAppable: boolean };
  email?: { emailAddress: string };
  countryIso2: string;
  languageIso3: string;
  messagingMergeCodes?: Record<string, string>;
  subscriptions: Array<Record<string, unknown>>;
  transactionId: string;
}

const field = (el: HTMLElement, name: string): HTMLElement => {
  const found = el.querySelector<HTMLElement>(`[name="${name}"]`);
  if (!found) throw new Error(`no field named ${name}`);
  return found;
};
/** The input a vb-* field draws (shadow or light), or the native control itself. */
const inputOf = (control: HTMLElement): HTMLInputElement =>
  (control instanceof HTMLInputElement ? control : (control.shadowRoot ?? control).querySelector<HTMLInputElement>('input[part~="input"]'))!;
const box = (el: HTMLElement, value: string): HTMLInputElement => {
  const host = el.querySelector<HTMLElement>(`vb-check-box[value="${value}"]`);
  if (!host) throw new Error(`no box ${value}`);
  return inputOf(host);
};
const alertText = (el: HTMLElement) => root(el).querySelector('[role="alert"]')?.textContent ?? '';
const statusText = (el: HTMLElement) => root(el).querySelector('[role="status"]')?.textContent ?? '';
const retryButton = (el: HTMLElement) => root(el).querySelector<HTMLButtonElement>('[part~="retry"]');
const closeButton = (el: HTMLElement) => root(el).querySelector<HTMLButtonElement>('[part~="close"]');
const thankYou = (el: HTMLElement) => root(el).querySelector<HTMLElement>('[part~="thank-you"]');
const submitButton = (el: HTMLElement) => el.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const state = (el: HTMLElement) => el.getAttribute('data-vb-state');
/** The focused element, through shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

async function typeInto(control: HTMLElement, text: string): Promise<void> {
  inputOf(control).focus();
  await sendKeys({ type: text });
}

/** Leave a verified field and wait for the server's answer, so the submit does not meet a field still checking. */
async function typeVerified(el: HTMLElement, name: 'email' | 'phone', text: string): Promise<void> {
  const control = field(el, name);
  const verified = new Promise<void>((resolve) => control.addEventListener(`vb-${control.localName.slice(3)}-verify`, () => resolve(), { once: true }));
  await typeInto(control, text);
  inputOf(field(el, 'firstName')).focus();
  await Promise.race([verified, new Promise((_, reject) => setTimeout(() => reject(new Error(`${name} was not verified`)), SERVER_MS))]);
  await settle();
}

/** The sign-up requests the page sent, parsed. */
async function sentPayloads(): Promise<Payload[]> {
  const bodies: Payload[] = [];
  for (const request of requests.filter((r) => r.url.endsWith(PATH))) bodies.push((await request.clone().json()) as Payload);
  return bodies;
}

/** Only the sign-up call is faked; the fields' own checks go to the real server. */
function fakeSignUp(handler: Handler): void {
  fakeNetwork((request) => (request.url.endsWith(PATH) ? handler(request) : passThrough(request)));
}

function nextEvent<T>(el: HTMLElement, name: string): Promise<CustomEvent<T>> {
  return new Promise((resolve) => el.addEventListener(name, (event) => resolve(event as CustomEvent<T>), { once: true }));
}

type Layer = Array<{ event: string; component: { info: Record<string, unknown> }; category: { primary: string } }>;
const layer = () => ((window as unknown as { dataLayer?: Layer }).dataLayer ??= []);
/** The sign-up's own analytics (a field's, such as a box's click, may arrive from an earlier test's last click). */
const analyticsSent = () =>
  layer()
    .map((event) => event.component.info)
    .filter((info) => info.contentTitle === 'Weekly email sign-up');

function setMeta(name: string, content: string) {
  document.head.querySelector(`meta[name="${name}"]`)?.remove();
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

const COOKIES = ['signUpWeekly', 'signUpChristmas', 'signUpDaily', 'signUpSemanal', 'vbSimpleSignUp'];

describe('vb-simple-sign-up', () => {
  before(async function () {
    this.timeout(60000);
    await callServer('/api/polls', { json: { question: 'sign-up warm-up', vote: 10 } });
  });
  afterEach(() => {
    for (const name of COOKIES) deleteCookie(name);
    for (const name of ['vb-verification-site-key', 'vb-verification-script']) document.head.querySelector(`meta[name="${name}"]`)?.remove();
    resetVerificationForTests();
    layer().length = 0;
  });

  for (const mode of ['shadow', 'light'] as RenderMode[]) {
    it(`${mode}: by email with the keyboard; the stored sign-up has every field; the thank-you takes focus`, async function () {
      this.timeout(60000);
      fakeNetwork(passThrough);
      setCookie('cid', 'cid-test-1');
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      await expect(el).to.be.accessible();
      expect(thankYou(el)?.hidden, 'no thank-you before signing up').to.equal(true);
      const name = uniqueId('Ana');
      await typeInto(field(el, 'firstName'), name);
      await typeVerified(el, 'email', 'jane.doe@gmail.com');
      box(el, 'EMAIL').focus();
      await sendKeys({ press: 'Space' });
      expect(box(el, 'EMAIL').checked).to.equal(true);
      const success = nextEvent<SimpleSignUpSuccessDetail>(el, 'vb-simple-sign-up-success');
      submitButton(el).focus();
      await sendKeys({ press: 'Enter' });
      const { detail } = await success;
      await waitFor(() => state(el) === 'done', 'the thank-you', SERVER_MS);
      expect(thankYou(el)?.textContent).to.equal('Thank you for signing up. Your first message is on its way.');
      expect(deepActive()).to.equal(thankYou(el));
      expect(root(el).querySelector('[part~="body"] > div[hidden]'), 'the form is hidden').to.not.equal(null);
      await expect(el).to.be.accessible();

      const [payload] = await sentPayloads();
      expect(payload).to.deep.equal({
        person: { firstName: name },
        email: { emailAddress: 'jane.doe@gmail.com' },
        countryIso2: payload!.countryIso2,
        languageIso3: 'eng',
        subscriptions: [
          { channel: 'EMAIL', cid: 'cid-test-1', clientRegion: 'NA', listId: 'weekly-email', siteUrl: location.href.split('#')[0], subscribed: true },
        ],
        transactionId: payload!.transactionId,
      });
      expect(payload!.countryIso2).to.match(/^[A-Z]{2}$/);
      expect(payload!.transactionId).to.match(/^\d{13,14}$/);
      expect(detail.channels).to.deep.equal(['EMAIL']);
      // The server stored it: the same sign-up sent again is its replay, with the same id.
      const replay = await callServer<{ id: string }>(PATH, { json: payload });
      expect(replay.status).to.equal(200);
      expect(replay.body.id).to.equal(detail.id);
      deleteCookie('cid');
    });
  }

  it('by text message: the number goes with its calling code; whatsAppable false; one SMS subscription', async function () {
    this.timeout(60000);
    fakeNetwork(passThrough);
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    el.addEventListener('vb-simple-sign-up-success', () => {}, { once: true });
    await typeInto(field(el, 'firstName'), 'Ben');
    field(el, 'phone').setAttribute('country', 'GB');
    await settle();
    await typeVerified(el, 'phone', '07400 123456');
    box(el, 'SMS').click();
    submitButton(el).click();
    await waitFor(() => state(el) === 'done', 'the thank-you', SERVER_MS);
    const [payload] = await sentPayloads();
    expect(payload!.phone?.phoneNumber).to.match(/^\+44 7400 ?123 ?456$/);
    expect(payload!.phone?.whatsAppable).to.equal(false);
    expect(payload!.email).to.equal(undefined);
    expect(payload!.countryIso2).to.equal('GB');
    expect(payload!.subscriptions.map((s) => [s.channel, s.listId])).to.deep.equal([['SMS', 'weekly-sms']]);
  });

  it('no channel chosen: the choice message, focus on the first box, nothing sent', async () => {
    fakeNetwork(passThrough);
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    const errors: SimpleSignUpErrorDetail[] = [];
    el.addEventListener('vb-simple-sign-up-error', (event) => errors.push((event as CustomEvent<SimpleSignUpErrorDetail>).detail));
    await typeInto(field(el, 'firstName'), 'Cleo');
    submitButton(el).click();
    await waitFor(() => alertText(el), 'the message');
    expect(alertText(el)).to.equal('Please choose how you would like to hear from us.');
    expect(retryButton(el)).to.equal(null);
    expect(deepActive()).to.equal(box(el, 'EMAIL'));
    expect(errors.map((e) => e.reason)).to.deep.equal(['invalid']);
    expect(await sentPayloads()).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('a 500: every answer stays, the error and Try again; the retry is the same sign-up (same transaction id) and succeeds', async function () {
    this.timeout(60000);
    let fail = true;
    fakeSignUp((request) => (fail ? serverError(500) : passThrough(request)));
    const { el } = await mountExample(exampleNamed(examples, 'email-only'));
    el.setAttribute('analytics-title', 'Weekly email sign-up');
    const name = uniqueId('Dana');
    await typeInto(field(el, 'firstName'), name);
    await typeVerified(el, 'email', 'dana.lopez@gmail.com');
    submitButton(el).click();
    await waitFor(() => retryButton(el), 'the retry button', SERVER_MS);
    // The kit's button (styles/button.css), outlined: a 44 px target in a 2 px primary border, the page background inside.
    const retryStyle = getComputedStyle(retryButton(el)!);
    expect([retryStyle.minBlockSize, retryStyle.borderTopWidth, retryStyle.borderTopColor, retryStyle.cursor]).to.deep.equal([
      '44px',
      '2px',
      'rgb(31, 94, 168)',
      'pointer',
    ]);
    expect([retryStyle.backgroundColor, retryStyle.color, retryStyle.fontWeight]).to.deep.equal(['rgb(255, 255, 255)', 'rgb(31, 94, 168)', '700']);
    expect(el.querySelector('[slot="thank-you"] h3')!.getClientRects().length, 'no thank-you after a failure').to.equal(0);
    expect(alertText(el)).to.contain('We could not sign you up just now. Your answers are still here; please try again.');
    expect(state(el)).to.equal('failed');
    expect(inputOf(field(el, 'firstName')).value).to.equal(name);
    expect(inputOf(field(el, 'email')).value).to.equal('dana.lopez@gmail.com');
    expect(analyticsSent(), 'formSubmit, then formError with the spec text').to.deep.equal([
      { contentTitle: 'Weekly email sign-up' },
      { contentTitle: 'Weekly email sign-up', interactionText: 'Server error. Data was not received.' },
    ]);
    await expect(el).to.be.accessible();

    fail = false;
    retryButton(el)!.click();
    await waitFor(() => state(el) === 'done', 'the thank-you after the retry', SERVER_MS);
    expect(el.querySelector('[slot="thank-you"] h3')!.getClientRects().length, "the author's thank-you shows").to.be.greaterThan(0);
    expect(el.querySelector('form')!.getClientRects().length, 'in place of the form').to.equal(0);
    const [first, second] = await sentPayloads();
    expect(second!.transactionId).to.equal(first!.transactionId);
    expect(second!.messagingMergeCodes).to.deep.equal({ missionaries: 'Elder Smith and Elder Jones', timeSelection: 'December' });
    await expect(el).to.be.accessible();
  });

  it('an answer lost after the server stored it: Try again answers with the first record (stored once)', async function () {
    this.timeout(60000);
    fakeSignUp(answerLost());
    const { el } = await mountExample(exampleNamed(examples, 'email-only'));
    await typeInto(field(el, 'firstName'), uniqueId('Eve'));
    await typeVerified(el, 'email', 'eve.martin@gmail.com');
    submitButton(el).click();
    await waitFor(() => retryButton(el), 'the retry button', SERVER_MS);
    const success = nextEvent<SimpleSignUpSuccessDetail>(el, 'vb-simple-sign-up-success');
    retryButton(el)!.click();
    const { detail } = await success;
    const [first, second] = await sentPayloads();
    expect(second).to.deep.equal(first);
    const replay = await callServer<{ id: string }>(PATH, { json: first });
    expect(replay.status, 'the retry was the replay of the stored first try').to.equal(200);
    expect(replay.body.id).to.equal(detail.id);
  });

  it("a 4xx naming a field: the field's name in the message and focus on it; no retry button", async function () {
    this.timeout(60000);
    fakeNetwork(passThrough);
    const { el } = await mountHtml(`<vb-simple-sign-up email-list-id="weekly-email">
  <form>
    <vb-text-field name="firstName" label="First name" required></vb-text-field>
    <vb-email-field name="email" label="Your email" verify="false" required></vb-email-field>
    <button type="submit">Sign up</button>
  </form>
</vb-simple-sign-up>`);
    await typeInto(field(el, 'firstName'), 'Finn');
    await typeInto(field(el, 'email'), 'finn.cole@@gmail.com');
    const error = nextEvent<SimpleSignUpErrorDetail>(el, 'vb-simple-sign-up-error');
    submitButton(el).click();
    const { detail } = await error;
    expect(detail).to.include({ reason: 'server', status: 400, field: 'email.emailAddress' });
    await waitFor(() => alertText(el), 'the message');
    expect(alertText(el)).to.equal('Please check Your email and try again.');
    expect(retryButton(el)).to.equal(null);
    expect(deepActive()).to.equal(inputOf(field(el, 'email')));
    expect(inputOf(field(el, 'email')).value).to.equal('finn.cole@@gmail.com');
    await expect(el).to.be.accessible();
  });

  it('slow: the sending state (announced, form busy, submit aria-disabled), a second submit sends nothing more', async function () {
    this.timeout(60000);
    const gate = held(passThrough);
    fakeSignUp(gate);
    const { el } = await mountExample(exampleNamed(examples, 'email-only'));
    await typeInto(field(el, 'firstName'), uniqueId('Gus'));
    await typeVerified(el, 'email', 'gus.ortega@gmail.com');
    submitButton(el).click();
    await waitFor(() => gate.waiting === 1, 'the held request');
    expect(state(el)).to.equal('sending');
    expect(statusText(el)).to.equal('Signing you up…');
    expect(el.querySelector('form')!.getAttribute('aria-busy')).to.equal('true');
    expect(submitButton(el).getAttribute('aria-disabled')).to.equal('true');
    await expect(el).to.be.accessible();
    submitButton(el).click();
    await settle();
    expect(gate.waiting).to.equal(1);
    gate.release();
    await waitFor(() => state(el) === 'done', 'the thank-you', SERVER_MS);
    expect(submitButton(el).hasAttribute('aria-disabled')).to.equal(false);
    expect((await sentPayloads()).length).to.equal(1);
  });

  it('redirect-url: goes there after signing up; a cancelled success event shows the thank-you instead', async function () {
    this.timeout(60000);
    fakeSignUp(() => json({ ok: true, id: 'abc', transactionId: '1' }, 201));
    const { el } = await mountHtml(`<vb-simple-sign-up email-list-id="l" redirect-url="#signed-up-${Date.now()}">
  <form><input name="firstName" value="Hal" aria-label="First name"><input name="email" value="hal@gmail.com" aria-label="Email"><button type="submit">Sign up</button></form>
</vb-simple-sign-up>`);
    const target = el.getAttribute('redirect-url')!;
    submitButton(el).click();
    await waitFor(() => location.hash === target, 'the redirect');
    await waitFor(() => state(el) === 'redirecting', 'the redirecting state');
    history.replaceState(null, '', location.pathname + location.search);

    const { el: second } = await mountHtml(`<vb-simple-sign-up email-list-id="l" redirect-url="/demo/">
  <form><input name="firstName" value="Ida" aria-label="First name"><input name="email" value="ida@gmail.com" aria-label="Email"><button type="submit">Sign up</button></form>
</vb-simple-sign-up>`);
    let redirectUrl: string | null = null;
    second.addEventListener('vb-simple-sign-up-success', (event) => {
      redirectUrl = (event as CustomEvent<SimpleSignUpSuccessDetail>).detail.redirectUrl;
      event.preventDefault();
    });
    submitButton(second).click();
    await waitFor(() => state(second) === 'done', 'the thank-you');
    expect(redirectUrl).to.equal(`${location.origin}/demo/`);
  });

  it('close: hidden, the 365-day cookie written, focus moves on; a new sign-up with that cookie stays hidden', async () => {
    const { el, wrapper } = await mountExample(exampleNamed(examples, 'default'));
    const after = document.createElement('button');
    after.textContent = 'Next thing';
    wrapper.append(after);
    expect(closeButton(el)?.getAttribute('aria-label')).to.equal('Close sign-up');
    closeButton(el)!.focus();
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(el.hasAttribute('hidden')).to.equal(true);
    expect(state(el)).to.equal('closed');
    expect(getCookie('signUpWeekly')).to.equal('closed');
    expect(document.activeElement).to.equal(after);

    // A second sign-up with the same cookie name (rendered hidden: nothing to wait for but its state).
    wrapper.insertAdjacentHTML('beforeend', exampleNamed(examples, 'default').html);
    const second = wrapper.querySelectorAll<HTMLElement>('vb-simple-sign-up')[1]!;
    await waitFor(() => state(second) === 'closed', 'the second sign-up closed');
    expect(second.hasAttribute('hidden')).to.equal(true);
  });

  describe('author mistakes are named, never a blank block or a thrown error', () => {
    it('no <form> inside: a warning naming the element; no first-name or contact field: a warning naming the field', async () => {
      const record = recordConsole();
      try {
        const { el } = await mountHtml(`<vb-simple-sign-up email-list-id="l"><p>Sign up at the desk.</p></vb-simple-sign-up>`);
        await mountHtml(`<vb-simple-sign-up email-list-id="l"><form><input name="fullName" aria-label="Name"><button>Go</button></form></vb-simple-sign-up>`);
        await waitFor(() => record.warnings.length >= 3, 'the warnings');
        expect(record.warnings).to.deep.equal([
          '<vb-simple-sign-up>: no <form> inside; put the fields (firstName, email and/or phone) and a submit button in a <form>.',
          '<vb-simple-sign-up>: the form has no field named "firstName"; the sign-up needs the visitor\'s first name.',
          '<vb-simple-sign-up>: the form has no field named "email" or "phone"; the sign-up needs a way to reach the visitor.',
        ]);
        expect(el.textContent).to.contain('Sign up at the desk.');
        expect(record.uncaught).to.deep.equal([]);
      } finally {
        record.restore();
      }
    });

    it('a chosen channel without its list id: a console error naming the attribute, the error message, nothing sent', async () => {
      fakeNetwork(passThrough);
      const record = recordConsole();
      try {
        const { el } = await mountHtml(`<vb-simple-sign-up email-list-id="l">
  <form><input name="firstName" value="Jo" aria-label="First name"><input name="phone" value="+44 7400 123456" aria-label="Phone">
  <label><input type="checkbox" name="subscriptions" value="SMS" checked> By text message</label><button type="submit">Sign up</button></form>
</vb-simple-sign-up>`);
        submitButton(el).click();
        await waitFor(() => alertText(el), 'the message');
        expect(alertText(el)).to.equal('We could not sign you up just now. Your answers are still here; please try again.');
        expect(record.errors).to.deep.equal(['<vb-simple-sign-up>: the visitor chose SMS but sms-list-id is empty; set the list to subscribe them to.']);
        expect(await sentPayloads()).to.deep.equal([]);
      } finally {
        record.restore();
      }
    });
  });

  describe('request verification (spec sections 7 and 8)', () => {
    it('the service gives a token: it travels with the sign-up, which the server stores', async function () {
      this.timeout(60000);
      setMeta('vb-verification-site-key', 'demo-site-key');
      setMeta('vb-verification-script', '/api/verification/script.js?render=demo-site-key');
      // The test server runs without a site key, so its token route says 404; a configured one answers this.
      fakeNetwork((request) => (request.url.includes('/api/verification/token') ? json({ token: 'v1.sign-up.token' }) : passThrough(request)));
      const { el } = await mountExample(exampleNamed(examples, 'email-only'));
      await typeInto(field(el, 'firstName'), uniqueId('Vera'));
      await typeVerified(el, 'email', 'vera.lind@gmail.com');
      submitButton(el).click();
      await waitFor(() => state(el) === 'done', 'the thank-you', SERVER_MS);
      const [payload] = await sentPayloads();
      expect((payload as unknown as Record<string, unknown>).verificationToken).to.equal('v1.sign-up.token');
      const token = requests.find((request) => request.url.includes('/api/verification/token'))!;
      expect(new URL(token.url).searchParams.get('action')).to.equal('form_submit');
    });

    it("the service fails: 'Request verification failed' with Try again, the formError analytic, nothing sent, answers kept", async function () {
      this.timeout(60000);
      setMeta('vb-verification-site-key', 'demo-site-key');
      setMeta('vb-verification-script', '/api/verification/script.js?render=demo-site-key&behaviour=fail');
      fakeNetwork(passThrough);
      const { el } = await mountExample(exampleNamed(examples, 'email-only'));
      const errors: SimpleSignUpErrorDetail[] = [];
      el.addEventListener('vb-simple-sign-up-error', (event) => errors.push((event as CustomEvent<SimpleSignUpErrorDetail>).detail));
      el.setAttribute('analytics-title', 'Weekly email sign-up');
      await typeInto(field(el, 'firstName'), 'Wes');
      await typeVerified(el, 'email', 'wes.moore@gmail.com');
      submitButton(el).click();
      await waitFor(() => retryButton(el), 'the retry button', SERVER_MS);
      expect(alertText(el)).to.contain('Request verification failed');
      expect(state(el)).to.equal('failed');
      expect(errors.map((e) => e.reason)).to.deep.equal(['verification']);
      expect(analyticsSent()).to.deep.equal([{ contentTitle: 'Weekly email sign-up', interactionText: 'Request verification failed' }]);
      expect(await sentPayloads()).to.deep.equal([]);
      expect(inputOf(field(el, 'email')).value).to.equal('wes.moore@gmail.com');
      await expect(el).to.be.accessible();
    });
  });

  it('closable="false": no close button', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'own-wording'));
    expect(closeButton(el)).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('at 320 px nothing overflows', async () => {
    await setViewport({ width: 320, height: 640 });
    try {
      const { el } = await mountExample(exampleNamed(examples, 'default'));
      await settle();
      expect(el.getBoundingClientRect().right).to.be.at.most(320);
      expect(document.documentElement.scrollWidth).to.be.at.most(320);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
