/**
 * Console messages seen while a test runs. Elements report page-author mistakes with console.warn
 * and console.error; a test names the ones it expects and fails on any other.
 */
import { expect } from '@open-wc/testing';

export interface ConsoleRecord {
  warnings: string[];
  errors: string[];
  /** Uncaught errors and unhandled rejections. */
  uncaught: string[];
  restore(): void;
}

function text(args: unknown[]): string {
  return args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : typeof arg === 'string' ? arg : safeJson(arg))).join(' ');
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Record console.warn, console.error and uncaught errors (not printed) until restore(). */
export function recordConsole(): ConsoleRecord {
  const { warn, error } = console;
  const record: ConsoleRecord = {
    warnings: [],
    errors: [],
    uncaught: [],
    restore() {
      console.warn = warn;
      console.error = error;
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
  const onError = (event: ErrorEvent) => record.uncaught.push(event.message);
  const onRejection = (event: PromiseRejectionEvent) => record.uncaught.push(text([event.reason]));
  console.warn = (...args: unknown[]) => void record.warnings.push(text(args));
  console.error = (...args: unknown[]) => void record.errors.push(text(args));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return record;
}

/** Nothing uncaught, no console error, and no console warning but those matching `allowedWarnings`. */
export function expectQuiet(record: ConsoleRecord, allowedWarnings: readonly RegExp[] = []): void {
  expect(record.uncaught, 'uncaught').to.deep.equal([]);
  expect(record.errors, 'errors').to.deep.equal([]);
  expect(
    record.warnings.filter((warning) => !allowedWarnings.some((pattern) => pattern.test(warning))),
    'warnings',
  ).to.deep.equal([]);
}

/**
 * Chromium reports "ResizeObserver loop completed with undelivered notifications" as an uncaught error when a resize
 * observer's callback changes a size another observer watches (MapLibre's own observer resizes the canvas while the
 * map's controls watch its container); the notifications arrive a frame later, nothing is lost (CSS WG issue 5488).
 * Mocha would fail whichever test was running. Call it in a `before` hook (Mocha sets `window.onerror` when the run
 * starts): that one notice is let through, every other uncaught error still fails the test.
 */
export function allowResizeObserverLoopNotice(): void {
  const mochaOnError = window.onerror;
  window.onerror = (message, ...rest) => /^ResizeObserver loop /.test(String(message)) || (mochaOnError?.call(window, message, ...rest) ?? false);
}
