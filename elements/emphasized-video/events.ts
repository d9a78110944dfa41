// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/emphasized-video/meta.ts.

/** `vb-emphasized-video-play`: The video started playing (every other player on the page pauses). */
export type EmphasizedVideoPlayDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-emphasized-video-pause`: The video paused. */
export type EmphasizedVideoPauseDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-emphasized-video-ended`: The video reached its end. */
export type EmphasizedVideoEndedDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-emphasized-video-buffering`: The video waits for data (the loading marker shows). */
export type EmphasizedVideoBufferingDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-emphasized-video-loadend`: The video has data again (the loading marker goes). */
export type EmphasizedVideoLoadendDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-emphasized-video-seek`: The position jumped by more than a second. */
export type EmphasizedVideoSeekDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-emphasized-video-error`: The player failed: no media, a script that did not load, a build over its timeout, or the platform's error. `message` is what the visitor sees. */
export type EmphasizedVideoErrorDetail = {
  platform: string;
  videoId: string;
  currentTime: number;
  duration: number;
  name: string;
  playerVersion?: string;
  message: string;
  retries: number;
};

/** `vb-emphasized-video-loop-play`: The muted poster loop: the video started playing (every other player on the page pauses). */
export type EmphasizedVideoLoopPlayDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-emphasized-video-loop-pause`: The muted poster loop: the video paused. */
export type EmphasizedVideoLoopPauseDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-emphasized-video-loop-ended`: The muted poster loop: the video reached its end. */
export type EmphasizedVideoLoopEndedDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-emphasized-video-loop-buffering`: The muted poster loop: the video waits for data (the loading marker shows). */
export type EmphasizedVideoLoopBufferingDetail = {
  platform: string;
  videoId: string;
  currentTime: number;
  duration: number;
  name: string;
  playerVersion?: string;
};

/** `vb-emphasized-video-loop-loadend`: The muted poster loop: the video has data again (the loading marker goes). */
export type EmphasizedVideoLoopLoadendDetail = {
  platform: string;
  videoId: string;
  currentTime: number;
  duration: number;
  name: string;
  playerVersion?: string;
};

/** `vb-emphasized-video-loop-seek`: The muted poster loop: the position jumped by more than a second. */
export type EmphasizedVideoLoopSeekDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-emphasized-video-loop-error`: The muted poster loop: the player failed: no media, a script that did not load, a build over its timeout, or the platform's error. `message` is what the visitor sees. */
export type EmphasizedVideoLoopErrorDetail = {
  platform: string;
  videoId: string;
  currentTime: number;
  duration: number;
  name: string;
  playerVersion?: string;
  message: string;
  retries: number;
};

/** Every event <vb-emphasized-video> sends, by name: its `event.detail`. */
export type EmphasizedVideoEvents = {
  'vb-emphasized-video-play': EmphasizedVideoPlayDetail;
  'vb-emphasized-video-pause': EmphasizedVideoPauseDetail;
  'vb-emphasized-video-ended': EmphasizedVideoEndedDetail;
  'vb-emphasized-video-buffering': EmphasizedVideoBufferingDetail;
  'vb-emphasized-video-loadend': EmphasizedVideoLoadendDetail;
  'vb-emphasized-video-seek': EmphasizedVideoSeekDetail;
  'vb-emphasized-video-error': EmphasizedVideoErrorDetail;
  'vb-emphasized-video-loop-play': EmphasizedVideoLoopPlayDetail;
  'vb-emphasized-video-loop-pause': EmphasizedVideoLoopPauseDetail;
  'vb-emphasized-video-loop-ended': EmphasizedVideoLoopEndedDetail;
  'vb-emphasized-video-loop-buffering': EmphasizedVideoLoopBufferingDetail;
  'vb-emphasized-video-loop-loadend': EmphasizedVideoLoopLoadendDetail;
  'vb-emphasized-video-loop-seek': EmphasizedVideoLoopSeekDetail;
  'vb-emphasized-video-loop-error': EmphasizedVideoLoopErrorDetail;
};
