import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/offer-selector/define.ts';
import { examples as selectorExamples } from '../../../elements/offer-selector/examples.ts';
import { exampleNamed, mountExample, renderRoot } from '../../support/fixtures.ts';
import { settle } from '../../support/wait.ts';

function formOf(el: HTMLElement) {
  const form = el.closest('form')!;
  const submitted: FormData[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted.push(new FormData(form));
  });
  return { form, submitted, submit: () => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click() };
}

describe('vb-offer-selector', () => {
  beforeEach(() => sessionStorage.clear());

  it('required: nothing selected blocks the submit with the message; selected offers submit offerType, oItemId and sourceId', async () => {
    const { el } = await mountExample(exampleNamed(selectorExamples, 'default'));
    const { submitted, submit } = formOf(el);
    submit();
    await settle();
    expect(submitted).to.have.length(0);
    expect(renderRoot(el).querySelector('[part="message"]')!.textContent).to.equal('Please choose at least one option.');
    await expect(el).to.be.accessible();
    const boxes = Array.from(renderRoot(el).querySelectorAll<HTMLInputElement>('input[type="checkbox"]'));
    const changes: CustomEvent[] = [];
    el.addEventListener('vb-offer-selector-change', (e) => changes.push(e as CustomEvent));
    boxes[2]!.click();
    boxes[0]!.click();
    await settle();
    expect(changes.at(-1)!.detail).to.deep.equal({ oItemIds: ['101', '103'], offerTypes: ['missionary-visit', 'church-tour'] });
    submit();
    await settle();
    expect(submitted).to.have.length(1);
    expect(submitted[0]!.get('offerType')).to.equal('["missionary-visit","church-tour"]');
    expect(submitted[0]!.get('oItemId')).to.equal('["101","103"]');
    expect(submitted[0]!.get('sourceId')).to.equal('["web-visit"]');
  });

  it('radios: one offer, the preselected one; keyboard arrows move the choice; reset restores it', async () => {
    const { el, wrapper } = await mountExample(exampleNamed(selectorExamples, 'single'));
    const form = document.createElement('form');
    wrapper.append(form);
    form.append(el);
    await settle();
    const radios = Array.from(renderRoot(el).querySelectorAll<HTMLInputElement>('input[type="radio"]'));
    expect(radios.map((r) => r.checked)).to.deep.equal([false, true]);
    radios[1]!.focus();
    await sendKeys({ press: 'ArrowUp' });
    await settle();
    expect(radios.map((r) => r.checked)).to.deep.equal([true, false]);
    expect(new FormData(form).get('oItemId')).to.equal('["201"]');
    form.reset();
    await settle();
    expect(new FormData(form).get('oItemId')).to.equal('["202"]');
    await expect(el).to.be.accessible();
  });

  it('every example passes axe', async () => {
    for (const example of selectorExamples) await expect((await mountExample(example)).el).to.be.accessible();
  });
});
