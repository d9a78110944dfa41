/**
 * POST /api/polls (spec section 7): `{ question, vote }`; vote 0..9 records a vote for that answer,
 * vote 10 only reads. The answer is `{ data: "<JSON string>" }` whose string is `{"data":[c0..c9]}`:
 * the client parses the inner string, as the original service answered.
 */
import type { FastifyPluginAsync } from 'fastify';
import { createIdempotencyStore, IDEMPOTENCY_REPLAY_HEADER, readIdempotencyKey } from '../db/idempotency.ts';
import { createPollStore } from '../db/polls.ts';
import { checkText } from '../forms/text.ts';
import { InputError } from '../validation.ts';

/** Spec: `vote 10 only reads results`. */
export const POLL_READ_ONLY_VOTE = 10;
/** The poll id (the question, or the heading by default) after trimming. */
export const POLL_QUESTION_MAX_CHARS = 500;

interface PollBody {
  question: string;
  vote: number;
}

const pollSchema = {
  body: {
    type: 'object',
    required: ['question', 'vote'],
    // A misspelt field (`votes`, `voteId`) is a client bug worth a 400 rather than a silently ignored vote.
    additionalProperties: false,
    properties: {
      question: { type: 'string', minLength: 1 },
      vote: { type: 'integer', minimum: 0, maximum: POLL_READ_ONLY_VOTE },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['data'],
      properties: { data: { type: 'string' } },
    },
  },
} as const;

/**
 * The poll id comes from a heading's text, so the same question wrapped differently in two pages' HTML
 * (newlines, indentation) must count as one poll: trim and collapse whitespace runs to one space.
 */
export function normalizePollId(question: string): string {
  const id = question.replace(/\s+/g, ' ').trim();
  if (id === '') throw new InputError('question', 'question must not be blank');
  checkText('question', id, { maxChars: POLL_QUESTION_MAX_CHARS });
  return id;
}

export const pollRoutes: FastifyPluginAsync = async (api) => {
  const polls = createPollStore(api.db);

  const keys = createIdempotencyStore(api.db);

  api.post<{ Body: PollBody }>('/polls', { schema: pollSchema }, async (request, reply) => {
    const pollId = normalizePollId(request.body.question);
    const { vote } = request.body;
    if (vote === POLL_READ_ONLY_VOTE) return { data: JSON.stringify({ data: polls.read(pollId) }) };
    // A vote retried after the client's timeout carries the key of the first try: it gets the first answer, not a second vote.
    const key = readIdempotencyKey(request);
    const { answer, replayed } = keys.run('polls', key, { pollId, vote }, () => polls.vote(pollId, vote));
    if (replayed) reply.header(IDEMPOTENCY_REPLAY_HEADER, 'true');
    return { data: JSON.stringify({ data: answer }) };
  });
};
