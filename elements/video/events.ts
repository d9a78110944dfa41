// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/video/meta.ts.

/** `vb-video-play`: The video started playing (every other player on the page pauses). */
export type VideoPlayDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-video-pause`: The video paused. */
export type VideoPauseDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-video-ended`: The video reached its end. */
export type VideoEndedDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-video-buffering`: The video waits for data (the loading marker shows). */
export type VideoBufferingDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-video-loadend`: The video has data again (the loading marker goes). */
export type VideoLoadendDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-video-seek`: The position jumped by more than a second. */
export type VideoSeekDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-video-error`: The player failed: no media, a script that did not load, a build over its timeout, or the platform's error. `message` is what the visitor sees. */
export type VideoErrorDetail = {
  platform: string;
  videoId: string;
  currentTime: number;
  duration: number;
  name: string;
  playerVersion?: string;
  message: string;
  retries: number;
};

/** Every event <vb-video> sends, by name: its `event.detail`. */
export type VideoEvents = {
  'vb-video-play': VideoPlayDetail;
  'vb-video-pause': VideoPauseDetail;
  'vb-video-ended': VideoEndedDetail;
  'vb-video-buffering': VideoBufferingDetail;
  'vb-video-loadend': VideoLoadendDetail;
  'vb-video-seek': VideoSeekDetail;
  'vb-video-error': VideoErrorDetail;
};
