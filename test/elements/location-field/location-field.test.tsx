/**
 * vb-location-field: what is its own (spec section 2 'Location field', section 5 'valid if not required or
 * non-empty', section 7 'submits through the browser'); the form-control kit's shared behaviour (restore, session
 * copy, fieldset) is tested in test/src/form-control.test.tsx. Device location is a stand-in (see the fake's file).
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/location-field/define.ts';
import { examples } from '../../../elements/location-field/examples.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { expectQuiet, recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { settle, waitFor } from '../../support/wait.ts';
import { installGeolocation, removeGeolocation, restoreGeolocation, setGeolocationPermission } from '../../support/geolocation.ts';

type LocationFieldElement = HTMLElement & {
  value: string;
  required: boolean;
  disabled: boolean;
  form: HTMLFormElement | null;
  validity: ValidityState;
  checkValidity(): boolean;
};

const MODES: RenderMode[] = ['shadow', 'light'];

const inputOf = (el: HTMLElement) => renderRoot(el).querySelector<HTMLInputElement>('input') as HTMLInputElement;
const searchOf = (el: HTMLElement) => renderRoot(el).querySelector<HTMLButtonElement>('[part~="search-button"]') as HTMLButtonElement;
const locateOf = (el: HTMLElement) => renderRoot(el).querySelector<HTMLButtonElement>('[part~="locate-button"]');
const messageOf = (el: HTMLElement) => renderRoot(el).querySelector('[part~="message"]')?.textContent ?? '';
const labelOf = (el: HTMLElement) => renderRoot(el).querySelector('[part~="label"]')?.textContent ?? '';
/** The element focused inside the field: the shadow root's, or the document's in light mode. */
const focusedIn = (el: HTMLElement) => (el.shadowRoot ? el.shadowRoot.activeElement : document.activeElement);

async function typeInto(el: HTMLElement, text: string): Promise<void> {
  inputOf(el).focus();
  await sendKeys({ type: text });
  await settle();
}

interface Sent {
  entries: Array<[string, string]>;
}

/** Records what each submit of `form` would send, and keeps the page where it is. */
function recordSubmits(form: HTMLFormElement): Sent[] {
  const sent: Sent[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    sent.push({ entries: Array.from(new FormData(form).entries(), ([name, value]) => [name, String(value)]) });
  });
  return sent;
}

async function mountInForm(field: string, mode: RenderMode): Promise<{ el: LocationFieldElement; form: HTMLFormElement; sent: Sent[] }> {
  const { wrapper } = await mountHtml(`<form action="/unit-finder.html" method="get">${field}</form>`, { render: mode });
  const form = wrapper.querySelector('form') as HTMLFormElement;
  return { el: wrapper.querySelector('vb-location-field') as LocationFieldElement, form, sent: recordSubmits(form) };
}

let record: ConsoleRecord;
beforeEach(() => {
  sessionStorage.clear();
  record = recordConsole();
  installGeolocation();
  setGeolocationPermission('prompt');
});
afterEach(() => {
  record.restore();
  restoreGeolocation();
  sessionStorage.clear();
});

for (const mode of MODES) {
  describe(`<vb-location-field> (${mode})`, () => {
    it('a bare field: named location, English label and button names, both buttons; attributes reach it and changes follow', async () => {
      const { el } = await mountHtml<LocationFieldElement>(`<vb-location-field></vb-location-field>`, { render: mode });
      expect(el.getAttribute('name'), 'no name attribute needed').to.equal(null);
      expect(labelOf(el)).to.equal('Location');
      expect(renderRoot(el).querySelector(`label[for="${inputOf(el).id}"]`), 'the label points at the input').to.not.equal(null);
      expect(searchOf(el).getAttribute('aria-label')).to.equal('Search');
      expect(searchOf(el).type, 'never a submit button of its own shadow tree').to.equal('button');
      expect(locateOf(el)?.getAttribute('aria-label')).to.equal('Use my location');
      expect(inputOf(el).getAttribute('enterkeyhint')).to.equal('search');
      el.setAttribute('label', 'Find a congregation near');
      el.setAttribute('hint', 'A city is enough');
      el.setAttribute('placeholder', 'e.g. Provo, UT');
      el.setAttribute('search-label', 'Find');
      el.setAttribute('locate-label', 'Near me');
      await settle();
      expect(labelOf(el)).to.equal('Find a congregation near');
      expect(renderRoot(el).querySelector('[part~="hint"]')?.textContent).to.equal('A city is enough');
      expect(inputOf(el).getAttribute('aria-describedby')).to.contain(`${inputOf(el).id}-hint`);
      expect(inputOf(el).placeholder).to.equal('e.g. Provo, UT');
      expect(searchOf(el).getAttribute('aria-label')).to.equal('Find');
      expect(locateOf(el)?.getAttribute('aria-label')).to.equal('Near me');
      el.setAttribute('hide-locate', '');
      await settle();
      expect(locateOf(el), 'hide-locate: no compass').to.equal(null);
      el.removeAttribute('hide-locate');
      el.removeAttribute('label');
      await settle();
      expect(locateOf(el), 'back to the default').to.not.equal(null);
      expect(labelOf(el)).to.equal('Location');
      await expect(el).to.be.accessible();
      expectQuiet(record);
    });

    it('the search button submits the typed text under `location` (cleaned and trimmed), as the browser would', async () => {
      const { el, sent } = await mountInForm(`<vb-location-field></vb-location-field>`, mode);
      await typeInto(el, '  Provo<b>,</b> UT\u200B😀  ');
      expect(inputOf(el).value, 'cleaned as typed').to.equal('Provo, UT  ');
      searchOf(el).click();
      await settle();
      expect(sent).to.deep.equal([{ entries: [['location', 'Provo, UT']] }]);
      expectQuiet(record);
    });

    it('Enter in the input submits (an input in a shadow root gets no implicit submission); a `name` renames the parameter', async () => {
      const { el, sent } = await mountInForm(`<vb-location-field name="near"></vb-location-field>`, mode);
      await typeInto(el, 'Mesa, AZ ');
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(sent, 'trimmed, as leaving the field would').to.deep.equal([{ entries: [['near', 'Mesa, AZ']] }]);
      expect(inputOf(el).value).to.equal('Mesa, AZ');
    });

    it('keyboard: Tab goes input, search, compass; Enter and Space on the buttons search and locate', async () => {
      const { el, sent } = await mountInForm(`<vb-location-field value="Ogden, UT"></vb-location-field>`, mode);
      inputOf(el).focus();
      await sendKeys({ press: 'Tab' });
      expect(focusedIn(el)).to.equal(searchOf(el));
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(sent.at(-1)?.entries).to.deep.equal([['location', 'Ogden, UT']]);
      await sendKeys({ press: 'Tab' });
      expect(focusedIn(el)).to.equal(locateOf(el));
      await sendKeys({ press: 'Space' });
      await waitFor(() => sent.length === 2, 'the compass to submit');
      expect(sent[1]?.entries).to.deep.equal([['location', 'GEOLOCATE']]);
    });

    it('a required empty field blocks the submit: the required message shows, the input is focused and invalid', async () => {
      const { el, sent } = await mountInForm(`<vb-location-field required required-message="Where should we look?"></vb-location-field>`, mode);
      expect(el.checkValidity()).to.equal(false);
      expect(messageOf(el), 'asking shows nothing').to.equal('');
      await typeInto(el, '   ');
      expect(inputOf(el).value, 'spaces only are empty').to.equal('');
      searchOf(el).click();
      await settle();
      expect(sent, 'nothing sent').to.deep.equal([]);
      expect(el.validity.valueMissing).to.equal(true);
      expect(messageOf(el)).to.equal('Where should we look?');
      expect(inputOf(el).getAttribute('aria-invalid')).to.equal('true');
      expect(focusedIn(el)).to.equal(inputOf(el));
      await expect(el).to.be.accessible();
      await typeInto(el, 'Provo');
      expect(messageOf(el), 'the mark clears on typing').to.equal('');
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(sent).to.deep.equal([{ entries: [['location', 'Provo']] }]);
      expectQuiet(record);
    });

    it('the default required message is English', async () => {
      const { el, form } = await mountInForm(`<vb-location-field required></vb-location-field>`, mode);
      form.requestSubmit();
      await settle();
      expect(messageOf(el)).to.equal('Please enter a place to search near.');
    });

    it('the compass sets GEOLOCATE (shown as current-location-text) and submits, even when the field was required and empty', async () => {
      const { el, sent } = await mountInForm(`<vb-location-field required current-location-text="Where I am"></vb-location-field>`, mode);
      locateOf(el)?.click();
      await waitFor(() => sent.length > 0, 'the compass to submit');
      expect(sent).to.deep.equal([{ entries: [['location', 'GEOLOCATE']] }]);
      expect(inputOf(el).value).to.equal('Where I am');
      expect(el.checkValidity()).to.equal(true);
      expect(messageOf(el)).to.equal('');
      // Typing replaces the words: focus selects them, so the first key is the visitor's own text.
      inputOf(el).focus();
      await sendKeys({ type: 'Lehi' });
      await settle();
      expect(inputOf(el).value).to.equal('Lehi');
      expect(new FormData(el.form as HTMLFormElement).get('location')).to.equal('Lehi');
      expectQuiet(record);
    });

    it('the compass submits the form the `form` attribute links, with its other fields', async () => {
      const { wrapper } = await mountExample(exampleNamed(examples, 'linked-form'), { render: mode });
      const el = wrapper.querySelector('vb-location-field') as LocationFieldElement;
      const form = wrapper.querySelector('form') as HTMLFormElement;
      expect(el.form).to.equal(form);
      const sent = recordSubmits(form);
      locateOf(el)?.click();
      await waitFor(() => sent.length > 0, 'the linked form to submit');
      // Tree order, as for any control: the field comes before the form it names.
      expect(sent[0]?.entries).to.deep.equal([
        ['location', 'GEOLOCATE'],
        ['languages', 'es'],
      ]);
    });

    it('no geolocation: the browserLocation message (from its attribute), an error event, nothing submitted', async () => {
      removeGeolocation();
      const { el, sent } = await mountInForm(`<vb-location-field browser-location-message="No GPS here."></vb-location-field>`, mode);
      const errors: unknown[] = [];
      document.addEventListener('vb-location-field-error', (event) => errors.push((event as CustomEvent).detail), { once: true });
      locateOf(el)?.click();
      await waitFor(() => messageOf(el) === 'No GPS here.', 'the browserLocation message');
      expect(errors).to.deep.equal([{ reason: 'unsupported', message: 'No GPS here.' }]);
      expect(sent).to.deep.equal([]);
      expect(inputOf(el).value).to.equal('');
      await expect(el).to.be.accessible();
      await typeInto(el, 'Orem');
      expect(messageOf(el), 'typing clears the message').to.equal('');
    });

    it('location permission refused: the userLocation message (English default), nothing submitted', async () => {
      setGeolocationPermission('denied');
      const { el, sent } = await mountInForm(`<vb-location-field value="Provo"></vb-location-field>`, mode);
      locateOf(el)?.click();
      await waitFor(
        () => messageOf(el) === "Location access is blocked for this site. Allow it in your browser's settings, or type a place instead.",
        'the userLocation message',
      );
      expect(sent).to.deep.equal([]);
      expect(inputOf(el).value, 'the text is kept').to.equal('Provo');
    });

    it('vb-location-field-search: sent before the submit, cancelable; without a form it is the only effect', async () => {
      const { el, form, sent } = await mountInForm(`<vb-location-field></vb-location-field>`, mode);
      const searches: unknown[] = [];
      const inputs: unknown[] = [];
      const cancel = (event: Event) => {
        searches.push((event as CustomEvent).detail);
        event.preventDefault();
      };
      form.addEventListener('vb-location-field-search', cancel);
      form.addEventListener('vb-location-field-input', (event) => inputs.push((event as CustomEvent).detail));
      await typeInto(el, 'Provo');
      expect(inputs.at(-1)).to.deep.equal({ name: 'location', value: 'Provo' });
      searchOf(el).click();
      await settle();
      expect(searches).to.deep.equal([{ name: 'location', value: 'Provo' }]);
      expect(sent, 'cancelled: not submitted').to.deep.equal([]);
      form.removeEventListener('vb-location-field-search', cancel);
      searchOf(el).click();
      await settle();
      expect(sent).to.have.length(1);

      const { el: alone } = await mountHtml(`<vb-location-field value="Logan"></vb-location-field>`, { render: mode });
      const heard: unknown[] = [];
      document.addEventListener('vb-location-field-search', (event) => heard.push((event as CustomEvent).detail), { once: true });
      locateOf(alone)?.click();
      await waitFor(() => heard.length > 0, 'the search event');
      expect(heard).to.deep.equal([{ name: 'location', value: 'GEOLOCATE' }]);
      expectQuiet(record);
    });

    it('without a form, a required empty field shows its message on search and keeps focus', async () => {
      const { el } = await mountHtml(`<vb-location-field required></vb-location-field>`, { render: mode });
      const heard: unknown[] = [];
      const listen = (event: Event) => heard.push(event);
      document.addEventListener('vb-location-field-search', listen);
      searchOf(el).click();
      await settle();
      document.removeEventListener('vb-location-field-search', listen);
      expect(heard).to.deep.equal([]);
      expect(messageOf(el)).to.equal('Please enter a place to search near.');
      expect(focusedIn(el)).to.equal(inputOf(el));
    });

    it('value GEOLOCATE shows current-location-text and submits GEOLOCATE; reset goes back to the value', async () => {
      const { wrapper } = await mountExample(exampleNamed(examples, 'prefilled'), { render: mode });
      const [text, here] = Array.from(wrapper.querySelectorAll<LocationFieldElement>('vb-location-field')) as [LocationFieldElement, LocationFieldElement];
      const form = wrapper.querySelector('form') as HTMLFormElement;
      expect(inputOf(here).value).to.equal('My current location');
      expect(new FormData(form).get('from')).to.equal('GEOLOCATE');
      await typeInto(text, ', USA');
      expect(new FormData(form).get('location')).to.equal('Provo, UT, USA');
      form.reset();
      await settle();
      expect(inputOf(text).value).to.equal('Provo, UT');
      expect(new FormData(form).get('location')).to.equal('Provo, UT');
    });

    it('disabled: nothing submitted or validated, buttons disabled', async () => {
      const { el, form, sent } = await mountInForm(`<vb-location-field value="Provo" required disabled></vb-location-field>`, mode);
      expect(inputOf(el).disabled).to.equal(true);
      expect(searchOf(el).disabled).to.equal(true);
      expect(locateOf(el)?.disabled).to.equal(true);
      expect(el.checkValidity()).to.equal(true);
      form.requestSubmit();
      await settle();
      expect(sent).to.deep.equal([{ entries: [] }]);
      await expect(el).to.be.accessible();
    });

    it('every example is accessible', async () => {
      for (const example of examples) {
        const { wrapper } = await mountExample(example, { render: mode });
        for (const field of Array.from(wrapper.querySelectorAll('vb-location-field'))) await expect(field).to.be.accessible();
        wrapper.remove();
      }
      expectQuiet(record);
    });
  });
}
