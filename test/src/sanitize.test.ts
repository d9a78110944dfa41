import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { AUTHORED_TAGS, cleanText, sanitizeHtml } from '../../src/sanitize.ts';
import { SafeHtml } from '../../src/hooks/safe-html.tsx';

declare global {
  interface Window {
    vbPwned?: number;
  }
}

/** Parse sanitised output the way innerHTML would, in an inert template. */
function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

const ATTACKS = [
  '<img src=x onerror="window.vbPwned=(window.vbPwned||0)+1">',
  '<svg><script>window.vbPwned=1</script></svg>',
  '<svg onload="window.vbPwned=1"></svg>',
  '<a href="javascript:window.vbPwned=1">x</a>',
  '<iframe srcdoc="<script>parent.vbPwned=1</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.vbPwned=1">',
  '<noscript><p title="</noscript><img src=x onerror=window.vbPwned=1>">',
  '<form><button formaction="javascript:window.vbPwned=1">x</button></form>',
  '<details open ontoggle="window.vbPwned=1">',
  '<<b>script>window.vbPwned=1<</b>/script>',
];

async function nextFrames(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('sanitizeHtml (DOMPurify)', () => {
  afterEach(() => {
    delete window.vbPwned;
  });

  it('keeps only text for user content by default', () => {
    const out = sanitizeHtml('<p>Hello <b>there</b> <a href="/x">friend</a></p><script>window.vbPwned=1</script>');
    expect(out).to.equal('Hello there friend');
    expect(parse(out).querySelectorAll('*').length).to.equal(0);
  });

  it('escapes what would otherwise become markup', () => {
    const out = sanitizeHtml('5 &lt; 6 &amp; <b>bold</b> "quoted"');
    expect(out).to.equal('5 &lt; 6 &amp; bold "quoted"');
    expect(parse(out).textContent).to.equal('5 < 6 & bold "quoted"');
  });

  it('no known attack leaves an element or runs a script, in either mode', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    for (const attack of ATTACKS) {
      const user = sanitizeHtml(attack);
      expect(parse(user).querySelectorAll('*').length, attack).to.equal(0);
      const authored = sanitizeHtml(attack, { allow: 'authored' });
      const tags = Array.from(parse(authored).querySelectorAll('*'), (el) => el.localName);
      for (const tag of tags) expect(AUTHORED_TAGS, `${attack} left <${tag}>`).to.include(tag);
      host.innerHTML = user + authored;
    }
    await nextFrames();
    expect(window.vbPwned).to.equal(undefined);
    host.remove();
  });

  it('keeps the authored allow-list with safe attributes only', () => {
    const out = sanitizeHtml(
      '<h2 class="x" style="color:red" data-x="1">Title</h2><p>See <a href="https://example.org/a" title="t" onclick="x()" target="_blank">this</a>' +
        ' and <a href="javascript:alert(1)">that</a>.</p><ul><li aria-label="one">1</li></ul><img src="/a.png"><iframe src="/"></iframe>',
      { allow: 'authored' },
    );
    const doc = parse(out);
    expect(doc.querySelector('h2')?.attributes.length).to.equal(0);
    const links = doc.querySelectorAll('a');
    expect(links[0]?.getAttribute('href')).to.equal('https://example.org/a');
    expect(links[0]?.getAttribute('title')).to.equal('t');
    expect(links[0]?.hasAttribute('onclick')).to.equal(false);
    expect(links[0]?.hasAttribute('target')).to.equal(false);
    expect(links[1]?.hasAttribute('href')).to.equal(false);
    expect(doc.querySelector('li')?.getAttribute('aria-label')).to.equal('one');
    expect(doc.querySelector('img, iframe')).to.equal(null);
    expect(doc.textContent).to.equal('TitleSee this and that.1');
  });

  it('property: user output never parses to an element (500 runs)', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        '<',
        '>',
        '/',
        '"',
        "'",
        '=',
        '&',
        '<b>',
        '</b>',
        '<img src=x onerror=1>',
        '<!--',
        '-->',
        '<script>',
        '<svg>',
        '<![CDATA[',
        ']]>',
        'on',
        'x',
      ),
      fc.string({ maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        const out = sanitizeHtml(pieces.join(''));
        expect(parse(out).querySelectorAll('*').length).to.equal(0);
        // Sanitising the result again changes nothing: the output is already plain escaped text.
        expect(sanitizeHtml(out)).to.equal(out);
      }),
      { numRuns: 500 },
    );
  });
});

describe('cleanText in the browser', () => {
  it('cleans as in Node (same regular expressions, same engine family)', () => {
    expect(cleanText('  <<b>script>Hi\u200B 👋🏽 1\uFE0F\u20E3\u202E')).to.equal('Hi  1');
  });
});

describe('<SafeHtml>', () => {
  let container: HTMLElement;
  let root: Root;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    root.unmount();
    container.remove();
    delete window.vbPwned;
  });

  it('renders user HTML as text in the chosen element, with its attributes', async () => {
    flushSync(() =>
      root.render(
        createElement(SafeHtml, {
          html: 'Hi <b>there</b><img src=x onerror="window.vbPwned=1">',
          as: 'span',
          className: 'answer',
          part: 'answer',
          id: 'a1',
        }),
      ),
    );
    const span = container.querySelector('span.answer');
    expect(span?.id).to.equal('a1');
    expect(span?.getAttribute('part')).to.equal('answer');
    expect(span?.innerHTML).to.equal('Hi there');
    expect(span?.children.length).to.equal(0);
    await nextFrames();
    expect(window.vbPwned).to.equal(undefined);
  });

  it('renders authored HTML through the allow-list, in a div by default', () => {
    flushSync(() => root.render(createElement(SafeHtml, { html: '<p>One <em>two</em></p><script>window.vbPwned=1</script>', allow: 'authored' })));
    const div = container.firstElementChild;
    expect(div?.localName).to.equal('div');
    expect(div?.innerHTML).to.equal('<p>One <em>two</em></p>');
  });

  it('re-sanitises when the html changes', () => {
    flushSync(() => root.render(createElement(SafeHtml, { html: 'first' })));
    flushSync(() => root.render(createElement(SafeHtml, { html: '<i>second</i>' })));
    expect(container.firstElementChild?.innerHTML).to.equal('second');
  });
});
