/**
 * vb-action-bar in Chromium: share addresses, follow links, copy link (copied state, refusal fallback), the
 * device's share sheet, analytics, keyboard, bad attributes, 320 px, reduced motion and axe in every state.
 * The clipboard and navigator.share are the device's: the tests stand in for them on navigator itself.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../../elements/action-bar/define.ts';
import { examples } from '../../../elements/action-bar/examples.ts';
import { exampleNamed, mountExample, mountHtml, recordConsole, renderRoot } from '../../support/index.ts';
import { waitFor } from '../../support/wait.ts';

type Nav = Record<'share' | 'canShare' | 'clipboard', unknown>;

/** Put `value` on navigator itself (over the prototype's), until restore(). */
function onNavigator(name: keyof Nav, value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}
function restoreNavigator() {
  for (const name of ['share', 'canShare', 'clipboard'] as const) delete (navigator as unknown as Partial<Nav>)[name];
}

const root = (el: HTMLElement) => renderRoot(el);
const links = (el: HTMLElement, list = 'list') => Array.from(root(el).querySelectorAll<HTMLElement>(`[part~="${list}"] [part~="button"]`));
const names = (el: HTMLElement, list = 'list') => links(el, list).map((node) => node.textContent?.trim());
const copyButton = (el: HTMLElement) => root(el).querySelector<HTMLButtonElement>('[part~="copy"]') as HTMLButtonElement;
const statusText = (el: HTMLElement) => root(el).querySelector('[role="status"]')?.textContent ?? '';
const field = (el: HTMLElement) => root(el).querySelector<HTMLInputElement>('[part~="link-field"]');
const pageUrl = () => location.href.split('#')[0] ?? '';

/** The page's data layer, with share and follow named, so a test sees which kind was sent. */
function dataLayer(): Array<{ event: string; component: { info: Record<string, unknown> } }> {
  const layer: Array<{ event: string; component: { info: Record<string, unknown> } }> = [];
  (window as unknown as { dataLayer?: unknown }).dataLayer = layer;
  window.visitorBlocksAnalyticsEvents = { share: 'Share', follow: 'Follow' };
  return layer;
}

/** Clicking a share link in a test must not leave the test page. */
const stay = (event: Event) => event.preventDefault();

describe('vb-action-bar', function () {
  this.timeout(20000);
  beforeEach(() => {
    // Chromium on Linux has no share sheet; a test that wants one puts it there.
    onNavigator('share', undefined);
    document.addEventListener('click', stay);
  });
  afterEach(async () => {
    restoreNavigator();
    document.removeEventListener('click', stay);
    delete (window as unknown as { dataLayer?: unknown }).dataLayer;
    delete window.visitorBlocksAnalyticsEvents;
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('shares the page to the default networks with addresses built from it', async () => {
    const title = document.title;
    document.title = 'Service week';
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    const list = root(el).querySelector('[part~="list"]');
    expect(list?.getAttribute('aria-label')).to.equal('Share');
    expect(names(el)).to.deep.equal([
      'Share on Facebook (opens in a new tab)',
      'Share on X (opens in a new tab)',
      'Share on WhatsApp (opens in a new tab)',
      'Share by e-mail',
      'Copy link',
    ]);
    const [facebook, x, whatsapp, email] = links(el) as [HTMLAnchorElement, HTMLAnchorElement, HTMLAnchorElement, HTMLAnchorElement];
    const here = encodeURIComponent(pageUrl());
    expect(facebook.href).to.equal(`https://www.facebook.com/sharer/sharer.php?u=${here}`);
    expect(new URL(x.href).searchParams.get('text')).to.equal('A week of service in our town');
    expect(new URL(x.href).searchParams.get('url')).to.equal(pageUrl());
    expect(new URL(whatsapp.href).searchParams.get('text')).to.equal(`A week of service in our town\n${pageUrl()}`);
    expect(email.href).to.equal(`mailto:?subject=Service%20week&body=A%20week%20of%20service%20in%20our%20town%0A${here}`);
    expect(facebook.target).to.equal('_blank');
    expect(facebook.rel).to.equal('noopener noreferrer');
    expect(email.hasAttribute('target')).to.equal(false);
    expect(el.hasAttribute('data-vb-native-share')).to.equal(false);
    await expect(el).to.be.accessible();
    document.title = title;
  });

  it('a share click sends the event and a share analytic; Tab reaches every button in order', async () => {
    const layer = dataLayer();
    const { el } = await mountHtml(`<vb-action-bar url="https://www.example.org/a#part" share-title="A story"></vb-action-bar>`);
    const seen: unknown[] = [];
    el.addEventListener('vb-action-bar-share', (event) => seen.push((event as CustomEvent).detail));
    const first = links(el)[0] as HTMLElement;
    first.focus();
    for (let i = 1; i < links(el).length; i++) {
      await sendKeys({ press: 'Tab' });
      expect(root(el) instanceof ShadowRoot ? (root(el) as ShadowRoot).activeElement : document.activeElement).to.equal(links(el)[i]);
    }
    first.click();
    expect(seen).to.deep.equal([{ network: 'facebook', url: 'https://www.example.org/a' }]);
    expect(layer).to.have.length(1);
    expect(layer[0]?.event).to.equal('Share');
    expect(layer[0]?.component.info).to.deep.equal({ contentTitle: 'A story', interactionText: 'facebook', link: 'https://www.example.org/a' });
  });

  it('copy link: "Link copied" shown and announced, then back after 3 seconds', async () => {
    const written: string[] = [];
    onNavigator('clipboard', { writeText: (text: string) => (written.push(text), Promise.resolve()) });
    const layer = dataLayer();
    const { el } = await mountHtml(`<vb-action-bar networks="copy" url="https://www.example.org/b?x=1"></vb-action-bar>`);
    const copies: unknown[] = [];
    el.addEventListener('vb-action-bar-copy', (event) => copies.push((event as CustomEvent).detail));
    copyButton(el).focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => statusText(el) === 'Link copied', 'the copied status');
    expect(written).to.deep.equal(['https://www.example.org/b?x=1']);
    expect(copyButton(el).textContent).to.equal('Link copied');
    expect(el.hasAttribute('data-vb-copied')).to.equal(true);
    expect(copies).to.deep.equal([{ url: 'https://www.example.org/b?x=1', copied: true }]);
    expect(layer[0]?.component.info).to.deep.include({ interactionText: 'copy', copied: true });
    await expect(el).to.be.accessible();
    await waitFor(() => statusText(el) === '', 'the copied state to end', 4500);
    expect(copyButton(el).textContent).to.equal('Copy link');
    expect(el.hasAttribute('data-vb-copied')).to.equal(false);
  });

  it('copy refused: the fallback text, and the link selected in a field to copy by hand', async () => {
    onNavigator('clipboard', { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) });
    const { el } = await mountHtml(`<vb-action-bar networks="facebook copy" url="https://www.example.org/c"></vb-action-bar>`);
    const copies: unknown[] = [];
    el.addEventListener('vb-action-bar-copy', (event) => copies.push((event as CustomEvent).detail));
    copyButton(el).click();
    await waitFor(() => field(el) !== null, 'the link field');
    expect(statusText(el)).to.equal('Copying was not allowed. The link is selected below: copy it with Ctrl+C (⌘C on a Mac).');
    const input = field(el) as HTMLInputElement;
    expect(input.value).to.equal('https://www.example.org/c');
    expect(input.readOnly).to.equal(true);
    expect(input.getAttribute('aria-label')).to.equal('Link to share');
    await waitFor(() => input.selectionEnd === input.value.length, 'the link selected');
    expect(input.selectionStart).to.equal(0);
    expect(copies).to.deep.equal([{ url: 'https://www.example.org/c', copied: false }]);
    expect(el.hasAttribute('data-vb-copied')).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('no clipboard at all (not a secure context): the same fallback', async () => {
    onNavigator('clipboard', undefined);
    const { el } = await mountHtml(`<vb-action-bar networks="copy"></vb-action-bar>`);
    copyButton(el).click();
    await waitFor(() => field(el)?.value === pageUrl(), 'the link field with the page address');
  });

  it("the device's share sheet: a Share button first; shared sends the event, closing it sends nothing", async () => {
    const calls: ShareData[] = [];
    let answer: () => Promise<void> = () => Promise.resolve();
    onNavigator('share', (data: ShareData) => (calls.push(data), answer()));
    onNavigator('canShare', () => true);
    const layer = dataLayer();
    const { el } = await mountHtml(`<vb-action-bar url="https://www.example.org/d" share-title="D" share-text="Come"></vb-action-bar>`);
    expect(names(el)[0]).to.equal('Share');
    expect(names(el)).to.have.length(6);
    expect(el.hasAttribute('data-vb-native-share')).to.equal(true);
    await expect(el).to.be.accessible();
    const seen: unknown[] = [];
    el.addEventListener('vb-action-bar-share', (event) => seen.push((event as CustomEvent).detail));
    answer = () => Promise.reject(new DOMException('Share canceled', 'AbortError'));
    (links(el)[0] as HTMLElement).click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).to.deep.equal([]);
    expect(layer).to.deep.equal([]);
    answer = () => Promise.resolve();
    (links(el)[0] as HTMLElement).click();
    await waitFor(() => seen.length === 1, 'the share event');
    expect(calls[1]).to.deep.equal({ url: 'https://www.example.org/d', title: 'D', text: 'Come' });
    expect(seen).to.deep.equal([{ network: 'native', url: 'https://www.example.org/d' }]);
    expect(layer[0]?.component.info).to.deep.include({ interactionText: 'native' });
  });

  it('native-share="only": the Share button alone (and copy); the buttons come back when the sheet fails', async () => {
    onNavigator('share', () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    const { el } = await mountHtml(`<vb-action-bar native-share="only" networks="facebook email copy"></vb-action-bar>`);
    expect(names(el)).to.deep.equal(['Share', 'Copy link']);
    (links(el)[0] as HTMLElement).click();
    await waitFor(() => names(el).length === 3, 'the share buttons');
    expect(names(el)).to.deep.equal(['Share on Facebook (opens in a new tab)', 'Share by e-mail', 'Copy link']);
    expect(el.hasAttribute('data-vb-native-share')).to.equal(false);
  });

  it('native-share="off", or a device without the API: no Share button', async () => {
    onNavigator('share', () => Promise.resolve());
    const { el } = await mountHtml(`<vb-action-bar native-share="off" networks="x"></vb-action-bar>`);
    expect(names(el)).to.deep.equal(['Share on X (opens in a new tab)']);
    onNavigator('share', undefined);
    const { el: only } = await mountHtml(`<vb-action-bar native-share="only" networks="x"></vb-action-bar>`);
    expect(names(only)).to.deep.equal(['Share on X (opens in a new tab)']);
  });

  it('follow links: named, in order, opening a new tab, with a follow analytic', async () => {
    const layer = dataLayer();
    const { el } = await mountExample(exampleNamed(examples, 'follow'));
    const list = root(el).querySelector('[part~="follow-list"]');
    expect(list?.getAttribute('aria-label')).to.equal('Follow us');
    expect(names(el, 'follow-list')).to.deep.equal([
      'Follow us on Instagram (opens in a new tab)',
      'Follow us on YouTube (opens in a new tab)',
      'Follow us on Facebook (opens in a new tab)',
    ]);
    const instagram = links(el, 'follow-list')[0] as HTMLAnchorElement;
    expect(instagram.href).to.equal('https://www.instagram.com/');
    const seen: unknown[] = [];
    el.addEventListener('vb-action-bar-follow', (event) => seen.push((event as CustomEvent).detail));
    instagram.click();
    expect(seen).to.deep.equal([{ network: 'instagram', url: 'https://www.instagram.com/' }]);
    expect(layer[0]?.event).to.equal('Follow');
    expect(layer[0]?.component.info).to.deep.include({ interactionText: 'instagram', link: 'https://www.instagram.com/' });
    await expect(el).to.be.accessible();
  });

  it('bad attributes: each left out with a warning naming the element and the attribute; the rest works', async () => {
    const record = recordConsole();
    try {
      const { el } = await mountHtml(
        `<vb-action-bar networks="facebook myspace" url="javascript:alert(1)" follow='{"instagram":"javascript:alert(2)","friendster":"https://f.example","youtube":"https://www.youtube.com/"}'></vb-action-bar>`,
      );
      await waitFor(() => record.warnings.length >= 4, 'the warnings');
      const warnings = record.warnings.join('\n');
      expect(warnings).to.contain('<vb-action-bar>: networks: "myspace" is not a network');
      expect(warnings).to.contain('<vb-action-bar>: url: "javascript:alert(1)" is not an http(s) address');
      expect(warnings).to.contain('<vb-action-bar>: follow: the instagram address "javascript:alert(2)" is not an http(s) address');
      expect(warnings).to.contain('<vb-action-bar>: follow: "friendster" is not a network');
      expect(names(el)).to.deep.equal(['Share on Facebook (opens in a new tab)']);
      expect((links(el)[0] as HTMLAnchorElement).href).to.equal(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl())}`);
      expect(names(el, 'follow-list')).to.deep.equal(['Follow us on YouTube (opens in a new tab)']);
      expect((root(el) as Element).innerHTML).not.to.contain('javascript:');
      expect(record.errors).to.deep.equal([]);
    } finally {
      record.restore();
    }
  });

  it('a variant or native-share that is not one of its choices: a warning naming it, and the default', async () => {
    const record = recordConsole();
    try {
      const { el } = await mountHtml(`<vb-action-bar networks="email" variant="big" native-share="sometimes"></vb-action-bar>`);
      await waitFor(() => record.warnings.length >= 2, 'the warnings');
      expect(record.warnings).to.deep.equal([
        '<vb-action-bar>: attribute variant="big" is not one of ["icons","labels"]; using the default ("icons").',
        '<vb-action-bar>: attribute native-share="sometimes" is not one of ["auto","only","off"]; using the default ("auto").',
      ]);
      expect(names(el)).to.deep.equal(['Share by e-mail']);
      expect(record.errors).to.deep.equal([]);
    } finally {
      record.restore();
    }
  });

  it('own wording, light DOM', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'own-wording'), { render: 'light' });
    expect(el.shadowRoot).to.equal(null);
    expect(names(el)).to.deep.equal([
      "Partager sur Facebook (s'ouvre dans un nouvel onglet)",
      "Partager sur X (s'ouvre dans un nouvel onglet)",
      "Partager sur Telegram (s'ouvre dans un nouvel onglet)",
      'Copier le lien',
    ]);
    expect((links(el)[0] as HTMLAnchorElement).href).to.equal(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.example.org%2Fhistoires%2Fsemaine-de-service',
    );
    expect(el.querySelector('.vb-action-bar__list')).not.to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('fits 320 px with labels, wrapping instead of overflowing', async () => {
    await setViewport({ width: 320, height: 640 });
    try {
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'follow'));
      expect(wrapper.scrollWidth).to.be.at.most(320);
      for (const link of links(el)) expect(link.getBoundingClientRect().right).to.be.at.most(320);
      const first = (links(el)[0] as HTMLElement).getBoundingClientRect();
      expect(first.height).to.be.at.least(44);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('reduced motion: no colour fade on the buttons', async () => {
    const { el } = await mountHtml(`<vb-action-bar networks="facebook"></vb-action-bar>`);
    const duration = () => parseFloat(getComputedStyle(links(el)[0] as HTMLElement).transitionDuration);
    expect(duration()).to.equal(0.15);
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(duration()).to.be.below(0.001);
  });
});
