import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'chat',
  family: 'engagement',
  calls: {
    'GET {static}/chat/index.html': 'When the launcher opens: the chat page in the frame.',
  },
  description:
    'A chat launcher and a panel holding the chat page in a sandboxed frame, loaded from the configured `chat-origin` with the spec’s query ' +
    '(lang, embedded=true, adobeId, startBot=true, source, cid). Open state persists for the session; the chat closes when its frame (and only ' +
    'its frame, from its origin) posts `left_message`; full screen up to 599 px wide, hidden on wide screens under 600 px high.',
  props: {
    chatOrigin: {
      type: 'string',
      default: '',
      description:
        'The chat page’s address (`https://chat.example.org/embed`); its origin is the only one whose messages are obeyed. Empty: the reference ' +
        'server’s own chat page, `{static directory}/chat/index.html`, same origin.',
    },
    adobeId: { type: 'string', default: '', description: 'The visitor id of the page’s analytics, sent as the `adobeId` query parameter.' },
    language: {
      type: 'string',
      default: '',
      description: 'The chat’s language (`lang` query parameter). Empty: the page’s `<meta name="language">`, else `<html lang>`, else `en`.',
    },
    visible: {
      type: 'boolean',
      default: true,
      description:
        'Show the launcher. `visible="false"` hides the chat (state hidden) until the attribute is removed, unless the chat was already shown on an ' +
        'earlier page of this session (session flag `showChat`).',
    },
    placement: {
      type: 'string',
      default: 'fixed',
      description: '`fixed`: the launcher floats in the bottom corner of the window. `inline`: it stays where the element is (the panel opens above it).',
    },
    sandbox: {
      type: 'string',
      // The narrowest the reference chat works in: its script runs, and keeps its own origin so event.origin names it.
      default: 'allow-scripts allow-same-origin',
      emptyIsDefault: true,
      description:
        'The frame’s sandbox tokens; empty means the default, the narrowest the reference chat works in. Widen it only for a chat ' +
        'service that needs more (e.g. `allow-popups` for links it opens).',
    },
    launcherLabel: { type: 'string', default: 'Chat with us', description: 'The launcher button’s text.' },
    heading: { type: 'string', default: 'Chat', description: 'The panel’s heading, which names the dialog.' },
    closeLabel: { type: 'string', default: 'Close chat', description: 'The accessible name of the close button.' },
    frameTitle: { type: 'string', default: 'Chat with a volunteer', description: 'The frame’s title, read by screen readers.' },
  },
  events: {
    'vb-chat-toggle': {
      description: 'The chat opened or closed: `reason` is what did it: the launcher, the close button, Escape, or `left_message` from the chat frame.',
      detail: "{ open: boolean; reason: 'launcher' | 'close' | 'escape' | 'left_message' }",
    },
    'vb-chat-start': {
      description: 'The visitor sent their first chat message of the session (the frame posted `message_sent`; once per session, flag `sentFirstChatTracker`).',
      detail: '{ origin: string }',
    },
  },
  parts: {
    root: 'The wrapper of launcher and panel.',
    launcher: 'The launcher button (`aria-expanded`).',
    panel: 'The chat panel, a non-modal dialog named by its heading.',
    header: 'The panel’s top bar.',
    heading: 'The panel’s heading.',
    close: 'The close button.',
    frame: 'The chat frame.',
  },
  cssProperties: {
    '--vb-chat-inset': 'Distance of the fixed launcher and panel from the window’s bottom and end edges. Default: `1rem`.',
    '--vb-chat-panel-width': 'Width of the panel on wide screens. Default: `24rem`.',
    '--vb-chat-panel-height': 'Height of the panel on wide screens (never more than the window allows). Default: `36rem`.',
  },
});
