import type { ElementExample } from '../../src/example.ts';

/** vb-video's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Default`,
    description: `A hosted video. With <code>?player=yt</code> in the page address the streaming-site video plays instead.`,
    html: `<vb-video
  label="How to find a congregation near you"
  poster="/static/images/hills.svg"
  data-media='{ "brightcoveId": "6311532010112", "brightcoveAccountId": "1234567890001", "youTubeId": "M7lc1UVf-VE" }'
></vb-video>`,
  },
  {
    name: 'looping',
    title: `A looping background video`,
    description: `<code>looping</code>: muted, without controls, it plays only within 500 px of the viewport and pauses outside it. Under reduced motion it waits for its play button.`,
    html: `<vb-video looping label="Hills at dawn" src="/static/media/sample.webm"></vb-video>`,
  },
  {
    name: 'remote-trigger',
    title: `Played and paused from a link`,
    description: `A link to <code>#intro-video</code> (the element's <code>id</code>) plays or pauses the video, as a remote trigger does.`,
    html: `<vb-video id="intro-video" label="An introduction" src="/static/media/sample.webm"></vb-video>`,
    demoHtml: `<p><a href="#intro-video">Play or pause the introduction</a></p>`,
  },
  {
    name: 'no-init',
    title: `Waits to be asked: no-init`,
    description: `<code>no-init</code>: this looping video does not load near view by itself; it shows its play button until the visitor presses it (or a remote trigger, or removing the attribute, starts it).`,
    html: `<vb-video no-init looping label="Hills at dawn, on request" poster="/static/images/hills.svg" src="/static/media/sample.webm"></vb-video>`,
  },
];
