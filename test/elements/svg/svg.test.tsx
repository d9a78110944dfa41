/**
 * vb-svg: icons from {static directory}/svgs (the test runner serves demo/static), one request per page and name,
 * session storage, decorative and meaningful icons, hostile SVGs (scripts, handlers, javascript: links,
 * <foreignObject>, external references) and the naughty strings never run or reach the page, failures named.
 * Hostile and failing answers are faked (test/support/network.ts): the reference server only has good icons.
 */
import { expect } from '@open-wc/testing';
import '../../../elements/svg/define.ts';
import { examples } from '../../../elements/svg/examples.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { expectQuiet, recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { fakeNetwork, passThrough, requests, serverError } from '../../support/network.ts';
import { NAUGHTY, clearScriptRuns, scriptRuns, trapScripts } from '../../support/naughty.ts';
import { waitFor } from '../../support/wait.ts';

window.visitorBlocksConfig = { staticDir: '/demo/static' };

const MODES: RenderMode[] = ['shadow', 'light'];
const box = (el: HTMLElement) => renderRoot(el).querySelector<HTMLElement>('[part~="icon"]')!;
const svgOf = (el: HTMLElement) => box(el).querySelector('svg');
const loaded = (el: HTMLElement) => waitFor(() => svgOf(el), `<vb-svg name="${el.getAttribute('name')}"> to show its icon`);
let unique = 0;
/** A name no earlier test asked for (the page keeps every icon it loaded). */
const fresh = (what: string) => `t${Date.now().toString(36)}${unique++}-${what}`;
const svgAnswer = (markup: string) => new Response(markup, { status: 200, headers: { 'Content-Type': 'image/svg+xml' } });

/** Each carries a payload that would call alert() (trapped) or load something if it survived. */
const HOSTILE: Record<string, string> = {
  script: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><script>alert("script")</script><path d="M1 1h22v22H1z"/></svg>',
  onload: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="alert(\'onload\')"><path d="M1 1h22v22H1z"/></svg>',
  handlers:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M1 1h22v22H1z" onclick="alert(\'click\')" onmouseover="alert(\'over\')"/><circle r="2" onfocus="alert(\'focus\')" tabindex="0"/></svg>',
  javascriptLink:
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24"><a href="javascript:alert(\'a\')"><path d="M1 1h22v22H1z"/></a><a xlink:href="javascript:alert(\'xlink\')"><circle r="3"/></a></svg>',
  foreignObject:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><foreignObject width="24" height="24"><img src="x" onerror="alert(\'fo\')"><iframe src="javascript:alert(\'frame\')"></iframe></foreignObject><path d="M1 1h22v22H1z"/></svg>',
  externalUse:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><defs><path id="p" d="M1 1h22v22H1z"/></defs><use href="https://evil.example/x.svg#p"/><use href="#p"/><image href="https://evil.example/track.png"/></svg>',
  animateHref:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><a><animate attributeName="href" to="javascript:alert(\'animate\')"/><set attributeName="onmouseover" to="alert(\'set\')"/><text y="20">x</text></a></svg>',
  styleAndImport:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><style>@import url(https://evil.example/x.css); path{fill:url(javascript:alert(1))}</style><path style="fill:red" d="M1 1h22v22H1z"/></svg>',
  htmlAround:
    '<img src=x onerror="alert(\'img\')"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M1 1h22v22H1z"/></svg><script>alert("after")</script>',
  cdataBreakout: '<svg xmlns="http://www.w3.org/2000/svg"><![CDATA[</svg><img src=x onerror="alert(\'cdata\')">]]><path d="M1 1h22v22H1z"/></svg>',
};

let record: ConsoleRecord;
beforeEach(() => {
  trapScripts();
  clearScriptRuns();
  record = recordConsole();
});
afterEach(() => record.restore());

for (const mode of MODES) {
  describe(`vb-svg (${mode})`, () => {
    it('shows a decorative icon from the static directory, hidden from assistive technology', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'decorative'), { render: mode });
      const icons = [...el.parentElement!.querySelectorAll<HTMLElement>('vb-svg')];
      await Promise.all(icons.map(loaded));
      for (const icon of icons) {
        expect(box(icon).getAttribute('aria-hidden')).to.equal('true');
        expect(box(icon).hasAttribute('role')).to.equal(false);
        expect(svgOf(icon)!.querySelector('title')).to.equal(null);
        expect(svgOf(icon)!.getAttribute('aria-hidden')).to.equal('true');
      }
      expect(svgOf(icons[0]!)!.innerHTML).to.contain('<rect');
      await expect(el.parentElement!).to.be.accessible();
      expectQuiet(record);
    });

    it('a meaningful icon is an image named by label, with a title; a new label replaces both', async () => {
      const loads: unknown[] = [];
      const onLoad = (event: Event) => loads.push((event as CustomEvent).detail);
      document.addEventListener('vb-svg-load', onLoad);
      const { el } = await mountExample(exampleNamed(examples, 'meaningful'), { render: mode });
      await loaded(el);
      document.removeEventListener('vb-svg-load', onLoad);
      expect(box(el).getAttribute('role')).to.equal('img');
      expect(box(el).getAttribute('aria-label')).to.equal('Verified');
      expect(svgOf(el)!.querySelector('title')!.textContent).to.equal('Verified');
      expect(loads).to.deep.equal([{ name: 'check' }]);
      await expect(el).to.be.accessible();
      el.setAttribute('label', 'Checked');
      await waitFor(() => svgOf(el)?.querySelector('title')?.textContent === 'Checked', 'the new title');
      expect(box(el).getAttribute('aria-label')).to.equal('Checked');
      expect(svgOf(el)!.querySelectorAll('title')).to.have.length(1);
      el.removeAttribute('label');
      await waitFor(() => box(el).getAttribute('aria-hidden') === 'true', 'the icon to be decorative');
      expect(svgOf(el)!.querySelector('title')).to.equal(null);
      expectQuiet(record);
    });

    it('takes --vb-svg-size and the text colour', async () => {
      const { el } = await mountHtml('<p style="color: rgb(200, 0, 0)"><vb-svg name="heart" style="--vb-svg-size: 40px"></vb-svg></p>', { render: mode });
      await loaded(el);
      const size = svgOf(el)!.getBoundingClientRect();
      expect([Math.round(size.width), Math.round(size.height)]).to.deep.equal([40, 40]);
      expect(getComputedStyle(svgOf(el)!).color).to.equal('rgb(200, 0, 0)');
    });

    it('100 icons of 10 names make 10 requests, and the session cache serves the next page', async () => {
      const names = Array.from({ length: 10 }, (_, i) => fresh(`n${i}`));
      fakeNetwork((request) =>
        svgAnswer(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1z" data-name="${new URL(request.url).pathname}"/></svg>`),
      );
      const html = Array.from({ length: 100 }, (_, i) => `<vb-svg name="${names[i % 10]}"></vb-svg>`).join('');
      const { wrapper } = await mountHtml(`<div>${html}</div>`, { render: mode });
      const icons = [...wrapper.querySelectorAll<HTMLElement>('vb-svg')];
      await Promise.all(icons.map(loaded));
      expect(requests.map((request) => new URL(request.url).pathname).sort()).to.deep.equal(names.map((name) => `/demo/static/svgs/${name}.svg`).sort());
      expect(sessionStorage.getItem(`vb-svg:/demo/static/svgs/${names[3]}.svg`)).to.contain(`/demo/static/svgs/${names[3]}.svg`);
      // A name this page never asked for, but the session has: no request.
      const cachedName = fresh('cached');
      sessionStorage.setItem(`vb-svg:/demo/static/svgs/${cachedName}.svg`, '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1" class="from-cache"/></svg>');
      requests.length = 0;
      const { el } = await mountHtml(`<vb-svg name="${cachedName}"></vb-svg>`, { render: mode });
      await loaded(el);
      expect(svgOf(el)!.querySelector('circle.from-cache')).to.not.equal(null);
      expect(requests).to.have.length(0);
    });

    for (const [kind, markup] of Object.entries(HOSTILE)) {
      it(`a hostile icon (${kind}) shows without anything that runs, loads or links`, async () => {
        const name = fresh(kind);
        fakeNetwork(() => svgAnswer(markup));
        const { el: icon } = await mountHtml(`<vb-svg name="${name}" label="Hostile"></vb-svg>`, { render: mode });
        await loaded(icon);
        const root = box(icon);
        // Interact with everything that could carry a handler.
        for (const node of root.querySelectorAll('*')) {
          for (const type of ['click', 'mouseover', 'focus', 'load', 'error']) node.dispatchEvent(new Event(type));
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(scriptRuns()).to.deep.equal([]);
        expect(root.querySelectorAll('script, foreignObject, iframe, img, image, style, a, animate, set')).to.have.length(0);
        for (const node of root.querySelectorAll('*')) {
          for (const attribute of node.getAttributeNames()) {
            expect(attribute.startsWith('on'), `${node.localName} ${attribute}`).to.equal(false);
            expect(attribute, `${node.localName} ${attribute}`).to.not.equal('style');
            if (attribute.endsWith('href')) expect(node.getAttribute(attribute)!.startsWith('#'), `${node.localName} ${attribute}`).to.equal(true);
          }
        }
        // Text may say anything (it is text); no attribute may.
        const values = [...root.querySelectorAll('*')].flatMap((node) => node.getAttributeNames().map((name) => node.getAttribute(name)!));
        expect(values.filter((value) => /javascript:|evil\.example|alert/i.test(value))).to.deep.equal([]);
        expect(root.children).to.have.length(1);
        expect(root.firstElementChild!.localName).to.equal('svg');
        // The cache holds what the server sent; it reaches the page sanitised again.
        const { el: again } = await mountHtml(`<vb-svg name="${name}"></vb-svg>`, { render: mode });
        await loaded(again);
        expect(box(again).querySelectorAll('script, foreignObject, iframe, img, image, style, a')).to.have.length(0);
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(scriptRuns()).to.deep.equal([]);
      });
    }

    it('the naughty strings inside an icon run nothing and reach the page only as text', async () => {
      const name = fresh('naughty');
      const text = NAUGHTY.map((value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;')).join('\n');
      const raw = NAUGHTY.join('\n');
      fakeNetwork(() => svgAnswer(`<svg xmlns="http://www.w3.org/2000/svg"><text>${text}</text><desc>${raw}</desc></svg>`));
      const { el } = await mountHtml(`<vb-svg name="${name}"></vb-svg>`, { render: mode });
      await loaded(el);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(scriptRuns()).to.deep.equal([]);
      expect(box(el).querySelectorAll('script, img, iframe, foreignObject')).to.have.length(0);
      for (const node of box(el).querySelectorAll('*')) expect(node.getAttributeNames().filter((a) => a.startsWith('on'))).to.deep.equal([]);
    });

    it('an icon the server does not have keeps its box and label, warns once naming the URL, and sends vb-svg-error', async () => {
      const errors: unknown[] = [];
      const onError = (event: Event) => errors.push((event as CustomEvent).detail);
      document.addEventListener('vb-svg-error', onError);
      const { el: icon } = await mountHtml('<p>Status <vb-svg name="no-such-icon" label="Unknown"></vb-svg></p>', { render: mode });
      const el = icon.parentElement!;
      await waitFor(() => errors.length > 0, 'vb-svg-error');
      document.removeEventListener('vb-svg-error', onError);
      expect(errors).to.deep.equal([{ name: 'no-such-icon', reason: 'unavailable' }]);
      expect(svgOf(icon)).to.equal(null);
      expect(box(icon).getAttribute('aria-label')).to.equal('Unknown');
      expect(Math.round(icon.getBoundingClientRect().width)).to.be.above(0);
      await expect(el).to.be.accessible();
      if (mode === 'shadow') {
        expect(record.warnings).to.have.length(1);
        expect(record.warnings[0]).to.equal(
          '<vb-svg>: could not load /demo/static/svgs/no-such-icon.svg (HTTP 404). Check the name attribute ("no-such-icon"), or serve the icons under the static directory (meta vb-static-dir); the package ships them in dist/static/svgs.',
        );
      }
    });

    it('a server error and an answer without <svg> are named in the console; a name with a path is refused without a request', async () => {
      const failing = fresh('fails');
      const html = fresh('html');
      fakeNetwork((request) =>
        request.url.includes(failing) ? serverError() : request.url.includes(html) ? svgAnswer('<!doctype html><p>Not found</p>') : passThrough(request),
      );
      const { wrapper } = await mountHtml(
        `<div><vb-svg name="${failing}"></vb-svg><vb-svg name="${html}"></vb-svg><vb-svg name="../../secret"></vb-svg><vb-svg name=""></vb-svg></div>`,
        { render: mode },
      );
      await waitFor(() => record.warnings.length === 4, 'four warnings');
      const warnings = record.warnings.join('\n');
      expect(warnings).to.contain(`<vb-svg>: could not load /demo/static/svgs/${failing}.svg (HTTP 500)`);
      expect(warnings).to.contain(`<vb-svg>: /demo/static/svgs/${html}.svg holds no <svg> element; nothing is shown.`);
      expect(warnings).to.contain('<vb-svg>: name="../../secret" is not an icon name (letters, digits, - and _); nothing is shown.');
      expect(warnings).to.contain('<vb-svg>: the name attribute is empty');
      expect(requests.some((request) => request.url.includes('secret'))).to.equal(false);
      expect(wrapper.querySelectorAll('vb-svg')).to.have.length(4);
    });

    it('a new name shows the new icon; an answer for the old name that comes late does not replace it', async () => {
      const slow = fresh('slow');
      let release: () => void = () => {};
      fakeNetwork((request) =>
        request.url.includes(slow)
          ? new Promise<Response>((resolve) => {
              release = () => resolve(svgAnswer('<svg xmlns="http://www.w3.org/2000/svg"><circle class="old" r="1"/></svg>'));
            })
          : passThrough(request),
      );
      const { el } = await mountHtml(`<vb-svg name="${slow}"></vb-svg>`, { render: mode });
      el.setAttribute('name', 'star');
      await loaded(el);
      release();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(svgOf(el)!.querySelector('.old')).to.equal(null);
      expect(svgOf(el)!.innerHTML).to.contain('m12 2 3.1');
    });
  });
}
