/**
 * The page's anchor rules, shared by vb-page and vb-scroll-logic (spec section 2 'Other page behaviours', section 9): the sticky header is waited for
 * (retries up to 20 times at 100 ms, since a header block may upgrade after the page's links work), the target
 * lands below it, and an empty anchor (`<a id="x"></a>`) hands focus to the heading just before it, found among
 * up to 3 previous siblings. Pure: node tests cover it.
 */
import type { EventDoc, PropSpec } from './props.ts';

/** What `header` is when the author did not name one (a constant of its own: the prop's documentation stays out of the runtime). */
export const DEFAULT_HEADER = 'header';

/** The prop vb-page and vb-scroll-logic share, documented once and spread into each meta.ts. */
export const pageAnchorProps = {
  header: {
    type: 'string',
    default: DEFAULT_HEADER,
    description:
      "CSS selector of the page's sticky header: a target lands just below it when it is fixed or sticky. At load it is waited for (up to 20 × 100 ms), " +
      'since a header block may upgrade later. Empty: no offset. A selector the browser cannot read is a console warning naming the attribute.',
  },
} satisfies Record<string, PropSpec<string> & { type: 'string' }>;

/** The event both send after a scroll (each under its own name, `vb-<folder>-scroll`). */
export const pageAnchorScrollEvent: EventDoc = {
  description:
    'It scrolled to a target and moved focus there: after a link or a remote trigger nobody listens to (link) or for the URL fragment at load (load). ' +
    'offset: the sticky header height the target was kept below.',
  detail: "{ id: string; offset: number; cause: 'link' | 'load' }",
};

/** One element's say in the page's header setting (vb-page, vb-scroll-logic): its tag and its `header`. */
export interface HeaderClaim {
  readonly tag: string;
  readonly header: string;
}

/** Named by the author: any `header` but the default (an empty one, "no offset", is a choice too). */
export function namesHeader(claim: HeaderClaim): boolean {
  return claim.header.trim() !== DEFAULT_HEADER;
}

/**
 * A page has one sticky header, so its anchor elements share one setting: the first claim (in mount order) that names
 * a header decides; when none does, the default. An element left at the default follows the one that named it,
 * whichever mounted first.
 */
export function headerOwner<T extends HeaderClaim>(claims: readonly T[]): T | undefined {
  return claims.find(namesHeader) ?? claims[0];
}

/** Claims that name a different header than the one the page uses: not used, and worth a warning. */
export function overruledClaims<T extends HeaderClaim>(claims: readonly T[]): T[] {
  const owner = headerOwner(claims);
  if (!owner) return [];
  return claims.filter((claim) => claim !== owner && namesHeader(claim) && claim.header.trim() !== owner.header.trim());
}

export const HEADER_WAIT_TRIES = 20; // spec: header wait retries up to 20 times
export const HEADER_WAIT_INTERVAL_MS = 100; // spec: at 100 ms
export const HEADING_SEARCH_SIBLINGS = 3; // spec: heading search climbs up to 3 previous siblings

/** The part of an element the heading search reads (a DOM Element fits). */
export interface NodeLike {
  readonly localName: string;
  readonly textContent: string | null;
  readonly previousElementSibling: NodeLike | null;
  getAttribute(name: string): string | null;
  querySelector?(selector: string): unknown;
}

export function isHeading(node: NodeLike): boolean {
  return /^h[1-6]$/.test(node.localName) || node.getAttribute('role') === 'heading';
}

/** Empty: no text and nothing shown (an image or a control), so there is nothing to read out when it takes focus. */
function isEmpty(node: NodeLike): boolean {
  if ((node.textContent ?? '').trim() !== '') return false;
  return !node.querySelector?.('img, svg, video, iframe, input, select, textarea, button');
}

/**
 * What a link to `target` should focus: the target itself, unless it is empty and a heading stands among its
 * up to 3 previous siblings (the nearest one wins).
 */
export function focusTargetFor<T extends NodeLike>(target: T): T {
  if (isHeading(target) || !isEmpty(target)) return target;
  let node = target.previousElementSibling;
  for (let i = 0; i < HEADING_SEARCH_SIBLINGS && node; i += 1, node = node.previousElementSibling) {
    if (isHeading(node)) return node as T;
  }
  return target;
}

export interface WaitOptions {
  tries?: number;
  intervalMs?: number;
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Ask `check` until it answers (not undefined): at once, then up to `tries` more times, `intervalMs` apart.
 * Undefined when it never answered or the wait was aborted.
 */
export async function retry<T>(check: () => T | undefined, options: WaitOptions = {}): Promise<T | undefined> {
  const { tries = HEADER_WAIT_TRIES, intervalMs = HEADER_WAIT_INTERVAL_MS, sleep = sleepFor, signal } = options;
  for (let attempt = 0; ; attempt += 1) {
    if (signal?.aborted) return undefined;
    const answer = check();
    if (answer !== undefined) return answer;
    if (attempt >= tries) return undefined;
    await sleep(intervalMs);
  }
}
