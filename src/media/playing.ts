/**
 * 'Playing one pauses others' (spec section 4, media player and audio): every player on the page registers here;
 * when one starts, every other is told to pause. A player also pauses when an overlay around it hides
 * (overlay-media.ts's `vb-media-pause` page event). State lives on window, so players from separate bundles share it.
 */
import { isPauseFor, MEDIA_PAUSE_EVENT, type MediaPauseDetail } from '../overlay-media.ts';
import { pageState } from '../page-state.ts';

export interface RegisteredPlayer {
  element: Element;
  pause(): void;
}

function players(): Set<RegisteredPlayer> {
  return pageState<Set<RegisteredPlayer>>('visitorBlocks.mediaPlayers', () => new Set());
}

/** Join the page's players; returns a function that leaves (and stops listening for overlay pauses). */
export function registerPlayer(player: RegisteredPlayer): () => void {
  players().add(player);
  const onPause = (event: Event) => {
    const detail = (event as CustomEvent<MediaPauseDetail>).detail;
    if (detail && isPauseFor(detail, player.element)) player.pause();
  };
  document.addEventListener(MEDIA_PAUSE_EVENT, onPause);
  return () => {
    players().delete(player);
    document.removeEventListener(MEDIA_PAUSE_EVENT, onPause);
  };
}

/** `player` started: pause every other one. */
export function startedPlaying(player: RegisteredPlayer): void {
  for (const other of Array.from(players())) {
    if (other === player) continue;
    try {
      other.pause();
    } catch (error) {
      console.error('visitorBlocks: a player did not pause', error);
    }
  }
}
