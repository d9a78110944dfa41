// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/chat/meta.ts.

/** `vb-chat-toggle`: The chat opened or closed: `reason` is what did it: the launcher, the close button, Escape, or `left_message` from the chat frame. */
export type ChatToggleDetail = { open: boolean; reason: 'launcher' | 'close' | 'escape' | 'left_message' };

/** `vb-chat-start`: The visitor sent their first chat message of the session (the frame posted `message_sent`; once per session, flag `sentFirstChatTracker`). */
export type ChatStartDetail = { origin: string };

/** Every event <vb-chat> sends, by name: its `event.detail`. */
export type ChatEvents = {
  'vb-chat-toggle': ChatToggleDetail;
  'vb-chat-start': ChatStartDetail;
};
