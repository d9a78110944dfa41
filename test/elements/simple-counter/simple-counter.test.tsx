/** vb-simple-counter: rolls to its value once in view, refuses a lower or broken target, no motion when reduced. */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../elements/simple-counter/define.ts';
import { mountHtml, recordConsole, renderRoot } from '../../support/index.ts';
import { waitFor } from '../../support/wait.ts';

const words = (el: HTMLElement) => renderRoot(el).querySelector('[part~="count"] .vb-visually-hidden')?.textContent ?? '';
const wheels = (el: HTMLElement) => Array.from(renderRoot(el).querySelectorAll<HTMLElement>('.vb-digit-roll__wheel'));
const digits = (el: HTMLElement) =>
  wheels(el)
    .map((wheel) => wheel.style.getPropertyValue('--_vb-digit'))
    .join('');
const durations = (el: HTMLElement) => wheels(el).map((wheel) => wheel.style.getPropertyValue('--_vb-roll-ms'));

describe('vb-simple-counter', () => {
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('rolls up to its value, 250 ms per digit, with at least 3 digits', async () => {
    const { el } = await mountHtml(`<vb-simple-counter value="42" label="countries"></vb-simple-counter>`);
    await waitFor(() => words(el) === '42 countries', 'the value');
    expect(digits(el)).to.equal('042');
    expect(durations(el)).to.deep.equal(['0ms', '500ms', '250ms']);
    await expect(el).to.be.accessible();
  });

  it('waits until it is in view', async () => {
    const { el } = await mountHtml(`<div style="height: 300vh"></div><vb-simple-counter value="7"></vb-simple-counter>`);
    window.scrollTo(0, 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(words(el)).to.equal('0');
    el.scrollIntoView();
    await waitFor(() => words(el) === '7', 'the value once in view');
  });

  it('does not move under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { el } = await mountHtml(`<vb-simple-counter value="135"></vb-simple-counter>`);
    await waitFor(() => words(el) === '135', 'the value');
    expect(durations(el)).to.deep.equal(['0ms', '0ms', '0ms']);
  });

  it('goes on to a higher value, and refuses a lower or fractional one with a message naming the element', async () => {
    const record = recordConsole();
    try {
      const { el } = await mountHtml(`<vb-simple-counter value="10"></vb-simple-counter>`);
      await waitFor(() => words(el) === '10', 'the first value');
      el.setAttribute('value', '12');
      await waitFor(() => words(el) === '12', 'the higher value');
      el.setAttribute('value', '5');
      await waitFor(() => record.warnings.some((w) => w.includes('<vb-simple-counter value="5">')), 'the warning');
      expect(words(el)).to.equal('12');
      expect(record.warnings.join('\n')).to.contain('a count never goes back');
      el.setAttribute('value', '13.5');
      await waitFor(() => record.warnings.some((w) => w.includes('not a whole number')), 'the warning for a fraction');
      expect(words(el)).to.equal('12');
      el.setAttribute('value', '20');
      await waitFor(() => words(el) === '20', 'a good value after a refused one');
    } finally {
      record.restore();
    }
  });

  it('a min-digits that is not a whole number 1 to 15: 3 digits and a warning naming min-digits', async () => {
    const record = recordConsole();
    try {
      await mountHtml(`<vb-simple-counter value="7" min-digits="0"></vb-simple-counter>`);
      await waitFor(() => record.warnings.length > 0, 'the warning');
      expect(record.warnings).to.deep.equal(['<vb-simple-counter>: attribute min-digits="0" is not a whole number from 1 to 15; using the default (3).']);
    } finally {
      record.restore();
    }
  });

  it('shows an http(s) link only', async () => {
    const { el } = await mountHtml(`<vb-simple-counter value="1" link="/give" link-text="Give"></vb-simple-counter>`);
    expect(renderRoot(el).querySelector('a')?.getAttribute('href')).to.equal('/give');
    const { el: bad } = await mountHtml(`<vb-simple-counter value="1" link="javascript:alert(1)"></vb-simple-counter>`);
    expect(renderRoot(bad).querySelector('a')).to.equal(null);
  });
});
