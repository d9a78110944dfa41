/** The attributes vb-media-player and vb-video share (spec section 3 'Media config', 'Video attributes'), declared once. */
import { defineProps } from '../props.ts';

/** When a player loads (`load`); any other value warns and is `click`, so the player keeps its play button. */
export const LOAD_MODES = ['click', 'scroll', 'preload'] as const;
export type LoadMode = (typeof LOAD_MODES)[number];

/** `no-init` and `init-children` (spec section 3, video attributes), for every player element (src/media/media-init.ts). */
export const mediaInitProps = defineProps({
  noInit: {
    type: 'boolean',
    default: false,
    description:
      'The player does not start by itself: no loading on scroll or preload, and a looping video waits too. It shows its play button and loads when ' +
      'the visitor presses it, when a remote trigger reaches its `id`, when the attribute is removed, or when a player around it with `init-children` starts.',
  },
  initChildren: {
    type: 'boolean',
    default: false,
    description:
      'The players inside this one (its children, at any depth) wait until this one starts (is pressed, triggered, or loads on scroll or preload); ' +
      'then each starts as its own attributes say, a `no-init` one too.',
  },
});

export const mediaProps = defineProps({
  media: {
    type: 'json',
    attribute: 'data-media',
    default: {} as Record<string, unknown>,
    description:
      'The media config (spec): JSON with `youTubeId`, `youTubePlaylistId`, `brightcoveId`, `brightcoveAccountId`, `brightcovePlayerId`, `autoplay`, `captions`. ' +
      '`youTubeId` is the 11-character video id (letters, digits, `-` and `_`, as a string); a field of the wrong kind is ignored with a console warning. ' +
      'The hosted-video player plays when `brightcoveId` and `brightcoveAccountId` are set (and the video loops or has no playlist, and the address has no `player=yt`); ' +
      'otherwise the streaming-site player when it is reachable; otherwise `src`; with none of them the block shows "No media added to player".',
  },
  src: { type: 'string', default: '', description: "A video file played in the browser's own player when the media config names no platform video." },
  poster: { type: 'string', default: '', description: "Image shown on the play button before the player loads (and as the file video's poster)." },
  label: {
    type: 'string',
    default: '',
    description: "The video's title: shown on the play button, its accessible name and the analytics name (unless `analytics-title`).",
  },
  load: {
    type: 'string',
    default: 'click' as const,
    choices: LOAD_MODES,
    description:
      'When the player loads: `click` (default: a play button with the poster; no request reaches a video platform before the click), ' +
      '`scroll` (within 150 px of the viewport) or `preload` (at once). A looping video always loads on scroll, within 500 px.',
  },
  looping: {
    type: 'boolean',
    default: false,
    description:
      'A background loop: muted, no controls, autoplay and loop; plays only within 500 px of the viewport and pauses outside it. ' +
      'Under reduced motion it does not start by itself; a visible play button starts it.',
  },
  start: { type: 'number', default: 0, description: 'Start position in seconds (also where `restart()` goes by default).' },
  ...mediaInitProps,
  skipAnalytics: { type: 'boolean', default: false, description: 'Send no media analytics.' },
  analyticsTitle: { type: 'string', default: '', description: 'The name in media analytics; default `label`.' },
  playText: { type: 'string', default: 'Play video', description: 'Accessible name of the play button, before the title: "Play video: {label}".' },
  pauseText: {
    type: 'string',
    default: 'Pause video',
    description: 'What the play/pause button of a looping video says while the loop plays, before the title: "Pause video: {label}".',
  },
  loadingText: {
    type: 'string',
    default: 'Loading video…',
    description: 'Announced while the player loads or buffers (unless a `slot="loading"` child is given).',
  },
  retryText: { type: 'string', default: 'Try again', description: 'The button under an error that loads the player again.' },
  downloadErrorText: {
    type: 'string',
    default: 'Video download failed',
    emptyIsDefault: true,
    description:
      'Shown (an alert) when a `download` remote trigger could not save the video: no MP4 source (a streaming-site video, a stream, a WebM file) or the file did not load.',
  },
  viewsText: {
    type: 'string',
    default: '{count} views',
    description: 'The view count line (GET /api/youTube or /api/brightcove), shown when above 0; `{count}` is formatted for the page language.',
  },
});

export const mediaCalls = {
  'GET /api/youTube': 'When a streaming-site video comes within 150 px of view: its view count, shown with `views-text` when above 0.',
  'GET /api/brightcove': 'When a hosted video comes within 150 px of view: its view count, shown with `views-text` when above 0.',
};
