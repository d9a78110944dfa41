/**
 * vb-image-block's rules (no DOM): what the author's picture lacks, in words that name the attribute, and how it
 * should load given where it sits on the page.
 */

export interface ImageFacts {
  hasImage: boolean;
  alt: string | null;
  width: string | null;
  height: string | null;
  /** A CSS aspect ratio the page gave it (other than `auto`). */
  aspectRatio: boolean;
  srcset: string | null;
  sizes: string | null;
}

/** Problems with the author's picture, each naming the attribute; empty when it is fine. */
export function imageProblems(facts: ImageFacts): string[] {
  if (!facts.hasImage) return ['has no <img> child: put the picture inside the tag (<img src alt width height>).'];
  const problems: string[] = [];
  if (facts.alt === null) problems.push('the <img> has no alt attribute: describe the picture, or write alt="" when it is decoration.');
  if ((facts.width === null || facts.height === null) && !facts.aspectRatio) {
    problems.push("the <img> has no width and height attributes: add them (the picture's own size) so the page does not shift as it loads.");
  }
  if (facts.srcset && /\d\s*w\b/.test(facts.srcset) && !facts.sizes) {
    problems.push('the <img> has a srcset with widths (w) but no sizes attribute: the browser assumes the full window width and may load a bigger file.');
  }
  return problems;
}

/**
 * How the picture loads when the author did not say: in or near the first screen it loads at once and first (it is
 * likely the largest paint), further down it waits until the visitor scrolls near it.
 */
export function loadingFor(top: number, viewportHeight: number): { loading: 'eager' | 'lazy'; priority: 'high' | 'auto' } {
  return top < viewportHeight ? { loading: 'eager', priority: 'high' } : { loading: 'lazy', priority: 'auto' };
}
