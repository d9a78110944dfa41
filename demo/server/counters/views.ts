/**
 * Video view counts (spec section 7: GET /api/brightcove, GET /api/youTube: "numeric view count").
 * A video nobody has played here starts at a count derived from its id, so the demo shows believable,
 * stable numbers without an internet lookup; plays recorded through POST /api/views add to it.
 */
import type { Db } from '../db/database.ts';
import { sha256Hex } from '../../../src/like-code.ts';

export type VideoPlatform = 'youtube' | 'brightcove';

/** Streaming-site ids are 11 characters of the URL-safe base64 alphabet. */
export const YOUTUBE_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;
/** Hosted-video (Brightcove) video and account ids are numeric. */
export const BRIGHTCOVE_ID_PATTERN = /^[0-9]{1,20}$/;

/** One video in ten starts at 0, so the client's "shown only when above 0" path has real cases. */
const UNWATCHED_ONE_IN = 10;
/** Starting counts are spread over 10 .. 10^(1+SPREAD) (about 3 million), evenly per order of magnitude. */
const ORDERS_OF_MAGNITUDE_SPREAD = 5.5;

export interface VideoRef {
  platform: VideoPlatform;
  id: string;
  /** Brightcove only: the same video id in two accounts is two videos. */
  accountId?: string;
}

export function videoKey(video: VideoRef): string {
  return video.platform === 'brightcove' ? `${video.accountId ?? ''}/${video.id}` : video.id;
}

/** The count a video starts at, a pure function of platform and key. */
export function initialViews(video: VideoRef): number {
  const digest = sha256Hex(`${video.platform}:${videoKey(video)}`);
  const bucket = parseInt(digest.slice(0, 8), 16);
  if (bucket % UNWATCHED_ONE_IN === 0) return 0;
  const fraction = parseInt(digest.slice(8, 16), 16) / 0x100000000;
  return Math.floor(10 ** (1 + ORDERS_OF_MAGNITUDE_SPREAD * fraction));
}

export interface ViewStore {
  read(video: VideoRef): number;
  /** Adds one view and answers the new count, atomically. */
  record(video: VideoRef): number;
}

export function createViewStore(db: Db): ViewStore {
  const select = db.prepare<[VideoPlatform, string], { views: number }>('SELECT views FROM video_views WHERE platform = ? AND video_key = ?');
  const bump = db.prepare<[VideoPlatform, string, number], { views: number }>(`
    INSERT INTO video_views (platform, video_key, views) VALUES (?, ?, ?)
    ON CONFLICT (platform, video_key) DO UPDATE
      SET views = views + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    RETURNING views
  `);

  return {
    read(video) {
      return select.get(video.platform, videoKey(video))?.views ?? initialViews(video);
    },
    record(video) {
      const row = bump.get(video.platform, videoKey(video), initialViews(video) + 1);
      if (!row) throw new Error('the view count UPSERT returned no row');
      return row.views;
    },
  };
}
