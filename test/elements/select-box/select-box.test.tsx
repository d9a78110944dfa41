import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/select-box/define.ts';
import { choicesFromNodes, parseChoices } from '../../../src/hooks/use-choices.ts';
import type { SelectBoxChangeDetail } from '../../../elements/select-box/events.ts';
import { examples } from '../../../elements/select-box/examples.ts';
import { defaultChoice } from '../../../elements/select-box/select-box.tsx';
import { recordConsole } from '../../support/console.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot } from '../../support/fixtures.ts';
import { settle } from '../../support/wait.ts';

type SelectBoxElement = HTMLElement & { validationMessage: string; checkValidity(): boolean; validity: ValidityState };

const REQUIRED = 'Please choose an option.';
const select = (el: HTMLElement) => renderRoot(el).querySelector<HTMLSelectElement>('select')!;
const message = (el: HTMLElement) => renderRoot(el).querySelector('.vb-select-box__message')!.textContent ?? '';
const optionTexts = (el: HTMLElement) => Array.from(select(el).options, (o) => o.textContent);

/** Choose as a visitor does: the select's value, then its change event. */
async function choose(el: HTMLElement, value: string): Promise<void> {
  const box = select(el);
  box.value = value;
  box.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}

beforeEach(() => sessionStorage.clear());

describe('vb-select-box: options', () => {
  it('reads <option> markup (any depth) and JSON, dropping repeats', () => {
    const div = document.createElement('div');
    div.innerHTML = `<option value="a">A</option><optgroup label="G"><option value="b" selected>B</option><option disabled>C c</option></optgroup><option value="a">again</option>`;
    expect(choicesFromNodes(Array.from(div.childNodes))).to.deep.equal([
      { value: 'a', label: 'A', disabled: false, selected: false },
      { value: 'b', label: 'B', disabled: false, selected: true },
      { value: 'C c', label: 'C c', disabled: true, selected: false },
    ]);
    const parsed = parseChoices(['x', { value: 'y', label: 'Why' }, { value: 'x' }, 7]);
    expect(parsed.choices.map((c) => c.value)).to.deep.equal(['x', 'y']);
    expect(parsed.problems).to.have.length(2);
  });

  it('defaults as a native select: value, selected, placeholder, first enabled', () => {
    const choices = parseChoices([{ value: 'a', disabled: true }, 'b', { value: 'c', selected: true }]).choices;
    expect(defaultChoice(choices, 'b', '')).to.equal('b');
    expect(defaultChoice(choices, 'zz', '')).to.equal('c');
    expect(defaultChoice(choices.slice(0, 2), '', 'Choose')).to.equal('');
    expect(defaultChoice(choices.slice(0, 2), '', '')).to.equal('b');
  });

  it('renders the markup options behind a placeholder', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    expect(optionTexts(el)).to.deep.equal(['Choose a time', 'Morning', 'Afternoon', 'Evening']);
    expect(select(el).value).to.equal('');
    await expect(el).to.be.accessible();
  });

  it('warns about repeated JSON values', async () => {
    const record = recordConsole();
    try {
      await mountHtml(`<vb-select-box name="x" label="X" options='["a", "a"]'></vb-select-box>`);
      expect(record.warnings.join(' ')).to.contain('repeats the value "a"');
    } finally {
      record.restore();
    }
  });
});

describe('vb-select-box in a native form', () => {
  it('required: the placeholder fails with the message; a choice is submitted under the name', async () => {
    const { el, wrapper } = await mountExample<SelectBoxElement>(exampleNamed(examples, 'required-in-form'));
    const form = wrapper.querySelector('form')!;
    const changes: SelectBoxChangeDetail[] = [];
    el.addEventListener('vb-select-box-change', (event) => changes.push((event as CustomEvent<SelectBoxChangeDetail>).detail));
    expect(form.checkValidity()).to.equal(false);
    expect(el.validity.valueMissing).to.equal(true);
    expect(el.validationMessage).to.equal(REQUIRED);
    form.requestSubmit();
    await settle();
    expect(message(el)).to.equal(REQUIRED);
    expect(select(el).getAttribute('aria-invalid')).to.equal('true');
    expect(el.shadowRoot!.activeElement).to.equal(select(el));
    await expect(el).to.be.accessible();
    await choose(el, 'es');
    expect(form.checkValidity()).to.equal(true);
    expect(message(el)).to.equal('');
    expect(new FormData(form).get('language')).to.equal('es');
    expect(changes).to.deep.equal([{ name: 'language', value: 'es' }]);
    form.reset();
    await settle();
    expect(select(el).value).to.equal('');
    expect(new FormData(form).get('language')).to.equal('');
  });

  it('keyboard: arrow keys change the choice', async () => {
    const { el, wrapper } = await mountHtml(`<form><vb-select-box name="n" label="N" options='["one", "two", "three"]'></vb-select-box></form>`);
    select(el).focus();
    await sendKeys({ press: 'ArrowDown' });
    await settle();
    expect(new FormData(wrapper.querySelector('form')!).get('n')).to.equal('two');
  });

  it('a preset value from JSON options; disabled and a disabled fieldset take it out of the form', async () => {
    const { el, wrapper } = await mountHtml<SelectBoxElement>(
      `<form><fieldset><vb-select-box name="visit" label="Visit" value="group" options='["alone", "group"]'></vb-select-box></fieldset></form>`,
    );
    const form = wrapper.querySelector('form')!;
    expect(new FormData(form).get('visit')).to.equal('group');
    wrapper.querySelector('fieldset')!.disabled = true;
    await settle();
    expect(new FormData(form).has('visit')).to.equal(false);
    expect(select(el).disabled).to.equal(true);
  });

  it('options written later (a CMS adds them) are picked up', async () => {
    const { el } = await mountHtml(`<vb-select-box name="late" label="Late" placeholder="Choose"></vb-select-box>`);
    const option = document.createElement('option');
    option.value = 'new';
    option.textContent = 'New option';
    el.append(option);
    await settle();
    expect(optionTexts(el)).to.deep.equal(['Choose', 'New option']);
  });

  for (const example of examples) {
    it(`example ${example.name} renders accessibly`, async () => {
      const { el } = await mountExample(example);
      await expect(el).to.be.accessible();
    });
  }
});
