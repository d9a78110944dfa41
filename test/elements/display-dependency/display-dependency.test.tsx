/** vb-display-dependency: content shown while another field has a value; hidden content's fields neither required nor submitted. */
import { expect } from '@open-wc/testing';
import '../../../elements/display-dependency/define.ts';
import '../../../elements/text-field/define.ts';
import { examples } from '../../../elements/display-dependency/examples.ts';
import { HIDDEN_DISABLED, isShown, wantedValues } from '../../../elements/display-dependency/display-dependency.tsx';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { settle } from '../../support/wait.ts';

const MODES: RenderMode[] = ['shadow', 'light'];
const contentOf = (el: HTMLElement) => renderRoot(el).querySelector('[part~="content"]') as HTMLElement;
/** Shown: the wrapper is not hidden and the author's content takes room on the page. */
const visible = (el: HTMLElement, inner: Element) => !contentOf(el).hidden && (inner as HTMLElement).getBoundingClientRect().height > 0;

let record: ConsoleRecord;
beforeEach(() => {
  record = recordConsole();
});
afterEach(() => {
  record.restore();
  sessionStorage.clear();
  expect(record.uncaught, 'uncaught').to.deep.equal([]);
  expect(record.errors, 'errors').to.deep.equal([]);
});

describe('display-dependency rules', () => {
  it('value is a comma-separated list; empty means any value', () => {
    expect(wantedValues(' phone, sms ,,')).to.deep.equal(['phone', 'sms']);
    expect(isShown(['sms'], ['phone', 'sms'])).to.equal(true);
    expect(isShown(['email'], ['phone'])).to.equal(false);
    expect(isShown(['x'], [])).to.equal(true);
    expect(isShown([], [])).to.equal(false);
  });
});

for (const mode of MODES) {
  describe(`<vb-display-dependency> (${mode})`, () => {
    it('a select: shown for its value, hidden otherwise; hidden fields are not required and not submitted', async () => {
      const toggles: unknown[] = [];
      const onToggle = (e: Event) => toggles.push((e as CustomEvent).detail);
      document.addEventListener('vb-display-dependency-toggle', onToggle);
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      const form = wrapper.querySelector('form') as HTMLFormElement;
      const select = wrapper.querySelector('select') as HTMLSelectElement;
      const phone = wrapper.querySelector('#dd-phone') as HTMLInputElement;
      expect(toggles, 'no event for the first state').to.deep.equal([]);
      expect(visible(el, phone)).to.equal(true);
      expect(el.hasAttribute('data-vb-shown')).to.equal(true);
      expect(form.checkValidity(), 'the shown phone is required and empty').to.equal(false);
      await expect(wrapper).to.be.accessible();
      select.value = 'email';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await settle();
      expect(visible(el, phone)).to.equal(false);
      expect(phone.disabled).to.equal(true);
      expect(form.checkValidity(), 'hidden: no longer blocks the form').to.equal(true);
      expect(new FormData(form).has('phone')).to.equal(false);
      await expect(wrapper).to.be.accessible();
      select.value = 'phone';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await settle();
      expect(phone.disabled).to.equal(false);
      expect(phone.hasAttribute(HIDDEN_DISABLED)).to.equal(false);
      expect(toggles).to.deep.equal([{ shown: false }, { shown: true }]);
      document.removeEventListener('vb-display-dependency-toggle', onToggle);
    });

    it('a checkbox and a vb-text-field inside: hidden until checked; the text field is disabled while hidden', async () => {
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'checkbox'), { render: mode });
      const form = wrapper.querySelector('form') as HTMLFormElement;
      const field = wrapper.querySelector('vb-text-field') as HTMLElement & { disabled: boolean };
      expect(contentOf(el).hidden).to.equal(true);
      expect(el.hasAttribute('data-vb-shown')).to.equal(false);
      expect(field.disabled).to.equal(true);
      expect(form.checkValidity()).to.equal(true);
      (wrapper.querySelector('#dd-visit') as HTMLInputElement).click();
      await settle();
      expect(contentOf(el).hidden).to.equal(false);
      expect(el.hasAttribute('data-vb-shown'), 'the element sets it when shown').to.equal(true);
      expect(field.disabled).to.equal(false);
      expect(form.checkValidity(), 'the shown text field is required').to.equal(false);
    });

    it('radios by name with several values; a control the author disabled stays disabled', async () => {
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'radio-values'), { render: mode });
      const referrer = wrapper.querySelector('#dd-referrer') as HTMLInputElement;
      const own = document.createElement('input');
      own.name = 'own';
      own.disabled = true;
      el.append(own);
      await settle();
      expect(contentOf(el).hidden).to.equal(true);
      (wrapper.querySelector('input[value="member"]') as HTMLInputElement).click();
      await settle();
      expect(contentOf(el).hidden).to.equal(false);
      expect(referrer.disabled).to.equal(false);
      expect(own.disabled, "the author's own disabled input").to.equal(true);
      (wrapper.querySelector('input[value="online"]') as HTMLInputElement).click();
      await settle();
      expect(contentOf(el).hidden).to.equal(true);
    });

    it('a data-vb-shown the author wrote (the state at load, for the pre-upgrade CSS) is taken off when the field says hidden', async () => {
      const { el } = await mountHtml(
        `<form><select id="dd-t-method"><option value="phone">Phone</option><option value="email" selected>Email</option></select>
        <vb-display-dependency field="dd-t-method" value="phone" data-vb-shown><input id="dd-t-phone" required></vb-display-dependency></form>`,
        { render: mode },
      );
      expect(contentOf(el).hidden).to.equal(true);
      expect(el.hasAttribute('data-vb-shown')).to.equal(false);
    });

    it("the content lays out as the host's own children (as before the script runs): a grid on the host reaches them", async () => {
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      el.style.display = 'grid';
      const label = wrapper.querySelector('label[for="dd-phone"]') as HTMLElement;
      const phone = wrapper.querySelector('#dd-phone') as HTMLElement;
      expect(phone.getBoundingClientRect().top, 'the input is in the row under its label').to.be.at.least(label.getBoundingClientRect().bottom);
    });

    it('content added while hidden is hidden with it; a field that does not exist keeps it hidden', async () => {
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'checkbox'), { render: mode });
      const late = document.createElement('input');
      late.name = 'late';
      late.required = true;
      el.append(late);
      await settle();
      expect(late.disabled).to.equal(true);
      expect((wrapper.querySelector('form') as HTMLFormElement).checkValidity()).to.equal(true);
      el.setAttribute('field', 'no-such-field');
      await settle();
      expect(contentOf(el).hidden).to.equal(true);
    });
  });
}

describe('<vb-display-dependency> examples', () => {
  for (const example of examples) {
    it(`${example.name}: passes axe`, async () => {
      const { wrapper } = await mountExample(example);
      await expect(wrapper).to.be.accessible();
    });
  }
});
