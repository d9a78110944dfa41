// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/chat/meta.ts';
import type { ChatEvents } from '../elements/chat/events.ts';

export type * from '../elements/chat/events.ts';
export { default } from '../elements/chat/define.ts';

/** Properties of <vb-chat>, each with its default when unset (from meta.ts). */
export type ChatProps = PropsOf<typeof meta>;

/** <vb-chat>: A chat launcher and a panel holding the chat page in a sandboxed frame, loaded from the configured `chat-origin` with the spec’s query (lang, embedded=true, adobeId, startBot=true, source, cid). Open state persists for the session; the chat closes when its frame (and only its frame, from its origin) posts `left_message`; full screen up to 599 px wide, hidden on wide screens under 600 px high. */
export interface VbChatElement extends HTMLElement, ChatProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-chat': VbChatElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-chat-toggle': CustomEvent<ChatEvents['vb-chat-toggle']>;
    'vb-chat-start': CustomEvent<ChatEvents['vb-chat-start']>;
  }
}
