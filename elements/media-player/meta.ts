import { defineMeta } from '../../src/props.ts';
import { mediaCalls, mediaProps } from '../../src/media/media-props.ts';
import { mediaEvents } from '../../src/media/media-events.ts';
import { MEDIA_PARTS, MEDIA_CSS_PROPERTIES, MEDIA_SLOTS } from '../../src/media/media-docs.ts';

export const meta = defineMeta({
  name: 'media-player',
  family: 'media',
  calls: mediaCalls,
  description:
    'A video from the hosted-video service (Brightcove) or the streaming site (YouTube), or a video file. Until the visitor presses play it is a poster and a ' +
    'play button: no platform script and no request to a video platform. Playing it pauses every other player on the page; a link or remote trigger to its ' +
    '`id` plays and pauses it.',
  props: { ...mediaProps },
  events: mediaEvents('vb-media-player'),
  slots: MEDIA_SLOTS,
  parts: MEDIA_PARTS,
  cssProperties: MEDIA_CSS_PROPERTIES,
});
