// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { ChatProps } from '../elements/chat/chat.tsx';
import type { ChatEvents } from '../elements/chat/events.ts';

export type * from '../elements/chat/events.ts';
export type { ChatProps } from '../elements/chat/chat.tsx';
export { default } from '../elements/chat/define.ts';

/** <vb-chat>: A chat launcher and a panel holding the chat page in a sandboxed frame, loaded from the configured `chat-origin` with the spec’s query (lang, embedded=true, adobeId, startBot=true, source, cid). Open state persists for the session; the chat closes when its frame (and only its frame, from its origin) posts `left_message`; full screen up to 599 px wide, hidden on wide screens under 600 px high. */
export interface VbChatElement extends HTMLElement, ChatProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-chat> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbChatJsxProps = React.ClassAttributes<VbChatElement> &
  Omit<
    React.HTMLAttributes<VbChatElement>,
    | 'chatOrigin'
    | 'chat-origin'
    | 'adobeId'
    | 'adobe-id'
    | 'language'
    | 'visible'
    | 'placement'
    | 'sandbox'
    | 'launcherLabel'
    | 'launcher-label'
    | 'heading'
    | 'closeLabel'
    | 'close-label'
    | 'frameTitle'
    | 'frame-title'
    | 'render'
  > & {
    /** The chat page’s address (`https://chat.example.org/embed`); its origin is the only one whose messages are obeyed. Empty: the reference server’s own chat page, `{static directory}/chat/index.html`, same origin. */
    chatOrigin?: ChatProps['chatOrigin'];
    /** The chat page’s address (`https://chat.example.org/embed`); its origin is the only one whose messages are obeyed. Empty: the reference server’s own chat page, `{static directory}/chat/index.html`, same origin. */
    'chat-origin'?: string;
    /** The visitor id of the page’s analytics, sent as the `adobeId` query parameter. */
    adobeId?: ChatProps['adobeId'];
    /** The visitor id of the page’s analytics, sent as the `adobeId` query parameter. */
    'adobe-id'?: string;
    /** The chat’s language (`lang` query parameter). Empty: the page’s `<meta name="language">`, else `<html lang>`, else `en`. */
    language?: ChatProps['language'];
    /** Show the launcher. `visible="false"` hides the chat (state hidden) until the attribute is removed, unless the chat was already shown on an earlier page of this session (session flag `showChat`). */
    visible?: ChatProps['visible'];
    /** `fixed`: the launcher floats in the bottom corner of the window. `inline`: it stays where the element is (the panel opens above it). */
    placement?: ChatProps['placement'];
    /** The frame’s sandbox tokens; empty means the default, the narrowest the reference chat works in. Widen it only for a chat service that needs more (e.g. `allow-popups` for links it opens). */
    sandbox?: ChatProps['sandbox'];
    /** The launcher button’s text. */
    launcherLabel?: ChatProps['launcherLabel'];
    /** The launcher button’s text. */
    'launcher-label'?: string;
    /** The panel’s heading, which names the dialog. */
    heading?: ChatProps['heading'];
    /** The accessible name of the close button. */
    closeLabel?: ChatProps['closeLabel'];
    /** The accessible name of the close button. */
    'close-label'?: string;
    /** The frame’s title, read by screen readers. */
    frameTitle?: ChatProps['frameTitle'];
    /** The frame’s title, read by screen readers. */
    'frame-title'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-chat': VbChatElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-chat-toggle': CustomEvent<ChatEvents['vb-chat-toggle']>;
    'vb-chat-start': CustomEvent<ChatEvents['vb-chat-start']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-chat': VbChatJsxProps;
    }
  }
}
