// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/likes/meta.ts.

/** `vb-likes-like`: The like was counted; `value` is the count the server answered. */
export type LikesLikeDetail = { group: string; id: string; value: number };

/** `vb-likes-error`: The like failed and can be tried again; `message` is technical, for logs. */
export type LikesErrorDetail = { group: string; id: string; message: string };

/** Every event <vb-likes> sends, by name: its `event.detail`. */
export type LikesEvents = {
  'vb-likes-like': LikesLikeDetail;
  'vb-likes-error': LikesErrorDetail;
};
