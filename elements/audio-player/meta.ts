import { defineMeta } from '../../src/props.ts';
import { mediaInitProps } from '../../src/media/media-props.ts';
import { mediaEvents } from '../../src/media/media-events.ts';
import { LOAD_MODES } from '../../src/media/media-props.ts';

export const meta = defineMeta({
  name: 'audio-player',
  family: 'media',
  description:
    'An audio file with its own controls: play/pause, back and forward 10 seconds, a seek bar usable by keyboard (the slider pattern) and the time as ' +
    'text. It stops at the end. Playing it pauses every other player on the page (videos too), and playing a video pauses it.',
  props: {
    src: { type: 'string', default: '', description: 'The audio file. Without it (and without `sources`) the block says "No media added to player".' },
    sources: {
      type: 'string',
      default: '',
      description: 'More files of the same audio, comma-separated, tried in order after `src`: the first the browser can play wins (e.g. WebM, then M4A).',
    },
    label: { type: 'string', default: '', description: "The audio's title: shown above the controls, the group's accessible name and the analytics name." },
    load: {
      type: 'string',
      default: 'click' as const,
      choices: LOAD_MODES,
      description:
        'When the file loads: `click` (default: on the first play, skip or seek, so a long recording costs nothing until wanted), ' +
        '`scroll` (within 150 px of the viewport, so the length shows before play) or `preload` (at once).',
    },
    start: { type: 'number', default: 0, description: 'Start position in seconds (also where `restart()` goes by default).' },
    ...mediaInitProps,
    skipAnalytics: { type: 'boolean', default: false, description: 'Send no media analytics.' },
    analyticsTitle: { type: 'string', default: '', description: 'The name in media analytics; default `label`.' },
    playText: { type: 'string', default: 'Play', description: 'Accessible name of the play button.' },
    pauseText: { type: 'string', default: 'Pause', description: 'Accessible name of the play button while playing.' },
    backText: { type: 'string', default: 'Back 10 seconds', description: 'Accessible name of the skip-back button.' },
    forwardText: { type: 'string', default: 'Forward 10 seconds', description: 'Accessible name of the skip-forward button.' },
    seekText: { type: 'string', default: 'Position', description: 'Accessible name of the seek bar.' },
    positionText: {
      type: 'string',
      default: '{current} of {duration}',
      description: "The seek bar's spoken value; `{current}` and `{duration}` become m:ss.",
    },
    loadingText: {
      type: 'string',
      default: 'Loading audio…',
      description: 'Announced while the file loads or buffers (unless a `slot="loading"` child is given).',
    },
    retryText: { type: 'string', default: 'Try again', description: 'The button under an error that loads the file again.' },
  },
  events: mediaEvents('vb-audio-player', 'audio'),
  slots: {
    loading: 'Shown while the file loads or buffers, instead of `loading-text`.',
    error: "Shown when the file fails, instead of the player's message; the retry button stays.",
  },
  parts: {
    controls: 'The row of controls (a group named by `label`).',
    title: 'The title line.',
    'play-toggle': 'The play/pause button.',
    back: 'The back-10-seconds button.',
    forward: 'The forward-10-seconds button.',
    seek: 'The seek bar (a native range input: arrows, Page Up/Down, Home and End).',
    time: 'The time as text: position / length.',
    player: 'Where the hidden <audio> element is built.',
    loading: 'The polite live region that says the file is loading.',
    error: 'The error area (alert) with the message and the retry button.',
    retry: 'The button that loads the file again after an error.',
  },
  cssProperties: {
    '--vb-audio-player-accent-color': 'Buttons and the seek bar. Default: `--vb-color-primary` (`#1f5ea8`).',
  },
});
