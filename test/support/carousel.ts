/**
 * Reading a carousel (src/carousel.tsx) in browser tests: its parts, its slides, and waiting for it to settle on a
 * slide. Shared by every element built on the carousel kit.
 */
import { renderRoot } from './fixtures.ts';
import { waitFor } from './wait.ts';

export const regionOf = (el: HTMLElement) => renderRoot(el).querySelector<HTMLElement>('[data-carousel="region"]') as HTMLElement;
export const prevOf = (el: HTMLElement) => renderRoot(el).querySelector<HTMLButtonElement>('[data-carousel="prev"]') as HTMLButtonElement;
export const nextOf = (el: HTMLElement) => renderRoot(el).querySelector<HTMLButtonElement>('[data-carousel="next"]') as HTMLButtonElement;
export const viewportOf = (el: HTMLElement) => renderRoot(el).querySelector<HTMLElement>('[data-carousel="viewport"]') as HTMLElement;
/** The author's slides, in order. */
export const slidesOf = (el: HTMLElement): HTMLElement[] =>
  el.hasAttribute('data-vb-render') && el.getAttribute('data-vb-render') === 'light'
    ? Array.from(el.querySelectorAll<HTMLElement>('[data-vb-slot] > *'))
    : (Array.from(el.children) as HTMLElement[]);

/**
 * The slide whose left edge sits at the viewport's left edge (within a pixel), or -1: the edge after the kit's gap (a
 * padding), or the border box of a slide spaced by a margin (vb-flip-card's cards).
 */
export function slideAtStart(el: HTMLElement): number {
  const left = viewportOf(el).getBoundingClientRect().left;
  return slidesOf(el).findIndex((slide) => {
    const box = slide.getBoundingClientRect().left;
    return Math.abs(box + parseFloat(getComputedStyle(slide).paddingInlineStart) - left) < 1.5 || Math.abs(box - left) < 1.5;
  });
}

/** Wait until `data-vb-slide` says `index` and that slide has come to rest at the start of the viewport. */
export async function settledOn(el: HTMLElement, index: number, timeoutMs = 8000): Promise<void> {
  await waitFor(
    () => el.getAttribute('data-vb-slide') === String(index) && slideAtStart(el) === index,
    `<${el.localName}> to rest on slide ${index} (data-vb-slide=${el.getAttribute('data-vb-slide')}, at start: ${slideAtStart(el)})`,
    timeoutMs,
  );
}

/** Record an element's change events. */
export function changes(el: HTMLElement, event: string): Array<{ index: number; count: number; cause: string }> {
  const seen: Array<{ index: number; count: number; cause: string }> = [];
  el.addEventListener(event, (e) => seen.push((e as CustomEvent).detail as { index: number; count: number; cause: string }));
  return seen;
}

/**
 * A mouse drag across the viewport by `dx` pixels in `steps` moves: press on the slide, moves and release on the
 * document, as the engine listens (it takes mouse and touch events, not pointer events).
 */
export async function drag(el: HTMLElement, dx: number, steps = 6): Promise<void> {
  const box = viewportOf(el).getBoundingClientRect();
  const x = Math.round(box.left + box.width / 2);
  const y = Math.round(box.top + 20);
  const target = slidesOf(el).find((slide) => !slide.hasAttribute('inert')) ?? viewportOf(el);
  const mouse = (type: string, clientX: number) =>
    new MouseEvent(type, { bubbles: true, composed: true, cancelable: true, clientX, clientY: y, button: 0, buttons: type === 'mouseup' ? 0 : 1 });
  target.dispatchEvent(mouse('mousedown', x));
  for (let i = 1; i <= steps; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 16));
    document.dispatchEvent(mouse('mousemove', Math.round(x + (dx * i) / steps)));
  }
  document.dispatchEvent(mouse('mouseup', x + dx));
}

/** The engine's transform of the track: a move that jumps has its final value at once. */
export const trackTransform = (el: HTMLElement) => (renderRoot(el).querySelector<HTMLElement>('[data-carousel="track"]') as HTMLElement).style.transform;

/** Wait until only the slides at `indexes` are reachable (the others inert). */
export async function reachable(el: HTMLElement, indexes: number[]): Promise<void> {
  const want = slidesOf(el).map((_, i) => !indexes.includes(i));
  await waitFor(() => slidesOf(el).every((slide, i) => slide.hasAttribute('inert') === want[i]), `only slides ${indexes.join(', ')} reachable`);
}
