/**
 * vb-geolocate-button: one reading of the device position through src/device-location.ts (spec section 5:
 * unsupported gives browserLocation, denied gives userLocation), its states, its events and its target.
 * The position comes from a stand-in for navigator.geolocation (see the fake's file).
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../../elements/geolocate-button/define.ts';
import '../../../elements/location-field/define.ts';
import { examples } from '../../../elements/geolocate-button/examples.ts';
import { meta } from '../../../elements/geolocate-button/meta.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { expectQuiet, recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { settle, waitFor } from '../../support/wait.ts';
import {
  installGeolocation,
  PERMISSION_DENIED,
  POSITION_UNAVAILABLE,
  removeGeolocation,
  restoreGeolocation,
  TIMEOUT,
  type PendingRequest,
} from '../../support/geolocation.ts';

const MODES: RenderMode[] = ['shadow', 'light'];
const PROVO = { latitude: 40.2338438, longitude: -111.6585337, accuracy: 35 };

const buttonOf = (el: HTMLElement) => renderRoot(el).querySelector<HTMLButtonElement>('[part~="button"]') as HTMLButtonElement;
const statusOf = (el: HTMLElement) => renderRoot(el).querySelector('[part~="status"]') as HTMLElement;
const iconOf = (el: HTMLElement) => renderRoot(el).querySelector('[part~="icon"]') as SVGElement;

/** Every vb-geolocate-button event the page hears, in order. */
function recordEvents(): Array<{ type: string; detail: unknown }> {
  const events: Array<{ type: string; detail: unknown }> = [];
  for (const type of Object.keys(meta.events ?? {})) {
    const listener = (event: Event) => events.push({ type, detail: (event as CustomEvent).detail });
    document.addEventListener(type, listener);
    cleanups.push(() => document.removeEventListener(type, listener));
  }
  return events;
}

const cleanups: Array<() => void> = [];
let record: ConsoleRecord;
let requests: PendingRequest[];
beforeEach(() => {
  record = recordConsole();
  requests = installGeolocation();
  sessionStorage.clear();
});
afterEach(async () => {
  record.restore();
  restoreGeolocation();
  for (const cleanup of cleanups.splice(0)) cleanup();
  await emulateMedia({ reducedMotion: 'no-preference' });
  sessionStorage.clear();
});

for (const mode of MODES) {
  describe(`<vb-geolocate-button> (${mode})`, () => {
    it('a bare button: English label, idle state, empty status; label and wording attributes follow changes', async () => {
      const { el } = await mountHtml(`<vb-geolocate-button></vb-geolocate-button>`, { render: mode });
      expect(buttonOf(el).textContent).to.equal('Use my location');
      expect(buttonOf(el).type).to.equal('button');
      expect(el.getAttribute('data-vb-state')).to.equal('idle');
      expect(statusOf(el).getAttribute('role')).to.equal('status');
      expect(statusOf(el).textContent).to.equal('');
      expect(iconOf(el).getAttribute('aria-hidden')).to.equal('true');
      el.setAttribute('label', 'Near me');
      el.setAttribute('locating-text', 'Looking…');
      await settle();
      expect(buttonOf(el).textContent).to.equal('Near me');
      buttonOf(el).click();
      await settle();
      expect(statusOf(el).textContent).to.equal('Looking…');
      await expect(el).to.be.accessible();
      expectQuiet(record);
    });

    it('locating then located: aria-busy and data-vb-state follow, the status says so, the event carries the position', async () => {
      const events = recordEvents();
      const { el } = await mountHtml(`<vb-geolocate-button located-text="Got it."></vb-geolocate-button>`, { render: mode });
      buttonOf(el).click();
      await settle();
      expect(requests).to.have.length(1);
      expect(requests[0]?.options?.enableHighAccuracy, 'maps spec section 4: high accuracy').to.equal(true);
      expect(requests[0]?.options?.timeout, 'no timeout attribute: the browser waits').to.equal(undefined);
      expect(buttonOf(el).getAttribute('aria-busy')).to.equal('true');
      expect(el.getAttribute('data-vb-state')).to.equal('locating');
      expect(statusOf(el).textContent).to.equal('Finding your location…');
      await expect(el).to.be.accessible();
      // A second press while locating asks nothing new.
      buttonOf(el).click();
      await settle();
      expect(requests).to.have.length(1);
      requests[0]?.succeed(PROVO.latitude, PROVO.longitude, PROVO.accuracy);
      await waitFor(() => el.getAttribute('data-vb-state') === 'located', 'the located state');
      expect(buttonOf(el).hasAttribute('aria-busy')).to.equal(false);
      expect(statusOf(el).textContent).to.equal('Got it.');
      expect(events).to.deep.equal([{ type: 'vb-geolocate-button-locate', detail: PROVO }]);
      // Pressed again: a new reading.
      buttonOf(el).click();
      await settle();
      expect(requests).to.have.length(2);
      expectQuiet(record);
    });

    it('keyboard: Enter and Space press it', async () => {
      const { el } = await mountHtml(`<vb-geolocate-button></vb-geolocate-button>`, { render: mode });
      buttonOf(el).focus();
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(requests).to.have.length(1);
      requests[0]?.fail(POSITION_UNAVAILABLE);
      await waitFor(() => el.getAttribute('data-vb-state') === 'error', 'the error state');
      await sendKeys({ press: 'Space' });
      await settle();
      expect(requests).to.have.length(2);
    });

    it('no geolocation: the browserLocation message (its attribute), state error, an error event', async () => {
      removeGeolocation();
      const events = recordEvents();
      const { el } = await mountHtml(`<vb-geolocate-button browser-location-message="No GPS here."></vb-geolocate-button>`, { render: mode });
      buttonOf(el).click();
      await waitFor(() => el.getAttribute('data-vb-state') === 'error', 'the error state');
      expect(statusOf(el).textContent).to.equal('No GPS here.');
      expect(buttonOf(el).getAttribute('aria-describedby'), 'the message is read with the button').to.equal(statusOf(el).id);
      expect(events).to.deep.equal([{ type: 'vb-geolocate-button-error', detail: { reason: 'unsupported', message: 'No GPS here.' } }]);
      await expect(el).to.be.accessible();
    });

    it('refused: the userLocation message (English default); unavailable and timeout: unavailable-message', async () => {
      const events = recordEvents();
      const { el } = await mountHtml(`<vb-geolocate-button timeout="5000"></vb-geolocate-button>`, { render: mode });
      buttonOf(el).click();
      await settle();
      expect(requests[0]?.options?.timeout).to.equal(5000);
      requests[0]?.fail(PERMISSION_DENIED, 'User denied Geolocation');
      await waitFor(() => el.getAttribute('data-vb-state') === 'error', 'the error state');
      expect(statusOf(el).textContent).to.equal("Location access is blocked for this site. Allow it in your browser's settings, or type a place instead.");
      buttonOf(el).click();
      await settle();
      requests[1]?.fail(TIMEOUT, 'Timeout expired');
      await waitFor(() => events.length === 2, 'the second error');
      expect(statusOf(el).textContent).to.equal('Your location could not be found just now. Try again, or type a place instead.');
      expect(events.map((event) => event.detail)).to.deep.equal([
        { reason: 'denied', message: "Location access is blocked for this site. Allow it in your browser's settings, or type a place instead." },
        { reason: 'timeout', message: 'Your location could not be found just now. Try again, or type a place instead.' },
      ]);
      expectQuiet(record);
    });

    it('fills a vb-location-field with GEOLOCATE and submits its form', async () => {
      const { wrapper } = await mountExample(exampleNamed(examples, 'finder-form'), { render: mode });
      const el = wrapper.querySelector('vb-geolocate-button') as HTMLElement;
      const form = wrapper.querySelector('form') as HTMLFormElement;
      const sent: Array<Array<[string, string]>> = [];
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        sent.push(Array.from(new FormData(form).entries(), ([name, value]) => [name, String(value)]));
      });
      buttonOf(el).click();
      await settle();
      expect(sent, 'nothing before the position').to.deep.equal([]);
      requests[0]?.succeed(PROVO.latitude, PROVO.longitude, PROVO.accuracy);
      await waitFor(() => sent.length > 0, 'the form to be submitted');
      expect(sent).to.deep.equal([[['location', 'GEOLOCATE']]]);
      expectQuiet(record);
    });

    it('fills a plain input with coordinates (input and change fire) and submits nothing without `submit`', async () => {
      const { wrapper } = await mountExample(exampleNamed(examples, 'coordinates'), { render: mode });
      const el = wrapper.querySelector('vb-geolocate-button') as HTMLElement;
      const input = wrapper.querySelector('input') as HTMLInputElement;
      const heard: string[] = [];
      input.addEventListener('input', () => heard.push(`input ${input.value}`));
      input.addEventListener('change', () => heard.push(`change ${input.value}`));
      buttonOf(el).click();
      await settle();
      requests[0]?.succeed(PROVO.latitude, PROVO.longitude, PROVO.accuracy);
      await waitFor(() => input.value !== '', 'the input to be filled');
      expect(input.value).to.equal('40.233844, -111.658534');
      expect(heard).to.deep.equal(['input 40.233844, -111.658534', 'change 40.233844, -111.658534']);
    });

    it('a target that is not there, or not a field, and an unknown fill: warnings naming the element; the event still comes', async () => {
      const events = recordEvents();
      const { el } = await mountHtml(`<div><vb-geolocate-button target="nowhere" fill="address"></vb-geolocate-button><p id="para">text</p></div>`, {
        render: mode,
      });
      buttonOf(el).click();
      await settle();
      requests[0]?.succeed(1, 2, 3);
      await waitFor(() => events.length > 0, 'the locate event');
      el.setAttribute('target', 'para');
      buttonOf(el).click();
      await settle();
      requests[1]?.succeed(1, 2, 3);
      await waitFor(() => events.length > 1, 'the second locate event');
      expect(record.warnings).to.deep.equal([
        '<vb-geolocate-button>: attribute fill="address" is not one of ["geolocate","coordinates"]; using the default ("geolocate").',
        '<vb-geolocate-button>: target="nowhere" names no element; nothing filled.',
        '<vb-geolocate-button>: target="para" is not a field with a value; nothing filled.',
      ]);
    });

    it('removed while locating: the late answer changes nothing and sends no event', async () => {
      const events = recordEvents();
      const { el, wrapper } = await mountHtml(`<vb-geolocate-button></vb-geolocate-button>`, { render: mode });
      buttonOf(el).click();
      await settle();
      wrapper.remove();
      await settle();
      requests[0]?.succeed(1, 2, 3);
      await settle();
      expect(events).to.deep.equal([]);
      expectQuiet(record);
    });

    it('the locating icon pulses, and stands still for reduced motion', async () => {
      const { el } = await mountHtml(`<vb-geolocate-button></vb-geolocate-button>`, { render: mode });
      buttonOf(el).click();
      await settle();
      expect(getComputedStyle(iconOf(el)).animationName).to.equal('vb-geolocate-button-pulse');
      await emulateMedia({ reducedMotion: 'reduce' });
      await settle();
      expect(getComputedStyle(iconOf(el)).animationName).to.equal('none');
    });

    it('every example is accessible', async () => {
      for (const example of examples) {
        const { wrapper } = await mountExample(example, { render: mode });
        for (const button of Array.from(wrapper.querySelectorAll('vb-geolocate-button'))) await expect(button).to.be.accessible();
        wrapper.remove();
      }
      expectQuiet(record);
    });
  });
}
