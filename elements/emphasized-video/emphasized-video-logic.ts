/**
 * The poster loop's rules (spec section 4: "Emphasized video autoplays a poster loop between start and end times"):
 * which window of the video loops, and where the loop jumps back to. Pure, so node tests cover it.
 */

/** How often the loop checks its position: its end is a cut the visitor sees, so finer than the 300 ms time update. */
export const LOOP_CHECK_MS = 100;

/** A position this far before the loop's start counts as the native loop having wrapped to 0. */
const WRAP_TOLERANCE_S = 0.25;

export interface LoopWindow {
  /** Seconds where the loop starts. */
  start: number;
  /** Seconds where it jumps back to `start`; undefined: the end of the video. */
  end: number | undefined;
}

/** The loop window from the `loop-start` and `loop-end` attributes, with a message for each value that is ignored. */
export function loopWindow(start: number, end: number, tag = 'vb-emphasized-video'): { window: LoopWindow; problems: string[] } {
  const problems: string[] = [];
  let from = 0;
  if (Number.isFinite(start) && start >= 0) from = start;
  else problems.push(`<${tag}> loop-start="${String(start)}" is not a number of seconds of 0 or more; the loop starts at 0.`);
  let to: number | undefined;
  if (Number.isFinite(end) && end > from) to = end;
  else if (end !== 0) {
    problems.push(`<${tag}> loop-end="${String(end)}" is not a number of seconds after loop-start; the loop runs to the end of the video.`);
  }
  return { window: { start: from, end: to }, problems };
}

/**
 * Where the loop goes from `position`: back to its start once past its end, or when the video wrapped to its
 * beginning (the native loop at the file's end); undefined while it is inside the window.
 */
export function loopJump(position: number, { start, end }: LoopWindow): number | undefined {
  if (end !== undefined && position >= end) return start;
  if (position < start - WRAP_TOLERANCE_S) return start;
  return undefined;
}
