import { defineMeta } from '../../src/props.ts';
import type { VideoSource } from '../../src/media/largest-mp4.ts';

export const meta = defineMeta({
  name: 'download-button',
  family: 'content',

  description:
    "A button that downloads a file, or a video's largest MP4 source (spec section 7), and saves it under its name. Large files show their " +
    "progress; a failure says 'Video download failed' (spec section 8) and the button can be pressed again. Each download sends a download analytic.",
  props: {
    href: { type: 'string', default: '', description: 'The file to download. Wins over `sources`.' },
    sources: {
      type: 'json',
      default: [] as VideoSource[],
      description:
        'A video\'s sources, as the hosted-video service lists them: `[{ "src": "…", "container": "MP4", "size": 12345678, "width": 1280, "height": 720 }]` ' +
        '(or `"type": "video/mp4"`). The largest MP4 source is downloaded: by `size`, then picture area, then `avg_bitrate`.',
    },
    filename: { type: 'string', default: '', description: 'The saved file’s name. Empty: the last part of the address.' },
    label: { type: 'string', default: 'Download', emptyIsDefault: true, description: 'The button text.' },
    analyticsTitle: { type: 'string', default: '', description: 'The download analytic’s `contentTitle` (e.g. the video’s title). Empty: the file name.' },
    progressThreshold: {
      type: 'number',
      default: 1000000,
      description: 'Files of at least this many bytes (or of unknown size) show a progress bar while they download; smaller ones only the busy button.',
    },
    downloadingText: {
      type: 'string',
      default: 'Downloading… {percent}%',
      description: 'Shown (and announced) with the progress; `{percent}` is the share done. Without a known size, `downloading-unknown-text`.',
    },
    downloadingUnknownText: { type: 'string', default: 'Downloading…', description: 'Shown while a file of unknown size downloads.' },
    doneText: { type: 'string', default: 'Download complete.', description: 'Announced when the file has been saved.' },
    errorMessage: {
      type: 'string',
      default: 'Video download failed',
      emptyIsDefault: true,
      description: "Shown (and announced) when a video's download (`sources`) fails (spec section 8); the button can be pressed again.",
    },
    fileErrorMessage: {
      type: 'string',
      default: 'The file could not be downloaded. Please try again.',
      emptyIsDefault: true,
      description: 'Shown (and announced) when the download of a file given by `href` fails; the button can be pressed again.',
    },
  },
  events: {
    'vb-download-button-download': {
      description:
        'The file has been read and is about to be saved. Cancelable: `preventDefault()` keeps it from being saved (a page that handles `blob` itself).',
      detail: '{ url: string; filename: string; bytes: number; video: boolean; blob: Blob }',
    },
    'vb-download-button-error': {
      description: 'The download failed; `message` is technical (for logs), the visitor sees `error-message`.',
      detail: '{ url: string; message: string }',
    },
  },
  parts: {
    button: 'The download button.',
    label: 'The button text.',
    progress: 'The progress bar (large files).',
    status: 'The progress, done and error line (a live region).',
  },
  cssProperties: {
    '--vb-download-button-background': 'Button background. Default: `--vb-color-primary` (`#1f5ea8`).',
    '--vb-download-button-color': 'Button text. Default: `--vb-color-background` (`#ffffff`).',
    '--vb-download-button-progress-color': 'The filled part of the progress bar. Default: `--vb-color-primary`.',
  },
});
