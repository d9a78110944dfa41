/** vb-check-box: its own rules (spec section 5 'Checkbox'); the kit's shared behaviour is in test/src/form-control.test.tsx. */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/check-box/define.ts';
import '../../../elements/text-field/define.ts';
import '../../../elements/email-field/define.ts';
import { examples } from '../../../elements/check-box/examples.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { CHECKBOX_ANALYTICS_DELAY_MS } from '../../../src/field-analytics.ts';
import { settle, waitFor } from '../../support/wait.ts';

type CheckBoxElement = HTMLElement & { form: HTMLFormElement | null; checked: boolean; checkValidity(): boolean };

const MODES: RenderMode[] = ['shadow', 'light'];
const boxOf = (el: HTMLElement) => renderRoot(el).querySelector('input[type="checkbox"]') as HTMLInputElement;
const messageOf = (el: HTMLElement) => renderRoot(el).querySelector('[part~="message"]')?.textContent ?? '';
const entries = (form: HTMLFormElement) => Array.from(new FormData(form).entries());

let record: ConsoleRecord;
beforeEach(() => {
  sessionStorage.clear();
  record = recordConsole();
});
afterEach(() => {
  record.restore();
  sessionStorage.clear();
  expect(record.uncaught, 'uncaught').to.deep.equal([]);
  expect(record.errors, 'errors').to.deep.equal([]);
});

async function mountForm(markup: string, mode: RenderMode) {
  const { wrapper } = await mountHtml(`<form>${markup.replace(/<(vb-[\w-]+)/g, `<$1 render="${mode}"`)}<button>Send</button></form>`);
  const form = wrapper.querySelector('form') as HTMLFormElement;
  form.addEventListener('submit', (event) => event.preventDefault());
  return { form, wrapper, box: wrapper.querySelector('vb-check-box') as CheckBoxElement };
}

for (const mode of MODES) {
  describe(`<vb-check-box> (${mode})`, () => {
    it('submits its value under its name only while checked; the label and Space toggle it; the event says so', async () => {
      const { form, box } = await mountForm(`<vb-check-box name="news" value="yes" label="Send me news"></vb-check-box>`, mode);
      expect(box.getAttribute('data-vb-render')).to.equal(mode);
      const events: unknown[] = [];
      box.addEventListener('vb-check-box-change', (e) => events.push((e as CustomEvent).detail));
      expect(entries(form)).to.deep.equal([]);
      (renderRoot(box).querySelector('label') as HTMLLabelElement).click();
      await settle();
      expect(entries(form)).to.deep.equal([['news', 'yes']]);
      expect(box.hasAttribute('data-vb-checked')).to.equal(true);
      await expect(box).to.be.accessible();
      boxOf(box).focus();
      await sendKeys({ press: 'Space' });
      await settle();
      expect(entries(form)).to.deep.equal([]);
      expect(box.hasAttribute('data-vb-checked')).to.equal(false);
      expect(events).to.deep.equal([
        { name: 'news', checked: true, value: 'yes' },
        { name: 'news', checked: false, value: 'yes' },
      ]);
    });

    it('required: the form is blocked until checked; a failed submit shows the message and focuses the box', async () => {
      const { form, box } = await mountForm(`<vb-check-box name="consent" label="I agree" required></vb-check-box>`, mode);
      expect(form.checkValidity()).to.equal(false);
      form.requestSubmit();
      await settle();
      expect(messageOf(box)).to.equal('Please check this box to continue.');
      expect(boxOf(box).getAttribute('aria-invalid')).to.equal('true');
      const active = box.shadowRoot ? box.shadowRoot.activeElement : document.activeElement;
      expect(active === boxOf(box), 'the box has focus').to.equal(true);
      await expect(box).to.be.accessible();
      boxOf(box).click();
      await settle();
      expect(form.checkValidity()).to.equal(true);
      expect(messageOf(box)).to.equal('');
    });

    it('checked is the default: reset goes back to it; changing the attribute checks or unchecks now', async () => {
      const { form, box } = await mountForm(`<vb-check-box name="news" label="News" checked></vb-check-box>`, mode);
      expect(entries(form)).to.deep.equal([['news', 'on']]);
      boxOf(box).click();
      await settle();
      expect(entries(form)).to.deep.equal([]);
      form.reset();
      await settle();
      expect(boxOf(box).checked).to.equal(true);
      expect(entries(form)).to.deep.equal([['news', 'on']]);
      box.removeAttribute('checked');
      await settle();
      expect(boxOf(box).checked).to.equal(false);
    });

    it('conditional field: required while checked, its own requirement restored after (native input and vb-text-field)', async () => {
      const { form, wrapper } = await mountForm(
        `<input id="t-email" name="email" type="email"><vb-text-field id="t-name" name="name" label="Name" required></vb-text-field>` +
          `<vb-check-box id="c1" name="byEmail" label="By email" conditional-field="t-email"></vb-check-box>` +
          `<vb-check-box id="c2" name="byName" label="By name" conditional-field="t-name"></vb-check-box>`,
        mode,
      );
      const email = wrapper.querySelector('#t-email') as HTMLInputElement;
      const name = wrapper.querySelector('#t-name') as HTMLElement & { required: boolean };
      const [c1, c2] = [wrapper.querySelector('#c1'), wrapper.querySelector('#c2')] as [CheckBoxElement, CheckBoxElement];
      expect(email.required).to.equal(false);
      boxOf(c1).click();
      await settle();
      expect(email.required).to.equal(true);
      expect(email.getAttribute('data-vb-required-by')).to.equal('byEmail');
      boxOf(c1).click();
      await settle();
      expect(email.required, 'not required before: not required after').to.equal(false);
      expect(email.hasAttribute('data-vb-required-by')).to.equal(false);
      boxOf(c2).click();
      await settle();
      expect(name.getAttribute('data-vb-required-by')).to.equal('byName');
      boxOf(c2).click();
      await settle();
      expect(name.required, 'required before: still required after').to.equal(true);
      expect(name.hasAttribute('data-vb-required-by')).to.equal(false);
      // A vb-* field's validity follows: the text field was required all along.
      expect(form.checkValidity()).to.equal(false);
    });

    it('a conditional vb-text-field becomes invalid while the box is checked', async () => {
      const { form, wrapper } = await mountForm(
        `<vb-text-field id="t-city" name="city" label="City"></vb-text-field><vb-check-box name="visit" label="Visit me" conditional-field="t-city"></vb-check-box>`,
        mode,
      );
      expect(form.checkValidity()).to.equal(true);
      boxOf(wrapper.querySelector('vb-check-box') as HTMLElement).click();
      await settle();
      expect(form.checkValidity(), 'the city is now required and empty').to.equal(false);
    });

    it('a vb-email-field made required by the box shows its conditional-required message', async () => {
      const { form, wrapper } = await mountForm(
        `<vb-email-field id="t-mail" name="email" label="Email" conditional-required-message="Enter your email to get the newsletter."></vb-email-field>` +
          `<vb-check-box name="subscriptions" value="true" label="Newsletter" conditional-field="t-mail"></vb-check-box>`,
        mode,
      );
      const email = wrapper.querySelector('vb-email-field') as HTMLElement & { validationMessage: string };
      expect(form.checkValidity()).to.equal(true);
      boxOf(wrapper.querySelector('vb-check-box') as HTMLElement).click();
      await settle();
      expect(form.checkValidity()).to.equal(false);
      expect(email.validationMessage).to.equal('Enter your email to get the newsletter.');
      expect(new FormData(form).get('emailSubscription')).to.equal('true');
    });

    it('"subscriptions" is sent as emailSubscription or phoneSubscription by its target, and kept without one', async () => {
      const email = await mountExample(exampleNamed(examples, 'conditional-email'), { render: mode });
      boxOf(email.el).click();
      await settle();
      const emailForm = email.wrapper.querySelector('form') as HTMLFormElement;
      expect(new FormData(emailForm).get('emailSubscription')).to.equal('true');
      expect(new FormData(emailForm).has('subscriptions')).to.equal(false);
      const phone = await mountExample(exampleNamed(examples, 'conditional-phone'), { render: mode });
      boxOf(phone.el).click();
      await settle();
      expect(new FormData(phone.wrapper.querySelector('form') as HTMLFormElement).get('phoneSubscription')).to.equal('true');
      const { form, box } = await mountForm(`<vb-check-box name="subscriptions" label="Subscribe"></vb-check-box>`, mode);
      boxOf(box).click();
      await settle();
      expect(entries(form)).to.deep.equal([['subscriptions', 'on']]);
    });

    it('disabled: not submitted, and its conditional field is not made required', async () => {
      const { form, wrapper } = await mountForm(
        `<input id="d-email" name="email"><vb-check-box name="x" label="X" checked disabled conditional-field="d-email"></vb-check-box>`,
        mode,
      );
      expect(entries(form)).to.deep.equal([['email', '']]);
      expect((wrapper.querySelector('#d-email') as HTMLInputElement).required).to.equal(false);
      expect(boxOf(wrapper.querySelector('vb-check-box') as HTMLElement).disabled).to.equal(true);
    });
  });
}

describe('<vb-check-box> analytics (spec section 9: checkbox analytics after 500 ms)', () => {
  type Layer = Array<{ event: string; component: { info: Record<string, unknown> }; category: { primary: string } }>;
  const win = window as unknown as { dataLayer?: Layer };
  beforeEach(() => delete win.dataLayer);
  afterEach(() => delete win.dataLayer);

  it('each change sends its own click, 500 ms after it, with the state that change made', async () => {
    // Its own label: clicks still pending from earlier tests' boxes land in the same data layer.
    const { box } = await mountForm(`<vb-check-box name="news" value="yes" label="Analytics news"></vb-check-box>`, 'shadow');
    const mine = () => (win.dataLayer ?? []).filter((e) => e.component.info.contentTitle === 'Analytics news');
    const started = performance.now();
    boxOf(box).click();
    await settle();
    expect(mine(), 'nothing at once').to.have.length(0);
    boxOf(box).click();
    const layer = await waitFor(() => (mine().length === 2 ? mine() : null), 'two clicks sent');
    // A lower bound only: a timer never fires early, so this cannot flake.
    expect(performance.now() - started).to.be.at.least(CHECKBOX_ANALYTICS_DELAY_MS);
    expect(layer.map((e) => [e.event, e.category.primary, e.component.info])).to.deep.equal([
      ['Component Click', 'check-box', { contentTitle: 'Analytics news', interactionText: 'Analytics news', checked: true }],
      ['Component Click', 'check-box', { contentTitle: 'Analytics news', interactionText: 'Analytics news', checked: false }],
    ]);
  });
});

describe('<vb-check-box> examples', () => {
  for (const example of examples) {
    it(`${example.name}: passes axe, and after a failed submit`, async () => {
      const { el, wrapper } = await mountExample(example);
      await expect(el).to.be.accessible();
      const form = wrapper.querySelector('form');
      if (form) {
        form.addEventListener('submit', (event) => event.preventDefault());
        boxOf(el).click();
        form.requestSubmit();
        await settle();
        await expect(form).to.be.accessible();
      }
    });
  }
});
