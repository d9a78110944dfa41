// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/campaigner/meta.ts.

/** `vb-campaigner-toggle`: The content was shown or hidden because the campaign cookie or an attribute changed (not sent for the first state). */
export type CampaignerToggleDetail = { shown: boolean };

/** Every event <vb-campaigner> sends, by name: its `event.detail`. */
export type CampaignerEvents = {
  'vb-campaigner-toggle': CampaignerToggleDetail;
};
