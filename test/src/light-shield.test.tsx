import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import bootstrapCss from 'bootstrap/dist/css/bootstrap.min.css?inline';
import '../../elements/checkbox-radio/define.ts';
import '../../elements/select-group/define.ts';
import '../../elements/content-block/define.ts';
import '../../elements/drawers/define.ts';
import { REBOOT_PROPERTIES } from '../support/reboot.ts';

/**
 * Light mode's shield (src/light-css.ts): a CSS framework's element defaults (real Bootstrap 5.3, its reboot:
 * `legend { float: left; font-size: calc(1.275rem + .3vw) }`, `label { display: inline-block }`, `ul { padding-left: 2rem }`)
 * are unlayered and would beat the block's own rules in their layer; they must not restyle the block's own markup,
 * while the author's slotted content keeps the site's typography and a page rule with context still reaches in.
 */

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/** The computed styles of the block's own elements (not the author's content under [data-vb-slot]), one line each. */
function ownStyles(host: Element): string[] {
  return [...host.querySelectorAll('*')]
    .filter((element) => !element.parentElement?.closest('[data-vb-slot]'))
    .map((element) => {
      const style = getComputedStyle(element);
      return `${element.localName}.${element.getAttribute('class') ?? ''}: ${REBOOT_PROPERTIES.map((name) => `${name}=${style.getPropertyValue(name)}`).join(' ')}`;
    });
}

/** Bootstrap's whole stylesheet before every other sheet of the page, as a site theme loads it. */
async function withBootstrap<T>(run: () => T): Promise<T> {
  const style = document.createElement('style');
  style.textContent = bootstrapCss;
  document.head.prepend(style);
  try {
    await frame();
    return run();
  } finally {
    style.remove();
  }
}

async function lightBlock(markup: ReturnType<typeof html>): Promise<HTMLElement> {
  const host = await fixture<HTMLElement>(markup);
  await waitUntil(() => host.getAttribute('data-vb-render') === 'light' && host.querySelector('[class^="vb-"]'), 'the block rendered in light mode');
  await frame();
  return host;
}

describe('light mode under a CSS framework (Bootstrap 5.3)', () => {
  it('Bootstrap is in effect: a legend outside any block floats and grows', async () => {
    const outside = await fixture<HTMLFieldSetElement>(html`<fieldset><legend>Plain</legend></fieldset>`);
    const legend = outside.querySelector('legend')!;
    const plainSize = getComputedStyle(legend).fontSize;
    const [float, size] = await withBootstrap(() => [getComputedStyle(legend).float, getComputedStyle(legend).fontSize]);
    expect(float).to.equal('left');
    expect(size).not.to.equal(plainSize);
  });

  const groups = {
    'a radio group': html`<vb-checkbox-radio
      render="light"
      name="size"
      label="Group size"
      option-count="3"
      options='[{ "value": "1", "label": "Just me" }, { "value": "2", "label": "2 to 4" }, { "value": "5", "label": "5 or more" }]'
    ></vb-checkbox-radio>`,
    'a checkbox group': html`<vb-select-group
      render="light"
      name="topics"
      label="Topics"
      options='[{ "value": "history", "label": "Family history" }, { "value": "music", "label": "Music" }]'
    ></vb-select-group>`,
  };
  for (const [name, markup] of Object.entries(groups)) {
    it(`${name}'s own markup (legend, labels, inputs) looks as it does without the framework`, async () => {
      const host = await lightBlock(markup);
      const before = ownStyles(host);
      expect(before.some((line) => line.startsWith('legend'))).to.equal(true, 'the group has a legend');
      const after = await withBootstrap(() => ownStyles(host));
      expect(after).to.deep.equal(before);
    });
  }

  it("the author's own content still takes the site's typography", async () => {
    const host = await lightBlock(
      html`<vb-content-block render="light" expanded>
        <h3>Service projects</h3>
        <p>Every month we join neighbours on a project.</p>
      </vb-content-block>`,
    );
    const heading = host.querySelector('h3')!;
    expect(heading.closest('[data-vb-slot]'), 'the heading is slotted').to.not.equal(null);
    const plainWeight = getComputedStyle(heading).fontWeight;
    const [weight, margin] = await withBootstrap(() => [getComputedStyle(heading).fontWeight, getComputedStyle(heading).marginBottom]);
    // Bootstrap's `h1, ..., h6 { font-weight: 500; margin-bottom: .5rem }`.
    expect(plainWeight).to.equal('700');
    expect(weight).to.equal('500');
    expect(margin).to.equal('8px');
  });

  it('a page rule with context (a class) still reaches into the block', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div class="site-theme">
        <style>
          .site-theme legend {
            letter-spacing: 3px;
          }
        </style>
        <vb-checkbox-radio render="light" name="day" label="Day" options='[{ "value": "sat", "label": "Saturday" }]'></vb-checkbox-radio>
      </div>`,
    );
    const host = wrapper.querySelector('vb-checkbox-radio')!;
    await waitUntil(() => host.querySelector('legend'), 'the legend rendered');
    expect(getComputedStyle(host.querySelector('legend')!).letterSpacing).to.equal('3px');
  });

  it("drawers: a closed panel stays findable against Bootstrap's [hidden] { display: none !important }; the title keeps the button's type, the panel takes the site's", async () => {
    const host = await fixture<HTMLElement>(
      html`<vb-drawers>
        <h3>Worship services</h3>
        <p>Sacrament meeting starts at 10:00.</p>
        <p>Classes follow it.</p>
      </vb-drawers>`,
    );
    await waitUntil(() => host.querySelector('[hidden="until-found"]'), 'the closed panel rendered');
    const panel = host.querySelector<HTMLElement>('[hidden="until-found"]')!;
    const title = host.querySelector('h3')!;
    const second = host.querySelectorAll('p')[1]!;
    const read = () => [getComputedStyle(panel).display, getComputedStyle(title).fontSize, getComputedStyle(second).marginTop];
    const [display, titleSize, secondMargin] = read();
    expect(display).to.not.equal('none');
    expect(secondMargin).to.equal('16px');
    const [displayNow, titleSizeNow, secondMarginNow] = await withBootstrap(read);
    expect(displayNow).to.not.equal('none');
    // The author's heading sits in the drawer's button: Bootstrap's `h3 { font-size: calc(1.3rem + .6vw) }` stays out.
    expect(titleSizeNow).to.equal(titleSize);
    // The author's panel is their own content: Bootstrap's `p { margin-top: 0 }` reaches it.
    expect(secondMarginNow).to.equal('0px');
  });
});
