/**
 * Download of a video (spec section 7: "download of the largest MP4 source of a video"; section 8: 'Video download
 * failed'): which source is the largest MP4, and the saving of it. The pure choice (`largestMp4`) is covered by a
 * node test; `saveVideo` fetches the file and saves it as a link with `download` would. Loaded with a dynamic import
 * when a download is asked for (use-media-download.ts), so a page of players never loads it before.
 */
import type { PlayerAdapter } from './adapter.ts';
import { largestMp4, type VideoSource } from './largest-mp4.ts';
import { lastPathPart, safeFileName, saveBlob } from '../save-file.ts';

export { largestMp4, type VideoSource };

/** The saved file's name: the last part of the address's path, else `video.mp4`. */
export function videoFileName(url: URL): string {
  const name = safeFileName(lastPathPart(url));
  return name ? (/\.mp4$/i.test(name) ? name : `${name}.mp4`) : 'video.mp4';
}

/**
 * Fetch the file and save it under its name. Rejects when the address is not http(s), the answer is not 2xx, or the
 * network fails: the caller says 'Video download failed'.
 */
export async function saveVideo(address: string, signal?: AbortSignal): Promise<{ url: string; bytes: number }> {
  const url = new URL(address, document.baseURI);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${url.protocol} is not an http(s) address`);
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  saveBlob(blob, videoFileName(url));
  return { url: url.href, bytes: blob.size };
}

/** Save the largest MP4 of what `player` plays; rejects with the reason (for the console) when there is none or it fails. */
export async function downloadLargestMp4(player: PlayerAdapter, signal?: AbortSignal): Promise<{ url: string; bytes: number }> {
  const source = largestMp4(player.sources());
  if (!source?.src) {
    throw new Error(
      player.platform === 'youtube'
        ? 'the streaming site (YouTube) gives no file of its videos'
        : 'the video has no MP4 source (a stream or a WebM file cannot be saved as one)',
    );
  }
  return saveVideo(source.src, signal);
}
