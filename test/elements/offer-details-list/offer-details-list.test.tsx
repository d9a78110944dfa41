import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/offer-details-list/define.ts';
import { examples as detailExamples } from '../../../elements/offer-details-list/examples.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot } from '../../support/fixtures.ts';
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

describe('vb-offer-details-list', () => {
  beforeEach(() => sessionStorage.clear());

  it('submits offerDetails (detail plus response) and note; a required question blocks until answered', async () => {
    const { el } = await mountExample(exampleNamed(detailExamples, 'default'));
    const { submitted, submit } = formOf(el);
    const root = renderRoot(el);
    root.querySelector<HTMLInputElement>('input[type="text"]')!.focus();
    await sendKeys({ type: '<b>Temples</b> ' });
    submit();
    await settle();
    expect(submitted).to.have.length(0);
    const boxes = Array.from(root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'));
    expect(el.shadowRoot?.activeElement === boxes[0], 'the first unanswered required question is focused').to.equal(true);
    expect(root.querySelectorAll('[part="message"]')[1]!.textContent).to.equal('Please answer this question.');
    await expect(el).to.be.accessible();
    boxes[2]!.click();
    boxes[0]!.click();
    root.querySelectorAll<HTMLInputElement>('input[type="radio"]')[1]!.click();
    await settle();
    submit();
    await settle();
    expect(submitted).to.have.length(1);
    const details = JSON.parse(String(submitted[0]!.get('offerDetails'))) as Array<Record<string, unknown>>;
    expect(details).to.deep.equal([
      { id: 'topic', question: 'What would you like to learn about?', questionId: 11, response: 'Temples' },
      {
        id: 'days',
        question: 'Which days suit you?',
        type: 'checkbox',
        options: ['Monday', 'Wednesday', 'Saturday'],
        required: true,
        response: ['Monday', 'Saturday'],
      },
      { id: 'lang', question: 'Preferred language?', type: 'radio', options: ['English', 'Spanish'], response: ['Spanish'] },
    ]);
    expect(submitted[0]!.get('note')).to.equal(
      'What would you like to learn about? Temples\nWhich days suit you? Monday, Saturday\nPreferred language? Spanish',
    );
    expect(root.querySelector('b')).to.equal(null);
  });

  it('a required checkbox question says "(required)" in its legend for screen readers; a radio question by aria-required', async () => {
    const questions = JSON.stringify([
      { id: 'days', question: 'Which days?', type: 'checkbox', options: ['Mon', 'Tue'], required: true },
      { id: 'lang', question: 'Language?', type: 'radio', options: ['English', 'Spanish'], required: true },
      { id: 'more', question: 'Anything else?', type: 'checkbox', options: ['Yes'] },
    ]).replace(/'/g, '&#39;');
    const { el } = await mountHtml(
      `<form><vb-offer-details-list label="Questions" required-text="Pflicht" questions='${questions}'></vb-offer-details-list></form>`,
    );
    const [days, lang, more] = Array.from(renderRoot(el).querySelectorAll('fieldset.vb-offer-details-list__question'));
    const hidden = days!.querySelector('legend .vb-visually-hidden')!;
    expect(hidden.textContent).to.equal(' (Pflicht)');
    expect(hidden.getBoundingClientRect().width).to.be.at.most(1);
    expect(lang!.getAttribute('aria-required')).to.equal('true');
    expect(lang!.querySelector('.vb-visually-hidden')).to.equal(null);
    expect(more!.querySelector('.vb-visually-hidden')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('every example passes axe', async () => {
    for (const example of detailExamples) await expect((await mountExample(example)).el).to.be.accessible();
  });
});
