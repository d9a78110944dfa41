/**
 * A player's download action (spec section 7: "download of the largest MP4 source of a video"; section 8: 'Video
 * download failed'): the largest MP4 the loaded player gives is fetched and saved (media-download.ts). A player not loaded yet loads
 * first (without playing) and downloads once ready. A failure shows the message, sends the player's error event
 * and the error analytic; a success sends the download analytic.
 */
import { useEffect, useRef, type Dispatch, type RefObject } from 'react';
import { track } from '../analytics.ts';
import { useLatest } from '../hooks/use-latest.ts';
import type { PlayerAdapter } from './adapter.ts';
import { DOWNLOAD_FAILED_MESSAGE, type MediaAction, type MediaAnalyticsDetail, type MediaState } from './media-logic.ts';

export interface MediaDownloadSetup {
  element: HTMLElement;
  /** `vb-<folder>`, for the console. */
  prefix: string;
  name: string;
  skipAnalytics: boolean;
  /** Only a video downloads; an audio player ignores the action. */
  video: boolean;
  /** What the visitor sees when it fails, also the error event's `message`. */
  failedText: string;
  adapter: RefObject<PlayerAdapter | undefined>;
  state: MediaState;
  dispatch: Dispatch<MediaAction>;
  /** Load the player without playing. */
  load(): void;
  /** The analytics detail of the player now. */
  detail(): MediaAnalyticsDetail;
  /** Send the player's event `<prefix>-<what>` (and its analytic). */
  report(what: string, extra: Record<string, string | number>): void;
}

export function useMediaDownload(setup: MediaDownloadSetup): () => void {
  const latest = useLatest(setup);
  const pending = useRef(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const run = async (player: PlayerAdapter) => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    const { dispatch, element, prefix } = latest.current;
    dispatch({ type: 'download', outcome: 'downloading' });
    try {
      // The choice and the saving load only when a download is asked for.
      const { downloadLargestMp4 } = await import('./media-download.ts');
      const saved = await downloadLargestMp4(player, controller.signal);
      dispatch({ type: 'download', outcome: 'idle' });
      const { skipAnalytics, name, detail } = latest.current;
      if (!skipAnalytics) track(element, 'download', { ...detail(), contentTitle: name, link: saved.url, interactionText: 'download' });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn(`visitorBlocks: <${prefix}> ${DOWNLOAD_FAILED_MESSAGE}: ${error instanceof Error ? error.message : String(error)}.`);
      dispatch({ type: 'download', outcome: 'failed' });
      latest.current.report('error', { message: latest.current.failedText, retries: latest.current.state.retries });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  // A download asked for before the player was loaded: once it is ready (or dropped when it fails to load).
  const { phase } = setup.state;
  useEffect(() => {
    if (!pending.current || (phase !== 'ready' && phase !== 'error')) return;
    pending.current = false;
    const player = latest.current.adapter.current;
    if (phase === 'ready' && player) void run(player);
    // `run` reads everything through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, latest]);

  return () => {
    if (!latest.current.video) return;
    const player = latest.current.adapter.current;
    if (player && latest.current.state.phase === 'ready') return void run(player);
    pending.current = true;
    latest.current.load();
  };
}
