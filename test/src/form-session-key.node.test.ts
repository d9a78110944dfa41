import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fieldSessionKey, formPlace, hostPlace, type FormLike, type HostLike } from '../../src/form-session-key.ts';

/** A form with these attributes (a missing one reads as null, as getAttribute does). */
const form = (attributes: Record<string, string> = {}): FormLike => ({ getAttribute: (name) => attributes[name] ?? null });

test('two id-less forms with no action on one page get distinct places, in document order', () => {
  const first = form();
  const second = form();
  const page = [first, second];
  assert.equal(formPlace(first, page), '@0');
  assert.equal(formPlace(second, page), '@1');
  assert.notEqual(fieldSessionKey('/visit', formPlace(first, page), 'email'), fieldSessionKey('/visit', formPlace(second, page), 'email'));
});

test('the same page read again (a reload) gives every form the same place', () => {
  const before = [form({ id: 'contact' }), form(), form({ action: '/subscribe' }), form()];
  const after = [form({ id: 'contact' }), form(), form({ action: '/subscribe' }), form()];
  assert.deepEqual(
    before.map((f) => formPlace(f, before)),
    after.map((f) => formPlace(f, after)),
  );
  assert.deepEqual(
    before.map((f) => formPlace(f, before)),
    ['#contact', '@0', '/subscribe@0', '@1'],
  );
});

test('an id names the form wherever it stands, and forms with an id do not move the others', () => {
  const a = form({ id: 'a' });
  const plain = form({ action: '/subscribe' });
  assert.equal(formPlace(a, [a, plain]), '#a');
  assert.equal(formPlace(plain, [a, plain]), '/subscribe@0');
  assert.equal(formPlace(plain, [plain, form({ id: 'added-later' })]), '/subscribe@0');
});

test('forms with the same action are told apart by position; a different action counts apart', () => {
  const first = form({ action: '/subscribe' });
  const other = form({ action: '/contact' });
  const second = form({ action: '/subscribe' });
  const page = [first, other, second];
  assert.equal(formPlace(first, page), '/subscribe@0');
  assert.equal(formPlace(other, page), '/contact@0');
  assert.equal(formPlace(second, page), '/subscribe@1');
});

test('an id and an action of the same text never share a place', () => {
  const byId = form({ id: 'subscribe' });
  const byAction = form({ action: 'subscribe' });
  assert.notEqual(formPlace(byId, [byId, byAction]), formPlace(byAction, [byId, byAction]));
});

test('a form not among the listed ones (detached) still gets a place', () => {
  assert.equal(formPlace(form(), []), '@0');
});

test('the key holds the page path, the place and the field name', () => {
  assert.equal(fieldSessionKey('/visit', '#contact', 'firstName'), 'vb-field:/visit:#contact:firstName');
  assert.notEqual(fieldSessionKey('/visit', '@0', 'email'), fieldSessionKey('/other', '@0', 'email'));
});

test("a shadow host's place: its id, else its tag and its position among the id-less ones of that tag", () => {
  const host = (attributes: Record<string, string> = {}): HostLike => ({ localName: 'my-form', getAttribute: (name) => attributes[name] ?? null });
  const first = host();
  const named = host({ id: 'signup' });
  const second = host();
  const root = [first, named, second];
  assert.deepEqual(
    root.map((h) => hostPlace(h, root)),
    ['my-form@0', '#signup', 'my-form@1'],
  );
  // The two id-less forms inside them are told apart by their hosts.
  assert.notEqual(`${hostPlace(first, root)}>${formPlace(form(), [])}`, `${hostPlace(second, root)}>${formPlace(form(), [])}`);
});
