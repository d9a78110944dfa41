import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { AnalyticsEvent } from '../../../src/analytics.ts';
import { isScrollLocked } from '../../../src/scroll-lock.ts';
import { deleteCookie, setCookie } from '../../../src/storage.ts';
import '../../../elements/chat/define.ts';
import type { ChatToggleDetail } from '../../../elements/chat/events.ts';
import { examples } from '../../../elements/chat/examples.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot } from '../../support/fixtures.ts';
import { settle, waitFor } from '../../support/wait.ts';

// The test runner serves the repository, so the static directory (and the reference chat page) is /demo/static here.
window.visitorBlocksConfig = { staticDir: '/demo/static' };
window.visitorBlocksAnalyticsEvents = { chatOpen: 'Chat Open', chatStart: 'Chat Start', chatClose: 'Chat Close' };

const launcher = (el: HTMLElement) => renderRoot(el).querySelector<HTMLButtonElement>('.vb-chat__launcher')!;
const panel = (el: HTMLElement) => renderRoot(el).querySelector<HTMLElement>('.vb-chat__panel')!;
const frame = (el: HTMLElement) => renderRoot(el).querySelector<HTMLIFrameElement>('iframe');
/** What has focus in the element, by its class (DOM nodes in a failed assertion would be serialised whole). */
const active = (el: HTMLElement) => el.shadowRoot!.activeElement?.className ?? null;

function dataLayer(): AnalyticsEvent[] {
  const win = window as unknown as { dataLayer?: AnalyticsEvent[] };
  win.dataLayer ??= [];
  return win.dataLayer;
}
const chatEvents = () => dataLayer().filter((e) => e.event.startsWith('Chat '));

function toggles(el: HTMLElement): ChatToggleDetail[] {
  const seen: ChatToggleDetail[] = [];
  el.addEventListener('vb-chat-toggle', (event) => seen.push((event as CustomEvent<ChatToggleDetail>).detail));
  return seen;
}

/** The reference chat page, loaded in the element's frame (same origin here, so the test can press its buttons). */
async function chatDocument(el: HTMLElement): Promise<Document> {
  return waitFor(
    () => {
      const doc = frame(el)?.contentDocument;
      return doc?.readyState === 'complete' && doc.querySelector('.chat__message--bot') ? doc : null;
    },
    'the reference chat page to load',
    8000,
  );
}

async function openChat(el: HTMLElement): Promise<void> {
  launcher(el).click();
  await settle();
}

beforeEach(() => {
  sessionStorage.clear();
  dataLayer().length = 0;
});
afterEach(async () => {
  await setViewport({ width: 800, height: 600 });
});

describe('vb-chat', () => {
  it('starts visible and closed; the frame loads only when the chat opens; axe clean both ways', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    expect(el.dataset.vbState).to.equal('visible');
    expect(panel(el).hidden).to.equal(true);
    expect(frame(el) === null).to.equal(true);
    expect(launcher(el).getAttribute('aria-expanded')).to.equal('false');
    expect(launcher(el).textContent).to.equal('Chat with us');
    await expect(el).to.be.accessible();
    await openChat(el);
    expect(el.dataset.vbState).to.equal('open');
    expect(panel(el).hidden).to.equal(false);
    expect(launcher(el).getAttribute('aria-expanded')).to.equal('true');
    expect(frame(el)!.title).to.equal('Chat with a volunteer');
    expect(frame(el)!.getAttribute('sandbox')).to.equal('allow-scripts allow-same-origin');
    expect(panel(el).getAttribute('role')).to.equal('dialog');
    await chatDocument(el);
    await expect(el).to.be.accessible();
  });

  it('builds the frame query as the spec lists: lang, embedded, adobeId, startBot, source, cid', async () => {
    setCookie('cid', 'CAMPAIGN-7');
    try {
      const { el } = await mountExample(exampleNamed(examples, 'default'));
      await openChat(el);
      const url = new URL(frame(el)!.src);
      expect(url.origin + url.pathname).to.equal(`${location.origin}/demo/static/chat/index.html`);
      expect([...url.searchParams]).to.deep.equal([
        ['lang', 'en'],
        ['embedded', 'true'],
        ['adobeId', 'demo-visitor-1'],
        ['startBot', 'true'],
        ['source', location.href],
        ['cid', 'CAMPAIGN-7'],
      ]);
    } finally {
      deleteCookie('cid');
    }
  });

  it('lang comes from the language attribute, else the page language meta; no cid without the cookie', async () => {
    const meta = document.createElement('meta');
    meta.name = 'language';
    meta.content = 'pt';
    document.head.append(meta);
    try {
      const { el } = await mountHtml('<vb-chat placement="inline"></vb-chat>');
      await openChat(el);
      let params = new URL(frame(el)!.src).searchParams;
      expect(params.get('lang')).to.equal('pt');
      expect(params.has('cid')).to.equal(false);
      el.setAttribute('language', 'es');
      await waitFor(() => new URL(frame(el)!.src).searchParams.get('lang') === 'es', 'the frame to follow the language attribute');
      params = new URL(frame(el)!.src).searchParams;
      expect(params.get('embedded')).to.equal('true');
    } finally {
      meta.remove();
    }
  });

  it('opening moves focus into the frame; Escape closes and focus returns to the launcher; analytics open and close', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    const seen = toggles(el);
    launcher(el).focus();
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(el.dataset.vbState).to.equal('open');
    expect(active(el)).to.equal('vb-chat__frame');
    renderRoot(el).querySelector<HTMLButtonElement>('.vb-chat__close')!.focus();
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(el.dataset.vbState).to.equal('visible');
    expect(active(el)).to.equal('vb-chat__launcher');
    expect(seen).to.deep.equal([
      { open: true, reason: 'launcher' },
      { open: false, reason: 'escape' },
    ]);
    expect(chatEvents().map((e) => [e.event, e.component.info.interactionText, e.category.primary])).to.deep.equal([
      ['Chat Open', 'open', 'chat'],
      ['Chat Close', 'close', 'chat'],
    ]);
  });

  it('the close button closes; the frame stays loaded for the conversation', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    await openChat(el);
    const loaded = frame(el);
    renderRoot(el).querySelector<HTMLButtonElement>('.vb-chat__close')!.click();
    await settle();
    expect(panel(el).hidden).to.equal(true);
    expect(frame(el) === loaded).to.equal(true);
    expect(renderRoot(el).querySelector('.vb-chat__close')!.getAttribute('aria-label')).to.equal('Close chat');
  });

  it('the open state persists for the session: a remount (the next page) opens again without taking focus', async () => {
    const first = await mountExample(exampleNamed(examples, 'default'));
    await openChat(first.el);
    expect(sessionStorage.getItem('chatOpen')).to.equal('true');
    first.wrapper.remove();
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    expect(el.dataset.vbState).to.equal('open');
    expect(frame(el) === null).to.equal(false);
    expect(active(el)).to.equal(null);
    expect(chatEvents().filter((e) => e.event === 'Chat Open')).to.have.length(1);
    launcher(el).click();
    await settle();
    expect(sessionStorage.getItem('chatOpen')).to.equal(null);
    el.parentElement!.remove();
    const again = await mountExample(exampleNamed(examples, 'default'));
    expect(again.el.dataset.vbState).to.equal('visible');
  });

  it("the reference chat's Leave button posts left_message: the chat closes and focus returns to the launcher", async () => {
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    const seen = toggles(el);
    await openChat(el);
    const doc = await chatDocument(el);
    doc.querySelector<HTMLButtonElement>('.chat__leave')!.click();
    await waitFor(() => el.dataset.vbState === 'visible', 'the chat to close on left_message');
    expect(seen.at(-1)).to.deep.equal({ open: false, reason: 'left_message' });
    expect(active(el)).to.equal('vb-chat__launcher');
    expect(sessionStorage.getItem('chatOpen')).to.equal(null);
  });

  it('a left_message from a wrong origin, another window or another frame is ignored', async () => {
    const { el, wrapper } = await mountExample(exampleNamed(examples, 'default'));
    await openChat(el);
    await chatDocument(el);
    const chatWindow = frame(el)!.contentWindow!;
    // The right window, but another origin (what a cross-origin page navigated into the frame would send).
    window.dispatchEvent(new MessageEvent('message', { data: 'left_message', origin: 'https://evil.example', source: chatWindow }));
    // The right origin, but the page itself, and another same-origin frame.
    window.postMessage('left_message', location.origin);
    const other = document.createElement('iframe');
    other.title = 'another frame';
    wrapper.append(other);
    other.contentWindow!.parent.postMessage({ type: 'left_message' }, location.origin);
    const intruder = new MessageEvent('message', { data: 'left_message', origin: location.origin, source: other.contentWindow });
    window.dispatchEvent(intruder);
    await settle();
    await settle();
    expect(el.dataset.vbState).to.equal('open');
    // The same message from the chat's own window and origin is obeyed: the checks above are not blind.
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'left_message' }, origin: location.origin, source: chatWindow }));
    await waitFor(() => el.dataset.vbState === 'visible', 'the chat to close');
  });

  it('the first message of the session sends the start analytics once (sentFirstChatTracker)', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    const starts: Event[] = [];
    el.addEventListener('vb-chat-start', (event) => starts.push(event));
    await openChat(el);
    const doc = await chatDocument(el);
    const send = (text: string) => {
      doc.querySelector<HTMLInputElement>('.chat__input')!.value = text;
      doc.querySelector<HTMLButtonElement>('.chat__send')!.click();
    };
    send('Hello');
    await waitFor(() => starts.length === 1, 'the start event');
    send('Are you there?');
    await waitFor(() => doc.querySelectorAll('.chat__message--visitor').length === 2, 'the second message');
    await settle();
    expect(starts).to.have.length(1);
    expect(sessionStorage.getItem('sentFirstChatTracker')).to.equal('true');
    expect(chatEvents().filter((e) => e.event === 'Chat Start')).to.have.length(1);
  });

  it('visible="false" hides the chat until shown; once shown, showChat keeps it visible for the session', async () => {
    const first = await mountExample(exampleNamed(examples, 'hidden-until-shown'));
    expect(first.el.dataset.vbState).to.equal('hidden');
    expect(getComputedStyle(first.el).display).to.equal('none');
    expect(sessionStorage.getItem('showChat')).to.equal(null);
    first.el.removeAttribute('visible');
    await waitFor(() => first.el.dataset.vbState === 'visible', 'the chat to show');
    expect(getComputedStyle(first.el).display).to.equal('block');
    expect(sessionStorage.getItem('showChat')).to.equal('true');
    first.wrapper.remove();
    const { el } = await mountExample(exampleNamed(examples, 'hidden-until-shown'));
    expect(el.dataset.vbState).to.equal('visible');
  });

  it('phones (up to 599 px): the open panel fills the screen and the page does not scroll', async () => {
    await setViewport({ width: 375, height: 700 });
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    await openChat(el);
    const box = panel(el).getBoundingClientRect();
    expect([box.left, box.top, box.width, box.height]).to.deep.equal([0, 0, 375, 700]);
    expect(isScrollLocked()).to.equal(true);
    launcher(el).focus();
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(isScrollLocked()).to.equal(false);
  });

  it('wide screens under 600 px high hide the chat; 600 px high shows it', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    await setViewport({ width: 1280, height: 599 });
    await waitFor(() => getComputedStyle(el).display === 'none', 'the chat to hide');
    await setViewport({ width: 1280, height: 600 });
    await waitFor(() => getComputedStyle(el).display === 'block', 'the chat to show');
  });

  it('attributes to props: wording, placement, a chat page with its own query, a sandbox', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'inline'));
    expect(launcher(el).textContent).to.equal('Chatea con nosotros');
    expect(getComputedStyle(renderRoot(el).querySelector('.vb-chat__root')!).position).to.equal('relative');
    el.setAttribute('chat-origin', '/demo/static/chat/index.html?theme=dark');
    el.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
    await openChat(el);
    const url = new URL(frame(el)!.src);
    expect(url.searchParams.get('theme')).to.equal('dark');
    expect(url.searchParams.get('lang')).to.equal('es');
    expect(frame(el)!.getAttribute('sandbox')).to.equal('allow-scripts allow-same-origin allow-popups');
    // A blank attribute (a CMS field left empty) is no sandbox choice: the narrowest one stays.
    el.setAttribute('sandbox', '  ');
    await waitFor(() => frame(el)!.getAttribute('sandbox') === 'allow-scripts allow-same-origin', 'the default sandbox for a blank attribute');
    expect(frame(el)!.title).to.equal('Chat con un voluntario');
    expect(renderRoot(el).querySelector(`#${panel(el).getAttribute('aria-labelledby')}`)?.textContent).to.equal('Chat');
    el.removeAttribute('placement');
    await waitFor(() => getComputedStyle(renderRoot(el).querySelector('.vb-chat__root')!).position === 'fixed', 'the fixed placement');
  });

  it('a chat-origin that is not an http(s) address (javascript:, data:) never reaches the frame: the reference chat opens', async () => {
    const { el } = await mountHtml('<vb-chat placement="inline" chat-origin="javascript:alert(1)//"></vb-chat>');
    await openChat(el);
    expect(new URL(frame(el)!.src).pathname).to.equal('/demo/static/chat/index.html');
    el.setAttribute('chat-origin', 'data:text/html,<script>alert(1)</script>');
    await waitFor(() => frame(el)!.src.startsWith(`${location.origin}/demo/static/chat/`), 'the reference chat page');
    el.setAttribute('chat-origin', 'http://[not an address');
    await settle();
    expect(frame(el)!.src.startsWith(`${location.origin}/demo/static/chat/`)).to.equal(true);
  });

  it('light DOM: the launcher and panel are in the page with their classes', async () => {
    const { el } = await mountHtml('<vb-chat render="light" placement="inline"></vb-chat>');
    expect(el.querySelector('button.vb-chat__launcher') === null).to.equal(false);
    await openChat(el);
    expect(el.querySelector('iframe.vb-chat__frame') === null).to.equal(false);
    await expect(el).to.be.accessible();
  });
});
