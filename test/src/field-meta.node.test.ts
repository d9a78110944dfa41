import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { baseFieldProps } from '../../src/field-meta.ts';
import { meta as checkBox } from '../../elements/check-box/meta.ts';
import { meta as emailField } from '../../elements/email-field/meta.ts';
import { meta as offerDetails } from '../../elements/offer-details-list/meta.ts';

describe('field-meta: the base props of every field, documented once', () => {
  it('gives the seven base props in their documented order, with types and empty defaults', () => {
    const props = baseFieldProps();
    assert.deepEqual(Object.keys(props), ['name', 'label', 'hint', 'required', 'value', 'disabled', 'placeholder']);
    assert.deepEqual(
      Object.values(props).map((spec) => [spec.type, spec.default]),
      [
        ['string', ''],
        ['string', ''],
        ['string', ''],
        ['boolean', false],
        ['string', ''],
        ['boolean', false],
        ['string', ''],
      ],
    );
    for (const spec of Object.values(props)) assert.ok(spec.description.length > 10);
  });

  it("keeps a field's own default and wording, and only its own", () => {
    const props = baseFieldProps({ overrides: { name: { default: 'email' }, value: { description: 'Whitespace is removed.' } } });
    assert.equal(props.name.default, 'email');
    assert.equal(props.name.description, baseFieldProps().name.description);
    assert.equal(props.value.description, 'Whitespace is removed.');
    assert.equal(props.value.default, '');
  });

  it('leaves out what a field has not, and words a group as a legend', () => {
    const props = baseFieldProps({ kind: 'group', omit: ['required', 'value', 'placeholder'] });
    assert.deepEqual(Object.keys(props), ['name', 'label', 'hint', 'disabled']);
    assert.match(props.label.description, /legend/);
    assert.match(props.hint.description, /group/);
  });

  it("each field's meta takes them: defaults and own wording survive (email, check-box, offer details)", () => {
    assert.equal(emailField.props.name.default, 'email');
    assert.equal(emailField.props.label.default, 'Email');
    assert.equal(checkBox.props.value.default, 'on');
    assert.equal('placeholder' in checkBox.props, false);
    assert.match(checkBox.props.disabled.description, /conditional field/);
    assert.equal(offerDetails.props.name.default, 'offerDetails');
    assert.equal('required' in offerDetails.props, false);
  });
});
