/**
 * An element's meta description as the demo pages show it: its first sentence, as HTML (the index)
 * or as plain text (each page's <meta name="description">). Descriptions are written with Markdown
 * code spans (`name`); HTML shows them as <code>, plain text drops the backticks.
 */

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** First sentence of a description: the index shows one line per element. */
export function oneLine(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  // A sentence ends before a capital letter, so abbreviations such as 'e.g. every h3' do not cut it short.
  const match = /^(.+?[.!?])(?=\s+[A-Z0-9"'(`]|$)/.exec(flat);
  return match?.[1] ?? flat;
}

/** Text with `code spans` as escaped HTML: each span a <code>, everything else escaped. */
export function inlineCodeHtml(text: string): string {
  return text
    .split(/(`[^`]+`)/)
    .map((part) => (/^`[^`]+`$/.test(part) ? `<code>${escapeHtml(part.slice(1, -1))}</code>` : escapeHtml(part)))
    .join('');
}

/** Text with the code spans' backticks dropped, for an attribute or a search result snippet. */
export function plainText(text: string): string {
  return text.replace(/`([^`]+)`/g, '$1');
}

/** The first sentence of an element's description as its demo page's meta description (plain text). */
export function pageDescription(description: string): string {
  return plainText(oneLine(description));
}
