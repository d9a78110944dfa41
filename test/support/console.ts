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
