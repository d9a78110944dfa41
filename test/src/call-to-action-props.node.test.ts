import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callToActionItems } from '../../src/call-to-action-props.ts';

const BASE = 'https://example.org/en/page.html';

test('a list of links keeps each one with an http(s) href and a text, in order, trimmed, missing fields empty', () => {
  const { items, problems } = callToActionItems(
    'links',
    [
      { href: ' /visit ', linkText: ' Plan a visit ', analyticsText: 'plan visit', offerId: 'offer-1' },
      { href: 'https://example.com/watch', linkText: 'Watch', analyticsTitle: 'Films' },
    ],
    BASE,
  );
  assert.deepEqual(items, [
    { href: '/visit', linkText: 'Plan a visit', analyticsTitle: '', analyticsText: 'plan visit', offerId: 'offer-1' },
    { href: 'https://example.com/watch', linkText: 'Watch', analyticsTitle: 'Films', analyticsText: '', offerId: '' },
  ]);
  assert.deepEqual(problems, []);
  assert.deepEqual(callToActionItems('links', [], BASE), { items: [], problems: [] });
});

test('something other than a list gives no links and one problem that shows the shape', () => {
  for (const value of [{ href: '/x', linkText: 'X' }, 'links', 3, null]) {
    assert.deepEqual(callToActionItems('links', value, BASE), {
      items: [],
      problems: ['links: expected a JSON list of links, e.g. [{"href": "/visit", "linkText": "Plan a visit"}]; no more links.'],
    });
  }
});

test('entries without an address, with a refused address, without text, or not objects are left out, each named by its place', () => {
  const { items, problems } = callToActionItems(
    'links',
    [
      { linkText: 'No address' },
      { href: 'javascript:alert(1)', linkText: 'Script' },
      { href: '/fine', linkText: '  ' },
      'just text',
      ['a', 'list'],
      { href: '/kept', linkText: 'Kept' },
    ],
    BASE,
  );
  assert.deepEqual(
    items.map((item) => item.linkText),
    ['Kept'],
  );
  assert.deepEqual(problems, [
    'links[1]: no href; left out. Give it the address of the page it leads to.',
    'links[2]: href="javascript:alert(1)" is not an http(s) address; left out.',
    'links[3]: no linkText; left out (a link needs its visible text).',
    'links[4]: expected an object such as {"href": "/visit", "linkText": "Plan a visit"}; left out.',
    'links[5]: expected an object such as {"href": "/visit", "linkText": "Plan a visit"}; left out.',
  ]);
});

test('an unknown field or a field that is not text is ignored with a problem; the link stays', () => {
  const { items, problems } = callToActionItems('links', [{ href: '/a', text: 'Oops', linkText: 'A', offerId: 12 }], BASE);
  assert.deepEqual(items, [{ href: '/a', linkText: 'A', analyticsTitle: '', analyticsText: '', offerId: '' }]);
  assert.deepEqual(problems, [
    'links[1]: "text" is not a field (href, linkText, analyticsTitle, analyticsText, offerId); ignored.',
    'links[1]: offerId must be text, not 12; ignored.',
  ]);
});
