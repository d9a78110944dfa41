/**
 * The page configuration media tests run under: the reference platform scripts (demo/static/media/, the same API as
 * the real ones over a local file) named by the meta tags a real page would point at the platforms.
 */
export const PLATFORM_META = {
  'vb-youtube-api': '/demo/static/media/youtube-iframe-api.js',
  'vb-youtube-icon': '/demo/static/media/youtube-check.svg',
  'vb-brightcove-player-url': '/demo/static/media/brightcove-player.js',
} as const;

/** Add the meta tags once for the test file (call it from a `before` hook). */
export function addPlatformMeta(): void {
  for (const [name, content] of Object.entries(PLATFORM_META)) {
    if (document.head.querySelector(`meta[name="${name}"]`)) continue;
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
  }
}
