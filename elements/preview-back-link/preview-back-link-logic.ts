/** vb-preview-back-link's rule, pure (spec section 2): shown only on a preview host, or with previewback=true. */

/** Whether the banner shows for this host name and query string. */
export function isPreview(hostname: string, search: string): boolean {
  if (hostname.toLowerCase().includes('preview')) return true;
  return new URLSearchParams(search).getAll('previewback').some((value) => value.trim().toLowerCase() === 'true');
}
