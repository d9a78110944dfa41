import type { ElementExample } from '../../src/example.ts';

/** vb-download-button's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `A file`,
    description: `<code>href</code> names the file; it is read, then saved as <code>countries.json</code> (the last part of its address). <code>progress-threshold="0"</code> shows the progress bar even for this small file.`,
    html: `<vb-download-button href="/demo/static/country/countries.json" label="Download the country list" progress-threshold="0"></vb-download-button>`,
  },
  {
    name: 'video',
    title: `A video's largest MP4 source`,
    description: `<code>sources</code> lists the video's sources as the hosted-video service does; the largest MP4 (<code>size</code>) is downloaded, never the stream. The demo server holds no video files, so here the press shows the failure: "Video download failed", and the button can be pressed again.`,
    html: `<vb-download-button
  label="Download the video"
  analytics-title="Temple Open House Tours"
  filename="temple-open-house.mp4"
  sources='[{ "src": "/static/video/open-house.m3u8", "type": "application/x-mpegURL" }, { "src": "/static/video/open-house-540.mp4", "container": "MP4", "size": 18500000, "width": 960, "height": 540 }, { "src": "/static/video/open-house-1080.mp4", "container": "MP4", "size": 61200000, "width": 1920, "height": 1080 }]'
></vb-download-button>`,
  },
  {
    name: 'light-dom',
    title: `Light DOM, own wording`,
    description: `With <code>render="light"</code> the button renders into the page, so page CSS reaches it through its <code>part</code> attributes; every text is an attribute.`,
    html: `<vb-download-button
  render="light"
  lang="es"
  class="download-demo-outline"
  href="/demo/static/country/state-826.json"
  label="Descargar la lista"
  downloading-text="Descargando… {percent}%"
  downloading-unknown-text="Descargando…"
  done-text="Descarga completa."
  file-error-message="No se pudo descargar el archivo"
></vb-download-button>`,
  },
];
