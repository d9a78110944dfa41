/** vb-checkbox-radio's pure rules: which chosen option makes the conditional field required (issue 19 item 8). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { optionsFromMarkup, optionsOf, preferEmail, requiresConditionalField } from '../../../elements/checkbox-radio/checkbox-radio-logic.ts';

describe('the conditional field of a group (spec section 5 "Checkbox")', () => {
  const yesNo = optionsOf([
    { value: 'yes', label: 'Yes', conditional: true },
    { value: 'no', label: 'No' },
  ]).options;

  it('the option marked for it ("conditional": true) makes it required; No releases it', () => {
    assert.equal(requiresConditionalField(yesNo, ['yes'], ['phone']), true);
    assert.equal(requiresConditionalField(yesNo, ['no'], ['phone']), false);
    assert.equal(requiresConditionalField(yesNo, [], ['phone']), false);
  });

  it('an <option data-conditional> in the markup is marked the same way', () => {
    const { options } = optionsFromMarkup([
      { value: 'yes', label: 'Yes', selected: false, conditional: true },
      { value: 'no', label: 'No', selected: false },
    ]);
    assert.equal(requiresConditionalField(options, ['no'], ['phone']), false);
    assert.equal(requiresConditionalField(options, ['yes'], ['phone']), true);
  });

  it('an option whose value names the field (its reference, id or name, any case) does; the others do not', () => {
    const channels = optionsOf([{ value: 'Phone' }, { value: 'email' }]).options;
    assert.equal(requiresConditionalField(channels, ['Phone'], ['cr-phone', 'cr-phone', 'phone']), true);
    assert.equal(requiresConditionalField(channels, ['email'], ['cr-phone', 'cr-phone', 'phone']), false);
  });

  it('a group with no option marked or naming the field: any chosen option does (a list of channels)', () => {
    const channels = optionsOf([{ value: 'weekly' }, { value: 'monthly' }]).options;
    assert.equal(requiresConditionalField(channels, ['monthly'], ['cr-phone']), true);
    assert.equal(requiresConditionalField(channels, [], ['cr-phone']), false);
  });

  it('a checkbox group: only the checked marked box counts, whatever else is checked', () => {
    const boxes = optionsOf([{ value: 'text', conditional: true }, { value: 'post' }, { value: 'visit' }]).options;
    assert.equal(requiresConditionalField(boxes, ['post', 'visit'], ['phone']), false);
    assert.equal(requiresConditionalField(boxes, ['post', 'text'], ['phone']), true);
  });
});

describe('a phone country chosen: SMS off, EMAIL on (spec section 5 "Phone")', () => {
  const channels = optionsOf([{ value: 'sms' }, { value: 'post' }, { value: 'Email' }]).options;
  it('a radio group moves from SMS to EMAIL, whatever the case of the values', () => {
    assert.deepEqual(preferEmail(channels, ['sms'], 'radio'), { selected: ['Email'], sms: 'sms' });
    assert.deepEqual(preferEmail(channels, ['post'], 'radio'), { selected: ['Email'], sms: 'sms' });
  });
  it("a checkbox group drops SMS and adds EMAIL, in the options' order, keeping the rest", () => {
    assert.deepEqual(preferEmail(channels, ['sms', 'post'], 'checkbox'), { selected: ['post', 'Email'], sms: 'sms' });
  });
  it('a group without those values is left as it is', () => {
    const other = optionsOf([{ value: 'a' }, { value: 'b' }]).options;
    assert.deepEqual(preferEmail(other, ['a'], 'radio'), { selected: ['a'], sms: null });
  });
});
