import { test } from 'node:test';
import assert from 'node:assert/strict';
import { focusTargetFor, headerOwner, overruledClaims, retry, type NodeLike } from '../../src/page-anchors.ts';

interface FakeNode extends NodeLike {
  previousElementSibling: FakeNode | null;
  name: string;
}

/** Siblings in document order; each node's previousElementSibling is the one before it. */
function siblings(...specs: Array<[string, string, string?]>): FakeNode[] {
  const nodes: FakeNode[] = [];
  for (const [name, localName, text = ''] of specs) {
    const node: FakeNode = {
      name,
      localName,
      textContent: text,
      previousElementSibling: nodes[nodes.length - 1] ?? null,
      getAttribute: () => null,
      querySelector: () => null,
    };
    nodes.push(node);
  }
  return nodes;
}

test('a heading target is focused itself', () => {
  const [, heading] = siblings(['p', 'p', 'text'], ['h', 'h2', 'Times']);
  assert.equal(focusTargetFor(heading!).name, 'h');
});

test('a target with text is focused itself, even after a heading', () => {
  const [, section] = siblings(['h', 'h2', 'Times'], ['s', 'section', 'Sunday 10:00']);
  assert.equal(focusTargetFor(section!).name, 's');
});

test('an empty anchor hands focus to the nearest heading among its 3 previous siblings', () => {
  const nodes = siblings(['far', 'h2', 'Far'], ['near', 'h3', 'Parking'], ['a', 'p', 'x'], ['b', 'div', ''], ['anchor', 'a', '']);
  assert.equal(focusTargetFor(nodes[4]!).name, 'near');
});

test('the heading search stops after 3 previous siblings', () => {
  const nodes = siblings(['h', 'h2', 'Parking'], ['1', 'p', 'x'], ['2', 'p', 'y'], ['3', 'p', 'z'], ['anchor', 'a', '']);
  assert.equal(focusTargetFor(nodes[4]!).name, 'anchor');
  const within = siblings(['h', 'h2', 'Parking'], ['1', 'p', 'x'], ['2', 'p', 'y'], ['anchor', 'a', '']);
  assert.equal(focusTargetFor(within[3]!).name, 'h');
});

test('role="heading" counts as a heading', () => {
  const [heading, anchor] = siblings(['h', 'div', 'Parking'], ['anchor', 'span', '']);
  heading!.getAttribute = (name) => (name === 'role' ? 'heading' : null);
  assert.equal(focusTargetFor(anchor!).name, 'h');
});

test('retry asks at once, then up to 20 more times 100 ms apart', async () => {
  const sleeps: number[] = [];
  let asked = 0;
  const answer = await retry(
    () => {
      asked += 1;
      return undefined;
    },
    { sleep: async (ms) => void sleeps.push(ms) },
  );
  assert.equal(answer, undefined);
  assert.equal(asked, 21);
  assert.equal(sleeps.length, 20);
  assert.ok(sleeps.every((ms) => ms === 100));
});

test('retry stops at the first answer, 0 included', async () => {
  let asked = 0;
  const answer = await retry(() => (++asked === 3 ? 0 : undefined), { sleep: async () => {} });
  assert.equal(answer, 0);
  assert.equal(asked, 3);
});

test('retry stops asking once aborted', async () => {
  const abort = new AbortController();
  let asked = 0;
  const answer = await retry(
    () => {
      asked += 1;
      if (asked === 2) abort.abort();
      return undefined;
    },
    { sleep: async () => {}, signal: abort.signal },
  );
  assert.equal(answer, undefined);
  assert.equal(asked, 2);
});

// One header setting per page (vb-page and vb-scroll-logic together): the first element that names a header decides.
const page = (header: string) => ({ tag: 'vb-page', header });
const scrollLogic = (header: string) => ({ tag: 'vb-scroll-logic', header });

test('an element left at the default header follows the one that names a header, in either mount order', () => {
  const named = page('.site-header');
  const left = scrollLogic('header');
  assert.equal(headerOwner([named, left]), named);
  assert.equal(headerOwner([left, named]), named);
  assert.deepEqual(overruledClaims([left, named]), []);
});

test('with no header named, the first element (the default) decides; with none registered, nothing', () => {
  const first = page('header');
  assert.equal(headerOwner([first, scrollLogic('header')]), first);
  assert.equal(headerOwner([]), undefined);
  assert.deepEqual(overruledClaims([]), []);
});

test('an empty header (no offset) is named too, and beats the default', () => {
  const none = scrollLogic('');
  assert.equal(headerOwner([page('header'), none]), none);
});

test('two named headers: the first mounted decides, the other is overruled; the same header twice is no conflict', () => {
  const first = scrollLogic('.toc-bar');
  const second = page('.site-header');
  assert.equal(headerOwner([first, second]), first);
  assert.deepEqual(overruledClaims([first, second]), [second]);
  assert.deepEqual(overruledClaims([page('.site-header'), scrollLogic(' .site-header ')]), []);
  assert.deepEqual(overruledClaims([page('.site-header'), scrollLogic('header')]), []);
});
