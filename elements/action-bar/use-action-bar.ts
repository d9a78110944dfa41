/** vb-action-bar's effects: what is shared, the copy-link state with its fallback, and the device's share sheet. */
import { useEffect, useMemo, useRef, useState } from 'react';
import { track } from '../../src/analytics.ts';
import type { ActionBarEvents } from './events.ts';
import { COPIED_MS, isShareCancel, nativeShareData, parseFollow, parseNetworks, sharedUrl, type CopyState, type SharedPage } from './action-bar-logic.ts';

export type { ActionBarCopyDetail, ActionBarEvents, ActionBarFollowDetail, ActionBarShareDetail } from './events.ts';

type Emit = <K extends keyof ActionBarEvents>(name: K, detail: ActionBarEvents[K]) => boolean;

/** The page shared, the share items and follow links; every attribute problem is one console warning naming it. */
export function useSharedPage(element: HTMLElement, props: { url: string; shareTitle: string; shareText: string; networks: string; follow: unknown }) {
  const doc = element.ownerDocument;
  const canonical = doc.querySelector('link[rel~="canonical"]')?.getAttribute('href') ?? null;
  const { url, problem } = useMemo(() => sharedUrl(props.url ?? '', canonical, doc.URL), [props.url, canonical, doc.URL]);
  const networks = useMemo(() => parseNetworks(props.networks ?? ''), [props.networks]);
  const follow = useMemo(() => parseFollow(props.follow, doc.URL), [props.follow, doc.URL]);
  const warnings = [problem, ...networks.problems, ...follow.problems].filter((text): text is string => !!text).join('\n');

  useEffect(() => {
    for (const line of warnings ? warnings.split('\n') : []) console.warn(`<vb-action-bar>: ${line}`);
  }, [warnings]);

  const page: SharedPage = { url, title: (props.shareTitle ?? '').trim() || doc.title.trim(), text: (props.shareText ?? '').trim() };
  return { page, items: networks.items, follow: follow.items };
}

/** Whether the text reached the clipboard. */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    // Undefined outside a secure context; a rejection when the page has no permission or focus.
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copy link: "copied" for COPIED_MS, or "refused" (the link shown, selected, to copy by hand). */
export function useCopyLink(element: HTMLElement, page: SharedPage, emit: Emit) {
  const [state, setState] = useState<CopyState>('ready');
  const field = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The field appears with the refusal: select its text there so Ctrl+C copies it at once.
  useEffect(() => {
    if (state !== 'refused') return;
    field.current?.focus();
    field.current?.select();
  }, [state]);

  const copy = async () => {
    const url = page.url.href;
    clearTimeout(timer.current);
    setState('ready');
    const copied = await writeClipboard(url);
    setState(copied ? 'copied' : 'refused');
    if (copied) timer.current = setTimeout(() => setState('ready'), COPIED_MS);
    emit('vb-action-bar-copy', { url, copied });
    track(element, 'share', { contentTitle: page.title, interactionText: 'copy', link: url, copied });
  };
  return { state, copy, field };
}

/** The Web Share API where the device has it (and accepts this page's data). */
function canShareNatively(page: SharedPage): boolean {
  if (typeof navigator.share !== 'function') return false;
  try {
    return typeof navigator.canShare !== 'function' || navigator.canShare(nativeShareData(page));
  } catch {
    return false;
  }
}

/** The device's share sheet; `failed` once it threw for another reason than the visitor closing it. */
export function useNativeShare(element: HTMLElement, page: SharedPage, emit: Emit) {
  const available = canShareNatively(page);
  const [failed, setFailed] = useState(false);
  const share = async () => {
    try {
      await navigator.share(nativeShareData(page));
    } catch (error) {
      if (!isShareCancel(error)) setFailed(true);
      return;
    }
    emit('vb-action-bar-share', { network: 'native', url: page.url.href });
    track(element, 'share', { contentTitle: page.title, interactionText: 'native', link: page.url.href });
  };
  return { available, failed, share };
}
