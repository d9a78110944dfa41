import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { contentLength } from './download-button-logic.ts';

export type DownloadPhase = 'idle' | 'downloading' | 'done' | 'error';

export interface DownloadState {
  phase: DownloadPhase;
  received: number;
  total: number | null;
}

export interface DownloadHandlers {
  onLoaded(blob: Blob, url: string): void;
  onFailed(message: string, url: string): void;
}

/**
 * Reads one file with its progress. Not through src/http.ts on purpose: that layer reads a whole body at once,
 * and a progress bar needs the body as it streams. A new press while one runs is ignored; leaving the page aborts.
 */
export function useDownload(handlers: DownloadHandlers) {
  const [state, setState] = useState<DownloadState>({ phase: 'idle', received: 0, total: null });
  const running = useRef<AbortController | null>(null);
  const latest = useLatest(handlers);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (url: string) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      setState({ phase: 'downloading', received: 0, total: null });
      try {
        const response = await fetch(url, { signal: controller.signal, credentials: 'same-origin' });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const total = contentLength(response.headers.get('Content-Length'));
        const chunks: Uint8Array[] = [];
        let received = 0;
        setState({ phase: 'downloading', received, total });
        if (response.body) {
          const reader = response.body.getReader();
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            chunks.push(value);
            received += value.byteLength;
            setState({ phase: 'downloading', received, total });
          }
        }
        const blob = new Blob(chunks as BlobPart[], { type: response.headers.get('Content-Type') ?? 'application/octet-stream' });
        setState({ phase: 'done', received, total: total ?? received });
        latest.current.onLoaded(blob, url);
      } catch (error) {
        if (controller.signal.aborted) return;
        setState((previous) => ({ ...previous, phase: 'error' }));
        latest.current.onFailed(error instanceof Error ? error.message : String(error), url);
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [latest],
  );

  return { state, start };
}
