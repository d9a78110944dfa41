/**
 * Images in the author's slides, one way for every carousel: a slide's picture (for a thumbnail), the check that
 * each image reserves its room (width and height, or a CSS aspect ratio; otherwise the page shifts as it loads), and
 * lazy loading that still has the neighbour ready before the visitor moves to it.
 */

/** The first image of a slide (the slide itself when it is one). */
export function slideImage(slide: Element): HTMLImageElement | undefined {
  if (slide instanceof HTMLImageElement) return slide;
  return slide.querySelector('img') ?? undefined;
}

/**
 * A thumbnail for a slide: the slide's `data-thumb` (a small picture the author made), else its image's own
 * address (the browser has it, or fetches it once). Alt text names the slide for the thumbnail's button.
 */
export function slideThumb(slide: Element): { src: string; alt: string } | undefined {
  const image = slideImage(slide);
  const src = slide.getAttribute('data-thumb') || image?.getAttribute('data-thumb') || image?.currentSrc || image?.getAttribute('src') || '';
  if (!src) return undefined;
  return { src, alt: image?.getAttribute('alt')?.trim() ?? '' };
}

const warned = new WeakSet<Element>();

/** One console warning per image that does not reserve its room (no width and height, and no aspect ratio). */
export function warnUnsizedImages(tag: string, slides: readonly Element[]): void {
  slides.forEach((slide, i) => {
    const images = slide instanceof HTMLImageElement ? [slide] : Array.from(slide.querySelectorAll('img'));
    for (const image of images) {
      if (warned.has(image)) continue;
      const sized = image.hasAttribute('width') && image.hasAttribute('height');
      if (sized || getComputedStyle(image).aspectRatio !== 'auto') continue;
      warned.add(image);
      console.warn(
        `<${tag}>: the image in slide ${i + 1} (${image.getAttribute('src') ?? 'no src'}) has no width and height attributes; ` +
          'add them (or a CSS aspect-ratio) so the page does not shift as it loads.',
      );
    }
  });
}

/**
 * Images of slides the visitor cannot see yet wait (`loading="lazy"`, unless the author chose); the slides next to
 * the ones in view load now, so a move shows a picture, not a gap.
 */
export function loadNear(slides: readonly Element[], inView: readonly number[], loop: boolean): void {
  const near = new Set<number>();
  for (const index of inView) {
    near.add(index);
    near.add(loop ? (index + 1) % slides.length : index + 1);
    near.add(loop ? (index - 1 + slides.length) % slides.length : index - 1);
  }
  slides.forEach((slide, i) => {
    const images = slide instanceof HTMLImageElement ? [slide] : Array.from(slide.querySelectorAll('img'));
    for (const image of images) {
      if (near.has(i)) {
        if (image.loading === 'lazy') image.loading = 'eager';
      } else if (!image.hasAttribute('loading')) image.loading = 'lazy';
    }
  });
}
