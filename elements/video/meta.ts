import { defineMeta } from '../../src/props.ts';
import { mediaCalls, mediaProps } from '../../src/media/media-props.ts';
import { mediaEvents } from '../../src/media/media-events.ts';
import { MEDIA_PARTS, MEDIA_CSS_PROPERTIES, MEDIA_SLOTS } from '../../src/media/media-docs.ts';

export const meta = defineMeta({
  name: 'video',
  family: 'media',
  calls: mediaCalls,
  description:
    "The spec's video component: the media player's behaviour (hosted-video or streaming-site player, chosen per the media config; " +
    '`player=yt` in the address prefers the streaming site) with the video attributes a page uses for background and inline videos: `looping` for a ' +
    'muted loop that plays only near view, `id` for remote triggers, `analytics-title` and `skip-analytics`.',
  props: { ...mediaProps },
  events: mediaEvents('vb-video'),
  slots: MEDIA_SLOTS,
  parts: MEDIA_PARTS,
  cssProperties: MEDIA_CSS_PROPERTIES,
});
