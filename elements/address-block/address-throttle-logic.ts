/**
 * vb-address-block's autocomplete throttling and strike counter (spec sections 4 and 9), as pure functions:
 * whether a typed text is sent now, later or not at all. use-address-data.ts (useAutocomplete) runs them.
 */

export type ThrottleMode = 'off' | 'unconstrained' | 'time' | 'char';

export interface ThrottleConfig {
  mode: ThrottleMode;
  /** Minimum initial characters before the first request (hidden configuration, spec section 9). */
  minChars: number;
  /** 'char' mode: a new request every this many characters typed since the last one. */
  charInterval: number;
  /** 'time' mode: at least this many milliseconds between two requests. */
  timeInterval: number;
  /** Empty answers in a row that stop autocomplete; 0 means never. */
  strikeLimit: number;
}

export interface ThrottleState {
  /** Empty answers in a row. */
  strikes: number;
  /** The text last sent, and when (ms). */
  lastText: string | null;
  lastAt: number;
}

export const initialThrottle: ThrottleState = { strikes: 0, lastText: null, lastAt: -Infinity };

export function parseThrottleMode(value: string): ThrottleMode {
  const mode = value.trim().toLowerCase();
  return mode === 'off' || mode === 'time' || mode === 'char' ? mode : 'unconstrained';
}

export type ThrottleDecision = { kind: 'skip'; clear: boolean } | { kind: 'now' } | { kind: 'later'; delayMs: number };

/**
 * Whether the text typed now is sent: now, later (time mode: when the interval has passed, with the
 * text as it is then, so the final text is always asked for), or not at all (and whether the open
 * list is then out of date and closes).
 */
export function throttleDecision(config: ThrottleConfig, state: ThrottleState, text: string, now: number): ThrottleDecision {
  const typed = text.trim();
  if (config.mode === 'off') return { kind: 'skip', clear: true };
  if (typed === '' || typed.length < Math.max(1, config.minChars)) return { kind: 'skip', clear: true };
  if (config.strikeLimit > 0 && state.strikes >= config.strikeLimit) return { kind: 'skip', clear: true };
  if (text === state.lastText) return { kind: 'skip', clear: false };
  if (config.mode === 'char' && state.lastText !== null) {
    const typedSince = Math.abs(typed.length - state.lastText.trim().length);
    // Deleting back past what was sent makes the list wrong: ask again at once.
    const stillPrefix = typed.startsWith(state.lastText.trim());
    if (stillPrefix && typedSince < Math.max(1, config.charInterval)) return { kind: 'skip', clear: false };
  }
  if (config.mode === 'time') {
    const wait = state.lastAt + Math.max(0, config.timeInterval) - now;
    if (wait > 0) return { kind: 'later', delayMs: wait };
  }
  return { kind: 'now' };
}

export function afterRequest(state: ThrottleState, text: string, now: number): ThrottleState {
  return { ...state, lastText: text, lastAt: now };
}

/** Spec section 4: the strike counter grows when an answer has no results and resets on results. */
export function afterAnswer(state: ThrottleState, resultCount: number): ThrottleState {
  return { ...state, strikes: resultCount === 0 ? state.strikes + 1 : 0 };
}
