/**
 * The content block's clamping decisions, apart from the DOM so node:test covers them: which rendered
 * boxes make one line, where the n-th line ends, and whether the content fits in that many lines.
 */

/** Sub-pixel rounding must never show a button for content that fits. */
export const FIT_TOLERANCE_PX = 1;
export const DEFAULT_COLLAPSED_LINES = 4;

/** A rendered box, top and bottom in px from the content's top. */
export type Box = readonly [top: number, bottom: number];

/** Boxes that overlap vertically sit on one line (inline runs, an icon beside text): merge them, top to bottom. */
export function mergeLines(boxes: readonly Box[]): Array<[top: number, bottom: number]> {
  const sorted = [...boxes].sort((a, b) => a[0] - b[0]);
  const lines: Array<[top: number, bottom: number]> = [];
  for (const [top, bottom] of sorted) {
    const last = lines[lines.length - 1];
    if (last && top < last[1] - FIT_TOLERANCE_PX) last[1] = Math.max(last[1], bottom);
    else lines.push([top, bottom]);
  }
  return lines;
}

/** The bottom of the `lines`-th rendered line, or null when the content has no more lines than that. */
export function nthLineBottom(boxes: readonly Box[], lines: number): number | null {
  const rendered = mergeLines(boxes);
  return rendered.length > lines ? (rendered[lines - 1]?.[1] ?? null) : null;
}

export interface ClampDecision {
  /** The content fits in the collapsed lines: no button, nothing clipped. */
  fits: boolean;
  /** The collapsed height in whole px, snapped to a line's bottom; null when the content fits. */
  cut: number | null;
}

/**
 * `natural`: the content's full height; `lineBottom`: the bottom of the last line shown collapsed
 * (null when there are no more lines than that). Whole pixels, so sub-pixel jitter does not re-render
 * on every resize callback.
 */
export function decideClamp(natural: number, lineBottom: number | null): ClampDecision {
  const fits = lineBottom === null || natural <= lineBottom + FIT_TOLERANCE_PX;
  return { fits, cut: fits ? null : Math.round(lineBottom ?? natural) };
}

/** collapsed-lines as given, or the default (with a reason to warn) when it is not a positive number. */
export function collapsedLinesOf(value: number): { lines: number; invalid: boolean } {
  const valid = Number.isFinite(value) && value > 0;
  return { lines: valid ? value : DEFAULT_COLLAPSED_LINES, invalid: !valid };
}

/** '200ms' or '0.3s' as milliseconds; the fallback for anything else. */
export function parseDuration(raw: string, fallback: number): number {
  const match = /^(-?[\d.]+)(ms|s)$/.exec(raw.trim());
  if (!match) return fallback;
  const value = Number(match[1]) * (match[2] === 's' ? 1000 : 1);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}
