/**
 * vb-download-button's pure part: which file a video downloads (spec section 7: the largest MP4 source), the
 * file's name, the progress in numbers, and the author's mistakes in words. No DOM: a node test covers it.
 */

/** A video source as the hosted-video service lists them (Brightcove playback `sources`), or as a page writes one. */
export interface VideoSource {
  src?: string;
  /** `MP4`, `M2TS`, ... (Brightcove); or a MIME type in `type`. */
  container?: string;
  type?: string;
  /** Bytes. */
  size?: number;
  width?: number;
  height?: number;
  avg_bitrate?: number;
}

const positive = (n: unknown): number => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);

function isMp4(source: VideoSource): boolean {
  if (typeof source.src !== 'string' || !source.src.trim()) return false;
  if (typeof source.container === 'string') return source.container.toUpperCase() === 'MP4';
  if (typeof source.type === 'string') return source.type.toLowerCase().split(';')[0]!.trim() === 'video/mp4';
  return /\.mp4(?:[?#]|$)/i.test(source.src);
}

/**
 * The largest MP4 source: by size in bytes, then by picture area, then by bit rate; the first of equals.
 * Undefined when the list has no MP4 source (streams such as HLS cannot be saved as one file).
 */
export function largestMp4(sources: readonly VideoSource[]): VideoSource | undefined {
  let best: VideoSource | undefined;
  const rank = (s: VideoSource) => [positive(s.size), positive(s.width) * positive(s.height), positive(s.avg_bitrate)];
  for (const source of sources) {
    if (!source || typeof source !== 'object' || !isMp4(source)) continue;
    if (!best) {
      best = source;
      continue;
    }
    const [a, b] = [rank(source), rank(best)];
    const bigger = a.findIndex((value, i) => value !== b[i]);
    if (bigger >= 0 && a[bigger]! > b[bigger]!) best = source;
  }
  return best;
}

/** What the button downloads: the author's `href`, else the largest MP4 of `sources`; a mistake in words when neither. */
export function downloadTarget(href: string, sources: unknown): { url?: string; video: boolean; problem?: string } {
  if (href.trim()) return { url: href.trim(), video: false };
  const list = Array.isArray(sources) ? (sources as VideoSource[]) : [];
  const source = largestMp4(list);
  if (source?.src) return { url: source.src.trim(), video: true };
  return {
    video: list.length > 0,
    problem:
      list.length > 0
        ? 'sources has no MP4 source (a stream cannot be saved as one file); set href, or add an MP4 source.'
        : 'nothing to download: set href to a file, or sources to the video’s sources.',
  };
}

/** The saved file's name: the author's, else the last part of the address's path, else `download`. */
export function fileName(url: URL, given: string): string {
  const own = given.trim().replace(/[\\/:*?"<>|]+/g, '-');
  if (own) return own;
  const last = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
  try {
    return decodeURIComponent(last) || 'download';
  } catch {
    return last || 'download';
  }
}

/** Per cent done, 0 to 100 rounded down; null when the size is not known. */
export function percentOf(received: number, total: number | null): number | null {
  if (!total || total <= 0) return null;
  return Math.min(100, Math.floor((received / total) * 100));
}

/** A file shows its progress when it is large (or of unknown size): a small one is saved before a bar could be read. */
export function showsProgress(total: number | null, threshold: number): boolean {
  return total === null || total >= threshold;
}

/** The `Content-Length` header as a number of bytes, null when absent or not a whole number. */
export function contentLength(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}
