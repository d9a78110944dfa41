import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/stepped-form/define.ts';
import '../../../elements/text-field/define.ts';
import '../../../elements/email-field/define.ts';
import '../../../elements/select-box/define.ts';
import '../../../elements/text-area/define.ts';
import '../../../elements/check-box/define.ts';
import '../../../elements/phone-field/define.ts';
import { examples } from '../../../elements/stepped-form/examples.ts';
import type { SteppedFormErrorDetail, SteppedFormStepDetail } from '../../../elements/stepped-form/events.ts';
import { resetVerificationForTests, verificationToken, VerificationError } from '../../../src/request-verification.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot } from '../../support/fixtures.ts';
import { fakeNetwork, held, json, offline, passThrough, requests, serverError } from '../../support/network.ts';
import { callServer, uniqueId } from '../../support/server.ts';
import { settle, waitFor } from '../../support/wait.ts';

type Layer = Array<{ event: string; component: { info: Record<string, unknown> }; category: { primary: string } }>;
const layer = () => ((window as unknown as { dataLayer?: Layer }).dataLayer ??= []);

const part = (el: HTMLElement, name: string) => renderRoot(el).querySelector<HTMLElement>(`[part~="${name}"]`);
const button = (el: HTMLElement, name: 'next' | 'back' | 'submit' | 'retry' | 'open-button') => {
  const found = part(el, name);
  if (!(found instanceof HTMLButtonElement)) throw new Error(`no ${name} button`);
  return found;
};
const regions = (el: HTMLElement) => Array.from(el.querySelectorAll<HTMLElement>('form > fieldset, form [data-step]'));
const headingText = (el: HTMLElement) => part(el, 'heading')?.textContent?.replace(/\s+/g, ' ').trim();
/** The element focus is on, through shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

async function plainForm(render?: 'light' | 'shadow') {
  const { el } = await mountExample(exampleNamed(examples, 'plain-fieldsets'), { render });
  const name = el.querySelector<HTMLInputElement>('#plain-name')!;
  const email = el.querySelector<HTMLInputElement>('#plain-email')!;
  return { el, name, email, form: el.querySelector('form')! };
}

function removeMeta(name: string) {
  document.head.querySelector(`meta[name="${name}"]`)?.remove();
}
function setMeta(name: string, content: string) {
  removeMeta(name);
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '');
  layer().length = 0;
  removeMeta('vb-verification-site-key');
  removeMeta('vb-verification-script');
  resetVerificationForTests();
});

describe('vb-stepped-form: steps', () => {
  for (const render of ['shadow', 'light'] as const) {
    it(`${render}: shows step 1 of 2 with its title, the other region hidden, Back hidden, aria-current on step 1`, async () => {
      const { el } = await plainForm(render);
      expect(headingText(el)).to.equal('Step 1 of 2 Your name');
      const [first, second] = regions(el);
      expect(first!.hidden).to.equal(false);
      expect(second!.hidden).to.equal(true);
      expect(part(el, 'back')).to.equal(null);
      const items = Array.from(renderRoot(el).querySelectorAll('[part~="steps"] > li'));
      expect(items.map((item) => item.getAttribute('aria-current'))).to.deep.equal(['step', null]);
      await expect(el).to.be.accessible();
    });
  }

  it('Next with a required field empty stays on the step and focuses the field; filled, it moves on and focuses the heading', async () => {
    const { el, name } = await plainForm();
    button(el, 'next').click();
    await settle();
    expect(headingText(el)).to.equal('Step 1 of 2 Your name');
    expect(document.activeElement).to.equal(name);
    name.value = 'Ana Silva';
    button(el, 'next').click();
    await settle();
    expect(headingText(el)).to.equal('Step 2 of 2 How to reach you');
    expect(deepActive()).to.equal(part(el, 'heading'));
    expect(regions(el).map((region) => region.hidden)).to.deep.equal([true, false]);
    const items = Array.from(renderRoot(el).querySelectorAll('[part~="steps"] > li'));
    expect(items.map((item) => item.getAttribute('aria-current'))).to.deep.equal([null, 'step']);
    const change = layer().find((event) => event.event === 'Step Change');
    expect(change?.component.info).to.include({ stepTitle: 'How to reach you', stepNumber: 2, totalSteps: 2 });
    expect(change?.category.primary).to.equal('stepped-form');
    await expect(el).to.be.accessible();
  });

  it('Back goes one step back; the browser Back button does too', async () => {
    const { el, name } = await plainForm();
    const steps: SteppedFormStepDetail[] = [];
    el.addEventListener('vb-stepped-form-step', (event) => steps.push((event as CustomEvent<SteppedFormStepDetail>).detail));
    name.value = 'Ana';
    button(el, 'next').click();
    await settle();
    button(el, 'back').click();
    await waitFor(() => headingText(el) === 'Step 1 of 2 Your name', 'Back to step 1');
    expect(deepActive()).to.equal(part(el, 'heading'));
    button(el, 'next').click();
    await settle();
    history.back();
    await waitFor(() => headingText(el) === 'Step 1 of 2 Your name', 'browser Back to step 1');
    expect(steps.map((step) => [step.step, step.reason])).to.deep.equal([
      [2, 'next'],
      [1, 'history'],
      [2, 'next'],
      [1, 'history'],
    ]);
  });

  it('mounts without writing history (an entry without its step is step 1), and the browser Back from step 2 still comes back to it', async () => {
    const writes: string[] = [];
    const { replaceState, pushState } = history;
    history.replaceState = function (this: History, ...args: Parameters<History['replaceState']>) {
      writes.push('replace');
      replaceState.apply(this, args);
    };
    history.pushState = function (this: History, ...args: Parameters<History['pushState']>) {
      writes.push('push');
      pushState.apply(this, args);
    };
    try {
      const { el, name } = await plainForm();
      await settle();
      expect(writes, 'at mount').to.deep.equal([]);
      name.value = 'Ana';
      button(el, 'next').click();
      await settle();
      expect(writes).to.deep.equal(['push']);
      history.back();
      await waitFor(() => headingText(el) === 'Step 1 of 2 Your name', 'browser Back to step 1');
    } finally {
      history.replaceState = replaceState;
      history.pushState = pushState;
    }
  });

  it('Enter in a form field (ours or a native input) and form.requestSubmit() are Next; form.reset() goes back to step 1', async function () {
    // Two forms, typed into key by key: more than the default 10 s on a busy 2-core machine.
    this.timeout(30000);
    const visit = await mountExample(exampleNamed(examples, 'request-a-visit'));
    visit.el.querySelector<HTMLElement>('#visit-name')!.focus();
    await sendKeys({ type: 'Ana' });
    visit.el.querySelector<HTMLElement>('#visit-email')!.focus();
    await sendKeys({ type: 'ana@mail.co.uk' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => headingText(visit.el) === 'Step 2 of 3 Your visit', 'Enter moved on', 8000);
    visit.wrapper.remove();
    sessionStorage.clear();
    const { el, name, form } = await plainForm();
    // A native input in a form with two text fields and no submit button: the browser itself would not submit.
    name.focus();
    await sendKeys({ type: 'Ana' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => headingText(el) === 'Step 2 of 2 How to reach you', 'Enter in a native input moved on');
    form.reset();
    await waitFor(() => headingText(el) === 'Step 1 of 2 Your name', 'reset to step 1');
    name.value = 'Ana';
    form.requestSubmit();
    await waitFor(() => headingText(el) === 'Step 2 of 2 How to reach you', 'requestSubmit moved on');
    form.reset();
    await waitFor(() => headingText(el) === 'Step 1 of 2 Your name', 'reset to step 1');
    expect(name.value).to.equal('');
    name.value = 'Ana';
    form.requestSubmit();
    await waitFor(() => headingText(el) === 'Step 2 of 2 How to reach you', 'requestSubmit moved on');
    expect(new FormData(form).get('fullName')).to.equal('Ana');
  });

  it('Send with a mistake on an earlier step goes back there with an error summary that takes focus and links to the field', async () => {
    const { el, name, email } = await plainForm();
    name.value = 'Ana';
    button(el, 'next').click();
    await settle();
    name.value = '';
    email.value = 'ana@example.org';
    button(el, 'submit').click();
    await waitFor(() => headingText(el) === 'Step 1 of 2 Your name', 'back to the invalid step');
    const summary = part(el, 'error-summary')!;
    await waitFor(() => deepActive() === summary, 'the error summary focused');
    expect(summary.textContent).to.contain('There is a problem');
    const links = Array.from(summary.querySelectorAll('a'));
    expect(links).to.have.length(1);
    expect(links[0]!.textContent).to.contain('Full name');
    await expect(el).to.be.accessible();
    links[0]!.click();
    expect(document.activeElement).to.equal(name);
  });

  it('a missing form is named in a warning, not thrown', async () => {
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      await mountHtml('<vb-stepped-form><p>No form here</p></vb-stepped-form>');
      await settle();
    } finally {
      console.warn = original;
    }
    expect(warnings.some((warning) => warning.includes('<vb-stepped-form>: no <form> inside the tag'))).to.equal(true);
  });
});

describe('vb-stepped-form: verification summary', () => {
  it('the last step lists every answer with a change link back to its step', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'request-a-visit'));
    const fullName = el.querySelector<HTMLElement & { value: string }>('#visit-name')!;
    fullName.focus();
    await sendKeys({ type: 'Ana Silva' });
    const email = el.querySelector<HTMLElement>('#visit-email')!;
    email.focus();
    await sendKeys({ type: 'ana@mail.co.uk' });
    // Leaving the field starts its server check; Next waits for the answer.
    await sendKeys({ press: 'Tab' });
    button(el, 'next').click();
    await settle();
    await waitFor(() => headingText(el) === 'Step 2 of 3 Your visit', 'step 2');
    const time = el.querySelector<HTMLElement>('#visit-time')!;
    button(el, 'next').click();
    await settle();
    expect(headingText(el), 'the required time stops Next').to.equal('Step 2 of 3 Your visit');
    time.setAttribute('value', 'saturday');
    await settle();
    button(el, 'next').click();
    await waitFor(() => headingText(el) === 'Step 3 of 3 Check your answers', 'step 3');
    const summary = part(el, 'summary')!;
    const rows = Array.from(summary.querySelectorAll('[part~="summary-row"]')).map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]);
    expect(rows).to.deep.include(['Full name', 'Ana Silva']);
    expect(rows).to.deep.include(['Email', 'ana@mail.co.uk']);
    expect(rows).to.deep.include(['Phone number (optional)', 'Not given']);
    await expect(el).to.be.accessible();
    const change = Array.from(summary.querySelectorAll<HTMLAnchorElement>('[part~="change"]')).find((link) => link.textContent?.includes('Full name'))!;
    change.click();
    await waitFor(() => headingText(el) === 'Step 1 of 3 About you', 'change link to step 1');
    expect(deepActive()).to.equal(part(el, 'heading'));
  });
});

async function fillPlain(el: HTMLElement) {
  el.querySelector<HTMLInputElement>('#plain-name')!.value = 'Ana Silva';
  button(el, 'next').click();
  await settle();
  el.querySelector<HTMLInputElement>('#plain-email')!.value = `${uniqueId('ana')}@example.org`;
}

describe('vb-stepped-form: sending (reference server)', () => {
  it('201: the form hides, the confirmation shows and takes focus; the body has the spec fields; a replay is stored once', async () => {
    document.cookie = 'cid=cid-test; path=/';
    const { el, form } = await plainForm();
    await fillPlain(el);
    fakeNetwork(passThrough);
    let success: unknown;
    el.addEventListener('vb-stepped-form-success', (event) => (success = (event as CustomEvent).detail));
    button(el, 'submit').click();
    const confirmation = el.querySelector<HTMLElement>('[data-confirmation]')!;
    await waitFor(() => !confirmation.hidden, 'the confirmation');
    expect(form.hidden).to.equal(true);
    expect(document.activeElement).to.equal(confirmation);
    expect(success).to.include({ status: 201 });
    const posts = requests.filter((request) => request.url.endsWith('/api/form-submission'));
    expect(posts).to.have.length(1);
    const body = new URLSearchParams(await posts[0]!.text());
    expect(body.get('fullName')).to.equal('Ana Silva');
    expect(body.get('transactionId')).to.match(/^\d{13,14}$/);
    expect(body.get('MDCampaignId')).to.equal('10');
    expect(body.get('boncomCampaignId')).to.equal('0');
    expect(body.get('ad_partner_consent')).to.equal('false');
    expect(body.get('consent_to_message')).to.equal('false');
    expect(body.get('cid')).to.equal('cid-test');
    expect(body.get('lang')).to.equal('en');
    expect(body.get('verificationToken')).to.equal('');
    const replay = await callServer('/api/form-submission', {
      method: 'POST',
      body: body.toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(replay.status, 'the same transaction is stored once').to.equal(200);
    await expect(el).to.be.accessible();
    document.cookie = 'cid=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('500: the error block shows with the formError analytic; its button brings the form back with every answer', async () => {
    const { el, form } = await plainForm();
    await fillPlain(el);
    const errors: SteppedFormErrorDetail[] = [];
    el.addEventListener('vb-stepped-form-error', (event) => errors.push((event as CustomEvent<SteppedFormErrorDetail>).detail));
    fakeNetwork(() => serverError(500));
    button(el, 'submit').click();
    const block = await waitFor(() => part(el, 'error-block'), 'the error block');
    expect(block.textContent).to.contain('Sorry, your request could not be sent.');
    expect(form.hidden).to.equal(true);
    expect(errors[0]).to.include({ status: 500 });
    const analytic = layer().find((event) => event.component.info.interactionText === 'Server error. Data was not received.');
    expect(analytic, 'formError analytic').to.not.equal(undefined);
    await waitFor(() => deepActive() === block, 'the error block focused');
    await expect(el).to.be.accessible();
    button(el, 'retry').click();
    await settle();
    expect(form.hidden).to.equal(false);
    expect(part(el, 'error-block')).to.equal(null);
    expect(el.querySelector<HTMLInputElement>('#plain-name')!.value).to.equal('Ana Silva');
    expect(el.querySelector<HTMLInputElement>('#plain-email')!.value).to.match(/@example\.org$/);
    expect(headingText(el)).to.equal('Step 2 of 2 How to reach you');
    fakeNetwork(passThrough);
    button(el, 'submit').click();
    await waitFor(() => !el.querySelector<HTMLElement>('[data-confirmation]')!.hidden, 'sent after the error was dismissed');
  });

  it('428 is ignored: no error block, no confirmation, the form can be sent again', async () => {
    const { el, form } = await plainForm();
    await fillPlain(el);
    fakeNetwork(() => json({ error: 'precondition' }, 428));
    button(el, 'submit').click();
    await waitFor(() => el.getAttribute('data-vb-state') === 'editing' && requests.length === 1, 'the answer handled');
    await settle();
    expect(part(el, 'error-block')).to.equal(null);
    expect(form.hidden).to.equal(false);
    expect(layer().some((event) => event.component.info.interactionText === 'Server error. Data was not received.')).to.equal(false);
    expect(button(el, 'submit').getAttribute('aria-disabled')).to.equal(null);
  });

  it('a slow answer: "Sending" is announced and a second press sends nothing more (single use)', async () => {
    const { el } = await plainForm();
    await fillPlain(el);
    const gate = held(passThrough);
    fakeNetwork(gate);
    button(el, 'submit').click();
    await waitFor(() => part(el, 'status')?.textContent === 'Sending your request…', 'sending announced');
    expect(button(el, 'submit').getAttribute('aria-disabled')).to.equal('true');
    button(el, 'submit').click();
    el.querySelector('form')!.requestSubmit();
    await settle();
    gate.release();
    await waitFor(() => !el.querySelector<HTMLElement>('[data-confirmation]')!.hidden, 'sent');
    expect(requests.filter((request) => request.url.endsWith('/api/form-submission'))).to.have.length(1);
  });

  it('offline: the visitor sees it waiting; back online it is sent once more, with the same transaction id', async () => {
    const { el } = await plainForm();
    await fillPlain(el);
    fakeNetwork(offline);
    button(el, 'submit').click();
    await waitFor(() => part(el, 'status')?.textContent === 'You are offline. Your request will be sent when you are back online.', 'waiting shown');
    expect(part(el, 'error-block')).to.equal(null);
    const first = new URLSearchParams(await requests[0]!.text()).get('transactionId');
    fakeNetwork(passThrough);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => !el.querySelector<HTMLElement>('[data-confirmation]')!.hidden, 'sent when back online');
    const retried = new URLSearchParams(await requests[0]!.text()).get('transactionId');
    expect(retried).to.equal(first);
  });

  it('offline twice: the one retry fails and the error block shows', async () => {
    const { el } = await plainForm();
    await fillPlain(el);
    fakeNetwork(offline);
    button(el, 'submit').click();
    await waitFor(() => el.getAttribute('data-vb-state') === 'waiting', 'waiting');
    window.dispatchEvent(new Event('online'));
    await waitFor(() => part(el, 'error-block'), 'the error block');
  });
});

describe('vb-stepped-form: request verification', () => {
  it("the stand-in service fails: 'Request verification failed' in the error block, nothing sent", async () => {
    setMeta('vb-verification-site-key', 'demo-site-key');
    setMeta('vb-verification-script', '/api/verification/script.js?render=demo-site-key&behaviour=fail');
    const { el } = await plainForm();
    await fillPlain(el);
    fakeNetwork(passThrough);
    button(el, 'submit').click();
    const block = await waitFor(() => part(el, 'error-block'), 'the error block');
    expect(block.textContent).to.contain('Request verification failed');
    expect(requests.filter((request) => request.url.endsWith('/api/form-submission'))).to.have.length(0);
  });

  it('the service gives a token: it is sent with the form', async () => {
    setMeta('vb-verification-site-key', 'demo-site-key');
    setMeta('vb-verification-script', '/api/verification/script.js?render=demo-site-key');
    const { el } = await plainForm();
    await fillPlain(el);
    // The test server runs without a site key, so its token route says 404; a configured one answers this.
    fakeNetwork((request) => (request.url.includes('/api/verification/token') ? json({ token: 'v1.test.token' }) : passThrough(request)));
    button(el, 'submit').click();
    await waitFor(() => !el.querySelector<HTMLElement>('[data-confirmation]')!.hidden, 'sent');
    const post = requests.find((request) => request.url.endsWith('/api/form-submission'))!;
    expect(new URLSearchParams(await post.text()).get('verificationToken')).to.equal('v1.test.token');
    const token = requests.find((request) => request.url.includes('/api/verification/token'))!;
    expect(new URL(token.url).searchParams.get('action')).to.equal('form_submit');
  });

  it('the script does not load: the form is sent with an empty token', async () => {
    setMeta('vb-verification-site-key', 'demo-site-key');
    setMeta('vb-verification-script', '/api/verification/missing-script.js');
    const { el } = await plainForm();
    await fillPlain(el);
    fakeNetwork(passThrough);
    button(el, 'submit').click();
    await waitFor(() => !el.querySelector<HTMLElement>('[data-confirmation]')!.hidden, 'sent');
    const post = requests.find((request) => request.url.endsWith('/api/form-submission'))!;
    expect(new URLSearchParams(await post.text()).get('verificationToken')).to.equal('');
  });

  it('the stand-in service hangs: the token call gives up with a VerificationError', async () => {
    setMeta('vb-verification-site-key', 'demo-site-key');
    setMeta('vb-verification-script', '/api/verification/script.js?render=demo-site-key&behaviour=hang');
    let failure: unknown;
    try {
      await verificationToken('form_submit', 1500);
    } catch (error) {
      failure = error;
    }
    expect(failure).to.be.instanceOf(VerificationError);
    expect((failure as Error).message).to.equal('Request verification failed');
  });
});

describe('vb-stepped-form: the session copy', () => {
  it('a reload within the session finds the same step and answers', async () => {
    const first = await plainForm();
    first.name.value = 'Ana Draft';
    first.name.dispatchEvent(new Event('input', { bubbles: true }));
    button(first.el, 'next').click();
    await settle();
    first.email.value = 'draft@example.org';
    first.email.dispatchEvent(new Event('input', { bubbles: true }));
    first.el.parentElement!.remove();
    const second = await plainForm();
    await waitFor(() => headingText(second.el) === 'Step 2 of 2 How to reach you', 'the saved step');
    expect(second.name.value).to.equal('Ana Draft');
    expect(second.email.value).to.equal('draft@example.org');
  });

  it('keeps nothing at mount: the copy is written once the visitor answers or moves to another step', async () => {
    const kept = () => Object.keys(sessionStorage).filter((key) => key.startsWith('vb-stepped-form:'));
    const { el, name } = await plainForm();
    await settle();
    expect(kept(), 'after mount').to.deep.equal([]);
    button(el, 'next').click();
    await settle();
    expect(kept(), 'after Next on an empty step (it stays on step 1)').to.deep.equal([]);
    name.value = 'Ana Moves';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    expect(kept(), 'after an answer').to.have.length(1);
    button(el, 'next').click();
    await settle();
    expect(JSON.parse(sessionStorage.getItem(kept()[0] ?? '') ?? '{}').step, 'kept at the new step').to.equal(2);
  });

  it('never keeps a field marked sensitive', async () => {
    const { el } = await mountHtml(`<vb-stepped-form id="sensitive-form">
  <form><fieldset><legend>Secret</legend><label for="s-a">Card</label><input id="s-a" name="pin" data-sensitive><label for="s-b">Name</label><input id="s-b" name="fullName"></fieldset></form>
</vb-stepped-form>`);
    const pin = el.querySelector<HTMLInputElement>('#s-a')!;
    pin.value = '1234';
    pin.dispatchEvent(new Event('input', { bubbles: true }));
    const saved = JSON.stringify(Object.fromEntries(Object.entries(sessionStorage)));
    expect(saved).to.contain('fullName');
    expect(saved).to.not.contain('1234');
  });
});

describe('vb-stepped-form: expanding drawer and analytics', () => {
  it('opens from its button; the step list shows once the visitor starts; form start is sent once', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'expanding-drawer'));
    const open = button(el, 'open-button');
    expect(open.getAttribute('aria-expanded')).to.equal('false');
    expect(el.querySelector('form')!.hidden).to.equal(true);
    open.click();
    await settle();
    expect(el.querySelector('form')!.hidden).to.equal(false);
    expect(part(el, 'steps')).to.equal(null);
    el.querySelector<HTMLElement>('#ask-question')!.focus();
    await settle();
    expect(part(el, 'steps')).to.not.equal(null);
    el.querySelector<HTMLElement>('#ask-question')!.blur();
    el.querySelector<HTMLElement>('#ask-question')!.focus();
    await settle();
    expect(
      layer().filter(
        (event) => event.event === 'Component Click' && event.component.info.contentTitle !== undefined && event.component.info.interactionText === undefined,
      ),
    ).to.have.length(1);
    await expect(el).to.be.accessible();
  });
});
