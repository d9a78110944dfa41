import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { track } from '../../src/analytics.ts';
import { readMeta } from '../../src/config.ts';
import { staticFileUrl } from '../../src/static-files.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { reserveFloatingRoom } from '../../src/floating-room.ts';
import { useOverlay } from '../../src/hooks/use-overlay.ts';
import { elementLanguage } from '../../src/locale.ts';
import { getCookie, getItem, removeItem, setItem } from '../../src/storage.ts';
import {
  CHAT_MOBILE_MAX_WIDTH_PX,
  CHAT_OPEN_FLAG,
  LEFT_MESSAGE,
  MESSAGE_SENT,
  SENT_FIRST_CHAT_FLAG,
  SHOW_CHAT_FLAG,
  chatFrameUrl,
  chatLanguage,
  fromChat,
  initialState,
  messageKind,
} from './chat-logic.ts';
import type { ChatEvents, ChatToggleDetail } from './events.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export type { ChatEvents } from './events.ts';

export type ChatProps = PropsOf<typeof meta>;

const B = 'vb-chat';
/** Spec section 9: 'chat mobile up to 599 px': the open panel fills the screen and the page behind it does not scroll. */
const MOBILE_QUERY = `(max-width: ${CHAT_MOBILE_MAX_WIDTH_PX}px)`;

function subscribeMobile(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isMobile = () => window.matchMedia(MOBILE_QUERY).matches;

const flag = (name: string) => getItem('session', name) === 'true';

/** The reference server's own chat page (demo/static/chat), under the page's static directory. */
function defaultChatPage(): string {
  return staticFileUrl('chat/index.html');
}

/**
 * The chat page. Only an http(s) address is a chat page: a `javascript:` or `data:` address in the frame would run
 * the attribute's text as script. Anything else (not an address at all, another scheme) gives the reference chat page.
 */
function resolveChatPage(chatOrigin: string): URL {
  const fallback = () => new URL(defaultChatPage(), location.href);
  try {
    const url = new URL(chatOrigin || defaultChatPage(), location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : fallback();
  } catch {
    return fallback();
  }
}

export function Chat(props: ChatProps) {
  const { chatOrigin, adobeId, language, visible, placement, sandbox, launcherLabel, heading, closeLabel, frameTitle } = props;
  const host = useHost();
  const emit = useEmit<ChatEvents>();
  const id = useDomId();
  const panelId = `${id}-panel`;
  const headingId = `${id}-heading`;
  const launcherRef = useRef<HTMLButtonElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const [open, setOpen] = useState(() => initialState({ chatOpen: flag(CHAT_OPEN_FLAG), showChat: flag(SHOW_CHAT_FLAG) }, visible) === 'open');
  /** Focus moves into the frame when a visitor opened the chat; a chat restored open (the next page) does not take it. */
  const [takeFocus, setTakeFocus] = useState(false);
  const [shownInSession] = useState(() => flag(SHOW_CHAT_FLAG));
  // The frame loads when the chat first opens, and stays while the page lives so a closed chat keeps its conversation.
  const [frameWanted, setFrameWanted] = useState(open);
  const state = open ? 'open' : visible || shownInSession ? 'visible' : 'hidden';
  const mobile = useSyncExternalStore(subscribeMobile, isMobile, () => false);

  const chatPage = useMemo(() => resolveChatPage(chatOrigin), [chatOrigin]);
  const frameUrl = useMemo(() => {
    // Spec: the chat's own language, else the page's language meta, else the page language (nearest lang, then <html lang>).
    const lang = chatLanguage(language, readMeta('language'), elementLanguage(host.element));
    return chatFrameUrl(chatPage.href, location.href, { lang, adobeId, source: location.href, cid: getCookie('cid') ?? getCookie('CID') }).href;
  }, [chatPage, language, adobeId, host.element]);

  useLayoutEffect(() => {
    host.element.setAttribute('data-vb-state', state);
  }, [host.element, state]);

  // The fixed launcher floats over the page's end: the page keeps room to scroll its last lines above it.
  const shown = state !== 'hidden';
  useEffect(() => {
    const launcher = launcherRef.current;
    if (placement === 'inline' || !shown || !launcher) return undefined;
    return reserveFloatingRoom(launcher);
  }, [placement, shown]);

  // Spec section 3: showChat: once the chat was shown, it shows on every page of the session.
  useEffect(() => {
    if (state !== 'hidden') setItem('session', SHOW_CHAT_FLAG, 'true');
  }, [state]);

  const info = useCallback((interactionText: string) => ({ contentTitle: heading, interactionText, link: chatPage.origin }), [heading, chatPage]);

  const toggle = useCallback(
    (next: boolean, reason: ChatToggleDetail['reason']) => {
      setOpen(next);
      setTakeFocus(next);
      if (next) {
        setFrameWanted(true);
        setItem('session', CHAT_OPEN_FLAG, 'true');
      } else removeItem('session', CHAT_OPEN_FLAG);
      track(host.element, next ? 'chatOpen' : 'chatClose', info(next ? 'open' : 'close'));
      emit('vb-chat-toggle', { open: next, reason });
    },
    [emit, host.element, info],
  );

  // The overlay kit (src/overlay.ts), non-modal: in the page's one open stack (Escape closes the chat when it is the top
  // overlay), focus into the frame and back to what opened it (the launcher) when it was inside, and on phones, where
  // the panel fills the screen, the one scroll lock.
  useOverlay(panelRef, open, {
    modal: false,
    lockScroll: mobile,
    moveFocus: takeFocus,
    initialFocus: () => frameRef.current,
    fallbackFocus: () => launcherRef.current,
    requestClose: (reason) => toggle(false, reason === 'escape' ? 'escape' : 'close'),
  });

  const latest = useLatest({ open, toggle, origin: chatPage.origin, info });
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const { open: isOpen, toggle: change, origin, info: describe } = latest.current;
      if (!fromChat(event.origin, event.source, origin, frameRef.current?.contentWindow)) return;
      const kind = messageKind(event.data);
      if (kind === LEFT_MESSAGE) {
        if (isOpen) change(false, 'left_message');
      } else if (kind === MESSAGE_SENT && !flag(SENT_FIRST_CHAT_FLAG)) {
        // Spec section 3: sentFirstChatTracker: the 'start' event once per session, at the visitor's first message.
        setItem('session', SENT_FIRST_CHAT_FLAG, 'true');
        track(host.element, 'chatStart', describe('start'));
        emit('vb-chat-start', { origin });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [latest, host.element, emit]);

  return (
    <div className={`${B}__root ${B}__root--${placement === 'inline' ? 'inline' : 'fixed'}`} part="root">
      {/* The launcher comes first: Tab goes from it into the open panel; CSS shows the panel above it. */}
      <button
        type="button"
        ref={launcherRef}
        className={`${B}__launcher`}
        part="launcher"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => toggle(!open, 'launcher')}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 5h16v11H9l-5 4z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" fill="none" />
        </svg>
        <span>{launcherLabel}</span>
      </button>
      <div className={`${B}__panel`} part="panel" id={panelId} role="dialog" aria-labelledby={headingId} hidden={!open} ref={panelRef}>
        <div className={`${B}__header`} part="header">
          <span className={`${B}__heading`} part="heading" id={headingId}>
            {heading}
          </span>
          <button type="button" className={`${B}__close vb-close-button`} part="close" aria-label={closeLabel} onClick={() => toggle(false, 'close')}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
            </svg>
          </button>
        </div>
        {frameWanted ? <iframe ref={frameRef} className={`${B}__frame`} part="frame" title={frameTitle} src={frameUrl} sandbox={sandbox} /> : null}
      </div>
    </div>
  );
}
