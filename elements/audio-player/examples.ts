import type { ElementExample } from '../../src/example.ts';

/** vb-audio-player's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Default`,
    description: `Nothing is read until the visitor plays, skips or seeks (<code>load="click"</code>, the default). Then: skip 10 seconds either way or move along the seek bar with the arrow keys; it stops at the end.`,
    html: `<vb-audio-player label="A tone loaded on play" src="/static/media/tone.webm"></vb-audio-player>`,
  },
  {
    name: 'near-view',
    title: `Loaded near view, with a fallback file`,
    description: `A WebM file with an M4A fallback, loaded near view (<code>load="scroll"</code>) so its length shows before play. Play, skip 10 seconds either way or move along the seek bar with the arrow keys; it stops at the end.`,
    html: `<vb-audio-player label="A quiet tone" load="scroll" src="/static/media/tone.webm" sources="/static/media/tone.m4a"></vb-audio-player>`,
  },
  {
    name: 'with-video',
    title: `Beside a video`,
    description: `Playing the audio pauses the video, and playing the video pauses the audio: one player plays at a time.`,
    html: `<vb-audio-player label="The tone beside the video" load="scroll" src="/static/media/tone.webm"></vb-audio-player>`,
    demoHtml: `<vb-video label="Sample video" src="/static/media/sample.webm"></vb-video>`,
  },
  {
    name: 'error',
    title: `A file that cannot play`,
    description: `The player says so (an alert) and its "Try again" button loads the file again.`,
    html: `<vb-audio-player label="A missing recording" load="scroll" src="/static/media/missing.webm"></vb-audio-player>`,
  },
  {
    name: 'no-media',
    title: `No file`,
    description: `Without <code>src</code>, pressing play says "No media added to player".`,
    html: `<vb-audio-player label="Nothing here yet"></vb-audio-player>`,
  },
];
