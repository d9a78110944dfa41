// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/remote-trigger/meta.ts.

/** `vb-remote-trigger-send`: The button was pressed and the message sent. received: whether a block was subscribed to target (false: it scrolled to the element with that id instead, when there is one). */
export type RemoteTriggerSendDetail = { target: string; action: string; received: boolean };

/** Every event <vb-remote-trigger> sends, by name: its `event.detail`. */
export type RemoteTriggerEvents = {
  'vb-remote-trigger-send': RemoteTriggerSendDetail;
};
