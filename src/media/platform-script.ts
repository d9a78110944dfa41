/**
 * Where the platform scripts come from, and waiting for their APIs (spec section 9: API load timeout 10,000 ms,
 * polled every 20 ms). A page (and the reference server's demo) points each at another copy with a meta tag.
 */
import { readMeta } from '../config.ts';
import { API_POLL_MS, API_TIMEOUT_MS } from './media-logic.ts';

export const YOUTUBE_API_URL = 'https://www.youtube.com/iframe_api';
export const YOUTUBE_ICON_URL = 'https://www.youtube.com/favicon.ico';
export const BRIGHTCOVE_PLAYER_URL = 'https://players.brightcove.net/{accountId}/{playerId}_default/index.min.js';

/** `<meta name="vb-youtube-api">`: the IFrame API script. */
export function youTubeApiUrl(): string {
  return readMeta('vb-youtube-api') ?? YOUTUBE_API_URL;
}

/** `<meta name="vb-youtube-icon">`: the image loaded once per session to learn whether the site is reachable. */
export function youTubeIconUrl(): string {
  return readMeta('vb-youtube-icon') ?? YOUTUBE_ICON_URL;
}

/** `<meta name="vb-brightcove-player-url">`: the player script, `{accountId}` and `{playerId}` filled in. */
export function brightcovePlayerUrl(accountId: string, playerId: string): string {
  const template = readMeta('vb-brightcove-player-url') ?? BRIGHTCOVE_PLAYER_URL;
  return template.replaceAll('{accountId}', encodeURIComponent(accountId)).replaceAll('{playerId}', encodeURIComponent(playerId || 'default'));
}

const scripts = new Map<string, Promise<void>>();

/** Add a script once per URL; a failed one may be tried again (a retry after the visitor's click). */
export function loadScript(url: string): Promise<void> {
  const known = scripts.get(url);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scripts.delete(url);
      script.remove();
      reject(new Error(`The script ${url} did not load.`));
    };
    document.head.append(script);
  });
  scripts.set(url, loading);
  return loading;
}

/** Resolve with `check()`'s value once it is defined, polling every 20 ms; reject after 10,000 ms. */
export function waitFor<T>(check: () => T | undefined, what: string, timeout = API_TIMEOUT_MS, interval = API_POLL_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      const value = check();
      if (value !== undefined) resolve(value);
      else if (Date.now() - started >= timeout) reject(new Error(`${what} did not load within ${timeout} ms.`));
      else setTimeout(poll, interval);
    };
    poll();
  });
}
