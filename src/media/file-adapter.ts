/** A plain video or audio file in the browser's own element: the third adapter, with the platforms' interface. */
import type { PlayerAdapter, PlayerEvents, PlayerOptions } from './adapter.ts';

export async function buildFilePlayer(container: HTMLElement, options: PlayerOptions, events: PlayerEvents): Promise<PlayerAdapter> {
  const media = document.createElement(options.kind);
  media.preload = 'auto';
  media.controls = options.controls;
  media.muted = options.muted;
  media.loop = options.looping;
  media.autoplay = options.autoplay;
  if (media instanceof HTMLVideoElement) {
    media.playsInline = true;
    if (options.poster) media.poster = options.poster;
  }
  if (options.title) media.setAttribute('aria-label', options.title);
  const sources = options.sources.length > 0 ? options.sources : [{ src: options.src, type: '' }];
  for (const { src, type } of sources) {
    const source = document.createElement('source');
    source.src = src;
    if (type) source.type = type;
    media.append(source);
  }
  media.addEventListener('play', () => events.play());
  media.addEventListener('pause', () => events.pause());
  media.addEventListener('ended', () => events.ended());
  media.addEventListener('waiting', () => events.buffering());
  media.addEventListener('playing', () => events.loadend());
  media.addEventListener('loadeddata', () => events.loadend());
  media.addEventListener('volumechange', () => events.muted(media.muted));
  // Each <source> that fails reports on itself; the element reports only when every one failed.
  const last = media.lastElementChild;
  last?.addEventListener('error', () => events.error(`The file ${sources.at(-1)?.src ?? ''} could not be played.`));
  container.replaceChildren(media);
  await new Promise<void>((resolve, reject) => {
    if (media.readyState >= HTMLMediaElement.HAVE_METADATA) resolve();
    media.addEventListener('loadedmetadata', () => resolve(), { once: true });
    last?.addEventListener('error', () => reject(new Error(`The file ${sources.at(-1)?.src ?? ''} could not be played.`)), { once: true });
  });
  if (options.start > 0) media.currentTime = options.start;
  return {
    platform: 'file',
    play: () => void media.play().catch(() => undefined),
    pause: () => media.pause(),
    seek: (seconds) => void (media.currentTime = seconds),
    setMuted: (muted) => void (media.muted = muted),
    isMuted: () => media.muted,
    currentTime: () => media.currentTime,
    duration: () => (Number.isFinite(media.duration) ? media.duration : 0),
    version: () => undefined,
    sources: () => sources,
    destroy: () => {
      media.pause();
      media.remove();
    },
  };
}
