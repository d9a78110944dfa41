/**
 * Which source of a video is the largest MP4 (spec section 7: "download of the largest MP4 source of a video"): the
 * players' download action (media-download.ts) and vb-download-button both ask it. Pure; a node test covers it.
 */

/** A video source as the hosted-video service lists them (Brightcove `mediainfo.sources`), or as a page writes one. */
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
  if (typeof source.container === 'string' && source.container) return source.container.toUpperCase() === 'MP4';
  if (typeof source.type === 'string' && source.type) return source.type.toLowerCase().split(';')[0]!.trim() === 'video/mp4';
  return /\.mp4(?:[?#]|$)/i.test(source.src);
}

/**
 * The largest MP4 source: by size in bytes, then by picture area, then by bit rate; the first of equals.
 * Undefined when the list has no MP4 source (a stream such as HLS, or a WebM file, cannot be saved as an MP4).
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
