/**
 * Wording (spec: user-facing messages are supplied by page attributes). Each block has English
 * defaults; a page overrides any of them with an attribute, e.g. `no-results="Nothing nearby"`.
 */
import { toAttributeName } from './props.ts';

export type MessageValues = Record<string, string | number>;

/**
 * Fill `{name}` placeholders: formatMessage('{count} results', { count: 3 }) gives '3 results'.
 * A placeholder without a value is left as written, so a page author sees the typo instead of a gap.
 */
export function formatMessage(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : placeholder,
  );
}

/**
 * The block's strings: each default, unless the element has the matching attribute.
 * An empty attribute counts as an override (an author may blank a label on purpose).
 */
export function readStrings<T extends Record<string, string>>(element: Element, defaults: T): T {
  const strings: Record<string, string> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const value = element.getAttribute(toAttributeName(key));
    if (value !== null) strings[key] = value;
  }
  return strings as T;
}
