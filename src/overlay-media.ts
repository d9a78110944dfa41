/**
 * Hiding an overlay pauses what plays inside it (visitor spec section 4: "Modal: hiding pauses players").
 * Native media elements are paused here; the media players (hosted-video and streaming-site frames, which
 * are not HTMLMediaElements) listen for one page event and pause themselves when they are inside `root`.
 */
import { composedContains } from './overlay-focus.ts';

/** The document event sent when an overlay hides: detail `{ root }`, the element whose content should stop playing. */
export const MEDIA_PAUSE_EVENT = 'vb-media-pause';

export interface MediaPauseDetail {
  root: Element;
}

function mediaWithin(root: Element): HTMLMediaElement[] {
  const found = new Set<HTMLMediaElement>();
  const visit = (scope: Element | ShadowRoot): void => {
    for (const media of scope.querySelectorAll('audio, video')) found.add(media as HTMLMediaElement);
    for (const element of scope.querySelectorAll('*')) if (element.shadowRoot) visit(element.shadowRoot);
  };
  visit(root);
  if (root.shadowRoot) visit(root.shadowRoot);
  return [...found];
}

/** Pause every audio and video inside `root` (its light children and open shadow roots), then tell the players. */
export function pauseMediaWithin(root: Element): void {
  for (const media of mediaWithin(root)) if (!media.paused) media.pause();
  document.dispatchEvent(new CustomEvent<MediaPauseDetail>(MEDIA_PAUSE_EVENT, { detail: { root } }));
}

/** For a player: whether a pause request is for it (it sits inside the hidden overlay, slotted or not). */
export function isPauseFor(detail: MediaPauseDetail, player: Element): boolean {
  return composedContains(detail.root, player);
}
