// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/action-bar/meta.ts.

/** `vb-action-bar-share`: The visitor chose a share button or completed the device's share sheet; `network` is its name ("facebook", ..., "native"), `url` the address shared. */
export type ActionBarShareDetail = { network: string; url: string };

/** `vb-action-bar-follow`: The visitor followed a profile link; `url` is the profile address. */
export type ActionBarFollowDetail = { network: string; url: string };

/** `vb-action-bar-copy`: The copy-link button was used; `copied` is false when the browser refused the clipboard and the link was shown to copy by hand. */
export type ActionBarCopyDetail = { url: string; copied: boolean };

/** Every event <vb-action-bar> sends, by name: its `event.detail`. */
export type ActionBarEvents = {
  'vb-action-bar-share': ActionBarShareDetail;
  'vb-action-bar-follow': ActionBarFollowDetail;
  'vb-action-bar-copy': ActionBarCopyDetail;
};
