/**
 * vb-autocomplete in Chromium: attributes to props, each list source (JSON, <option>s, a URL on the real
 * reference server), the APG combobox keys, 'latest wins' with held answers, the debounce, the no-results and
 * failure entries, markup in data shown as text, FormData and reset, and axe with the list closed and open.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/autocomplete/define.ts';
import { examples } from '../../../elements/autocomplete/examples.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { recordConsole } from '../../support/console.ts';
import { callServer } from '../../support/server.ts';
import { fakeNetwork, held, json, offline, passThrough, requests, serverError } from '../../support/network.ts';
import { clearScriptRuns, scriptRuns, trapScripts } from '../../support/naughty.ts';
import { settle, waitFor } from '../../support/wait.ts';

type AutocompleteElement = HTMLElement & {
  value: string;
  src: string;
  param: string;
  debounce: number;
  minChars: number;
  maxOptions: number;
  noResultsText: string;
  options: unknown;
  form: HTMLFormElement | null;
  checkValidity(): boolean;
};

const MODES: RenderMode[] = ['shadow', 'light'];

const inputOf = (el: HTMLElement) => renderRoot(el).querySelector<HTMLInputElement>('input') as HTMLInputElement;
const listOf = (el: HTMLElement) => renderRoot(el).querySelector<HTMLElement>('[role="listbox"]') as HTMLElement;
const optionsOf = (el: HTMLElement) => [...renderRoot(el).querySelectorAll<HTMLElement>('[role="option"]')];
const optionTexts = (el: HTMLElement) => optionsOf(el).map((o) => o.textContent ?? '');
const listShown = (el: HTMLElement) => !listOf(el).hidden;
const noteOf = (el: HTMLElement) => renderRoot(el).querySelector('[part~="note"]')?.textContent ?? '';
const activeText = (el: HTMLElement) => {
  const id = inputOf(el).getAttribute('aria-activedescendant');
  return id ? (renderRoot(el).querySelector(`[id="${id}"]`)?.textContent ?? null) : null;
};

async function typeInto(el: HTMLElement, text: string): Promise<void> {
  inputOf(el).focus();
  await sendKeys({ type: text });
  await settle();
}

async function press(key: string): Promise<void> {
  await sendKeys({ press: key });
  await settle();
}

const TOPICS = '["Family history","Service projects","Youth activities","Music and choir","Scripture study"]';

describe('vb-autocomplete', function () {
  this.timeout(20000);

  describe('attributes to props', () => {
    it('reads every attribute into its property, with the defaults otherwise', async () => {
      const { el } = await mountHtml<AutocompleteElement>(
        `<vb-autocomplete name="street" label="Street" src="/api/autocomplete" param="address" debounce="40" min-chars="3" max-options="4" no-results-text="Nothing."></vb-autocomplete>`,
      );
      expect([el.src, el.param, el.debounce, el.minChars, el.maxOptions, el.noResultsText]).to.deep.equal([
        '/api/autocomplete',
        'address',
        40,
        3,
        4,
        'Nothing.',
      ]);
      const { el: plain } = await mountHtml<AutocompleteElement>(`<vb-autocomplete name="x" label="X"></vb-autocomplete>`);
      expect([plain.src, plain.param, plain.debounce, plain.minChars, plain.maxOptions]).to.deep.equal(['', 'q', 250, 1, 10]);
      expect(plain.noResultsText).to.equal('No matches. You can keep what you typed.');
      const input = inputOf(el);
      expect(input.getAttribute('role')).to.equal('combobox');
      expect(input.getAttribute('aria-autocomplete')).to.equal('list');
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      expect(input.getAttribute('aria-controls')).to.equal(listOf(el).id);
      expect(renderRoot(el).querySelector('label')?.textContent).to.equal('Street');
    });
  });

  for (const mode of MODES) {
    describe(`list sources (${mode})`, () => {
      it('the options attribute: typing shows the matching options, start of the text first', async () => {
        const { el } = await mountHtml<AutocompleteElement>(
          `<vb-autocomplete render="${mode}" name="topic" label="Topic" options='${TOPICS}'></vb-autocomplete>`,
        );
        expect(listShown(el)).to.equal(false);
        await typeInto(el, 's');
        await waitFor(() => listShown(el), 'the list');
        expect(optionTexts(el)).to.deep.equal(['Service projects', 'Scripture study', 'Family history', 'Youth activities', 'Music and choir']);
        await typeInto(el, 'cr');
        expect(optionTexts(el)).to.deep.equal(['Scripture study']);
        expect(inputOf(el).getAttribute('aria-expanded')).to.equal('true');
      });

      it('<option> elements inside the tag: the text shows, the value is submitted', async () => {
        // A name per mode: the form-control kit gives a field's text back after a reload (session storage), by name.
        const name = `language-${mode}`;
        const { wrapper } = await mountHtml(
          `<form><vb-autocomplete render="${mode}" name="${name}" label="Language"><option value="en">English</option><option value="es">Español</option><option value="fr" disabled>Français</option></vb-autocomplete></form>`,
        );
        const el = wrapper.querySelector('vb-autocomplete') as AutocompleteElement;
        await typeInto(el, 'esp');
        await waitFor(() => optionTexts(el).length === 1, `one option (${mode}: ${JSON.stringify(optionTexts(el))} for "${inputOf(el).value}")`);
        expect(optionTexts(el)).to.deep.equal(['Español']);
        await press('ArrowDown');
        await press('Enter');
        expect(inputOf(el).value).to.equal('Español');
        expect(listShown(el)).to.equal(false);
        expect(new FormData(el.form!).get(name)).to.equal('es');
        await typeInto(el, 'x');
        expect(new FormData(el.form!).get(name)).to.equal('Españolx');
        // A disabled option is never offered.
        inputOf(el).select();
        await sendKeys({ type: 'fran' });
        await settle();
        expect(inputOf(el).value).to.equal('fran');
        expect(optionTexts(el)).to.deep.equal([]);
        expect(noteOf(el)).to.equal('No matches. You can keep what you typed.');
      });
    });
  }

  describe('a URL source', () => {
    // The reference server starts on the first /api call of the run; warm it outside the tests' own timeouts.
    before(async function () {
      this.timeout(60000);
      await callServer('/api/autocomplete?address=500%20N');
    });

    it('asks the reference server with the typed text and shows its answer', async () => {
      const { el } = await mountExample<AutocompleteElement>(exampleNamed(examples, 'url'));
      await typeInto(el, '500 N');
      const expected = ((await callServer('/api/autocomplete?address=500%20N')).body as { text: string }[]).map((o) => o.text);
      expect(expected.length).to.be.greaterThan(0);
      await waitFor(() => listShown(el) && JSON.stringify(optionTexts(el)) === JSON.stringify(expected), 'the suggestions', 8000);
      await press('ArrowDown');
      await press('Enter');
      expect(inputOf(el).value).to.equal(expected[0]);
    });

    it('waits for a pause in typing: one question for the whole word, with the param given', async () => {
      fakeNetwork((request) => (new URL(request.url).pathname === '/api/places' ? json(['Provo', 'Provo Canyon']) : passThrough(request)));
      const { el } = await mountHtml<AutocompleteElement>(
        `<vb-autocomplete name="city" label="City" src="/api/places" param="city" debounce="300"></vb-autocomplete>`,
      );
      await typeInto(el, 'Provo');
      await waitFor(() => optionTexts(el).length === 2, 'the answer');
      const asked = requests.filter((r) => new URL(r.url).pathname === '/api/places').map((r) => new URL(r.url).searchParams.get('city'));
      expect(asked).to.deep.equal(['Provo']);
    });

    it('min-chars: nothing is asked for a shorter text', async () => {
      fakeNetwork((request) => (new URL(request.url).pathname === '/api/places' ? json(['Provo']) : passThrough(request)));
      const { el } = await mountHtml<AutocompleteElement>(
        `<vb-autocomplete name="city" label="City" src="/api/places" debounce="0" min-chars="3"></vb-autocomplete>`,
      );
      await typeInto(el, 'Pr');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(requests.filter((r) => new URL(r.url).pathname === '/api/places')).to.have.length(0);
      await typeInto(el, 'o');
      await waitFor(() => optionTexts(el).length === 1, 'the answer');
      expect(new URL(requests.at(-1)!.url).searchParams.get('q')).to.equal('Pro');
    });

    it('races: only the newest question’s answer shows, even when an older answer arrives last', async () => {
      const first = held((request) => json([`${new URL(request.url).searchParams.get('q')} (old answer)`]));
      const second = held((request) => json([`${new URL(request.url).searchParams.get('q')} (new answer)`]));
      // debounce="0": every keystroke asks ('S', 'Sa', 'Sal'); 'S' is answered at once and superseded anyway.
      fakeNetwork((request) => {
        const q = new URL(request.url).searchParams.get('q');
        return q === 'Sa' ? first(request) : q === 'Sal' ? second(request) : json([]);
      });
      const { el } = await mountHtml<AutocompleteElement>(`<vb-autocomplete name="city" label="City" src="/api/places" debounce="0"></vb-autocomplete>`);
      await typeInto(el, 'Sa');
      await waitFor(() => first.waiting === 1, 'the first question');
      await typeInto(el, 'l');
      await waitFor(() => second.waiting === 1, 'the second question');
      second.release();
      await waitFor(() => optionTexts(el).length === 1, 'the newest answer');
      expect(optionTexts(el)).to.deep.equal(['Sal (new answer)']);
      first.release();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await settle();
      expect(optionTexts(el)).to.deep.equal(['Sal (new answer)']);
      expect(noteOf(el)).to.equal('');
    });

    it('a failing URL shows the failure entry, keeps the text and submits it', async () => {
      fakeNetwork((request) => (new URL(request.url).pathname === '/api/places' ? serverError(500) : passThrough(request)));
      const { wrapper } = await mountHtml(`<form><vb-autocomplete name="city" label="City" src="/api/places" debounce="0"></vb-autocomplete></form>`);
      const el = wrapper.querySelector('vb-autocomplete') as AutocompleteElement;
      await typeInto(el, 'Orem');
      await waitFor(() => noteOf(el) !== '', 'the failure entry');
      expect(noteOf(el)).to.equal('Suggestions could not be loaded. You can keep typing your answer.');
      expect(renderRoot(el).querySelector('[part~="note"]')?.getAttribute('role')).to.equal('status');
      expect(listShown(el)).to.equal(false);
      expect(inputOf(el).value).to.equal('Orem');
      expect(new FormData(el.form!).get('city')).to.equal('Orem');
    });

    it('a dropped connection is a failure too; an answer that is not a list gives the no-results entry', async () => {
      fakeNetwork(offline);
      const { el } = await mountHtml<AutocompleteElement>(
        `<vb-autocomplete name="city" label="City" src="/api/places" debounce="0" error-text="Offline."></vb-autocomplete>`,
      );
      await typeInto(el, 'Lehi');
      await waitFor(() => noteOf(el) === 'Offline.', 'the failure entry');
      fakeNetwork(() => json({ not: 'a list' }));
      await typeInto(el, 's');
      await waitFor(() => noteOf(el) === 'No matches. You can keep what you typed.', 'the no-results entry');
    });
  });

  describe('keyboard (APG combobox)', () => {
    async function mountTopics(): Promise<AutocompleteElement> {
      const { el } = await mountHtml<AutocompleteElement>(`<vb-autocomplete name="topic" label="Topic" options='${TOPICS}'></vb-autocomplete>`);
      inputOf(el).focus();
      return el;
    }

    it('Down opens on the first option and moves on, wrapping at the end; Up wraps at the start', async () => {
      const el = await mountTopics();
      await press('ArrowDown');
      expect(listShown(el)).to.equal(true);
      expect(activeText(el)).to.equal('Family history');
      await press('ArrowDown');
      expect(activeText(el)).to.equal('Service projects');
      await press('ArrowUp');
      await press('ArrowUp');
      expect(activeText(el)).to.equal('Scripture study');
      await press('ArrowDown');
      expect(activeText(el)).to.equal('Family history');
      expect(optionsOf(el)[0]?.getAttribute('aria-selected')).to.equal('true');
    });

    it('Up on a closed list opens on the last option', async () => {
      const el = await mountTopics();
      await press('ArrowUp');
      expect(activeText(el)).to.equal('Scripture study');
    });

    it('Home and End jump to the ends while the box is empty, and move the caret once there is text', async () => {
      const el = await mountTopics();
      await press('ArrowDown');
      await press('End');
      expect(activeText(el)).to.equal('Scripture study');
      await press('Home');
      expect(activeText(el)).to.equal('Family history');
      await press('Escape');
      await typeInto(el, 'y');
      await press('ArrowDown');
      const before = activeText(el);
      await press('Home');
      expect(activeText(el)).to.equal(before);
      expect(inputOf(el).selectionStart).to.equal(0);
    });

    it('Enter chooses the active option, fires vb-autocomplete-choose and closes the list', async () => {
      const el = await mountTopics();
      const chosen: unknown[] = [];
      el.addEventListener('vb-autocomplete-choose', (event) => chosen.push((event as CustomEvent).detail));
      await typeInto(el, 'mus');
      await press('ArrowDown');
      await press('Enter');
      expect(inputOf(el).value).to.equal('Music and choir');
      expect(listShown(el)).to.equal(false);
      expect(inputOf(el).getAttribute('aria-expanded')).to.equal('false');
      expect(inputOf(el).hasAttribute('aria-activedescendant')).to.equal(false);
      expect(chosen).to.deep.equal([{ name: 'topic', value: 'Music and choir', text: 'Music and choir' }]);
    });

    it('Escape closes the list and keeps the typed text; a click on an option chooses it', async () => {
      const el = await mountTopics();
      await typeInto(el, 'fam');
      expect(listShown(el)).to.equal(true);
      await press('Escape');
      expect(listShown(el)).to.equal(false);
      expect(inputOf(el).value).to.equal('fam');
      await typeInto(el, 'i');
      optionsOf(el)[0]!.click();
      await settle();
      expect(inputOf(el).value).to.equal('Family history');
      expect(document.activeElement === el || document.activeElement === inputOf(el)).to.equal(true);
    });
  });

  describe('no results, bad data', () => {
    it('a query with no match shows the no-results entry; Escape hides it', async () => {
      const { el } = await mountHtml<AutocompleteElement>(`<vb-autocomplete name="topic" label="Topic" options='${TOPICS}'></vb-autocomplete>`);
      await typeInto(el, 'xyz');
      expect(listShown(el)).to.equal(false);
      expect(noteOf(el)).to.equal('No matches. You can keep what you typed.');
      await press('Escape');
      expect(noteOf(el)).to.equal('');
      expect(inputOf(el).value).to.equal('xyz');
    });

    it('markup in option text (attribute or URL answer) is shown as text and never runs', async () => {
      trapScripts();
      clearScriptRuns();
      const hostile = '<img src=x onerror="alert(1)">Evil';
      fakeNetwork(() => json([hostile, { text: '<script>alert(2)</script>' }]));
      const { el } = await mountHtml<AutocompleteElement>(`<vb-autocomplete name="a" label="A" src="/api/places" debounce="0"></vb-autocomplete>`);
      await typeInto(el, 'e');
      await waitFor(() => optionTexts(el).length === 2, 'the answer');
      expect(optionTexts(el)).to.deep.equal([hostile, '<script>alert(2)</script>']);
      expect(renderRoot(el).querySelector('img, script')).to.equal(null);
      const { el: fromAttribute } = await mountHtml<AutocompleteElement>(`<vb-autocomplete name="b" label="B"></vb-autocomplete>`);
      fromAttribute.options = [hostile];
      await typeInto(fromAttribute, '<');
      await waitFor(() => optionTexts(fromAttribute).length === 1, 'the option');
      expect(renderRoot(fromAttribute).querySelector('img')).to.equal(null);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(scriptRuns()).to.deep.equal([]);
    });

    it('a wrong entry in the options attribute is dropped with a warning naming the element and attribute', async () => {
      const record = recordConsole();
      try {
        const { el } = await mountHtml<AutocompleteElement>(`<vb-autocomplete name="topic" label="Topic" options='["Good", 42]'></vb-autocomplete>`);
        await typeInto(el, 'g');
        expect(optionTexts(el)).to.deep.equal(['Good']);
        expect(record.warnings.join('\n')).to.include('<vb-autocomplete name="topic"> options attribute: option 1');
      } finally {
        record.restore();
      }
    });
  });

  describe('in a form', () => {
    it('required blocks the form while empty; reset goes back to value; disabled submits nothing', async () => {
      const { wrapper } = await mountExample(exampleNamed(examples, 'in-a-form'));
      const form = wrapper.querySelector('form') as HTMLFormElement;
      const el = form.querySelector('vb-autocomplete') as AutocompleteElement;
      expect(new FormData(form).get('ward')).to.equal('Riverside Ward');
      expect(el.checkValidity()).to.equal(true);
      inputOf(el).select();
      await sendKeys({ press: 'Backspace' });
      await settle();
      expect(el.checkValidity()).to.equal(false);
      await typeInto(el, 'hill');
      await press('ArrowDown');
      await press('Enter');
      expect(new FormData(form).get('ward')).to.equal('hillcrest');
      form.reset();
      await settle();
      expect(inputOf(el).value).to.equal('Riverside Ward');
      expect(new FormData(form).get('ward')).to.equal('Riverside Ward');

      const { wrapper: other } = await mountHtml(`<form>${exampleNamed(examples, 'disabled').html}</form>`);
      expect(new FormData(other.querySelector('form')!).has('stake')).to.equal(false);
    });
  });

  describe('accessibility', () => {
    for (const example of examples) {
      it(`${example.name}: axe with the list closed`, async () => {
        const { el } = await mountExample(example);
        await expect(el).to.be.accessible();
      });
    }

    it('axe with the list open and an option active, and with the no-results entry', async () => {
      const { el } = await mountHtml<AutocompleteElement>(`<vb-autocomplete name="topic" label="Topic" options='${TOPICS}'></vb-autocomplete>`);
      await typeInto(el, 's');
      await press('ArrowDown');
      expect(listShown(el)).to.equal(true);
      await expect(el).to.be.accessible();
      await typeInto(el, 'zz');
      expect(noteOf(el)).to.not.equal('');
      await expect(el).to.be.accessible();
    });
  });
});
