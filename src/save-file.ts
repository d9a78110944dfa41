/**
 * Saving a file from a page script (vb-download-button, the players' video download in src/media/media-download.ts):
 * the blob saved as a link with `download` would, and the name an address suggests. No imports: both callers' chunks
 * take it without pulling anything else in.
 */

/** Saves a blob under a name, as a link with `download` would: the one way a page script can save a file. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** The last part of an address's path, decoded; as written when its escapes are malformed; '' when there is none. */
export function lastPathPart(url: URL): string {
  const last = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** A name any file system takes: the characters Windows, macOS or Linux refuse in a file name become '-'. */
export function safeFileName(name: string): string {
  return name.replace(/[\\/:*?"<>|]+/g, '-');
}
