/**
 * View counts for the media elements (spec section 7): "numeric view count; shown with a localized views
 * string when above 0". Answers are objects, `{ platform, id, views }`, so a client reads `views` and a
 * later field never breaks it.
 *   GET  /api/youTube?id=<11 chars>                 streaming-site video
 *   GET  /api/brightcove?id=<digits>&accountId=<digits>  hosted video
 *   POST /api/views { platform, id, accountId? }     records one play, answers the new count
 */
import type { FastifyPluginAsync } from 'fastify';
import { BRIGHTCOVE_ID_PATTERN, createViewStore, YOUTUBE_ID_PATTERN, type VideoPlatform, type VideoRef } from '../counters/views.ts';
import { createIdempotencyStore, IDEMPOTENCY_REPLAY_HEADER, readIdempotencyKey } from '../db/idempotency.ts';
import { InputError } from '../validation.ts';

const youTubeId = { type: 'string', pattern: YOUTUBE_ID_PATTERN.source } as const;
const brightcoveId = { type: 'string', pattern: BRIGHTCOVE_ID_PATTERN.source } as const;

const viewsAnswer = {
  200: {
    type: 'object',
    required: ['platform', 'id', 'views'],
    properties: {
      platform: { type: 'string' },
      id: { type: 'string' },
      accountId: { type: 'string' },
      views: { type: 'integer' },
    },
  },
} as const;

const youTubeSchema = {
  querystring: { type: 'object', required: ['id'], additionalProperties: false, properties: { id: youTubeId } },
  response: viewsAnswer,
} as const;

const brightcoveSchema = {
  querystring: {
    type: 'object',
    required: ['id', 'accountId'],
    additionalProperties: false,
    properties: { id: brightcoveId, accountId: brightcoveId },
  },
  response: viewsAnswer,
} as const;

const recordSchema = {
  body: {
    type: 'object',
    required: ['platform', 'id'],
    additionalProperties: false,
    properties: {
      platform: { enum: ['youtube', 'brightcove'] },
      // The id's pattern depends on the platform, checked in the handler so the error names the right rule.
      id: { type: 'string', minLength: 1, maxLength: 20 },
      accountId: brightcoveId,
    },
  },
  response: viewsAnswer,
} as const;

interface RecordBody {
  platform: VideoPlatform;
  id: string;
  accountId?: string;
}

/** The video a play is recorded for, with the platform's own id rules. */
function videoFromBody({ platform, id, accountId }: RecordBody): VideoRef {
  if (platform === 'youtube') {
    if (!YOUTUBE_ID_PATTERN.test(id)) throw new InputError('id', 'id must be an 11-character video id (A-Z, a-z, 0-9, - and _)');
    if (accountId !== undefined) throw new InputError('accountId', 'accountId is only for platform "brightcove"');
    return { platform, id };
  }
  if (!BRIGHTCOVE_ID_PATTERN.test(id)) throw new InputError('id', 'id must be a numeric video id');
  if (accountId === undefined) throw new InputError('accountId', 'accountId is required for platform "brightcove"');
  return { platform, id, accountId };
}

interface YouTubeQuery {
  id: string;
}
interface BrightcoveQuery {
  id: string;
  accountId: string;
}

export const mediaRoutes: FastifyPluginAsync = async (api) => {
  const views = createViewStore(api.db);
  const keys = createIdempotencyStore(api.db);
  const answer = (video: VideoRef, count: number) => ({ ...video, views: count });

  api.get<{ Querystring: YouTubeQuery }>('/youTube', { schema: youTubeSchema }, async (request) => {
    const video: VideoRef = { platform: 'youtube', id: request.query.id };
    return answer(video, views.read(video));
  });

  api.get<{ Querystring: BrightcoveQuery }>('/brightcove', { schema: brightcoveSchema }, async (request) => {
    const video: VideoRef = { platform: 'brightcove', id: request.query.id, accountId: request.query.accountId };
    return answer(video, views.read(video));
  });

  api.post<{ Body: RecordBody }>('/views', { schema: recordSchema }, async (request, reply) => {
    const video = videoFromBody(request.body);
    const outcome = keys.run('views', readIdempotencyKey(request), video, () => answer(video, views.record(video)));
    if (outcome.replayed) reply.header(IDEMPOTENCY_REPLAY_HEADER, 'true');
    return outcome.answer;
  });
};
