import type { ElementExample } from '../../src/example.ts';

/** vb-media-player's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'streaming-site',
    title: `Streaming-site video (YouTube)`,
    description: `A poster and a play button until the visitor presses play; only then do the IFrame API and the video load. On the demo the page's <code>vb-youtube-api</code> meta tag points at the reference server's copy of the API.`,
    html: `<vb-media-player
  label="Serving in the community"
  poster="/static/images/hills.svg"
  data-media='{ "youTubeId": "M7lc1UVf-VE" }'
></vb-media-player>`,
  },
  {
    name: 'hosted-video',
    title: `Hosted video (Brightcove)`,
    description: `With a <code>brightcoveId</code> and account the hosted-video player plays; its player version goes with the media analytics.`,
    html: `<vb-media-player
  label="A visit to the temple grounds"
  poster="/static/images/hills.svg"
  data-media='{ "brightcoveId": "6311532010112", "brightcoveAccountId": "1234567890001", "brightcovePlayerId": "default" }'
></vb-media-player>`,
  },
  {
    name: 'download',
    title: `Download of the video`,
    description: `A <code>download</code> remote trigger to the player's <code>id</code> saves the largest MP4 the hosted-video player lists (here its 160 × 90 rendition, not the stream, the smaller MP4 or the WebM). A video with no MP4 (a streaming-site video) says "Video download failed".`,
    html: `<vb-media-player
  id="temple-visit"
  label="A visit to the temple grounds"
  poster="/static/images/hills.svg"
  data-media='{ "brightcoveId": "6311532010112", "brightcoveAccountId": "1234567890001", "brightcovePlayerId": "default" }'
></vb-media-player>
<vb-remote-trigger target="temple-visit" action="download">Download the video</vb-remote-trigger>`,
  },
  {
    name: 'file',
    title: `A video file`,
    description: `No platform: <code>src</code> plays in the browser's own player.`,
    html: `<vb-media-player label="A short clip" src="/static/media/sample.webm"></vb-media-player>`,
  },
  {
    name: 'load-on-scroll',
    title: `Loads on scroll`,
    description: `<code>load="scroll"</code>: the player loads when it comes within 150 px of the viewport, without a click.`,
    html: `<vb-media-player load="scroll" label="Loads near view" data-media='{ "youTubeId": "M7lc1UVf-VE" }'></vb-media-player>`,
  },
  {
    name: 'failing',
    title: `A video that fails, and its retry`,
    description: `The platform answers "not found": the error shows with a retry button; each retry allows the player 3 seconds more to build.`,
    html: `<vb-media-player label="A video that was removed" data-media='{ "youTubeId": "notfound404" }'></vb-media-player>`,
  },
  {
    name: 'no-media',
    title: `No media`,
    description: `Neither a platform id nor a file: the spec's message "No media added to player".`,
    html: `<vb-media-player label="Nothing to play" load="preload"></vb-media-player>`,
  },
];
