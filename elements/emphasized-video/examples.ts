import type { ElementExample } from '../../src/example.ts';

/** vb-emphasized-video's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'poster',
    title: `A poster and a play button`,
    description: `Without <code>src</code> there is no loop: the poster shows under the play button, and the streaming-site video loads only when the visitor presses play.`,
    html: `<vb-emphasized-video
  headline="How to find a congregation near you"
  body="Three steps, two minutes."
  poster="/static/images/hills.svg"
  data-media='{ "youTubeId": "M7lc1UVf-VE" }'
></vb-emphasized-video>`,
  },
  {
    name: 'loop',
    title: `A poster loop`,
    description: `A poster loop of the first two seconds plays muted near view; the play button plays the whole video with sound.`,
    html: `<vb-emphasized-video
  label="Hills at dawn"
  headline="Hills at dawn"
  body="A short film about a quiet morning walk."
  src="/static/media/sample.webm"
  poster="/static/images/hills.svg"
  loop-end="2"
></vb-emphasized-video>`,
  },
  {
    name: 'children',
    title: `Headline and text from the author`,
    description: `The author's own heading (<code>slot="headline"</code>) and paragraphs; the loop runs from second 1 to second 3.`,
    html: `<vb-emphasized-video label="A morning walk" src="/static/media/sample.webm" loop-start="1" loop-end="3">
  <h2 slot="headline">A morning walk</h2>
  <p>Join us for a walk in the hills.</p>
</vb-emphasized-video>`,
  },
  {
    name: 'platform',
    title: `A streaming-site video with a file loop`,
    description: `The loop plays the local file; the full video is the streaming site's, loaded only when the visitor presses play.`,
    html: `<vb-emphasized-video
  headline="How to find a congregation near you"
  src="/static/media/sample.webm"
  loop-end="2"
  data-media='{ "youTubeId": "M7lc1UVf-VE" }'
></vb-emphasized-video>`,
  },
  {
    name: 'platform-loop',
    title: `A poster loop of the hosted video (loop-platform)`,
    description: `No file: with <code>loop-platform</code> the loop plays the hosted video itself, muted, from second 1 to second 2. It loads near view without a click, so the platform is reached before the visitor presses play.`,
    html: `<vb-emphasized-video
  loop-platform
  headline="A visit to the temple grounds"
  poster="/static/images/hills.svg"
  loop-start="1"
  loop-end="2"
  data-media='{ "brightcoveId": "6311532010112", "brightcoveAccountId": "1234567890001" }'
></vb-emphasized-video>`,
  },
  {
    name: 'error',
    title: `A video that fails`,
    description: `The streaming site does not find the video: pressing play shows the error and a "Try again" button over the loop.`,
    html: `<vb-emphasized-video
  headline="A video that is not there"
  src="/static/media/sample.webm"
  loop-end="2"
  data-media='{ "youTubeId": "notfound404" }'
></vb-emphasized-video>`,
  },
];
