import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/missionary-phone-numbers/define.ts';
import type { MissionaryPhoneNumbersLoadDetail } from '../../../elements/missionary-phone-numbers/events.ts';
import { examples } from '../../../elements/missionary-phone-numbers/examples.ts';
import { recordConsole } from '../../support/console.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot } from '../../support/fixtures.ts';
import { fakeNetwork, held, offline, passThrough, requests, serverError } from '../../support/network.ts';
import { waitFor } from '../../support/wait.ts';

const links = (el: HTMLElement) => Array.from(renderRoot(el).querySelectorAll<HTMLAnchorElement>('.vb-missionary-phone-numbers__link'));
const shown = (el: HTMLElement) => links(el).map((a) => [a.textContent, a.getAttribute('href')]);
const loaded = (el: HTMLElement) => waitFor(() => el.dataset.vbState !== 'loading' && el.dataset.vbState, `<${el.localName}> to load`, 8000);
/** Numbers are grouped for reading once libphonenumber-js (its own chunk) has arrived. */
const grouped = (el: HTMLElement, text: string) => waitFor(() => links(el).some((a) => a.textContent === text), `"${text}" to show`, 8000);

/** Listen before the element connects: the load event may come before mountHtml resolves. */
function loadEvents(): MissionaryPhoneNumbersLoadDetail[] {
  const seen: MissionaryPhoneNumbersLoadDetail[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<MissionaryPhoneNumbersLoadDetail>).detail);
  document.addEventListener('vb-missionary-phone-numbers-load', listener);
  after(() => document.removeEventListener('vb-missionary-phone-numbers-load', listener));
  return seen;
}

describe('vb-missionary-phone-numbers', () => {
  before(async function () {
    // The first call starts the reference server and generates the units: a few seconds once per run.
    this.timeout(60000);
    await fetch('/api/missionaryPhoneNumbers?unitIds=378885');
  });

  it('asks the server for the unit and shows its first number grouped for reading, as a tel: link', async () => {
    fakeNetwork(passThrough);
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    await grouped(el, '+1 801 555 0185');
    expect(shown(el)).to.deep.equal([['+1 801 555 0185', 'tel:+18015550185']]);
    expect(el.dataset.vbState).to.equal('loaded');
    const url = new URL(requests[0]!.url);
    expect(url.pathname).to.equal('/api/missionaryPhoneNumbers');
    expect(url.searchParams.get('unitIds')).to.equal('378885');
    await expect(el).to.be.accessible();
  });

  it('show-all lists every number; a unit without its own shows its parent unit’s; the event maps every unit', async () => {
    const events = loadEvents();
    const { el } = await mountExample(exampleNamed(examples, 'several-units'));
    await grouped(el, '+1 385 555 0198');
    expect(links(el).map((a) => a.getAttribute('href'))).to.deep.equal(['tel:+13855550198', 'tel:+14355550158', 'tel:+13855550108', 'tel:+18015550125']);
    expect(events).to.have.length(1);
    expect(events[0]).to.deep.equal({
      numbers: { 375342: ['+1 385-555-0198', '+1 435-555-0158'], 365309: ['+1 385-555-0108'], 365336: ['+1 801-555-0125'] },
      failed: false,
    });
    const list = renderRoot(el).querySelector('ul')!;
    expect(renderRoot(el).querySelector(`#${list.getAttribute('aria-labelledby')}`)?.textContent).to.equal('Missionaries:');
  });

  it('without show-all only the first number of a unit shows', async () => {
    const { el } = await mountHtml('<vb-missionary-phone-numbers unit-ids="375342"></vb-missionary-phone-numbers>');
    await grouped(el, '+1 385 555 0198');
    expect(links(el)).to.have.length(1);
  });

  it('format="national" and format="as-given"; the link always dials the full number', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'national'));
    await grouped(el, '(801) 555-0158');
    expect(shown(el)).to.deep.equal([['(801) 555-0158', 'tel:+18015550158']]);
    expect(renderRoot(el).querySelector('.vb-missionary-phone-numbers__label')?.textContent).to.equal('Call or text the missionaries:');
    el.setAttribute('format', 'as-given');
    await waitFor(() => links(el)[0]?.textContent === '+1 801-555-0158', 'the number as the server wrote it');
  });

  it('a parent the page gives covers a unit with no numbers', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'parent-pairs'));
    await loaded(el);
    expect(links(el).map((a) => a.getAttribute('href'))).to.deep.equal(['tel:+54425561766']);
  });

  it('no number: empty-message, or nothing without it', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'empty-message'));
    await loaded(el);
    expect(el.dataset.vbState).to.equal('empty');
    expect(links(el)).to.have.length(0);
    expect(renderRoot(el).querySelector('.vb-missionary-phone-numbers__empty')?.textContent).to.equal(
      'No missionary phone number is listed for this congregation.',
    );
    el.removeAttribute('empty-message');
    await waitFor(() => !renderRoot(el).querySelector('.vb-missionary-phone-numbers__empty'), 'the message to go');
    expect(renderRoot(el).querySelector('.vb-missionary-phone-numbers__root')?.textContent).to.equal('');
  });

  it('shows the loading text while the server answers', async () => {
    const gate = held(passThrough);
    fakeNetwork(gate);
    const { el } = await mountHtml('<vb-missionary-phone-numbers unit-ids="378885" loading-text="Un momento…"></vb-missionary-phone-numbers>');
    expect(el.dataset.vbState).to.equal('loading');
    expect(renderRoot(el).querySelector('[aria-busy="true"]')?.textContent).to.equal('Un momento…');
    gate.release();
    await loaded(el);
    expect(el.dataset.vbState).to.equal('loaded');
  });

  it('a failing service says so (not blank, not the empty message), warns once naming the URL, and the event says failed', async () => {
    // A unit id of this test only: the warning is once per page, element and URL.
    for (const [handler, unit, why] of [
      [() => serverError(500), '900001', 'HTTP 500'],
      [offline, '900002', 'GET /api/missionaryPhoneNumbers?unitIds=900002 failed: Failed to fetch'],
    ] as const) {
      fakeNetwork(handler);
      const record = recordConsole();
      try {
        const events = loadEvents();
        const { el } = await mountHtml(`<vb-missionary-phone-numbers unit-ids="${unit}" empty-message="No number"></vb-missionary-phone-numbers>`);
        await loaded(el);
        expect(el.dataset.vbState).to.equal('failed');
        expect(links(el)).to.have.length(0);
        expect(renderRoot(el).textContent).to.equal('Phone numbers could not be loaded.');
        expect(renderRoot(el).querySelector('.vb-missionary-phone-numbers__error')?.textContent).to.equal('Phone numbers could not be loaded.');
        expect(el.getBoundingClientRect().height).to.be.above(0);
        expect(events.at(-1)).to.deep.equal({ numbers: { [unit]: [] }, failed: true });
        // A second block asking the same URL, and a change of another attribute, warn no more.
        await mountHtml(`<vb-missionary-phone-numbers unit-ids="${unit}"></vb-missionary-phone-numbers>`);
        el.setAttribute('label', 'Call:');
        await waitFor(() => events.length === 2, 'the second block to give up');
        expect(record.warnings).to.deep.equal([`<vb-missionary-phone-numbers>: could not load /api/missionaryPhoneNumbers?unitIds=${unit} (${why}).`]);
        await expect(el).to.be.accessible();
      } finally {
        record.restore();
      }
    }
  });

  it('error-message words the failure; an empty one keeps the default, so a failure is never blank', async () => {
    fakeNetwork(() => serverError(503));
    const { el } = await mountHtml(
      '<vb-missionary-phone-numbers unit-ids="900003" error-message="Los teléfonos no están disponibles."></vb-missionary-phone-numbers>',
      {
        render: 'light',
      },
    );
    await loaded(el);
    expect(el.querySelector('.vb-missionary-phone-numbers__error')?.textContent).to.equal('Los teléfonos no están disponibles.');
    el.setAttribute('error-message', '');
    await waitFor(() => el.querySelector('.vb-missionary-phone-numbers__error')?.textContent === 'Phone numbers could not be loaded.', 'the default');
    expect(el.dataset.vbState).to.equal('failed');
    // No unit left: nothing to load, so nothing failed.
    el.removeAttribute('unit-ids');
    await waitFor(() => el.dataset.vbState === 'empty', 'the empty state');
    expect(el.querySelector('.vb-missionary-phone-numbers__root')?.textContent).to.equal('');
  });

  it('new unit-ids ask again and show the new unit; ids the server would refuse are not sent', async () => {
    fakeNetwork(passThrough);
    const { el } = await mountHtml('<vb-missionary-phone-numbers unit-ids="378885,<script>"></vb-missionary-phone-numbers>');
    await grouped(el, '+1 801 555 0185');
    expect(new URL(requests[0]!.url).searchParams.get('unitIds')).to.equal('378885');
    el.setAttribute('unit-ids', '378980');
    await grouped(el, '+1 801 555 0158');
    expect(new URL(requests.at(-1)!.url).searchParams.get('unitIds')).to.equal('378980');
    expect(links(el)).to.have.length(1);
  });

  it('no unit ids: no call and nothing shown', async () => {
    fakeNetwork(passThrough);
    const { el } = await mountHtml('<vb-missionary-phone-numbers></vb-missionary-phone-numbers>');
    expect(el.dataset.vbState).to.equal('empty');
    expect(requests).to.have.length(0);
  });

  it('keyboard: Tab reaches each number link', async () => {
    const { el, wrapper } = await mountExample(exampleNamed(examples, 'several-units'));
    await grouped(el, '+1 385 555 0198');
    const before = document.createElement('button');
    before.textContent = 'before';
    wrapper.prepend(before);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(links(el)[0]);
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(links(el)[1]);
  });

  it('light DOM: the links are in the page with their classes; axe clean', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'own-wording'), { render: 'light' });
    await grouped(el, '+1 801 555 0158');
    expect(el.querySelector('a.vb-missionary-phone-numbers__link')).to.not.equal(null);
    expect(el.querySelector('.vb-missionary-phone-numbers__label')?.textContent).to.equal('Misioneros:');
    await expect(el).to.be.accessible();
  });
});
