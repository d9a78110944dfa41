/**
 * The content block's effects, apart from its markup: keeping the hidden part out of the Tab order,
 * re-measuring when the content or width changes, the height animation, and #fragment links.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { currentFragment, onFragment } from '../../src/fragment.ts';
import type { HostInfo } from '../../src/hooks/host-context.ts';
import { useReinit } from '../../src/hooks/use-reinit.ts';
import { prefersReducedMotion } from '../../src/reduced-motion.ts';
import { FIT_TOLERANCE_PX } from './clamp.ts';
import { durationMs } from './measure.ts';

/** `inert` on what lies below the fold; only on elements we marked, so the author's own inert stays. */
export function useInert(): (next: Element[]) => void {
  /** Elements we made inert (never ones the author made inert), to undo exactly. */
  const madeInert = useRef(new Set<Element>());
  useEffect(
    () => () => {
      for (const element of madeInert.current) element.removeAttribute('inert');
      madeInert.current.clear();
    },
    [],
  );
  return useCallback((next: Element[]) => {
    const keep = new Set<Element>();
    for (const element of next) {
      if (madeInert.current.has(element)) keep.add(element);
      else if (!element.hasAttribute('inert')) {
        element.setAttribute('inert', '');
        keep.add(element);
      }
    }
    for (const element of madeInert.current) if (!keep.has(element)) element.removeAttribute('inert');
    madeInert.current = keep;
  }, []);
}

/** Measure before paint on every state change, and again when text reflows, images load, fonts swap or a CMS edits the content. */
export function useMeasure(host: HostInfo, innerRef: RefObject<HTMLElement | null>, measure: () => void, isExpanded: boolean): void {
  // Before paint: long content never flashes a missing button, short content never flashes one.
  useLayoutEffect(() => {
    measure();
  }, [isExpanded, measure]);

  useEffect(() => {
    const inner = innerRef.current;
    if (!inner) return undefined;
    const resize = new ResizeObserver(() => measure());
    resize.observe(inner);
    const mutation = new MutationObserver(() => measure());
    // Shadow mode: the author's nodes are the host's light children; light mode: they live in our wrapper.
    mutation.observe(host.mode === 'shadow' ? host.element : inner, { childList: true, subtree: true, characterData: true });
    return () => {
      resize.disconnect();
      mutation.disconnect();
    };
  }, [measure, host.element, host.mode, innerRef]);

  useReinit(measure);
}

/**
 * The height animation after a visitor's toggle, and the scroll back after 'Show less'. Call the
 * returned function with the new state just before changing it.
 */
export function useToggleMotion(
  element: HTMLElement,
  viewportRef: RefObject<HTMLElement | null>,
  isExpanded: boolean,
  animatingClass: string,
): (next: boolean) => void {
  /** Height before a toggle, to animate from; set only by a visitor's toggle. */
  const animateFrom = useRef<number | null>(null);
  const scrollAfterCollapse = useRef(false);
  const animation = useRef<Animation | null>(null);

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const from = animateFrom.current;
    animateFrom.current = null;
    if (viewport && from !== null && !prefersReducedMotion()) {
      const to = viewport.getBoundingClientRect().height;
      if (Math.abs(to - from) > FIT_TOLERANCE_PX) {
        // A second press mid-way starts from the height shown now (from), so the motion just turns round.
        animation.current?.cancel();
        viewport.classList.add(animatingClass);
        const running = viewport.animate([{ maxHeight: `${from}px` }, { maxHeight: `${to}px` }], {
          duration: durationMs(viewport),
          easing: 'ease-in-out',
        });
        animation.current = running;
        const done = () => {
          if (animation.current !== running) return;
          animation.current = null;
          viewport.classList.remove(animatingClass);
        };
        running.finished.then(done, done);
      }
    }
    if (scrollAfterCollapse.current) {
      scrollAfterCollapse.current = false;
      // After reading far down, 'Show less' would leave the visitor below a block that just shrank.
      if (element.getBoundingClientRect().top < 0) {
        element.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      }
    }
  }, [isExpanded, element, viewportRef, animatingClass]);

  return useCallback(
    (next: boolean) => {
      const viewport = viewportRef.current;
      animateFrom.current = viewport ? viewport.getBoundingClientRect().height : null;
      scrollAfterCollapse.current = !next;
    },
    [viewportRef],
  );
}

/**
 * A #fragment link into the hidden part opens the block, so the target can be seen: at start-up, and
 * through the page's one fragment listener (hashchange, and clicks on same-page links, which the
 * runtime's anchor handling may follow with pushState and no hashchange). `reveal` returns true when
 * it opened the block.
 */
export function useFragmentReveal(reveal: (id: string) => boolean): void {
  const checkedStart = useRef(false);
  useEffect(() => {
    // The address the page was opened with counts once, not again when a prop change re-runs this.
    if (!checkedStart.current) {
      checkedStart.current = true;
      const id = currentFragment();
      // The browser jumped while the target was clipped; jump again once it shows.
      if (reveal(id)) requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
    }
    return onFragment((id, cause) => {
      if (reveal(id) && cause === 'hashchange') requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
      // A link's own jump (or the anchor handling's scroll) follows once inert is off; never take it over.
      return false;
    });
  }, [reveal]);
}

/** A boolean `data-vb-*` attribute on the host, for page CSS. */
export function useHostFlag(element: HTMLElement, name: `data-vb-${string}`, on: boolean): void {
  useLayoutEffect(() => {
    element.toggleAttribute(name, on);
  }, [element, name, on]);
}
