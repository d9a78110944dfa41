import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/select-group/define.ts';
import type { SelectGroupChangeDetail } from '../../../elements/select-group/events.ts';
import { examples } from '../../../elements/select-group/examples.ts';
import { defaultChecked, parseValueList } from '../../../elements/select-group/select-group.tsx';
import { parseChoices } from '../../../src/hooks/use-choices.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot } from '../../support/fixtures.ts';
import { settle } from '../../support/wait.ts';

type SelectGroupElement = HTMLElement & { validationMessage: string; checkValidity(): boolean; validity: ValidityState };

const REQUIRED = 'Please choose at least one option.';
const boxes = (el: HTMLElement) => Array.from(renderRoot(el).querySelectorAll<HTMLInputElement>('input[type="checkbox"]'));
const message = (el: HTMLElement) => renderRoot(el).querySelector('.vb-select-group__message')!.textContent ?? '';

beforeEach(() => sessionStorage.clear());

describe('vb-select-group', () => {
  it('defaults from the value list or the selected options', () => {
    const choices = parseChoices(['a', { value: 'b', selected: true }, 'c']).choices;
    expect(parseValueList(' a, ,c ')).to.deep.equal(['a', 'c']);
    expect(defaultChecked(choices, 'c, zz')).to.deep.equal(['c']);
    expect(defaultChecked(choices, '')).to.deep.equal(['b']);
  });

  it('a fieldset with the label as legend and one checkbox per option (APG checkbox group)', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    const fieldset = renderRoot(el).querySelector('fieldset')!;
    expect(fieldset.querySelector('legend')!.textContent).to.equal('What would you like to learn about?');
    expect(boxes(el).map((b) => b.value)).to.deep.equal(['family', 'service', 'music']);
    expect(fieldset.getAttribute('aria-describedby')).to.contain('-message');
    await expect(el).to.be.accessible();
  });

  it('required is spoken with the group name (a visually hidden "(required)" in the legend; aria-required is not allowed on a group)', async () => {
    const { wrapper } = await mountHtml(
      `<vb-select-group name="a" label="Topics" required><option>One</option><option>Two</option></vb-select-group>` +
        `<vb-select-group name="b" label="Themen" required required-text="Pflichtfeld"><option>Eins</option></vb-select-group>` +
        `<vb-select-group name="c" aria-label="Extras" required><option>More</option></vb-select-group>` +
        `<vb-select-group name="d" label="Optional"><option>Maybe</option></vb-select-group>`,
    );
    const [a, b, c, d] = Array.from(wrapper.querySelectorAll<HTMLElement>('vb-select-group')).map((el) => renderRoot(el).querySelector('fieldset')!);
    const hidden = a!.querySelector('legend .vb-visually-hidden')!;
    expect(hidden.textContent).to.equal(' (required)');
    expect(hidden.getBoundingClientRect().width).to.be.at.most(1);
    expect(a!.hasAttribute('aria-required')).to.equal(false);
    expect(b!.querySelector('legend')!.textContent).to.equal('Themen * (Pflichtfeld)');
    expect(c!.getAttribute('aria-label')).to.equal('Extras (required)');
    expect(d!.querySelector('.vb-visually-hidden')).to.equal(null);
    await expect(wrapper).to.be.accessible();
  });

  it('required: none checked fails with the message; each checked value is submitted under the name', async () => {
    const { el, wrapper } = await mountExample<SelectGroupElement>(exampleNamed(examples, 'required-in-form'));
    const form = wrapper.querySelector('form')!;
    const changes: SelectGroupChangeDetail[] = [];
    el.addEventListener('vb-select-group-change', (event) => changes.push((event as CustomEvent<SelectGroupChangeDetail>).detail));
    expect(form.checkValidity()).to.equal(false);
    expect(el.validity.valueMissing).to.equal(true);
    expect(el.validationMessage).to.equal(REQUIRED);
    form.requestSubmit();
    await settle();
    expect(message(el)).to.equal(REQUIRED);
    expect(el.shadowRoot!.activeElement).to.equal(boxes(el)[0]);
    await expect(el).to.be.accessible();
    // Keyboard: Space checks the focused box; Tab moves to the next.
    await sendKeys({ press: 'Space' });
    await settle();
    expect(form.checkValidity()).to.equal(true);
    expect(message(el)).to.equal('');
    boxes(el)[2]!.click();
    await settle();
    expect(new FormData(form).getAll('days')).to.deep.equal(['sat', 'wed']);
    expect(changes.at(-1)).to.deep.equal({ name: 'days', values: ['sat', 'wed'] });
    boxes(el)[0]!.click();
    boxes(el)[2]!.click();
    await settle();
    expect(form.checkValidity()).to.equal(false);
    expect(new FormData(form).has('days')).to.equal(false);
    expect(message(el)).to.equal(REQUIRED);
  });

  it('preset values; reset goes back to them; a disabled fieldset takes it out of the form', async () => {
    const { el, wrapper } = await mountHtml(
      `<form><fieldset><vb-select-group name="c" label="C" value="email, text" options='["email", "text", "call"]'></vb-select-group></fieldset></form>`,
    );
    const form = wrapper.querySelector('form')!;
    expect(new FormData(form).getAll('c')).to.deep.equal(['email', 'text']);
    boxes(el)[0]!.click();
    await settle();
    expect(new FormData(form).getAll('c')).to.deep.equal(['text']);
    form.reset();
    await settle();
    expect(new FormData(form).getAll('c')).to.deep.equal(['email', 'text']);
    wrapper.querySelector('fieldset')!.disabled = true;
    await settle();
    expect(new FormData(form).has('c')).to.equal(false);
    expect(boxes(el).every((b) => b.matches(':disabled'))).to.equal(true);
  });

  for (const example of examples) {
    it(`example ${example.name} renders accessibly`, async () => {
      const { el } = await mountExample(example);
      await expect(el).to.be.accessible();
    });
  }
});
