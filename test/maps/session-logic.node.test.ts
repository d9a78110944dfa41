import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { clientOptions, isGoogleKey, readAddress, readMapService } from '../../maps/session-logic.ts';

describe('the map-service attributes, read one way for every block', () => {
  test('style-url and proxy-path: a path on this site or an http(s) URL; anything else warns naming the attribute', () => {
    const warnings: string[] = [];
    const warn = (m: string) => warnings.push(m);
    assert.equal(readAddress('vb-map', 'proxy-path', '/api/maps-proxy/', warn), '/api/maps-proxy');
    assert.equal(readAddress('vb-map', 'style-url', 'https://tiles.example.org/style.json', warn), 'https://tiles.example.org/style.json');
    assert.equal(readAddress('vb-map', 'style-url', '', warn), undefined);
    assert.equal(warnings.length, 0);
    assert.equal(readAddress('vb-map', 'style-url', 'Conformance: first wording', warn), undefined);
    assert.equal(readAddress('vb-map', 'proxy-path', 'javascript:alert(1)', warn), undefined);
    assert.equal(readAddress('vb-map', 'proxy-path', '//evil.example/x', warn), undefined);
    assert.equal(warnings.length, 3);
    assert.match(warnings[0] ?? '', /<vb-map>.*\bstyle-url\b/);
    assert.match(warnings[1] ?? '', /<vb-map>.*\bproxy-path\b/);
  });

  test('google-key: only a key shaped like a Google browser key selects Google', () => {
    assert.equal(isGoogleKey(`AIza${'a'.repeat(35)}`), true);
    assert.equal(isGoogleKey('Conformance: first wording'), false);
    assert.equal(isGoogleKey(''), false);
  });

  test('readMapService keeps the usable values and warns, naming the block, for the rest', () => {
    const warnings: string[] = [];
    const key = `AIza${'b'.repeat(35)}`;
    assert.deepEqual(
      readMapService(
        'vb-unit-finder',
        { googleKey: ` ${key} `, styleUrl: 'https://tiles.example.org/style.json', proxyPath: '/maps/', clientId: ' my-site ' },
        (m) => warnings.push(m),
      ),
      { googleKey: key, styleUrl: 'https://tiles.example.org/style.json', proxyPath: '/maps', clientId: 'my-site' },
    );
    assert.equal(warnings.length, 0);
    assert.deepEqual(
      readMapService('vb-unit-finder', { googleKey: 'not a key', styleUrl: 'not a url', proxyPath: '', clientId: '' }, (m) => warnings.push(m)),
      {},
    );
    assert.equal(warnings.length, 2);
    assert.match(warnings[0] ?? '', /^<vb-unit-finder>: google-key \(googleKey\) "not a key" is not a Google Maps API key/);
    assert.match(warnings[1] ?? '', /^<vb-unit-finder>: style-url \(styleUrl\) "not a url" is not a path on this site/);
  });

  test('clientOptions passes only what is set to getMapsClient', () => {
    assert.deepEqual(clientOptions({}), {});
    assert.deepEqual(clientOptions({ proxyPath: '/p', clientId: 'x', googleKey: 'k' }), { proxyPath: '/p', clientId: 'x' });
  });
});

describe('a style the page made itself', () => {
  test('style-url takes a blob: URL of an http(s) page; proxy-path does not', () => {
    const warnings: string[] = [];
    const blob = 'blob:http://localhost:8000/a0501bb2-91fd-4e72-adc5-985cf5d85954';
    assert.equal(
      readAddress('vb-map', 'style-url', blob, (m) => warnings.push(m)),
      blob,
    );
    assert.equal(warnings.length, 0);
    assert.equal(
      readAddress('vb-map', 'proxy-path', blob, (m) => warnings.push(m)),
      undefined,
    );
    assert.equal(
      readAddress('vb-map', 'style-url', 'blob:javascript:alert(1)', (m) => warnings.push(m)),
      undefined,
    );
    assert.equal(warnings.length, 2);
  });
});
