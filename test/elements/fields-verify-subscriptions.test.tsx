/**
 * vb-check-box (fields-basic) with vb-email-field and vb-phone-field as its conditional field: checked, the field
 * is required "by a subscription" and shows its conditional-required message; unchecked, it is optional again;
 * a box named `subscriptions` is submitted as emailSubscription or phoneSubscription after its target.
 */
import { expect } from '@open-wc/testing';
import '../../elements/check-box/define.ts';
import '../../elements/email-field/define.ts';
import { meta as emailMeta } from '../../elements/email-field/meta.ts';
import '../../elements/phone-field/define.ts';
import { meta as phoneMeta } from '../../elements/phone-field/meta.ts';
import { mountHtml, renderRoot } from '../support/fixtures.ts';
import { settle, waitFor } from '../support/wait.ts';

type Field = HTMLElement & { validationMessage: string; checkValidity(): boolean };

beforeEach(() => sessionStorage.clear());

const cases = [
  { tag: 'vb-email-field', attrs: 'verify="false"', message: emailMeta.props.conditionalRequiredMessage.default, submitted: 'emailSubscription' },
  { tag: 'vb-phone-field', attrs: 'verify="false" country="US"', message: phoneMeta.props.conditionalRequiredMessage.default, submitted: 'phoneSubscription' },
];

for (const { tag, attrs, message, submitted } of cases) {
  it(`a subscription checkbox makes ${tag} required with the conditional message, and lets go when unchecked`, async () => {
    const { wrapper } = await mountHtml(`<form>
  <${tag} id="target" name="contact" label="Contact" ${attrs}></${tag}>
  <vb-check-box name="subscriptions" value="true" conditional-field="target" label="Keep me informed"></vb-check-box>
</form>`);
    const form = wrapper.querySelector('form')!;
    const field = wrapper.querySelector<Field>(tag)!;
    const box = wrapper.querySelector<HTMLElement>('vb-check-box')!;
    await waitFor(() => renderRoot(box).querySelector('input[type="checkbox"]'), 'the check box');
    expect(field.checkValidity()).to.equal(true);
    renderRoot(box).querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    await settle();
    expect(field.hasAttribute('required')).to.equal(true);
    expect(field.getAttribute('data-vb-required-by')).to.not.equal(null);
    expect(field.validationMessage).to.equal(message);
    expect(new FormData(form).get(submitted)).to.equal('true');
    form.requestSubmit();
    await settle();
    expect(renderRoot(field).querySelector('[part="message"]')!.textContent).to.equal(message);
    renderRoot(box).querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    await settle();
    expect(field.hasAttribute('required')).to.equal(false);
    expect(field.hasAttribute('data-vb-required-by')).to.equal(false);
    expect(field.checkValidity()).to.equal(true);
  });
}
