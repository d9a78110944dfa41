import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_STATIC_DIR } from '../../../demo/server/config.ts';
import { CONTENT_PAGES } from '../../../demo/server/search/pages.ts';
import { makeSite, rawGet, removeSite, startServer, type SiteDirs, type TestServer } from './helpers.ts';

const SVG_DIR = path.join(DEFAULT_STATIC_DIR, 'svgs');
const SVG_NS = 'http://www.w3.org/2000/svg';

/** The icons the elements ask for by name ({static}/svgs/{name}.svg); each must exist. */
const REQUIRED_ICONS = [
  'chevron-down',
  'chevron-up',
  'chevron-left',
  'chevron-right',
  'close',
  'play',
  'pause',
  'volume',
  'mute',
  'share',
  'facebook',
  'instagram',
  'copy-link',
  'email',
  'phone',
  'heart',
  'heart-filled',
  'search',
  'location',
  'compass',
  'calendar',
  'clock',
  'check',
  'info',
  'warning',
  'menu',
  'plus',
  'minus',
  'external-link',
  'download',
  'chat',
  'arrow-up',
  'geolocate',
  'rewind',
  'fast-forward',
];

interface XmlElement {
  name: string;
  attributes: Map<string, string>;
  children: XmlElement[];
}

/**
 * A strict parser for the XML subset an icon uses: elements, quoted attributes, comments, an optional
 * declaration, whitespace between tags. Anything else (text, CDATA, doctype, entities other than the five
 * predefined ones, unbalanced or duplicate names) throws, so a file that parses here parses in any XML parser.
 */
function parseXml(source: string): XmlElement {
  let at = 0;
  const fail = (message: string): never => {
    throw new Error(`${message} at offset ${at}: ${JSON.stringify(source.slice(at, at + 30))}`);
  };
  const skipMisc = () => {
    for (;;) {
      while (at < source.length && /\s/.test(source[at] ?? '')) at++;
      if (source.startsWith('<!--', at)) {
        const end = source.indexOf('-->', at + 4);
        if (end === -1) fail('unterminated comment');
        at = end + 3;
      } else if (source.startsWith('<?xml', at)) {
        if (at !== 0) fail('misplaced XML declaration');
        const end = source.indexOf('?>', at);
        if (end === -1) fail('unterminated declaration');
        at = end + 2;
      } else return;
    }
  };
  const name = () => {
    const match = /^[A-Za-z_][\w.:-]*/.exec(source.slice(at));
    if (!match) return fail('expected a name');
    at += match[0].length;
    return match[0];
  };
  const attributeValue = (raw: string) => {
    if (raw.includes('<')) fail('< in an attribute value');
    for (const entity of raw.match(/&[^;]*;?/g) ?? []) {
      if (!/^&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);$/.test(entity)) fail(`bad entity ${entity}`);
    }
    return raw;
  };
  const element = (): XmlElement => {
    if (source[at] !== '<') fail('expected <');
    at++;
    const tag = name();
    const attributes = new Map<string, string>();
    for (;;) {
      const spaced = /\s/.test(source[at] ?? '');
      while (/\s/.test(source[at] ?? '')) at++;
      if (source.startsWith('/>', at)) {
        at += 2;
        return { name: tag, attributes, children: [] };
      }
      if (source[at] === '>') {
        at++;
        break;
      }
      if (!spaced) fail('attributes must be separated by whitespace');
      const attribute = name();
      if (attributes.has(attribute)) fail(`duplicate attribute ${attribute}`);
      if (source[at] !== '=') fail('expected =');
      at++;
      const quote = source[at];
      if (quote !== '"' && quote !== "'") return fail('attribute values must be quoted');
      const end = source.indexOf(quote, at + 1);
      if (end === -1) fail('unterminated attribute value');
      attributes.set(attribute, attributeValue(source.slice(at + 1, end)));
      at = end + 1;
    }
    const children: XmlElement[] = [];
    for (;;) {
      skipMisc();
      if (source.startsWith('</', at)) {
        at += 2;
        if (name() !== tag) fail(`mismatched </...> for <${tag}>`);
        while (/\s/.test(source[at] ?? '')) at++;
        if (source[at] !== '>') fail('expected >');
        at++;
        return { name: tag, attributes, children };
      }
      if (source[at] === '<') children.push(element());
      else fail(`text or end of file inside <${tag}>`);
    }
  };
  skipMisc();
  const root = element();
  skipMisc();
  if (at !== source.length) fail('content after the root element');
  return root;
}

function* walk(element: XmlElement): Generator<XmlElement> {
  yield element;
  for (const child of element.children) yield* walk(child);
}

const iconFiles = readdirSync(SVG_DIR)
  .filter((file) => file.endsWith('.svg'))
  .sort();

describe('icon set (demo/static/svgs)', () => {
  test('the parser refuses what an XML parser refuses', () => {
    for (const bad of [
      '<svg>',
      '<svg a=1/>',
      '<svg a="1" a="2"/>',
      '<svg><path></svg>',
      '<svg>text</svg>',
      '<svg/><svg/>',
      '<svg a="&nbsp;"/>',
      '<svg a="1"b="2"/>',
    ]) {
      assert.throws(() => parseXml(bad), Error, bad);
    }
    assert.equal(parseXml('<?xml version="1.0"?>\n<svg a="x &amp; y"><!-- c --><g><path d="M0 0"/></g></svg>\n').children[0]?.name, 'g');
  });

  test('every icon the elements and the search pages use exists', () => {
    const names = new Set(iconFiles.map((file) => file.replace(/\.svg$/, '')));
    for (const icon of REQUIRED_ICONS) assert.ok(names.has(icon), `${icon}.svg is missing`);
    for (const page of CONTENT_PAGES) assert.ok(names.has(page.icon), `${page.icon}.svg (page ${page.slug}) is missing`);
    for (const file of iconFiles) assert.match(file, /^[a-z0-9]+(-[a-z0-9]+)*\.svg$/);
  });

  for (const file of iconFiles) {
    test(`${file}: well-formed 24x24 SVG in currentColor, with no script, handler, style or outside reference`, () => {
      const source = readFileSync(path.join(SVG_DIR, file), 'utf8');
      const root = parseXml(source);
      assert.equal(root.name, 'svg');
      assert.equal(root.attributes.get('xmlns'), SVG_NS);
      assert.equal(root.attributes.get('viewBox'), '0 0 24 24');
      assert.equal(root.attributes.get('width'), '24');
      assert.equal(root.attributes.get('height'), '24');
      assert.equal(root.attributes.get('aria-hidden'), 'true', 'decorative by default; a labelled use sets its own label');
      assert.ok(root.children.length > 0, 'draws something');
      let coloured = false;
      for (const element of walk(root)) {
        assert.ok(['svg', 'g', 'path', 'circle', 'rect', 'line', 'polyline', 'polygon', 'ellipse'].includes(element.name), `<${element.name}>`);
        for (const [attribute, value] of element.attributes) {
          assert.doesNotMatch(attribute, /^on/i, `${attribute} handler`);
          // Inline styles break under the pages' style-src 'self' once an element inlines the icon.
          assert.notEqual(attribute, 'style');
          assert.doesNotMatch(attribute, /href$/i, 'no links or outside references');
          assert.doesNotMatch(value, /url\(|javascript:|data:/i, `${attribute}="${value}"`);
          if ((attribute === 'fill' || attribute === 'stroke') && value !== 'none') {
            assert.equal(value, 'currentColor', `${attribute} follows the text colour`);
            coloured = true;
          }
        }
      }
      assert.ok(coloured, 'painted with currentColor');
      assert.doesNotMatch(source, /<script|<foreignObject|<style|<!DOCTYPE|<!ENTITY/i);
    });
  }
});

describe('GET /static/svgs/{name}.svg', () => {
  let site: SiteDirs;
  let server: TestServer;

  before(async () => {
    site = makeSite();
    server = await startServer(site, { staticDir: DEFAULT_STATIC_DIR });
  });
  after(async () => {
    await server.close();
    removeSite(site);
  });

  test('every icon is served as image/svg+xml with its exact bytes and a cache lifetime', async () => {
    for (const file of iconFiles) {
      const response = await fetch(`${server.base}/static/svgs/${file}`);
      assert.equal(response.status, 200, file);
      assert.match(response.headers.get('content-type') ?? '', /^image\/svg\+xml/, file);
      assert.match(response.headers.get('cache-control') ?? '', /max-age=\d+/);
      assert.equal(await response.text(), readFileSync(path.join(SVG_DIR, file), 'utf8'));
    }
  });

  test('an unknown icon is a JSON 404, and a path out of the folder is not served', async () => {
    const missing = await fetch(`${server.base}/static/svgs/no-such-icon.svg`);
    assert.equal(missing.status, 404);
    assert.match(missing.headers.get('content-type') ?? '', /^application\/json/);
    const climb = await rawGet(server.port, '/static/svgs/../../server/app.ts');
    assert.notEqual(climb.status, 200);
  });
});
