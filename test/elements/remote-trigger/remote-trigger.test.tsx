/**
 * vb-remote-trigger: a press publishes to the subscribers of `target` (src/remote-trigger.ts); with none it
 * scrolls to the element with that id and focuses it; keyboard, analytics, bad input.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/remote-trigger/define.ts';
import '../../../elements/drawers/define.ts';
import '../../../elements/unveil/define.ts';
import { examples } from '../../../elements/remote-trigger/examples.ts';
import { subscribe, type TriggerMessage } from '../../../src/remote-trigger.ts';
import type { AnalyticsEvent } from '../../../src/analytics.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { expectQuiet, recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { settle, waitFor } from '../../support/wait.ts';

const MODES: RenderMode[] = ['shadow', 'light'];
const buttonOf = (el: HTMLElement) => renderRoot(el).querySelector<HTMLButtonElement>('[part~="button"]') as HTMLButtonElement;
/** Whether the first drawer (rt-hours in the examples) is open: its toggle button's aria-expanded. */
const firstDrawerOpen = (wrapper: HTMLElement) =>
  renderRoot(wrapper.querySelector('vb-drawers') as HTMLElement)
    .querySelector('button[aria-expanded]')
    ?.getAttribute('aria-expanded') === 'true';

let record: ConsoleRecord;
const cleanups: Array<() => void> = [];
function sent(): Array<Record<string, unknown>> {
  const events: Array<Record<string, unknown>> = [];
  const listener = (event: Event) => events.push((event as CustomEvent).detail as Record<string, unknown>);
  document.addEventListener('vb-remote-trigger-send', listener);
  cleanups.push(() => document.removeEventListener('vb-remote-trigger-send', listener));
  return events;
}

beforeEach(() => {
  record = recordConsole();
  (window as unknown as { dataLayer: AnalyticsEvent[] }).dataLayer = [];
});
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
  record.restore();
});

for (const mode of MODES) {
  describe(`<vb-remote-trigger> (${mode})`, () => {
    it('a press sends its action to the subscribers of target, with the button as source', async () => {
      const messages: Array<{ message: TriggerMessage; id: string }> = [];
      cleanups.push(subscribe('rt-test', (message, id) => messages.push({ message, id })));
      const events = sent();
      const { el } = await mountHtml(`<vb-remote-trigger target="rt-test" action="open">Open it</vb-remote-trigger>`, { render: mode });
      buttonOf(el).click();
      expect(messages.map((m) => [m.id, m.message.action])).to.deep.equal([['rt-test', 'open']]);
      expect(messages[0]?.message.source).to.equal(buttonOf(el));
      expect(events).to.deep.equal([{ target: 'rt-test', action: 'open', received: true }]);
      const layer = (window as unknown as { dataLayer: AnalyticsEvent[] }).dataLayer;
      expect(layer.map((e) => [e.event, e.component.info.interactionText, e.component.info.link, e.category.primary])).to.deep.equal([
        ['Component Click', 'Open it', '#rt-test', 'remote-trigger'],
      ]);
      expectQuiet(record);
    });

    it('opens a drawer by its heading id; Enter and Space press it from the keyboard', async () => {
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'open-drawer'), { render: mode });
      await waitFor(
        () => wrapper.querySelector('vb-drawers') && renderRoot(wrapper.querySelector('vb-drawers') as HTMLElement).querySelector('button'),
        'drawers',
      );
      expect(firstDrawerOpen(wrapper)).to.equal(false);
      buttonOf(el).focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => firstDrawerOpen(wrapper), 'the drawer opened by Enter');
      // action="open": a second press leaves it open.
      await sendKeys({ press: 'Space' });
      await settle();
      expect(firstDrawerOpen(wrapper)).to.equal(true);
      await expect(wrapper).to.be.accessible();
      expectQuiet(record);
    });

    it('label names the button when the tag is empty; toggle is the default action', async () => {
      const messages: string[] = [];
      cleanups.push(subscribe('rt-children', (message) => messages.push(message.action)));
      const { el } = await mountHtml(`<vb-remote-trigger target="rt-children" label="Classes for children"></vb-remote-trigger>`, { render: mode });
      expect(buttonOf(el).textContent).to.equal('Classes for children');
      buttonOf(el).click();
      buttonOf(el).click();
      expect(messages).to.deep.equal(['toggle', 'toggle']);
      await expect(el).to.be.accessible();
    });

    it('no subscriber: scrolls to the element with that id and moves focus there', async () => {
      const events = sent();
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'scroll'), { render: mode });
      buttonOf(el).click();
      const heading = wrapper.querySelector('#rt-contact') as HTMLElement;
      expect(document.activeElement).to.equal(heading);
      expect(heading.getAttribute('tabindex')).to.equal('-1');
      expect(events).to.deep.equal([{ target: 'rt-contact', action: 'toggle', received: false }]);
      await expect(wrapper).to.be.accessible();
    });

    it('a target that names nothing: nothing moves, the event says not received', async () => {
      const events = sent();
      const { el } = await mountHtml(`<vb-remote-trigger target="rt-nowhere">Go</vb-remote-trigger>`, { render: mode });
      const before = document.activeElement;
      buttonOf(el).click();
      expect(document.activeElement === before || document.activeElement === el).to.equal(true);
      expect(events).to.deep.equal([{ target: 'rt-nowhere', action: 'toggle', received: false }]);
    });

    it('reveals a vb-unveil and says aria-expanded as it shows and hides', async () => {
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      const unveil = wrapper.querySelector('vb-unveil') as HTMLElement;
      await waitFor(() => buttonOf(el).getAttribute('aria-expanded') === 'false', 'the unveil reports it is closed');
      buttonOf(el).click();
      await waitFor(() => buttonOf(el).getAttribute('aria-expanded') === 'true', 'aria-expanded true');
      expect(unveil.hasAttribute('data-vb-revealed')).to.equal(true);
      await expect(wrapper).to.be.accessible();
      buttonOf(el).click();
      await waitFor(() => buttonOf(el).getAttribute('aria-expanded') === 'false', 'aria-expanded false again');
      expect(unveil.hasAttribute('data-vb-revealed')).to.equal(false);
      unveil.remove();
      await waitFor(() => !buttonOf(el).hasAttribute('aria-expanded'), 'no aria-expanded once nothing reports');
      expectQuiet(record);
    });

    it('no target: disabled, and the console names the attribute', async () => {
      const { el } = await mountHtml(`<vb-remote-trigger label="Open the schedule"></vb-remote-trigger>`, { render: mode });
      expect(buttonOf(el).disabled).to.equal(true);
      expect(record.warnings.some((m) => /<vb-remote-trigger>.*target/.test(m))).to.equal(true);
      await expect(el).to.be.accessible();
      el.setAttribute('target', 'rt-late');
      await settle();
      expect(buttonOf(el).disabled).to.equal(false);
    });

    it('no name at all: the console says to give text or label', async () => {
      await mountHtml(`<vb-remote-trigger target="x"></vb-remote-trigger>`, { render: mode });
      expect(record.warnings.some((m) => /<vb-remote-trigger>.*label/.test(m))).to.equal(true);
    });

    it('a press on the author content inside the button counts (slotted text)', async () => {
      const messages: string[] = [];
      cleanups.push(subscribe('rt-inner', (message) => messages.push(message.action)));
      const { el } = await mountHtml(`<vb-remote-trigger target="rt-inner" action="close"><span class="inner">Close</span></vb-remote-trigger>`, {
        render: mode,
      });
      (el.querySelector('.inner') as HTMLElement).click();
      expect(messages).to.deep.equal(['close']);
    });
  });
}
