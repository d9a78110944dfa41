import { test } from 'node:test';
import assert from 'node:assert/strict';
import { focusTargetFor, retry, type NodeLike } from '../../src/page-anchors.ts';

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
