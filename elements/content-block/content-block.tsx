import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { track } from '../../src/analytics.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useEmit } from '../../src/hooks/use-emit.ts';
import type { ContentBlockEvents } from './events.ts';
import { useReinit } from '../../src/hooks/use-reinit.ts';

export interface ContentBlockProps {
  /** Initial state: true shows the whole content. Changing the attribute later expands or collapses. */
  expanded: boolean;
  /** Rendered lines shown while collapsed (a heading's line counts as one). */
  collapsedLines: number;
  moreLabel: string;
  lessLabel: string;
  /** Accessible name of the content region; also the analytics title when the content has no heading. */
  label: string;
}

// Event details are declared once, in meta.ts; events.ts is generated from it (npm run manifest).
export type { ContentBlockEvents } from './events.ts';

export const DEFAULT_COLLAPSED_LINES = 4;
export const DEFAULT_MORE_LABEL = 'Show more';
export const DEFAULT_LESS_LABEL = 'Show less';

/** Sub-pixel rounding must never show a button for content that fits. */
const FIT_TOLERANCE_PX = 1;
/** An element whose top is this close to the fold counts as below it (nothing of it is readable). */
const FOLD_EDGE_PX = 1;
/** Used when --vb-duration cannot be read. */
const FALLBACK_DURATION_MS = 200;
const HEADING = 'h1, h2, h3, h4, h5, h6, [role="heading"]';
/** What keyboard focus can reach; such an element straddling the fold is judged by its first line. */
const FOCUSABLE =
  'a[href], area[href], button, input, select, textarea, iframe, summary, audio[controls], video[controls], [tabindex], [contenteditable]:not([contenteditable="false"])';

let nextId = 0;

function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** `--vb-duration` as milliseconds ('200ms', '0.3s'). */
function durationMs(element: Element): number {
  const raw = getComputedStyle(element).getPropertyValue('--_vb-duration').trim();
  const match = /^(-?[\d.]+)(ms|s)$/.exec(raw);
  if (!match) return FALLBACK_DURATION_MS;
  const value = Number(match[1]) * (match[2] === 's' ? 1000 : 1);
  return Number.isFinite(value) && value >= 0 ? value : FALLBACK_DURATION_MS;
}

/** The collapsed height in px: the same `lines * 1lh` the stylesheet clamps to. */
function lineHeightOf(element: Element): number {
  const style = getComputedStyle(element);
  const lineHeight = Number.parseFloat(style.lineHeight);
  // 'normal' is about 1.2 em in every common font.
  return Number.isFinite(lineHeight) ? lineHeight : Number.parseFloat(style.fontSize) * 1.2;
}

/** The collapsed height before snapping: the same `lines * 1lh` the stylesheet starts with. */
function collapsedLimit(viewport: Element, lines: number): number {
  return lines * lineHeightOf(viewport);
}

/** Elements that sit on a line as one box; their insides are not lines of text. */
const ATOMIC = 'img, svg, video, audio, iframe, canvas, object, embed, input, button, select, textarea, picture, math';
/**
 * The bottom of the content's `lines`-th rendered line, in px from its top, or null when the content
 * has no more lines than that. Counting rendered line boxes (a heading's line counts as one, an image
 * as one) rather than multiplying the line-height means margins never eat into the lines shown, and
 * the collapsed view never ends in half a line of text.
 */
function nthLineBottom(inner: Element, lines: number): number | null {
  const origin = inner.getBoundingClientRect().top;
  const boxes: Array<[top: number, bottom: number]> = [];
  const add = (rect: DOMRect, halfLeading = 0) => {
    if (rect.height > 0) boxes.push([rect.top - origin - halfLeading, rect.bottom - origin + halfLeading]);
  };
  const range = document.createRange();
  const visit = (node: Node): void => {
    if (node instanceof Text) {
      if (!node.data.trim() || !node.parentElement) return;
      range.selectNodeContents(node);
      // A text rect is the glyphs' box; the line box adds half the leading above and below.
      const leading = Number.parseFloat(getComputedStyle(node.parentElement).lineHeight);
      for (const rect of Array.from(range.getClientRects())) add(rect, Number.isFinite(leading) ? Math.max(0, (leading - rect.height) / 2) : 0);
      return;
    }
    if (!(node instanceof Element)) return;
    if (node instanceof HTMLSlotElement) {
      node.assignedNodes({ flatten: true }).forEach(visit);
      return;
    }
    if (node.matches(ATOMIC)) {
      add(node.getBoundingClientRect());
      return;
    }
    if (getComputedStyle(node).display === 'none') return;
    node.childNodes.forEach(visit);
  };
  inner.childNodes.forEach(visit);
  range.detach();
  boxes.sort((a, b) => a[0] - b[0]);
  // Boxes that overlap vertically sit on one line (inline runs, an icon beside text).
  const rendered: Array<[top: number, bottom: number]> = [];
  for (const [top, bottom] of boxes) {
    const last = rendered[rendered.length - 1];
    if (last && top < last[1] - FIT_TOLERANCE_PX) last[1] = Math.max(last[1], bottom);
    else rendered.push([top, bottom]);
  }
  return rendered.length > lines ? (rendered[lines - 1]?.[1] ?? null) : null;
}

/** The author's elements in the content wrapper: through the <slot> (shadow) or the display:contents wrapper (light). */
function authorChildren(element: Element): Element[] {
  if (element instanceof HTMLSlotElement) return element.assignedElements({ flatten: true });
  return Array.from(element.children);
}

/**
 * Elements entirely below the fold, plus focusable elements whose first line is below it.
 * Straddling containers are entered rather than made inert, so the visible part stays usable.
 */
function belowFold(inner: Element, fold: number): Element[] {
  const found: Element[] = [];
  const visit = (element: Element): void => {
    if (element instanceof HTMLSlotElement) {
      authorChildren(element).forEach(visit);
      return;
    }
    const display = getComputedStyle(element).display;
    if (display === 'none') return;
    if (display === 'contents') {
      Array.from(element.children).forEach(visit);
      return;
    }
    const rect = element.getBoundingClientRect();
    if (rect.top >= fold - FOLD_EDGE_PX) {
      found.push(element);
      return;
    }
    if (rect.bottom <= fold + FOLD_EDGE_PX) return;
    if (element.matches(FOCUSABLE)) {
      const first = element.getClientRects()[0];
      if (first && first.bottom > fold + FOLD_EDGE_PX) {
        found.push(element);
        return;
      }
    }
    Array.from(element.children).forEach(visit);
  };
  Array.from(inner.children).forEach(visit);
  return found;
}

function firstHeading(inner: Element): string {
  const search = (elements: Element[]): string => {
    for (const element of elements) {
      if (element instanceof HTMLSlotElement) {
        const text = search(authorChildren(element));
        if (text) return text;
        continue;
      }
      const heading = element.matches(HEADING) ? element : element.querySelector(HEADING);
      const text = clean(heading?.textContent);
      if (text) return text;
    }
    return '';
  };
  return search(Array.from(inner.children));
}

/**
 * Author-written rich content, collapsed to a few lines with a 'Show more' button and expanded
 * with 'Show less'. The button exists only while the content is taller than the collapsed size.
 */
export function ContentBlock({ expanded, collapsedLines, moreLabel, lessLabel, label }: ContentBlockProps) {
  const host = useHost();
  const emit = useEmit<ContentBlockEvents>();
  const lines = Number.isFinite(collapsedLines) && collapsedLines > 0 ? collapsedLines : DEFAULT_COLLAPSED_LINES;
  const [id] = useState(() => `vb-content-block-${++nextId}`);

  const [isExpanded, setExpanded] = useState(expanded);
  // The attribute is the initial state, but a page changing it later means "open/close now".
  const [expandedProp, setExpandedProp] = useState(expanded);
  if (expanded !== expandedProp) {
    setExpandedProp(expanded);
    setExpanded(expanded);
  }
  /** null until measured: no button is drawn before we know the content overflows. */
  const [overflows, setOverflows] = useState<boolean | null>(null);
  const [title, setTitle] = useState('');
  /** The collapsed height in px, snapped to a line boundary; null until measured (CSS then uses lines * 1lh). */
  const [cut, setCut] = useState<number | null>(null);
  const cutRef = useRef<number | null>(null);

  const viewportRef = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLDivElement>(null);
  const expandedRef = useRef(isExpanded);
  expandedRef.current = isExpanded;
  const overflowsRef = useRef(overflows);
  /** Elements we made inert (never ones the author made inert), to undo exactly. */
  const madeInert = useRef(new Set<Element>());
  /** Height before a toggle, to animate from; set only by a visitor's toggle. */
  const animateFrom = useRef<number | null>(null);
  const scrollAfterCollapse = useRef(false);
  const animation = useRef<Animation | null>(null);
  const checkedStartHash = useRef(false);

  useEffect(() => {
    if (collapsedLines !== lines) {
      console.warn(`<${host.tag}>: collapsed-lines="${collapsedLines}" must be a positive number; using ${DEFAULT_COLLAPSED_LINES}.`);
    }
  }, [collapsedLines, lines, host.tag]);

  const setInert = useCallback((next: Element[]) => {
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

  const measure = useCallback(() => {
    const viewport = viewportRef.current;
    const inner = innerRef.current;
    if (!viewport || !inner) return;
    const natural = inner.getBoundingClientRect().height;
    const lineBottom = nthLineBottom(inner, lines);
    const fits = lineBottom === null || natural <= lineBottom + FIT_TOLERANCE_PX;
    const cutAt = lineBottom ?? natural;
    // Whole pixels, so sub-pixel jitter does not re-render on every resize callback.
    const snapped = fits ? null : Math.round(cutAt);
    overflowsRef.current = !fits;
    cutRef.current = snapped;
    setOverflows(!fits);
    setCut(snapped);
    setTitle(firstHeading(inner));
    // Clipping moves nothing, so the fold is known before React applies the clamp.
    if (snapped !== null && !expandedRef.current) setInert(belowFold(inner, inner.getBoundingClientRect().top + snapped));
    else setInert([]);
  }, [lines, setInert]);

  // Before paint: long content never flashes a missing button, short content never flashes one.
  useLayoutEffect(() => {
    measure();
    const viewport = viewportRef.current;
    const from = animateFrom.current;
    animateFrom.current = null;
    if (viewport && from !== null && !prefersReducedMotion()) {
      const to = viewport.getBoundingClientRect().height;
      if (Math.abs(to - from) > FIT_TOLERANCE_PX) {
        // A second press mid-way starts from the height shown now (from), so the motion just turns round.
        animation.current?.cancel();
        viewport.setAttribute('data-animating', '');
        const running = viewport.animate([{ maxHeight: `${from}px` }, { maxHeight: `${to}px` }], {
          duration: durationMs(viewport),
          easing: 'ease-in-out',
        });
        animation.current = running;
        const done = () => {
          if (animation.current !== running) return;
          animation.current = null;
          viewport.removeAttribute('data-animating');
        };
        running.finished.then(done, done);
      }
    }
    if (scrollAfterCollapse.current) {
      scrollAfterCollapse.current = false;
      // After reading far down, 'Show less' would leave the visitor below a block that just shrank.
      if (host.element.getBoundingClientRect().top < 0) {
        host.element.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      }
    }
  }, [isExpanded, measure, host.element]);

  // Text reflows on width changes, images load, fonts swap, and a CMS edits the content.
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
  }, [measure, host.element, host.mode]);

  useEffect(
    () => () => {
      for (const element of madeInert.current) element.removeAttribute('inert');
      madeInert.current.clear();
    },
    [],
  );

  useReinit(measure);

  /**
   * Open the block when `id` names something in its hidden part; true when it did. Inert comes off
   * at once (not on React's next render) so whoever follows the link can focus the target now.
   */
  const revealFragment = useCallback(
    (id: string): boolean => {
      if (!id || expandedRef.current || !overflowsRef.current) return false;
      const target = document.getElementById(id);
      const viewport = viewportRef.current;
      if (!target || !viewport || !host.element.contains(target)) return false;
      const fold = viewport.getBoundingClientRect().top + (cutRef.current ?? collapsedLimit(viewport, lines));
      if (target.getBoundingClientRect().top < fold - FOLD_EDGE_PX) return false;
      expandedRef.current = true;
      setInert([]);
      setExpanded(true);
      emit('vb-content-toggle', { expanded: true });
      return true;
    },
    [emit, host.element, lines, setInert],
  );

  // A #fragment link into the hidden part opens the block, so the target can be seen: at start-up,
  // on hashchange, and on a click. The runtime's anchor handling (and a page script) may follow a
  // link with pushState, which fires no hashchange, so clicks are caught first, in the capture phase.
  useEffect(() => {
    const fromHash = () => {
      const id = decodeFragment(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      // The browser jumped while the target was clipped; jump again once it shows.
      if (revealFragment(id)) requestAnimationFrame(() => target?.scrollIntoView({ block: 'start' }));
    };
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.hasAttribute('href'));
      if (!link?.hash) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin + url.pathname + url.search !== window.location.origin + window.location.pathname + window.location.search) return;
      revealFragment(decodeFragment(url.hash.slice(1)));
    };
    // The address the page was opened with counts once, not again when a prop change re-runs this.
    if (!checkedStartHash.current) {
      checkedStartHash.current = true;
      fromHash();
    }
    window.addEventListener('hashchange', fromHash);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('hashchange', fromHash);
      document.removeEventListener('click', onClick, true);
    };
  }, [revealFragment]);

  const toggle = () => {
    const next = !isExpanded;
    const viewport = viewportRef.current;
    animateFrom.current = viewport ? viewport.getBoundingClientRect().height : null;
    scrollAfterCollapse.current = !next;
    setExpanded(next);
    emit('vb-content-toggle', { expanded: next });
    track(host.element, 'click', {
      contentTitle: title || clean(label) || clean(host.element.getAttribute('aria-label')),
      interactionText: next ? moreLabel : lessLabel,
    });
  };

  const clamped = !isExpanded && overflows !== false;
  const showButton = overflows === true;
  const regionName = clean(label);
  const context = title || regionName;
  const style = { '--_vb-cb-lines': String(lines), ...(cut === null ? {} : { '--_vb-cb-cut': `${cut}px` }) } as CSSProperties;

  return (
    <div className="vb-cb" style={style}>
      <div
        ref={viewportRef}
        id={id}
        part="content"
        className="vb-cb__content"
        data-clamped={clamped ? '' : undefined}
        role={regionName ? 'region' : undefined}
        aria-label={regionName || undefined}
      >
        <div ref={innerRef} className="vb-cb__inner">
          <Slot />
        </div>
        {clamped && showButton ? <div part="fade" className="vb-cb__fade" aria-hidden="true" /> : null}
      </div>
      {showButton ? (
        <button type="button" part="toggle" className="vb-cb__toggle" aria-expanded={isExpanded} aria-controls={id} onClick={toggle}>
          <span className="vb-cb__label">{isExpanded ? lessLabel : moreLabel}</span>
          {/* Several blocks on a page each say 'Show more'; the heading tells them apart in a list of buttons. */}
          {context ? <span className="vb-visually-hidden">: {context}</span> : null}
          <span part="toggle-icon" className="vb-cb__icon" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
