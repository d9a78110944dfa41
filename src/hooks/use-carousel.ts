/**
 * The carousel kit (one engine for the library: embla-carousel, no hand-written drag code). An element renders a
 * viewport and a track around the author's own slides (light-DOM children; `useSlides`), gives both to `useCarousel`
 * and draws its controls from what it returns. The kit owns the WAI-ARIA carousel pattern's slide side: every slide a
 * group named "n of N", slides out of view inert (so Tab and a screen reader stay on what shows), media in a slide
 * that scrolls out paused, moves that jump under reduced motion, arrow/Home/End keys, and one change callback with
 * its cause. The pure rules are in src/carousel-logic.ts.
 */
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { loadNear, warnUnsizedImages } from '../carousel-images.ts';
import { pauseMediaWithin } from '../overlay-media.ts';
import { useReducedMotion } from '../reduced-motion.ts';
import { slotNodes } from './slot-nodes.ts';
import { useHost } from './host-context.ts';
import { useLatest } from './use-latest.ts';
import { clampIndex, engineOptions, keyMove, leftView, moveTarget, slideLabel, type CarouselSettings, type ChangeCause } from '../carousel-logic.ts';

export interface CarouselChange {
  /** The selected slide (0-based). */
  index: number;
  count: number;
  cause: ChangeCause;
}

export interface CarouselOptions extends Omit<CarouselSettings, 'reducedMotion'> {
  /** The page's word in "3 of 8" (`of`). */
  of?: string;
  /** After the selected slide changed (not at start). */
  onChange?: (change: CarouselChange) => void;
}

export interface Carousel {
  /** Ref for the viewport (clips the track; the engine listens for drags on it). */
  viewport: (element: HTMLElement | null) => void;
  /** Ref for the track (the engine moves it); the author's slides are its flex items. */
  track: (element: HTMLElement | null) => void;
  /** Whether the engine runs now (an element may show a grid or a stack instead). */
  active: boolean;
  index: number;
  count: number;
  /** Slides in view now (more than one in a gallery that shows several). */
  inView: readonly number[];
  canPrev: boolean;
  canNext: boolean;
  loop: boolean;
  prev(cause?: ChangeCause): void;
  next(cause?: ChangeCause): void;
  goTo(index: number, cause?: ChangeCause): void;
  /** For the carousel region (a native listener: keys pressed in slotted slides never reach React's handlers). */
  onKeyDown(event: KeyboardEvent): void;
}

/** The author's slides: the host's element children (light or shadow mode), read again when the author changes them. */
export function useSlides(): HTMLElement[] {
  const host = useHost();
  const read = useCallback(
    () => slotNodes(host).filter((node): node is HTMLElement => node instanceof HTMLElement && !(node instanceof HTMLTemplateElement)),
    [host],
  );
  const [slides, setSlides] = useState(read);
  useEffect(() => {
    const update = () =>
      setSlides((before) => {
        const now = read();
        return now.length === before.length && now.every((slide, i) => slide === before[i]) ? before : now;
      });
    update();
    return host.onAuthorChange(update);
  }, [host, read]);
  return slides;
}

const never = () => () => {};
/** Whether a media query holds, following it while the page is open; true when there is no query. */
export function useMediaQuery(query: string | undefined): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!query) return never();
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => !query || window.matchMedia(query).matches,
    () => !query,
  );
}

let engineModule: Promise<typeof import('embla-carousel').default> | undefined;
/**
 * The engine comes when a carousel first runs, not with the element: a flip card on a desktop (a stack, no carousel)
 * or a gallery shown as a grid never loads it. Once loaded, every carousel of the page shares it.
 */
function loadEngine(): Promise<typeof import('embla-carousel').default> {
  engineModule ??= import('embla-carousel').then((module) => module.default);
  return engineModule;
}

/** Elements ARIA lets be a group. */
const GROUPABLE = /^(div|span|section|p|ul|ol|dl|details|fieldset|address)$/;

/** Controls: a slide that is one keeps its role and its name. */
const CONTROL = /^(a|button|input|select|textarea|label)$/;

const SLIDE_ATTRIBUTES = ['role', 'aria-roledescription', 'aria-label', 'inert'] as const;

/** Marks the slides for the pattern while the carousel runs, and gives the author's attributes back after. */
function markSlides(slides: readonly HTMLElement[]): () => void {
  const saved = slides.map((slide) => SLIDE_ATTRIBUTES.map((name) => slide.getAttribute(name)));
  return () =>
    slides.forEach((slide, i) =>
      SLIDE_ATTRIBUTES.forEach((name, j) => {
        const value = saved[i]?.[j];
        if (value == null) slide.removeAttribute(name);
        else slide.setAttribute(name, value);
      }),
    );
}

/**
 * Gives each slide the pattern's role and its "n of N" name. A plain container becomes the pattern's group; a figure
 * or an image keeps its own role (ARIA allows no other) and is only described as a slide; an image keeps its alt text
 * as its name. A link or button slide (a tile) stays what it is, named by its own text.
 */
function labelSlides(slides: readonly HTMLElement[], of: string | undefined): void {
  slides.forEach((slide, i) => {
    if (CONTROL.test(slide.localName)) return;
    if (GROUPABLE.test(slide.localName) || slide.localName.includes('-')) slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', 'slide');
    if (!slide.hasAttribute('aria-labelledby') && slide.localName !== 'img') slide.setAttribute('aria-label', slideLabel(i, slides.length, of));
  });
}

function inField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || !!target.closest('input, textarea, select'));
}

/** Slide index of the engine's selected snap (a snap may hold several slides when a few show at once). */
function selectedSlide(api: EmblaCarouselType): number {
  return api.internalEngine().slideRegistry[api.selectedScrollSnap()]?.[0] ?? 0;
}

function snapOf(api: EmblaCarouselType, index: number): number {
  const snap = api.internalEngine().slideRegistry.findIndex((group) => group.includes(index));
  return Math.max(snap, 0);
}

interface EngineState {
  index: number;
  inView: readonly number[];
  canPrev: boolean;
  canNext: boolean;
}

export function useCarousel(slides: readonly HTMLElement[], options: CarouselOptions = {}): Carousel {
  const { tag } = useHost();
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [track, setTrack] = useState<HTMLElement | null>(null);
  const reducedMotion = useReducedMotion();
  const active = (options.active ?? true) && slides.length > 0;
  const count = slides.length;
  // The start slide counts once: a later engine (new slides, a breakpoint) starts where the visitor was.
  const selected = useRef(options.startIndex ?? 0);
  const settings = engineOptions({ ...options, startIndex: 0, active, reducedMotion }, count);
  const key = JSON.stringify(settings);
  const api = useRef<EmblaCarouselType | undefined>(undefined);
  const cause = useRef<ChangeCause | undefined>(undefined);
  const latest = useLatest({ options, reducedMotion });
  const [state, setState] = useState<EngineState>(() => ({
    index: options.startIndex ?? 0,
    inView: [],
    canPrev: false,
    canNext: false,
  }));

  useEffect(() => {
    if (!viewport || !track || !active) return undefined;
    const port = viewport;
    const container = track;
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadEngine().then(
      (EmblaCarousel) => {
        if (!cancelled) stop = start(EmblaCarousel);
      },
      // No engine (the network went after the page loaded): the first slide stays, and the page says why.
      (error: unknown) => console.error(`<${tag}>: the carousel engine could not load.`, error),
    );
    return () => {
      cancelled = true;
      stop?.();
    };

    function start(EmblaCarousel: typeof import('embla-carousel').default): () => void {
      const restore = markSlides(slides);
      const startIndex = clampIndex(selected.current, slides.length);
      const engine = EmblaCarousel(port, { ...(JSON.parse(key) as typeof settings), startIndex, container, slides: [...slides] });
      api.current = engine;
      let shown: number[] = [];
      const sync = (origin: 'init' | 'select' | 'view') => {
        const index = selectedSlide(engine);
        const inView = engine.slidesInView();
        // A slide counts as shown once most of it is: the selected one always is, whatever the engine's threshold says.
        const visible = new Set([...inView, index]);
        // Focus inside a slide that leaves (arrow keys pressed on a link in it) moves to the region, not to the page.
        const focused = slides.findIndex((slide) => slide.matches(':focus-within'));
        if (focused >= 0 && !visible.has(focused)) port.closest<HTMLElement>('[data-carousel="region"]')?.focus({ preventScroll: true });
        slides.forEach((slide, i) => slide.toggleAttribute('inert', !visible.has(i)));
        for (const gone of leftView(shown, [...visible])) {
          const slide = slides[gone];
          if (slide) pauseMediaWithin(slide);
        }
        shown = [...visible];
        loadNear(slides, shown, engine.internalEngine().options.loop);
        setState({ index, inView: [...visible].sort((a, b) => a - b), canPrev: engine.canScrollPrev(), canNext: engine.canScrollNext() });
        if (origin === 'select' && index !== selected.current) {
          selected.current = index;
          latest.current.options.onChange?.({ index, count, cause: cause.current ?? 'drag' });
        }
        if (origin === 'select') cause.current = undefined;
      };
      labelSlides(slides, latest.current.options.of);
      warnUnsizedImages(tag, slides);
      sync('init');
      selected.current = selectedSlide(engine);
      engine.on('select', () => sync('select'));
      engine.on('slidesInView', () => sync('view'));
      engine.on('reInit', () => sync('init'));
      engine.on('pointerDown', () => {
        cause.current = 'drag';
      });
      engine.on('pointerUp', () => {
        // Under reduced motion a released drag lands at once instead of gliding to its slide.
        if (latest.current.reducedMotion) engine.scrollTo(engine.selectedScrollSnap(), true);
      });
      return () => {
        engine.destroy();
        api.current = undefined;
        restore();
      };
    }
  }, [viewport, track, active, slides, count, key, latest, tag]);

  // A page changing its word for "of" after the carousel runs renames the slides in place; the engine keeps running.
  // Before the engine has started there is nothing to rename: it labels the slides with the word current then.
  const of = options.of;
  useEffect(() => {
    if (api.current) labelSlides(slides, of);
  }, [of, slides]);

  const goTo = useCallback(
    (index: number, why: ChangeCause = 'script') => {
      const engine = api.current;
      // Asked before the engine has loaded (a `slide` written right after the element): it starts there instead.
      if (!engine) {
        selected.current = index;
        return;
      }
      cause.current = why;
      engine.scrollTo(snapOf(engine, index), latest.current.reducedMotion);
      // Going to the slide already selected changes nothing, and the next drag is a drag.
      if (snapOf(engine, index) === engine.selectedScrollSnap() && selectedSlide(engine) === selected.current) cause.current = undefined;
    },
    [latest],
  );
  const step = useCallback(
    (direction: 'prev' | 'next', why: ChangeCause) => {
      const engine = api.current;
      if (!engine) return;
      cause.current = why;
      const jump = latest.current.reducedMotion;
      if (direction === 'next') engine.scrollNext(jump);
      else engine.scrollPrev(jump);
    },
    [latest],
  );
  const prev = useCallback((why: ChangeCause = 'script') => step('prev', why), [step]);
  const next = useCallback((why: ChangeCause = 'script') => step('next', why), [step]);

  const loop = settings.loop;
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const engine = api.current;
      // No carousel (a grid or a stack at this width): the keys are the page's.
      if (!engine && !active) return;
      const rtl = latest.current.options.rtl ?? false;
      const move = keyMove(event.key, {
        rtl,
        modifier: event.altKey || event.ctrlKey || event.metaKey || event.shiftKey,
        inField: inField(event.target),
      });
      if (!move) return;
      event.preventDefault();
      // A key pressed before the engine has loaded (a slow connection): the engine starts on the slide it asked for.
      if (!engine) {
        selected.current = moveTarget(move, selected.current, count, loop);
        return;
      }
      const target = moveTarget(move, selected.current, count, engine.internalEngine().options.loop);
      if (move === 'prev' || move === 'next') step(move, 'key');
      else goTo(target, 'key');
    },
    [active, count, loop, goTo, step, latest],
  );

  return useMemo(
    () => ({
      viewport: setViewport,
      track: setTrack,
      active,
      index: active ? Math.min(state.index, Math.max(count - 1, 0)) : 0,
      count,
      inView: active ? state.inView : slides.map((_, i) => i),
      canPrev: active && state.canPrev,
      canNext: active && state.canNext,
      loop: settings.loop,
      prev,
      next,
      goTo,
      onKeyDown,
    }),
    [active, state, count, slides, settings.loop, prev, next, goTo, onKeyDown],
  );
}
