import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  clampStep,
  historyStepOf,
  parseDraft,
  regionsOfStep,
  stepCount,
  stepLabel,
  stepOfRegion,
  stepTitle,
  summaryRows,
  withHistoryStep,
} from '../../../elements/stepped-form/stepped-form-logic.ts';
import { isKeepable } from '../../../src/form-fields.ts';

describe('stepped form: steps', () => {
  it('num-steps when given, else one per region, never fewer than 1', () => {
    assert.equal(stepCount(3, 2), 3);
    assert.equal(stepCount(0, 2), 2);
    assert.equal(stepCount(0, 0), 1);
    assert.equal(stepCount(-1, 4), 4);
    assert.equal(stepCount(2.5, 4), 4);
  });

  it('a step shows its region; a step beyond the regions shows none; regions beyond the steps join the last', () => {
    assert.deepEqual(regionsOfStep(1, 3, 2), [0]);
    assert.deepEqual(regionsOfStep(2, 3, 2), [1]);
    assert.deepEqual(regionsOfStep(3, 3, 2), []);
    assert.deepEqual(regionsOfStep(2, 2, 4), [1, 2, 3]);
    assert.equal(stepOfRegion(3, 2), 2);
    assert.equal(stepOfRegion(0, 3), 1);
  });

  it('clamps a step into 1..total', () => {
    assert.equal(clampStep(0, 3), 1);
    assert.equal(clampStep(9, 3), 3);
    assert.equal(clampStep(Number.NaN, 3), 1);
    assert.equal(clampStep(2.7, 3), 2);
  });

  it("titles from the list, else the region's data-title; the label fills its placeholders", () => {
    assert.equal(stepTitle(['About you', 'Visit'], 2, 'ignored'), 'Visit');
    assert.equal(stepTitle(['About you'], 2, ' From region '), 'From region');
    assert.equal(stepTitle([], 1, null), '');
    assert.equal(stepTitle([42], 1, 'Fallback'), 'Fallback');
    assert.equal(stepLabel('{stepWord} {number} of {total}', 'Step', 2, 3), 'Step 2 of 3');
    assert.equal(stepLabel('{stepWord} {number} de {total}', 'Paso', 1, 2), 'Paso 1 de 2');
  });
});

describe('stepped form: verification summary rows', () => {
  it('one row per question in step order, repeated names joined, empty answers "Not given"', () => {
    const rows = summaryRows(
      [
        { step: 2, name: 'time', label: 'When?', values: ['Saturday'] },
        { step: 1, name: 'fullName', label: 'Full name', values: [' Ana '] },
        { step: 1, name: 'phone', label: 'Phone', values: [''] },
        { step: 2, name: 'topics', label: 'Topics', values: [] },
        { step: 2, name: 'topics', label: 'Topics', values: ['Family'] },
        { step: 2, name: 'topics', label: 'Topics', values: ['Faith'] },
      ],
      'Not given',
    );
    assert.deepEqual(
      rows.map((row) => [row.step, row.label, row.value]),
      [
        [1, 'Full name', 'Ana'],
        [1, 'Phone', 'Not given'],
        [2, 'When?', 'Saturday'],
        [2, 'Topics', 'Family, Faith'],
      ],
    );
  });

  it('a question without a label shows its name', () => {
    assert.equal(summaryRows([{ step: 1, name: 'note', label: '', values: ['x'] }], '-')[0]!.label, 'note');
  });
});

describe('stepped form: draft and history', () => {
  it('reads back only a well-formed draft, its step clamped', () => {
    assert.equal(parseDraft(null, 3), undefined);
    assert.equal(parseDraft({ values: {} }, 3), undefined);
    assert.deepEqual(parseDraft({ step: 7, values: { a: ['1'], b: [2], c: 'x' } }, 3), { step: 3, values: { a: ['1'] } });
  });

  it('never keeps sensitive, password, file, hidden or card fields', () => {
    const field = { type: 'text', name: 'fullName', autocomplete: 'name', sensitive: false };
    assert.equal(isKeepable(field), true);
    assert.equal(isKeepable({ ...field, sensitive: true }), false);
    assert.equal(isKeepable({ ...field, type: 'password' }), false);
    assert.equal(isKeepable({ ...field, type: 'file' }), false);
    assert.equal(isKeepable({ ...field, type: 'hidden' }), false);
    assert.equal(isKeepable({ ...field, autocomplete: 'cc-number' }), false);
    assert.equal(isKeepable({ ...field, name: '' }), false);
  });

  it("history state keeps the page's own state beside this form's step", () => {
    const state = withHistoryStep({ other: 1 }, 'visit', 2);
    assert.deepEqual(state, { other: 1, vbSteppedForm: { form: 'visit', step: 2 } });
    assert.equal(historyStepOf(state, 'visit'), 2);
    assert.equal(historyStepOf(state, 'other-form'), undefined);
    assert.equal(historyStepOf(null, 'visit'), undefined);
  });
});
