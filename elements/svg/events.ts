// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/svg/meta.ts.

/** `vb-svg-load`: The icon is on the page (from the server or this session's cache). */
export type SvgLoadDetail = { name: string };

/** `vb-svg-error`: The icon could not be shown: the name is not one, the server did not answer with it, or it holds no `<svg>`. */
export type SvgErrorDetail = { name: string; reason: string };

/** Every event <vb-svg> sends, by name: its `event.detail`. */
export type SvgEvents = {
  'vb-svg-load': SvgLoadDetail;
  'vb-svg-error': SvgErrorDetail;
};
