/**
 * What an element shows when it fails to render (visitor-blocks.md section 8, 'Broken component render'): the spec's
 * 'Broken component' block on non-production hosts, an HTML comment beside the empty output in production. Loaded on
 * demand by the error boundary in src/mount.ts, the first time an element breaks: a page whose blocks all work (nearly
 * every page) does not load it (about 0.3 KB gzipped off the runtime every page loads).
 */
import { createElement, useLayoutEffect, type ReactNode } from 'react';
import { getConfig } from './config.ts';

/** The spec's wording. */
export const BROKEN_TEXT = 'Broken component';

export interface BrokenProps {
  /** The element's tag (`vb-poll`). */
  tag: string;
  /** Where the element renders (its shadow root or light wrapper): the production comment goes there. */
  container: Element | ShadowRoot;
  error: unknown;
}

/** The block, or (in production) nothing but a comment naming the element, kept while the error lasts. */
export function Broken({ tag, container, error }: BrokenProps): ReactNode {
  const production = getConfig().production;
  // React cannot render a comment node: production gets one placed beside the (empty) output.
  useLayoutEffect(() => {
    if (!production) return undefined;
    const comment = document.createComment(` ${BROKEN_TEXT}: <${tag}> `);
    container.appendChild(comment);
    return () => comment.remove();
  }, [production, tag, container]);
  if (production) return null;
  return createElement(
    'div',
    {
      className: 'vb-broken',
      part: 'broken',
      'data-vb-broken': '',
      style: { border: '2px dashed #b3261e', color: '#b3261e', padding: '0.5em 0.75em', fontFamily: 'system-ui, sans-serif' },
    },
    createElement('strong', null, BROKEN_TEXT),
    createElement(
      'code',
      { style: { display: 'block', fontSize: '0.85em', whiteSpace: 'pre-wrap' } },
      `<${tag}>: ${error instanceof Error ? error.message : String(error)}`,
    ),
  );
}
