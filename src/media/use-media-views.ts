/**
 * The view count (spec section 7: GET /api/youTube or /api/brightcove), read when the player comes near view, and
 * whether that read is in flight (the views line is `aria-busy` meanwhile, as every block marks a call in flight).
 */
import { useState } from 'react';
import { api } from '../api.ts';
import { useOnInView } from '../hooks/use-in-view.ts';
import { hasBrightcove, type MediaConfig } from './media-logic.ts';

export function useMediaViews(config: MediaConfig): [ref: (node: HTMLElement | null) => (() => void) | void, views: number, reading: boolean] {
  const [views, setViews] = useState(0);
  const [reading, setReading] = useState(false);
  const call = hasBrightcove(config)
    ? { path: '/api/brightcove', query: { id: config.brightcoveId, accountId: config.brightcoveAccountId } }
    : config.youTubeId
      ? { path: '/api/youTube', query: { id: config.youTubeId } }
      : undefined;
  const ref = useOnInView<HTMLElement>(
    () => {
      if (!call) return;
      setReading(true);
      api<{ views?: unknown }>(call.path, { query: call.query })
        .then((answer) => setViews(typeof answer.views === 'number' ? answer.views : 0))
        // A count is a nicety: without it the line stays hidden.
        .catch((error: unknown) => console.warn('visitorBlocks: the view count could not be read', error))
        .finally(() => setReading(false));
    },
    { enabled: Boolean(call) },
  );
  return [ref, views, reading];
}
