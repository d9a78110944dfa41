/**
 * vb-offer-details-list's rules (spec section 3 'Form submission extras', section 9 'Note capped at 250
 * characters'): offerDetails is a JSON array of each question's detail plus a response (a value for text
 * questions, a selected list for the others); note is question text plus answer, concatenated, cut to 250.
 */
export const NOTE_MAX_CHARS = 250;

export type QuestionType = 'text' | 'checkbox' | 'radio';

export interface Question {
  /** Every field the author gave (the question's detail), passed on as it is. */
  detail: Record<string, unknown>;
  id: string;
  question: string;
  type: QuestionType;
  options: string[];
  required: boolean;
}

export type Answers = Record<string, string | string[]>;

/** The author's JSON list; a question without text is dropped; ids default to q1, q2, ... */
export function parseQuestions(value: unknown): Question[] {
  if (!Array.isArray(value)) return [];
  const questions: Question[] = [];
  const ids = new Set<string>();
  value.forEach((item, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return;
    const detail = item as Record<string, unknown>;
    const question = typeof detail.question === 'string' ? detail.question.trim() : '';
    if (!question) return;
    let id = typeof detail.id === 'string' && detail.id.trim() ? detail.id.trim() : `q${index + 1}`;
    while (ids.has(id)) id = `${id}-${index + 1}`;
    ids.add(id);
    const options = Array.isArray(detail.options) ? detail.options.filter((o): o is string => typeof o === 'string' && o.trim() !== '') : [];
    const type: QuestionType = detail.type === 'checkbox' || detail.type === 'radio' ? detail.type : 'text';
    questions.push({ detail, id, question, type: options.length === 0 ? 'text' : type, options, required: detail.required === true });
  });
  return questions;
}

export function responseOf(question: Question, answers: Answers): string | string[] {
  const answer = answers[question.id];
  if (question.type === 'text') return typeof answer === 'string' ? answer.trim() : '';
  const chosen = Array.isArray(answer) ? answer : [];
  // In the options' order, only real options.
  return question.options.filter((option) => chosen.includes(option));
}

export function isAnswered(question: Question, answers: Answers): boolean {
  const response = responseOf(question, answers);
  return Array.isArray(response) ? response.length > 0 : response !== '';
}

/** offerDetails: each question's detail plus its response. */
export function offerDetails(questions: readonly Question[], answers: Answers): string {
  return JSON.stringify(questions.map((question) => ({ ...question.detail, response: responseOf(question, answers) })));
}

/** note: "question answer" per answered question, one per line, cut to 250 characters (code points, never half a pair). */
export function note(questions: readonly Question[], answers: Answers): string {
  const lines = questions
    .filter((question) => isAnswered(question, answers))
    .map((question) => {
      const response = responseOf(question, answers);
      return `${question.question} ${Array.isArray(response) ? response.join(', ') : response}`;
    });
  return Array.from(lines.join('\n')).slice(0, NOTE_MAX_CHARS).join('');
}
