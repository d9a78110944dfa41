import { createElement, useMemo, type HTMLAttributes, type Ref } from 'react';
import { sanitizeHtml, type SanitizeHtmlOptions } from '../sanitize.ts';

/** Elements that may hold HTML content (no void elements, nothing that runs or embeds). */
export type SafeHtmlTag =
  | 'div'
  | 'span'
  | 'p'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'li'
  | 'dd'
  | 'dt'
  | 'td'
  | 'th'
  | 'label'
  | 'legend'
  | 'caption'
  | 'figcaption'
  | 'blockquote'
  | 'small'
  | 'strong'
  | 'em'
  | 'h1'
  | 'h2'
  | 'h3'
  | 'h4'
  | 'h5'
  | 'h6';

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  html: string;
  /** The wrapping element; 'div' by default. */
  as?: SafeHtmlTag;
  /** 'none' (default) for user or server content: text only. 'authored' for trusted authored markup; 'svg' for an icon. */
  allow?: SanitizeHtmlOptions['allow'];
  /** Shadow part name, for page CSS. */
  part?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * The only place HTML is written into the DOM (DESIGN.md section 5): always through sanitizeHtml.
 * `<SafeHtml html={answer.text} as="span" />`, `<SafeHtml html={authoredIntro} allow="authored" />`.
 */
export function SafeHtml({ html, as = 'div', allow = 'none', ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, { allow }), [html, allow]);
  return createElement(as, { ...rest, dangerouslySetInnerHTML: { __html: clean } });
}
