/** vb-counter-group against the reference server: the sum of its counters, following an increment and a removal. */
import { expect } from '@open-wc/testing';
import '../../../elements/counter/define.ts';
import '../../../elements/counter-group/define.ts';
import { signIncrement } from '../../../src/like-code.ts';
import { mountHtml, recordConsole, renderRoot } from '../../support/index.ts';
import { callServer, uniqueId } from '../../support/server.ts';
import { waitFor } from '../../support/wait.ts';

const SERVER_MS = 15000;
const totalWords = (el: HTMLElement) => renderRoot(el).querySelector('[part~="total"] .vb-visually-hidden')?.textContent ?? '';

async function addOnServer(group: string, id: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const { transaction, code } = signIncrement(Date.now(), Math.random());
    await callServer(`/api/incrementSocialCounter?${new URLSearchParams({ group, id, transaction, code })}`, {
      method: 'POST',
      headers: { 'Idempotency-Key': uniqueId('key') },
    });
  }
}

describe('vb-counter-group', function () {
  this.timeout(60000);
  for (const render of ['shadow', 'light'] as const) {
    it(`sums its counters, once per group and id, and follows an increment and a removal (${render})`, async () => {
      const a = uniqueId('a');
      const b = uniqueId('b');
      await addOnServer('giving', a, 3);
      await addOnServer('giving', b, 4);
      const { el } = await mountHtml(
        `<vb-counter-group render="${render}" label="in all">
          <vb-counter group="giving" counter-id="${a}" limit="100"></vb-counter>
          <vb-counter group="giving" counter-id="${b}"></vb-counter>
          <vb-counter group="giving" counter-id="${a}"></vb-counter>
        </vb-counter-group>`,
      );
      await waitFor(() => totalWords(el) === '7 in all', 'the sum', SERVER_MS);
      await expect(el).to.be.accessible();
      const first = el.querySelector('vb-counter') as HTMLElement;
      (renderRoot(first).querySelector('button') as HTMLButtonElement).click();
      await waitFor(() => totalWords(el) === '8 in all', 'the sum after an increment', SERVER_MS);
      el.querySelectorAll('vb-counter')[1]?.remove();
      await waitFor(() => totalWords(el) === '4 in all', 'the sum after a removal', SERVER_MS);
    });
  }

  it('on a phone the total stands apart from the stacked counters: a rule above it, more room than between counters', async () => {
    const { el } = await mountHtml(
      `<div style="width: 320px"><vb-counter-group label="in all">
        <vb-counter group="giving" counter-id="${uniqueId('p')}" label="kits"></vb-counter>
        <vb-counter group="giving" counter-id="${uniqueId('q')}" label="meals"></vb-counter>
      </vb-counter-group></div>`,
    ).then(({ wrapper }) => ({ el: wrapper.querySelector('vb-counter-group') as HTMLElement }));
    const total = await waitFor(() => renderRoot(el).querySelector<HTMLElement>('[part~="total"]'), 'the total');
    const style = getComputedStyle(total);
    expect(parseFloat(style.borderTopWidth), 'a rule above the total').to.be.at.least(1);
    expect(style.borderTopStyle).to.equal('solid');
    const counters = [...el.querySelectorAll('vb-counter')].map((c) => c.getBoundingClientRect());
    expect(counters[1]!.top, 'stacked').to.be.greaterThan(counters[0]!.bottom - 1);
    const between = counters[1]!.top - counters[0]!.bottom;
    const aboveTotal = total.getBoundingClientRect().top + parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop) - counters[1]!.bottom;
    expect(aboveTotal, 'more room above the total than between two counters').to.be.greaterThan(between * 1.5);
  });

  it('a min-digits that is not a whole number 1 to 15: a warning naming min-digits', async () => {
    const record = recordConsole();
    try {
      await mountHtml(`<vb-counter-group label="in all" min-digits="1.5"></vb-counter-group>`);
      await waitFor(() => record.warnings.length > 0, 'the warning');
      expect(record.warnings).to.deep.equal(['<vb-counter-group>: attribute min-digits="1.5" is not a whole number from 1 to 15; using the default (3).']);
    } finally {
      record.restore();
    }
  });
});
