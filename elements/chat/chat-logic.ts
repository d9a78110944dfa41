/**
 * vb-chat's rules as pure functions (spec section 3 'Storage' session flags, section 4 'Chat', section 7
 * 'Chat: embedded frame from a configured chat origin with query ...'): the frame's address, which
 * messages count, and the state a page starts in. No DOM writes; a node test covers them.
 */

/** Session storage flags (spec section 3 'Storage'): the names the spec gives, values 'true' / absent. */
export const CHAT_OPEN_FLAG = 'chatOpen';
export const SHOW_CHAT_FLAG = 'showChat';
export const SENT_FIRST_CHAT_FLAG = 'sentFirstChatTracker';

/** The message the chat frame posts when the visitor leaves the chat (spec section 4: closes on 'left_message'). */
export const LEFT_MESSAGE = 'left_message';
/**
 * The message the chat frame posts when the visitor sends a message. The spec names the 'start' analytics
 * and its once-per-session tracker but not the frame's message; the reference chat page posts this one.
 */
export const MESSAGE_SENT = 'message_sent';

/** Spec section 9: 'chat mobile up to 599 px' (full screen) and 'wide-screen hide height 600 px'. */
export const CHAT_MOBILE_MAX_WIDTH_PX = 599;
export const CHAT_HIDE_BELOW_HEIGHT_PX = 600;

export type ChatState = 'hidden' | 'visible' | 'open';

export interface ChatQuery {
  /** The page's language (spec: 'query lang (page language meta)'). */
  lang: string;
  adobeId: string;
  /** The page's address. */
  source: string;
  /** The visitor's campaign id cookie, when there is one (spec: 'optional cid'). */
  cid?: string | undefined;
}

/**
 * The frame's address: the chat page with the spec's query, in the spec's order (lang, embedded=true,
 * adobeId, startBot=true, source, then cid when known). Parameters already on the chat page's address stay;
 * the spec's replace any of the same name.
 */
export function chatFrameUrl(chatPage: string, base: string, query: ChatQuery): URL {
  const url = new URL(chatPage, base);
  const params: [string, string][] = [
    ['lang', query.lang],
    ['embedded', 'true'],
    ['adobeId', query.adobeId],
    ['startBot', 'true'],
    ['source', query.source],
  ];
  if (query.cid) params.push(['cid', query.cid]);
  for (const [name] of params) url.searchParams.delete(name);
  for (const [name, value] of params) url.searchParams.append(name, value);
  return url;
}

/** The kind of a message from the frame: a bare string (`'left_message'`) or `{ type: 'left_message' }`; anything else null. */
export function messageKind(data: unknown): string | null {
  if (typeof data === 'string') return data;
  if (data && typeof data === 'object' && typeof (data as { type?: unknown }).type === 'string') return (data as { type: string }).type;
  return null;
}

/**
 * Does a message come from the chat? Only from the configured origin AND from our own frame's window:
 * another frame of the same origin (an ad, a second chat) or any other window cannot close this one.
 */
export function fromChat(origin: string, source: unknown, chatOrigin: string, frameWindow: unknown): boolean {
  return origin === chatOrigin && source !== null && source !== undefined && source === frameWindow;
}

/**
 * The state a page starts in (spec section 4 'Chat: hidden/visible/open; open state persisted for the
 * session'): open when the chat was open on the last page of this session; visible when the element is
 * shown, or the chat was shown earlier in the session; else hidden.
 */
export function initialState(flags: { chatOpen: boolean; showChat: boolean }, visible: boolean): ChatState {
  if (flags.chatOpen) return 'open';
  return visible || flags.showChat ? 'visible' : 'hidden';
}

/** The page language for the chat: the element's `language`, else the page's language meta, else the document's, else en (spec: default language en). */
export function chatLanguage(own: string, meta: string | null | undefined, documentLang: string | null | undefined): string {
  for (const candidate of [own, meta, documentLang]) {
    const value = candidate?.trim();
    if (value) return value;
  }
  return 'en';
}
