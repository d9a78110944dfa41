import { expect } from '@open-wc/testing';
import {
  breadcrumb,
  buildEvent,
  eventName,
  FALLBACK_CLICK,
  FALLBACK_STEP_CHANGE,
  FRAMED_MESSAGE_TYPE,
  track,
  type AnalyticsEvent,
} from '../../src/analytics.ts';
import { waitFor } from '../support/wait.ts';

/*
 * The framed case needs code running inside a real frame. This file loads itself into a same-origin
 * iframe (marked with FRAME_MARK); there it does not declare tests but sends one event, whose
 * window.parent is this page.
 */
const FRAME_MARK = 'data-vb-analytics-frame';
const TRACKED_MARK = 'data-vb-analytics-tracked';

if (window.frameElement?.hasAttribute(FRAME_MARK)) {
  const button = document.createElement('button');
  button.textContent = 'Open chat';
  const chat = document.createElement('vb-chat');
  chat.append(button);
  document.body.append(chat);
  track(button, 'click', { contentTitle: 'Chat', interactionText: 'Open chat' });
  // Tells the parent the event was sent, so "no message arrived" means refused, not "the frame never ran".
  window.frameElement.setAttribute(TRACKED_MARK, '');
} else {
  describeAnalytics();
}

type Globals = Record<string, unknown>;
const globals = window as unknown as Globals;

function addMeta(name: string, content: string): void {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

/** <vb-a><vb-b>...<button> with a shadow root between each level when `shadow` says so. */
function nest(tags: string[], shadow: boolean): { outer: HTMLElement; button: HTMLButtonElement } {
  const outer = document.createElement(tags[0] ?? 'div');
  let parent: HTMLElement | ShadowRoot = outer;
  for (const tag of tags.slice(1)) {
    const wrapper = document.createElement('div'); // non-block elements between blocks do not count
    const child = document.createElement(tag);
    wrapper.append(child);
    const container: HTMLElement | ShadowRoot = shadow && parent instanceof HTMLElement ? (parent.shadowRoot ?? parent.attachShadow({ mode: 'open' })) : parent;
    container.append(wrapper);
    parent = child;
  }
  const button = document.createElement('button');
  const last: HTMLElement | ShadowRoot = shadow && parent instanceof HTMLElement ? parent.attachShadow({ mode: 'open' }) : parent;
  last.append(button);
  document.body.append(outer);
  return { outer, button };
}

function frameMessage(iframe: HTMLIFrameElement, timeoutMs: number): Promise<unknown> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      window.removeEventListener('message', onMessage);
      resolve(undefined);
    }, timeoutMs);
    function onMessage(event: MessageEvent) {
      if (event.source !== iframe.contentWindow) return;
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      resolve(event.data);
    }
    window.addEventListener('message', onMessage);
  });
}

function frame(headHtml: string): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  iframe.setAttribute(FRAME_MARK, '');
  iframe.title = 'framed analytics';
  // srcdoc frames share this page's origin; the module is this very test file.
  iframe.srcdoc = `<!doctype html><html lang="en"><head>${headHtml}<script type="module" src="${new URL(import.meta.url).pathname}?frame=1"></script></head><body></body></html>`;
  document.body.append(iframe);
  return iframe;
}

function describeAnalytics(): void {
  describe('analytics', () => {
    afterEach(() => {
      delete globals.dataLayer;
      delete globals.siteLayer;
      delete window.visitorBlocksAnalyticsEvents;
      for (const meta of document.head.querySelectorAll('meta[name^="vb-"]')) meta.remove();
      for (const el of document.body.querySelectorAll('vb-page, vb-stepped-form, vb-drawers, iframe')) el.remove();
    });

    describe('event shape', () => {
      it('a click: event name, component.info and category.primary', () => {
        const { button } = nest(['vb-page', 'vb-drawers'], false);
        const info = { contentTitle: 'Visit us', interactionText: 'Find a meetinghouse', link: '/find', offerId: '42' };
        const event = track(button, 'click', info);
        expect(event).to.deep.equal({
          event: 'Component Click',
          component: { info },
          category: { primary: 'page>drawers' },
        });
      });

      it('a step change carries title, stepTitle, 1-based stepNumber and totalSteps', () => {
        const { button } = nest(['vb-stepped-form'], false);
        const event = buildEvent(button, 'stepChange', { title: 'Request a visit', stepTitle: 'Address', stepNumber: 2, totalSteps: 3 });
        expect(event.event).to.equal('Step Change');
        expect(event.component.info).to.deep.equal({ title: 'Request a visit', stepTitle: 'Address', stepNumber: 2, totalSteps: 3 });
        expect(event.category.primary).to.equal('stepped-form');
      });

      it('adds the campaign channel filter from <meta name="vb-analytics-filter">', () => {
        addMeta('vb-analytics-filter', 'paid-social');
        const { button } = nest(['vb-page'], false);
        expect(buildEvent(button, 'click', {}).filter).to.equal('paid-social');
      });

      it('keeps a snapshot of info, so a reused info object cannot rewrite a sent event', () => {
        const { button } = nest(['vb-page'], false);
        const info = { contentTitle: 'first' };
        track(button, 'click', info);
        info.contentTitle = 'second';
        const layer = globals.dataLayer as AnalyticsEvent[];
        expect(layer[0]?.component.info.contentTitle).to.equal('first');
      });
    });

    describe('breadcrumb', () => {
      it('lists vb-* ancestors outermost first, joined with ">"', () => {
        const { button, outer } = nest(['vb-page', 'vb-drawers', 'vb-poll'], false);
        expect(breadcrumb(button)).to.equal('page>drawers>poll');
        expect(breadcrumb(outer)).to.equal('page');
      });

      it('crosses shadow roots', () => {
        const { button } = nest(['vb-stepped-form', 'vb-address-block', 'vb-select-box'], true);
        expect(button.getRootNode()).to.be.instanceOf(ShadowRoot);
        expect(breadcrumb(button)).to.equal('stepped-form>address-block>select-box');
      });

      it('is empty outside any block', () => {
        const lone = document.createElement('span');
        document.body.append(lone);
        expect(breadcrumb(lone)).to.equal('');
        lone.remove();
      });
    });

    describe('event names', () => {
      it('fall back to "Component Click" and "Step Change"', () => {
        expect(FALLBACK_CLICK).to.equal('Component Click');
        expect(FALLBACK_STEP_CHANGE).to.equal('Step Change');
        expect(eventName('click')).to.equal('Component Click');
        expect(eventName('stepChange')).to.equal('Step Change');
        expect(eventName('formSubmit')).to.equal('Component Click');
      });

      it("come from the page's global table when it names the kind", () => {
        window.visitorBlocksAnalyticsEvents = { click: 'CTA Click', formSubmit: 'Form Submit' };
        expect(eventName('click')).to.equal('CTA Click');
        expect(eventName('formSubmit')).to.equal('Form Submit');
        expect(eventName('stepChange')).to.equal('Step Change');
        const { button } = nest(['vb-page'], false);
        expect(track(button, 'formSubmit', {}).event).to.equal('Form Submit');
      });
    });

    describe('the data array', () => {
      it('creates window.dataLayer when missing, then appends to it', () => {
        const { button } = nest(['vb-page'], false);
        track(button, 'click', { interactionText: 'one' });
        track(button, 'click', { interactionText: 'two' });
        const layer = globals.dataLayer as AnalyticsEvent[];
        expect(layer.map((e) => e.component.info.interactionText)).to.deep.equal(['one', 'two']);
      });

      it("appends to the page's existing array, through its own push (a tag manager listens there)", () => {
        const seen: unknown[] = [];
        const existing: unknown[] = [{ event: 'gtm.js' }];
        existing.push = (...items: unknown[]) => {
          seen.push(...items);
          return Array.prototype.push.apply(existing, items);
        };
        globals.dataLayer = existing;
        const { button } = nest(['vb-page'], false);
        const event = track(button, 'click', {});
        expect(seen).to.deep.equal([event]);
        expect(existing).to.have.length(2);
      });

      it('uses the array named by <meta name="vb-data-layer">', () => {
        addMeta('vb-data-layer', 'siteLayer');
        const { button } = nest(['vb-page'], false);
        const event = track(button, 'click', {});
        expect(globals.siteLayer).to.deep.equal([event]);
        expect(globals.dataLayer).to.equal(undefined);
      });

      it('never replaces a page global that is not a data layer, and never throws', () => {
        const warnings: unknown[] = [];
        const original = console.warn;
        console.warn = (...args: unknown[]) => warnings.push(args);
        const pageObject = { version: 3 };
        globals.dataLayer = pageObject;
        try {
          const { button } = nest(['vb-page'], false);
          expect(() => track(button, 'click', {})).not.to.throw();
        } finally {
          console.warn = original;
        }
        expect(globals.dataLayer).to.equal(pageObject);
        expect(warnings).to.have.length(1);
      });
    });

    describe('when framed', () => {
      it('posts the event to the parent window instead of a data array', async () => {
        const iframe = frame(`<meta name="vb-analytics-origin" content="${location.origin}">`);
        const data = (await frameMessage(iframe, 5000)) as { type: string; event: AnalyticsEvent } | undefined;
        expect(data, 'a message from the frame').to.not.equal(undefined);
        expect(data?.type).to.equal(FRAMED_MESSAGE_TYPE);
        expect(data?.event).to.deep.equal({
          event: 'Component Click',
          component: { info: { contentTitle: 'Chat', interactionText: 'Open chat' } },
          category: { primary: 'chat' },
        });
        const frameGlobals = iframe.contentWindow as unknown as Globals;
        expect(frameGlobals.dataLayer).to.equal(undefined);
        expect(globals.dataLayer).to.equal(undefined);
      });

      it('posts to any parent without a configured origin', async () => {
        const iframe = frame('');
        const data = (await frameMessage(iframe, 5000)) as { type: string } | undefined;
        expect(data?.type).to.equal(FRAMED_MESSAGE_TYPE);
      });

      it('does not deliver to a parent of another origin than the configured one', async () => {
        const iframe = frame('<meta name="vb-analytics-origin" content="https://parent.example">');
        const message = frameMessage(iframe, 5000);
        await waitFor(() => iframe.hasAttribute(TRACKED_MARK), 'the framed page to send its event', 5000);
        // A posted message is delivered a task after postMessage; 200 ms is many tasks.
        const late = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 200));
        expect(await Promise.race([message, late])).to.equal(undefined);
      });
    });
  });
}
