/**
 * Where a block finds a file of the static directory (src/static-files.ts staticFileUrl, issue 25 item 6): the page's
 * own word first, then the script-tag build's static/ folder beside it, then /static. The script-tag branch runs
 * in the built dist/ only (the package test opens it on a plain static host); here its pure part.
 */
import { afterEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scriptTagStaticDir, staticFileUrl } from '../../src/static-files.ts';

describe('scriptTagStaticDir: the static/ folder beside the script-tag build', () => {
  test("a shared chunk is two folders below it (the build's folder under chunks/), an element file one; an entry is beside it", () => {
    const page = 'https://pages.example.org';
    assert.equal(scriptTagStaticDir(`${page}/vendor/vb/dist/chunks/Xb3kQ9zA/runtime2.js`, page), '/vendor/vb/dist/static');
    assert.equal(scriptTagStaticDir(`${page}/vendor/vb/dist/elements/address-block.js`, page), '/vendor/vb/dist/static');
    assert.equal(scriptTagStaticDir(`${page}/vendor/vb/dist/loader.js`, page), '/vendor/vb/dist/static');
    assert.equal(scriptTagStaticDir(`${page}/loader.js`, page), '/static');
  });

  test('a build on another origin (a CDN) keeps its full address', () => {
    assert.equal(
      scriptTagStaticDir('https://cdn.example.net/visitor-blocks@0.1.0/dist/chunks/Xb3kQ9zA/runtime.js', 'https://pages.example.org'),
      'https://cdn.example.net/visitor-blocks@0.1.0/dist/static',
    );
  });

  test('only a folder named chunks or elements counts as one below (a site folder named so elsewhere does not)', () => {
    const page = 'https://pages.example.org';
    assert.equal(scriptTagStaticDir(`${page}/elements/vb/loader.js`, page), '/elements/vb/static');
  });
});

describe('staticFileUrl: what the page says wins, else /static outside the script-tag build', () => {
  const globals = globalThis as { window?: unknown; document?: unknown; CSS?: unknown };
  afterEach(() => {
    delete globals.window;
    delete globals.document;
    delete globals.CSS;
  });

  /** A page with an optional `<meta name="vb-static-dir">` and an optional window configuration. */
  function page(meta: string | undefined, staticDir?: string): void {
    globals.window = { visitorBlocksConfig: staticDir === undefined ? undefined : { staticDir } };
    globals.CSS = { escape: (value: string) => value };
    globals.document = {
      querySelector: (selector: string) => (meta !== undefined && selector === 'meta[name="vb-static-dir"]' ? { content: meta } : null),
    };
  }

  test('no word from the page: /static (the organisation’s server; these sources are not the script-tag build)', () => {
    assert.equal(staticFileUrl('country/countries.json'), '/static/country/countries.json');
    page(undefined);
    assert.equal(staticFileUrl('svgs/check.svg'), '/static/svgs/check.svg');
  });

  test('the meta tag, without its trailing slash', () => {
    page(' /assets/vb-static/ ');
    assert.equal(staticFileUrl('country/state-251.json'), '/assets/vb-static/country/state-251.json');
  });

  test('window.visitorBlocksConfig wins over the meta tag', () => {
    page('/from-meta', '/from-window/');
    assert.equal(staticFileUrl('chat/index.html'), '/from-window/chat/index.html');
  });
});
