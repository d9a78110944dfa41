/**
 * Text cleaning (spec section 5 'Shared text cleaning', src/clean-text.ts) and HTML sanitising.
 * This module and hooks/safe-html.tsx are the only way HTML reaches the DOM.
 */
import DOMPurify, { type Config, type UponSanitizeAttributeHook } from 'dompurify';
import { cleanText, TAGS } from './clean-text.ts';

export { cleanText };

/** Markup a page author may use in trusted, authored content (attributes, CMS fields). */
export const AUTHORED_TAGS: readonly string[] = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'cite',
  'code',
  'em',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'i',
  'li',
  'ol',
  'p',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
  'ul',
];
export const AUTHORED_ATTRIBUTES: readonly string[] = ['href', 'title', 'lang', 'dir', 'rel'];

export interface SanitizeHtmlOptions {
  /**
   * 'none' (default): user content; every tag is removed, text is kept and escaped.
   * 'authored': trusted authored content; AUTHORED_TAGS with AUTHORED_ATTRIBUTES and aria-*,
   * links limited to DOMPurify's safe protocols (no javascript:).
   * 'svg': an icon's markup (vb-svg): DOMPurify's SVG profile, without scripts, `<foreignObject>`, `<style>`,
   * `<image>`, event handlers or style attributes (the page's CSP blocks them), and every `href` kept only when it
   * points inside the icon (`#id`). Only the first `<svg>` element is kept; markup without one gives ''.
   */
  allow?: 'none' | 'authored' | 'svg';
}

const USER_CONFIG: Config = { ALLOWED_TAGS: [], ALLOWED_ATTR: [], ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false, KEEP_CONTENT: true };
const AUTHORED_CONFIG: Config = {
  ALLOWED_TAGS: [...AUTHORED_TAGS],
  ALLOWED_ATTR: [...AUTHORED_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: true,
  KEEP_CONTENT: true,
};

const SVG_CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  FORBID_TAGS: ['script', 'foreignObject', 'style', 'image', 'a', 'animate', 'set', 'animateMotion', 'animateTransform'],
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
  KEEP_CONTENT: false,
};

/** In an icon, a reference leads only inside the icon: `<use href="#a">`, never another file or a script. */
const internalRefsOnly: UponSanitizeAttributeHook = (_node, data) => {
  if ((data.attrName === 'href' || data.attrName === 'xlink:href') && !data.attrValue.trim().startsWith('#')) data.keepAttr = false;
};

function sanitizeSvg(markup: string): string {
  DOMPurify.addHook('uponSanitizeAttribute', internalRefsOnly);
  try {
    const fragment = DOMPurify.sanitize(markup, { ...SVG_CONFIG, RETURN_DOM_FRAGMENT: true });
    const svg = fragment.querySelector('svg');
    return svg ? svg.outerHTML : '';
  } finally {
    DOMPurify.removeHook('uponSanitizeAttribute', internalRefsOnly);
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * HTML that is safe to assign to innerHTML. Needs a DOM (DOMPurify); without one (Node) every tag is
 * removed and the rest escaped, whatever the options say, which is always safe.
 */
export function sanitizeHtml(html: string, options: SanitizeHtmlOptions = {}): string {
  if (!DOMPurify.isSupported) {
    if (options.allow === 'svg') return '';
    let text = html;
    for (let previous = ''; previous !== text;) {
      previous = text;
      text = text.replace(TAGS, '');
    }
    return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
  }
  if (options.allow === 'svg') return sanitizeSvg(html);
  return DOMPurify.sanitize(html, options.allow === 'authored' ? AUTHORED_CONFIG : USER_CONFIG);
}
