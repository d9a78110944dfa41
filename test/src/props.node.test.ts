import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { defineMeta, parseAttribute, parseProperty, toAttributeName, type PropOptions, type PropsOf } from '../../src/props.ts';
import { slimMeta } from '../../scripts/vite-slim-meta.ts';

const message: PropOptions<string> = { type: 'string', default: 'Please enter your name.', emptyIsDefault: true };
const label: PropOptions<string> = { type: 'string', default: 'Name' };

describe('props: attribute and property values to props', () => {
  let warnings: unknown[][] = [];
  const warn = console.warn;
  beforeEach(() => {
    warnings = [];
    console.warn = (...args: unknown[]) => void warnings.push(args);
  });
  afterEach(() => {
    console.warn = warn;
  });

  it('an empty attribute is a real value unless the prop says empty means the default', () => {
    assert.equal(parseAttribute('vb-x', 'label', label, ''), '');
    assert.equal(parseAttribute('vb-x', 'required-message', message, ''), 'Please enter your name.');
    assert.equal(parseAttribute('vb-x', 'required-message', message, '   \n'), 'Please enter your name.');
    assert.equal(parseAttribute('vb-x', 'required-message', message, 'Tell us your name.'), 'Tell us your name.');
    assert.equal(parseAttribute('vb-x', 'required-message', message, null), 'Please enter your name.');
  });

  it('a blank property gives the default for the same props, and stays a value for the others', () => {
    assert.deepEqual(parseProperty('vb-x', 'requiredMessage', message, ' '), { ok: true, value: 'Please enter your name.' });
    assert.deepEqual(parseProperty('vb-x', 'label', label, ''), { ok: true, value: '' });
    assert.deepEqual(parseProperty('vb-x', 'label', label, null), { ok: true, value: 'Name' });
  });

  it('a wrong property type warns with the element and property named, and is refused', () => {
    assert.deepEqual(parseProperty('vb-x', 'label', label, 3), { ok: false });
    assert.match(String(warnings[0]?.[0]), /<vb-x>: property label must be a string, not a number/);
  });

  it('attribute names are kebab-case of prop names', () => {
    assert.equal(toAttributeName('requiredMessage'), 'required-message');
    assert.equal(toAttributeName('ysaWard'), 'ysa-ward');
    assert.equal(toAttributeName('mapTypeId2d'), 'map-type-id2d');
  });
});

describe('defineMeta: a component derives its props from its meta', () => {
  const meta = defineMeta({
    name: 'sample',
    description: 'A sample.',
    props: {
      heading: { type: 'string', default: '', description: 'Heading.' },
      level: { type: 'number', default: 2, description: 'Level.' },
      zoom: { type: 'number', default: null as number | null, description: 'Zoom; empty: automatic.' },
      open: { type: 'boolean', default: false, description: 'Open.' },
      items: { type: 'json', default: [] as Array<{ id: number }>, description: 'Items.' },
      variant: { type: 'string', default: 'default' as 'default' | 'compact', description: 'Variant.' },
      requiredMessage: { type: 'string', default: 'Required.', emptyIsDefault: true, description: 'Message.' },
    },
  });
  type Props = PropsOf<typeof meta>;
  type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
  // Compile-time checks (npm test's typecheck fails on a wrong type): each prop's type comes from its declaration.
  const checks: [
    Equal<Props['heading'], string>,
    Equal<Props['level'], number>,
    Equal<Props['zoom'], number | null>,
    Equal<Props['open'], boolean>,
    Equal<Props['items'], Array<{ id: number }>>,
    Equal<Props['variant'], 'default' | 'compact'>,
    Equal<keyof Props, 'heading' | 'level' | 'zoom' | 'open' | 'items' | 'variant' | 'requiredMessage'>,
  ] = [true, true, true, true, true, true, true];

  it('returns the meta unchanged, and the types line up', () => {
    assert.equal(meta.props.level.default, 2);
    assert.deepEqual(checks, [true, true, true, true, true, true, true]);
  });

  it('the browser build keeps the empty-means-default flag (it is behaviour, not documentation)', () => {
    const slim = slimMeta(meta) as { props: Record<string, Record<string, unknown>> };
    assert.deepEqual(slim.props.requiredMessage, { type: 'string', default: 'Required.', emptyIsDefault: true });
    assert.deepEqual(slim.props.heading, { type: 'string', default: '' });
  });
});
