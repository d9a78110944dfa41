/** The audio player's rules (visitor spec section 4 'Audio', section 9 'Audio skip 10 s'), pure for a node test. */
import { formatTime } from '../../src/media/media-logic.ts';

export const SKIP_SECONDS = 10; // spec: audio skip 10 s

/** Where a skip of `delta` seconds lands: never before the start nor past the end (the player stops there). */
export function skipTarget(position: number, delta: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : 0;
  const from = Number.isFinite(position) ? position : 0;
  return Math.min(end, Math.max(0, from + delta));
}

/**
 * Before the file loads its length is unknown, so the seek bar counts hundredths of it: a seek there (a click on the
 * bar, an arrow key) loads the file and then goes to that share of its length.
 */
export const UNLOADED_SEEK_MAX = 100;

/** The share of the file (0 to 1) a seek bar value before load stands for. */
export function unloadedShare(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value / UNLOADED_SEEK_MAX)) : 0;
}

/** The slider's spoken value, '1:05 of 3:20', from a template with `{current}` and `{duration}`. */
export function positionText(template: string, position: number, duration: number): string {
  return template.replace('{current}', formatTime(position)).replace('{duration}', formatTime(duration));
}

/** Extra files after `src`, comma-separated, tried in order: the first the browser can play wins. */
export function audioSources(src: string, more: string): { src: string; type: string }[] {
  return [src, ...more.split(',')]
    .map((url) => url.trim())
    .filter((url, index, all) => url !== '' && all.indexOf(url) === index)
    .map((url) => ({ src: url, type: '' }));
}
