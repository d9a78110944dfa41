/**
 * The finder's analytics (visitor-blocks spec section 7 'Other calls'): search, click, map drag and zoom
 * (aggregated within 1 s), chat open/start/close, all through src/analytics.ts.
 */
import { track, type AnalyticsEvent } from '../../src/analytics.ts';
import { MAP_ANALYTICS_AGGREGATE_MS } from './finder-constants.ts';

/** Event kinds; a page's `visitorBlocksAnalyticsEvents` table names them, else 'Component Click'. */
export const FINDER_ANALYTICS = {
  search: 'finderSearch',
  click: 'click',
  mapDrag: 'mapDrag',
  mapZoom: 'mapZoom',
  chatOpen: 'chatOpen',
  chatStart: 'chatStart',
  chatClose: 'chatClose',
} as const;

/** A search ran: what was searched (text, or GEOLOCATE) and how many units it listed. */
export function trackFinderSearch(source: Element, search: { text: string; results: number; exact?: boolean }): AnalyticsEvent {
  return track(source, FINDER_ANALYTICS.search, {
    contentTitle: 'unit finder',
    interactionText: search.text,
    results: search.results,
    exact: search.exact ?? false,
  });
}

/** A click in the finder: a result, a marker, a directions link, a phone number. */
export function trackFinderClick(source: Element, click: { text: string; link?: string; unitId?: string }): AnalyticsEvent {
  return track(source, FINDER_ANALYTICS.click, { contentTitle: 'unit finder', interactionText: click.text, link: click.link, unitId: click.unitId });
}

export type ChatStage = 'open' | 'start' | 'close';

export function trackChat(source: Element, stage: ChatStage): AnalyticsEvent {
  const kind = stage === 'open' ? FINDER_ANALYTICS.chatOpen : stage === 'start' ? FINDER_ANALYTICS.chatStart : FINDER_ANALYTICS.chatClose;
  return track(source, kind, { contentTitle: 'chat', interactionText: stage });
}

/** The clock the aggregator uses (a test passes a fake one). */
export interface AggregatorTimers {
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: AggregatorTimers = {
  setTimeout: (handler, ms) => setTimeout(handler, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface MapMoveAggregator {
  /** The visitor dragged the map. */
  drag(): void;
  /** The visitor zoomed. */
  zoom(): void;
  /** Sends what is pending now (the element disconnects). */
  flush(): void;
  /** Drops what is pending without sending. */
  dispose(): void;
}

/**
 * Map drag and zoom events aggregated within 1 s (spec section 7): a burst of drags (or zooms) whose gaps
 * are under 1 s sends one event, with how many moves it held, 1 s after the last.
 */
export function createMapMoveAggregator(source: Element, timers: AggregatorTimers = realTimers, windowMs = MAP_ANALYTICS_AGGREGATE_MS): MapMoveAggregator {
  const pending = { mapDrag: 0, mapZoom: 0 };
  let timer: unknown;
  const send = () => {
    timer = undefined;
    for (const kind of ['mapDrag', 'mapZoom'] as const) {
      if (pending[kind] === 0) continue;
      track(source, FINDER_ANALYTICS[kind], { contentTitle: 'unit finder map', interactionText: kind === 'mapDrag' ? 'drag' : 'zoom', count: pending[kind] });
      pending[kind] = 0;
    }
  };
  const note = (kind: 'mapDrag' | 'mapZoom') => {
    pending[kind]++;
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = timers.setTimeout(send, windowMs);
  };
  return {
    drag: () => note('mapDrag'),
    zoom: () => note('mapZoom'),
    flush() {
      if (timer !== undefined) timers.clearTimeout(timer);
      send();
    },
    dispose() {
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      pending.mapDrag = 0;
      pending.mapZoom = 0;
    },
  };
}
