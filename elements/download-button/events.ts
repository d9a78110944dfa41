// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/download-button/meta.ts.

/** `vb-download-button-download`: The file has been read and is about to be saved. Cancelable: `preventDefault()` keeps it from being saved (a page that handles `blob` itself). */
export type DownloadButtonDownloadDetail = { url: string; filename: string; bytes: number; video: boolean; blob: Blob };

/** `vb-download-button-error`: The download failed; `message` is technical (for logs), the visitor sees `error-message`. */
export type DownloadButtonErrorDetail = { url: string; message: string };

/** Every event <vb-download-button> sends, by name: its `event.detail`. */
export type DownloadButtonEvents = {
  'vb-download-button-download': DownloadButtonDownloadDetail;
  'vb-download-button-error': DownloadButtonErrorDetail;
};
