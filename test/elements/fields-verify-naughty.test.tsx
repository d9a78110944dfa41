/**
 * Issue 13: every string of the Big List of Naughty Strings typed (pasted) into each text-accepting field of
 * fields-verify (vb-email-field, vb-phone-field): no script runs, nothing is rendered as HTML, nothing throws,
 * and what the field keeps obeys its rule (email: no whitespace; phone: digits and spaces).
 */
import { expect } from '@open-wc/testing';
import '../../elements/email-field/define.ts';
import '../../elements/phone-field/define.ts';
import { loadPhoneLib } from '../../elements/phone-field/phone-field.tsx';
import { recordConsole } from '../support/console.ts';
import { mountHtml, renderRoot } from '../support/fixtures.ts';
import { settle, tick, waitFor } from '../support/wait.ts';
import { NAUGHTY, trapScripts, scriptRuns, paste } from '../support/naughty.ts';

trapScripts();

const fields: [string, string, RegExp][] = [
  ['vb-email-field', `<form><vb-email-field name="email" label="Email" verify="false"></vb-email-field></form>`, /^\S*$/u],
  ['vb-phone-field', `<form><vb-phone-field name="phone" label="Phone" country="US" verify="false"></vb-phone-field></form>`, /^\+?[\d ()\-–]*$/u],
];

beforeEach(() => sessionStorage.clear());

for (const [tag, html, kept] of fields) {
  it(`${tag}: every naughty string (${NAUGHTY.length}) pasted: no script, no markup, no error, only what the field allows`, async function () {
    this.timeout(120_000);
    await loadPhoneLib();
    const record = recordConsole();
    try {
      const { el, wrapper } = await mountHtml(html);
      const input = await waitFor(() => renderRoot(el).querySelector<HTMLInputElement>('input:not([role="combobox"])'), 'the input');
      await settle();
      const shape = renderRoot(el).querySelectorAll('*').length;
      const form = wrapper.querySelector('form')!;
      for (const [i, text] of NAUGHTY.entries()) {
        paste(input, text);
        if (i % 25 === 0) await tick();
        const shown = input.value;
        expect(kept.test(shown), `${JSON.stringify(text)} left ${JSON.stringify(shown)}`).to.equal(true);
      }
      input.blur();
      await settle();
      expect(scriptRuns()).to.deep.equal([]);
      expect(renderRoot(el).querySelectorAll('*').length, 'no element was added').to.be.at.most(shape);
      expect(renderRoot(el).querySelector('script, img, iframe, svg, object, embed')).to.equal(null);
      expect(() => new FormData(form)).to.not.throw();
      expect(record.errors).to.deep.equal([]);
      expect(record.uncaught).to.deep.equal([]);
    } finally {
      record.restore();
    }
  });
}
