import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isAnswered, note, NOTE_MAX_CHARS, offerDetails, parseQuestions } from '../../../elements/offer-details-list/offer-details-logic.ts';

describe('offer details list (spec section 3: offerDetails and note; section 9: 250 characters)', () => {
  const questions = parseQuestions([
    { id: 'topic', question: 'What would you like to learn about?', questionId: 11 },
    { id: 'days', question: 'Which days?', type: 'checkbox', options: ['Mon', 'Wed', 'Sat'], required: true },
    { question: 'Language?', type: 'radio', options: ['English', 'Spanish'] },
    { question: '   ' },
    { question: 'No options means text', type: 'checkbox' },
  ]);
  it('parses questions: ids default by position, no text is dropped, choices without options are text', () => {
    assert.deepEqual(
      questions.map((q) => [q.id, q.type]),
      [
        ['topic', 'text'],
        ['days', 'checkbox'],
        ['q3', 'radio'],
        ['q5', 'text'],
      ],
    );
  });
  it("offerDetails: each question's detail plus a response: a value for text, a selected list (in option order) for the others", () => {
    const details = JSON.parse(offerDetails(questions, { topic: ' Temples ', days: ['Sat', 'Mon', 'Nope'], q3: ['Spanish'] })) as Array<
      Record<string, unknown>
    >;
    assert.deepEqual(details[0], { id: 'topic', question: 'What would you like to learn about?', questionId: 11, response: 'Temples' });
    assert.deepEqual(details[1]?.response, ['Mon', 'Sat']);
    assert.deepEqual(details[2]?.response, ['Spanish']);
    assert.equal(details[3]?.response, '');
  });
  it('note: question text plus answer for each answered question, cut to 250 characters', () => {
    assert.equal(note(questions, { topic: 'Temples', days: ['Mon', 'Sat'] }), 'What would you like to learn about? Temples\nWhich days? Mon, Sat');
    const long = note(questions, { topic: 'x'.repeat(400) });
    assert.equal(long.length, NOTE_MAX_CHARS);
    // Code points, never half a surrogate pair.
    const astral = note(questions, { topic: '𝒜'.repeat(300) });
    assert.equal(Array.from(astral).length, NOTE_MAX_CHARS);
    assert.equal(note(questions, {}), '');
  });
  it('answered: non-empty text or at least one option', () => {
    assert.equal(isAnswered(questions[1]!, { days: [] }), false);
    assert.equal(isAnswered(questions[1]!, { days: ['Wed'] }), true);
    assert.equal(isAnswered(questions[0]!, { topic: '  ' }), false);
  });
});
