/**
 * vb-download-button's pure part: which file a video downloads (spec section 7: the largest MP4 source), the
 * file's name, the progress in numbers, and the author's mistakes in words. No DOM: a node test covers it.
 */
import { largestMp4, type VideoSource } from '../../src/media/largest-mp4.ts';
import { lastPathPart, safeFileName } from '../../src/save-file.ts';

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
  const own = safeFileName(given.trim());
  if (own) return own;
  return lastPathPart(url) || 'download';
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
