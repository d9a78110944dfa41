/**
 * Analytics events (spec section 3 'Analytics event', section 7 'Other calls').
 * Pushed to the page's global data array, or posted to the parent window when the page is framed.
 *
 * Page configuration (all optional):
 *   window.visitorBlocksAnalyticsEvents = { click: 'Component Click', vote: 'Poll Vote', ... }
 *   <meta name="vb-data-layer" content="dataLayer">     name of the global array (default dataLayer)
 *   <meta name="vb-analytics-filter" content="...">     campaign channel filter value
 *   <meta name="vb-analytics-origin" content="https://parent.example">  postMessage target when framed
 */
import { readMeta } from './config.ts';

export interface AnalyticsInfo {
  contentTitle?: string;
  interactionText?: string;
  link?: string;
  offerId?: string;
  /** Step changes. */
  title?: string;
  stepTitle?: string;
  /** 1-based. */
  stepNumber?: number;
  totalSteps?: number;
  [extra: string]: string | number | boolean | undefined;
}

export interface AnalyticsEvent {
  event: string;
  component: { info: AnalyticsInfo };
  category: { primary: string };
  filter?: string;
}

/** Event kinds the blocks send; a page's table maps them to its own names. */
export type AnalyticsKind = 'click' | 'stepChange' | (string & {});

export const FALLBACK_CLICK = 'Component Click';
export const FALLBACK_STEP_CHANGE = 'Step Change';
export const FRAMED_MESSAGE_TYPE = 'vb-analytics';

declare global {
  interface Window {
    visitorBlocksAnalyticsEvents?: Record<string, string>;
    [dataLayer: `dataLayer${string}`]: unknown;
  }
}

export function eventName(kind: AnalyticsKind): string {
  const table = window.visitorBlocksAnalyticsEvents;
  return table?.[kind] ?? (kind === 'stepChange' ? FALLBACK_STEP_CHANGE : FALLBACK_CLICK);
}

/** Component types (folder names) from the outermost vb-* ancestor to the source, across shadow roots. */
export function breadcrumb(source: Element): string {
  const types: string[] = [];
  let node: Node | null = source;
  while (node) {
    if (node instanceof Element && node.localName.startsWith('vb-')) types.unshift(node.localName.slice(3));
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return types.join('>');
}

export function buildEvent(source: Element, kind: AnalyticsKind, info: AnalyticsInfo): AnalyticsEvent {
  // A copy: a block that reuses and mutates its info object must not rewrite events already sent.
  const event: AnalyticsEvent = { event: eventName(kind), component: { info: { ...info } }, category: { primary: breadcrumb(source) } };
  const filter = readMeta('vb-analytics-filter');
  if (filter) event.filter = filter;
  return event;
}

function isFramed(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

/** Send one analytics event; never throws (analytics must not break a block). */
export function track(source: Element, kind: AnalyticsKind, info: AnalyticsInfo): AnalyticsEvent {
  const event = buildEvent(source, kind, info);
  try {
    if (isFramed()) {
      window.parent.postMessage({ type: FRAMED_MESSAGE_TYPE, event }, readMeta('vb-analytics-origin') ?? '*');
    } else {
      const name = readMeta('vb-data-layer') ?? 'dataLayer';
      const target = window as unknown as Record<string, unknown>;
      const layer = target[name];
      if (layer === undefined || layer === null) {
        target[name] = [event];
      } else if (typeof (layer as { push?: unknown }).push === 'function') {
        // An array, or a tag manager's own layer object: either way its push, so its listeners see the event.
        (layer as { push(item: unknown): unknown }).push(event);
      } else {
        // Never replace what the page keeps under that name.
        console.warn(`visitorBlocks: window.${name} is not a data layer; analytics event not sent`);
      }
    }
  } catch (error) {
    console.warn('visitorBlocks: analytics event not sent', error);
  }
  return event;
}
