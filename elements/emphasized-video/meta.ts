import { defineMeta } from '../../src/props.ts';
import { mediaCalls, mediaProps } from '../../src/media/media-props.ts';
import { mediaEvents } from '../../src/media/media-events.ts';
import { MEDIA_CSS_PROPERTIES, MEDIA_PARTS, MEDIA_SLOTS } from '../../src/media/media-docs.ts';

// The full video always waits for its play button, and the block always has its loop: `load` and `looping` do not apply.
const { load: _load, looping: _looping, ...videoProps } = mediaProps;

/** The poster loop's events: the kit's player events, named `vb-emphasized-video-loop-<what>`. */
const loopEvents = mediaEvents('vb-emphasized-video-loop', 'video', (text) => `The muted poster loop: ${text.charAt(0).toLowerCase()}${text.slice(1)}`);

export const meta = defineMeta({
  name: 'emphasized-video',
  family: 'media',
  calls: mediaCalls,
  description:
    'A large, emphasized video block (spec section 4: "Emphasized video autoplays a poster loop between start and end times"): ' +
    'a muted poster loop of `src` between `loop-start` and `loop-end` plays like a looping video (no controls, only within 500 px ' +
    'of the viewport, paused outside it and under reduced motion, with a visible play/pause button), under a large play button that ' +
    'plays the full video with sound through the media kit (the same player, player choice and privacy facade as `vb-video`). ' +
    "A headline and body text come from the author's children or the `headline` and `body` attributes.",
  props: {
    ...videoProps,
    headline: {
      type: 'string',
      default: '',
      description: 'The headline under the video (unless a `slot="headline"` child is given); also the video\'s name when `label` is empty.',
    },
    body: { type: 'string', default: '', description: "The text under the headline (unless the author's own children are given)." },
    loopStart: { type: 'number', default: 0, description: 'Where the poster loop starts, in seconds of `src`.' },
    loopEnd: {
      type: 'number',
      default: 0,
      description:
        'Where the poster loop jumps back to `loop-start`, in seconds; 0 (default): the end of the video. A value not after `loop-start` is ignored with a console warning.',
    },
    loopPlatform: {
      type: 'boolean',
      default: false,
      description:
        'Without `src`, the poster loop plays the platform video of `data-media` (the hosted-video or streaming-site player, chosen as for the full ' +
        'video), muted, between `loop-start` and `loop-end`. It loads within 500 px of view like `<vb-video looping>`, so the platform is reached ' +
        'before any click: the privacy facade is given up for the loop. Without it (default) a block without `src` shows its poster and no platform ' +
        'request leaves before the play button.',
    },
    loopPlayText: { type: 'string', default: 'Play preview', description: "The poster loop's visible button while it is paused." },
    loopPauseText: { type: 'string', default: 'Pause preview', description: "The poster loop's visible button while it plays." },
  },
  events: { ...mediaEvents('vb-emphasized-video'), ...loopEvents },
  slots: {
    ...MEDIA_SLOTS,
    headline: "The headline, instead of the `headline` attribute (a heading element of the page's level).",
    '': 'The body text, instead of the `body` attribute.',
  },
  parts: {
    ...MEDIA_PARTS,
    stage: "The video area: the poster loop under the full video's frame.",
    loop: 'Where the muted poster loop plays (hidden from assistive technology: the play button names the video).',
    'loop-toggle': "The poster loop's visible play/pause button.",
    text: 'The headline and body under the video.',
    headline: 'The headline.',
    body: 'The body text.',
  },
  cssProperties: MEDIA_CSS_PROPERTIES,
});
