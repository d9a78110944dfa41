import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isShareCancel, nativeShareData, parseFollow, parseNetworks, shareAddress, sharedUrl } from '../../../elements/action-bar/action-bar-logic.ts';

const page = { url: new URL('https://www.example.org/stories/a?x=1&y=two'), title: 'Service & week', text: 'Join us: 100% + more' };

describe('action bar: networks attribute', () => {
  it('reads names separated by spaces or commas, in order, once each, with the old names', () => {
    assert.deepEqual(parseNetworks(' Facebook, x  email,,copy facebook twitter '), { items: ['facebook', 'x', 'email', 'copy'], problems: [] });
    assert.deepEqual(parseNetworks('mail copy-link').items, ['email', 'copy']);
    assert.deepEqual(parseNetworks(''), { items: [], problems: [] });
  });

  it('leaves out an unknown name and says which', () => {
    const { items, problems } = parseNetworks('facebook myspace');
    assert.deepEqual(items, ['facebook']);
    assert.equal(problems.length, 1);
    assert.match(problems[0] ?? '', /^networks: "myspace" is not a network/);
  });
});

describe('action bar: follow attribute', () => {
  const base = 'https://www.example.org/page';
  it('keeps known networks with http(s) addresses, in order, resolved against the page', () => {
    const { items, problems } = parseFollow({ Instagram: 'https://www.instagram.com/example', twitter: 'https://x.com/example', youtube: '/channel' }, base);
    assert.deepEqual(items, [
      { network: 'instagram', href: 'https://www.instagram.com/example' },
      { network: 'x', href: 'https://x.com/example' },
      { network: 'youtube', href: 'https://www.example.org/channel' },
    ]);
    assert.deepEqual(problems, []);
  });

  it('refuses javascript: and non-string addresses and unknown networks, naming each', () => {
    const { items, problems } = parseFollow({ facebook: 'javascript:alert(1)', instagram: 3, friendster: 'https://f.example' }, base);
    assert.deepEqual(items, []);
    assert.equal(problems.length, 3);
    assert.match(problems[0] ?? '', /^follow: the facebook address "javascript:alert\(1\)" is not an http\(s\) address/);
    assert.match(problems[2] ?? '', /^follow: "friendster" is not a network/);
  });

  it('a list or a string is not an object', () => {
    assert.equal(parseFollow(['https://x.com'], base).items.length, 0);
    assert.match(parseFollow('x', base).problems[0] ?? '', /^follow: expected a JSON object/);
  });
});

describe('action bar: the address shared', () => {
  it("the author's http(s) url, without its fragment", () => {
    assert.deepEqual(sharedUrl('https://a.example/p#top', null, 'https://page.example/'), { url: new URL('https://a.example/p') });
    assert.equal(sharedUrl('/other', null, 'https://page.example/x').url.href, 'https://page.example/other');
  });

  it('else the canonical link, else the page without its fragment', () => {
    assert.equal(sharedUrl('', '/canon', 'https://page.example/x?q=1#s').url.href, 'https://page.example/canon');
    assert.equal(sharedUrl('  ', null, 'https://page.example/x?q=1#s').url.href, 'https://page.example/x?q=1');
  });

  it('a javascript: url is refused with a problem, and the page shared instead', () => {
    const { url, problem } = sharedUrl('javascript:alert(1)', null, 'https://page.example/x');
    assert.equal(url.href, 'https://page.example/x');
    assert.match(problem ?? '', /^url: "javascript:alert\(1\)" is not an http\(s\) address/);
  });
});

describe('action bar: share addresses', () => {
  it('Facebook, LinkedIn: the address in one parameter, encoded', () => {
    assert.equal(shareAddress('facebook', page), 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.example.org%2Fstories%2Fa%3Fx%3D1%26y%3Dtwo');
    assert.equal(
      shareAddress('linkedin', page),
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.example.org%2Fstories%2Fa%3Fx%3D1%26y%3Dtwo',
    );
  });

  it('X and Telegram: the address and the sentence (the title when there is none)', () => {
    const x = new URL(shareAddress('x', page));
    assert.equal(x.origin + x.pathname, 'https://x.com/intent/post');
    assert.equal(x.searchParams.get('url'), 'https://www.example.org/stories/a?x=1&y=two');
    assert.equal(x.searchParams.get('text'), 'Join us: 100% + more');
    assert.equal(new URL(shareAddress('telegram', { ...page, text: '' })).searchParams.get('text'), 'Service & week');
  });

  it('WhatsApp: the sentence, then the address on its own line', () => {
    const wa = new URL(shareAddress('whatsapp', page));
    assert.equal(wa.origin, 'https://wa.me');
    assert.equal(wa.searchParams.get('text'), 'Join us: 100% + more\nhttps://www.example.org/stories/a?x=1&y=two');
  });

  it('e-mail: subject and body with %20 for spaces, a plus sign kept as %2B', () => {
    assert.equal(
      shareAddress('email', page),
      'mailto:?subject=Service%20%26%20week&body=Join%20us%3A%20100%25%20%2B%20more%0Ahttps%3A%2F%2Fwww.example.org%2Fstories%2Fa%3Fx%3D1%26y%3Dtwo',
    );
    assert.equal(shareAddress('email', { ...page, title: '', text: '' }), 'mailto:?body=https%3A%2F%2Fwww.example.org%2Fstories%2Fa%3Fx%3D1%26y%3Dtwo');
  });
});

describe('action bar: the share sheet', () => {
  it('data: the address, and the title and text when there are', () => {
    assert.deepEqual(nativeShareData(page), { url: 'https://www.example.org/stories/a?x=1&y=two', title: 'Service & week', text: 'Join us: 100% + more' });
    assert.deepEqual(nativeShareData({ ...page, title: '', text: '' }), { url: 'https://www.example.org/stories/a?x=1&y=two' });
  });

  it('only an AbortError is the visitor closing the sheet', () => {
    assert.equal(isShareCancel(Object.assign(new Error('x'), { name: 'AbortError' })), true);
    assert.equal(isShareCancel(Object.assign(new Error('x'), { name: 'NotAllowedError' })), false);
    assert.equal(isShareCancel(undefined), false);
  });
});
