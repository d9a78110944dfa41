/**
 * Issue 13: every string of the Big List of Naughty Strings pasted into each text input of vb-address-block
 * (street, line 2, city, ZIP) and into vb-address-field: no script runs, nothing is rendered as HTML, nothing
 * throws, and what the input shows and the form submits is the shared cleaning's output (as vb-text-field: line
 * breaks as spaces while typing, a trailing space kept, trimmed on blur).
 */
import { expect } from '@open-wc/testing';
import '../../../elements/address-block/define.ts';
import '../../../elements/address-field/define.ts';
import { cleanText } from '../../../src/clean-text.ts';
import { recordConsole } from '../../support/console.ts';
import { mountHtml, renderRoot } from '../../support/fixtures.ts';
import { fakeNetwork, json, passThrough } from '../../support/network.ts';
import { settle, tick, waitFor } from '../../support/wait.ts';
import { NAUGHTY, trapScripts, scriptRuns, paste } from '../../support/naughty.ts';

window.visitorBlocksConfig = { staticDir: '/demo/static' };

trapScripts();

const typed = (text: string) => cleanText(text).replace(/[\r\n]+/g, ' ');

const inputLabelled = (el: HTMLElement, label: string) =>
  Array.from(renderRoot(el).querySelectorAll<HTMLInputElement>('input')).find((i) => i.labels?.[0]?.textContent?.replace(' *', '') === label) ?? null;

describe('vb-address-block: naughty strings', () => {
  beforeEach(() => sessionStorage.clear());

  for (const [part, label, field] of [
    ['street', 'Street address', 'street'],
    ['line 2', 'Apartment, suite, unit', 'street2'],
    ['city', 'City', 'city'],
    ['ZIP', 'ZIP / postal code', 'zip'],
  ] as const) {
    it(`${part}: every naughty string (${NAUGHTY.length}) pasted: no script, no markup, no error, the shared cleaning's output`, async function () {
      this.timeout(120_000);
      const record = recordConsole();
      try {
        const { el, wrapper } = await mountHtml(`<form><vb-address-block name="address" label="Address" country="US"></vb-address-block></form>`);
        const form = wrapper.querySelector('form')!;
        if (part === 'line 2') renderRoot(el).querySelector<HTMLButtonElement>('[part~="line2-link"]')!.click();
        const input = await waitFor(() => inputLabelled(el, label), `the ${part} input`);
        await settle();
        // Messages and suggestions come and go; an element of a kind the block never renders would be markup from the text.
        const kinds = () => new Set(Array.from(renderRoot(el).querySelectorAll('*'), (node) => node.localName));
        const known = new Set([...kinds(), 'li', 'input', 'label']);
        input.focus();
        let split = 0;
        for (const [i, text] of NAUGHTY.entries()) {
          const plain = paste(input, text);
          if (i % 25 === 0) await tick();
          else await Promise.resolve();
          if (plain) {
            expect(input.value, JSON.stringify(text)).to.equal(typed(text));
            expect(new FormData(form).get(field), JSON.stringify(text)).to.equal(typed(text).trim());
          } else {
            // Only the street splits a whole address; every part it filled is cleaned text.
            split += 1;
            expect(part, JSON.stringify(text)).to.equal('street');
            for (const box of renderRoot(el).querySelectorAll<HTMLInputElement>('input[type="text"]')) {
              expect(box.value, JSON.stringify(text)).to.equal(cleanText(box.value).trim());
            }
          }
        }
        if (part !== 'street') expect(split).to.equal(0);
        input.blur();
        await settle();
        expect(input.value).to.equal(input.value.trim());
        expect(scriptRuns()).to.deep.equal([]);
        expect(renderRoot(el).querySelector('script, img, iframe, svg, object, embed')).to.equal(null);
        expect(
          [...kinds()].filter((kind) => !known.has(kind)),
          'no element of a new kind',
        ).to.deep.equal([]);
        expect(record.errors).to.deep.equal([]);
        expect(record.uncaught).to.deep.equal([]);
      } finally {
        record.restore();
      }
    });
  }
});

describe('vb-address-field: naughty strings', () => {
  beforeEach(() => sessionStorage.clear());

  it(`every naughty string (${NAUGHTY.length}) pasted: no script, no markup, no error, the shared cleaning's output`, async function () {
    this.timeout(120_000);
    const record = recordConsole();
    try {
      const { el, wrapper } = await mountHtml(`<form><vb-address-field name="address" label="Address"></vb-address-field></form>`);
      const form = wrapper.querySelector('form')!;
      const input = renderRoot(el).querySelector<HTMLInputElement>('input')!;
      const kinds = () => new Set(Array.from(renderRoot(el).querySelectorAll('*'), (node) => node.localName));
      const known = kinds();
      input.focus();
      for (const [i, text] of NAUGHTY.entries()) {
        paste(input, text);
        if (i % 25 === 0) await tick();
        else await Promise.resolve();
        expect(input.value, JSON.stringify(text)).to.equal(typed(text));
        expect(new FormData(form).get('address'), JSON.stringify(text)).to.equal(typed(text).trim());
      }
      // Leaving the field checks the last text with the server: no check is needed here.
      fakeNetwork((request) => (request.url.includes('/api/addressVerify') ? json([]) : passThrough(request)));
      input.blur();
      await settle();
      expect(input.value).to.equal(typed(NAUGHTY.at(-1)!).trim());
      expect(scriptRuns()).to.deep.equal([]);
      expect(
        [...kinds()].filter((kind) => !known.has(kind)),
        'no element of a new kind',
      ).to.deep.equal([]);
      expect(record.errors).to.deep.equal([]);
      expect(record.uncaught).to.deep.equal([]);
    } finally {
      record.restore();
    }
  });

  it("' test ' between line separators keeps its trailing space while typing, as vb-text-field does, and loses it on blur", async () => {
    const { el } = await mountHtml(`<form><vb-address-field name="address" label="Address"></vb-address-field></form>`);
    const input = renderRoot(el).querySelector<HTMLInputElement>('input')!;
    input.focus();
    paste(input, '\u2029test\u2029');
    await settle();
    expect(input.value).to.equal('test ');
    fakeNetwork((request) => (request.url.includes('/api/addressVerify') ? json([]) : passThrough(request)));
    input.blur();
    await settle();
    expect(input.value).to.equal('test');
  });
});
