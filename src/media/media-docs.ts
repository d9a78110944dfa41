/** Slots, parts and custom properties of the player view (src/media/player.tsx), documented once for both elements. */
export const MEDIA_SLOTS = {
  loading: 'Shown while the player loads or buffers, instead of `loading-text` (the spec\'s "loading" child).',
  error: 'Shown when the player fails, instead of the spec\'s message (the spec\'s "error" child); the retry button stays.',
};

export const MEDIA_PARTS = {
  frame: 'The box the video fills (16:9 by default).',
  player: "Where the platform's player (or the file's <video>) is built.",
  facade: 'The play button shown before the player loads: poster, title and play icon.',
  poster: 'The poster image on the play button.',
  title: 'The title on the play button.',
  'play-icon': 'The round play icon.',
  'loop-toggle': 'The visible play/pause button of a looping video.',
  loading: 'The polite live region that says the video is loading.',
  error: 'The error area (alert) with the message and the retry button.',
  retry: 'The button that loads the player again after an error.',
  'download-error': 'The alert that says a `download` failed ("Video download failed", `download-error-text`).',
  views: 'The view count line.',
} as const;

export const MEDIA_CSS_PROPERTIES = {
  '--vb-media-aspect-ratio': 'Shape of the video box. Default: `16 / 9`.',
  '--vb-media-accent-color': 'Play icon and buttons. Default: `--vb-color-primary` (`#1f5ea8`).',
} as const;
