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

  const placement: PropOptions<string> = { type: 'string', default: 'bottom', choices: ['bottom', 'top'] };
  const mode: PropOptions<string> = { type: 'string', default: '', choices: ['', 'numeric', 'tel'] };
  const level: PropOptions<number> = { type: 'number', default: 2, range: [1, 6] };

  it('a string with choices takes one of them, matched as HTML does (any case, surrounding space), as written', () => {
    assert.equal(parseAttribute('vb-x', 'placement', placement, 'top'), 'top');
    assert.equal(parseAttribute('vb-x', 'placement', placement, ' TOP '), 'top');
    assert.equal(parseAttribute('vb-x', 'inputmode', mode, ''), '');
    assert.deepEqual(parseProperty('vb-x', 'placement', placement, 'Bottom'), { ok: true, value: 'bottom' });
    assert.deepEqual(warnings, []);
  });

  it('any other value warns, naming the element, the attribute and the choices, and gives the default', () => {
    assert.equal(parseAttribute('vb-x', 'placement', placement, 'left'), 'bottom');
    assert.equal(String(warnings[0]?.[0]), '<vb-x>: attribute placement="left" is not one of ["bottom","top"]; using the default ("bottom").');
    assert.equal(parseAttribute('vb-x', 'inputmode', mode, 'digits'), '');
    assert.equal(String(warnings[1]?.[0]), '<vb-x>: attribute inputmode="digits" is not one of ["","numeric","tel"]; using the default ("").');
  });

  it('a property outside the choices warns and keeps its last value', () => {
    assert.deepEqual(parseProperty('vb-x', 'placement', placement, 'left'), { ok: false });
    assert.match(String(warnings[0]?.[0]), /<vb-x>: property placement="left" is not one of \["bottom","top"\]; keeping its last value/);
  });

  it('a number with a range is a whole number within it, else a warning and the default', () => {
    assert.equal(parseAttribute('vb-x', 'heading-level', level, '3'), 3);
    assert.equal(parseAttribute('vb-x', 'heading-level', level, '6'), 6);
    assert.deepEqual(warnings, []);
    assert.equal(parseAttribute('vb-x', 'heading-level', level, '7'), 2);
    assert.equal(parseAttribute('vb-x', 'heading-level', level, '2.5'), 2);
    assert.equal(parseAttribute('vb-x', 'heading-level', level, '0'), 2);
    assert.equal(String(warnings[0]?.[0]), '<vb-x>: attribute heading-level="7" is not a whole number from 1 to 6; using the default (2).');
    assert.equal(warnings.length, 3);
    assert.deepEqual(parseProperty('vb-x', 'headingLevel', level, 9), { ok: false });
    assert.match(String(warnings[3]?.[0]), /<vb-x>: property headingLevel="9" is not a whole number from 1 to 6; keeping its last value/);
    assert.deepEqual(parseProperty('vb-x', 'headingLevel', level, 4), { ok: true, value: 4 });
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
      side: { type: 'string', default: 'top', choices: ['top', 'bottom'] as const, description: 'Side.' },
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
    Equal<Props['side'], 'top' | 'bottom'>,
    Equal<keyof Props, 'heading' | 'level' | 'zoom' | 'open' | 'items' | 'variant' | 'side' | 'requiredMessage'>,
  ] = [true, true, true, true, true, true, true, true];

  it('returns the meta unchanged, and the types line up', () => {
    assert.equal(meta.props.level.default, 2);
    assert.deepEqual(checks, [true, true, true, true, true, true, true, true]);
  });

  it('the browser build keeps the empty-means-default flag (it is behaviour, not documentation)', () => {
    const slim = slimMeta(meta) as { props: Record<string, Record<string, unknown>> };
    assert.deepEqual(slim.props.requiredMessage, { type: 'string', default: 'Required.', emptyIsDefault: true });
    assert.deepEqual(slim.props.heading, { type: 'string', default: '' });
  });

  it('the browser build keeps choices and ranges (the runtime checks them)', () => {
    const ranged = defineMeta({
      name: 'ranged',
      description: 'A sample.',
      props: {
        side: { type: 'string', default: 'top', choices: ['top', 'bottom'] as const, description: 'Side.' },
        level: { type: 'number', default: 2, range: [1, 6], description: 'Level.' },
      },
    });
    const slim = slimMeta(ranged) as { props: Record<string, Record<string, unknown>> };
    assert.deepEqual(slim.props.side, { type: 'string', default: 'top', choices: ['top', 'bottom'] });
    assert.deepEqual(slim.props.level, { type: 'number', default: 2, range: [1, 6] });
  });
});
