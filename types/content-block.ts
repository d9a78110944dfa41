// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { ContentBlockProps } from '../elements/content-block/content-block.tsx';
import type { ContentBlockEvents } from '../elements/content-block/events.ts';

export type * from '../elements/content-block/events.ts';
export type { ContentBlockProps } from '../elements/content-block/content-block.tsx';
export { default } from '../elements/content-block/define.ts';

/** <vb-content-block>: Author-written rich content (paragraphs, lists, links, images) collapsed to a few lines with a "Show more" button and expanded with "Show less". The button exists only while the content is taller than the collapsed size, re-checked when the content or the width changes. Links in the hidden part are not reachable by keyboard while collapsed. */
export interface VbContentBlockElement extends HTMLElement, ContentBlockProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-content-block> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbContentBlockJsxProps = React.ClassAttributes<VbContentBlockElement> &
  Omit<
    React.HTMLAttributes<VbContentBlockElement>,
    'expanded' | 'collapsedLines' | 'collapsed-lines' | 'moreLabel' | 'more-label' | 'lessLabel' | 'less-label' | 'label' | 'render'
  > & {
    /** Initial state: present shows the whole content. Adding or removing the attribute later expands or collapses the block. */
    expanded?: ContentBlockProps['expanded'];
    /** Number of rendered lines shown while collapsed (a heading's line counts as one). A value that is not a positive number warns in the console and uses 4. */
    collapsedLines?: ContentBlockProps['collapsedLines'];
    /** Number of rendered lines shown while collapsed (a heading's line counts as one). A value that is not a positive number warns in the console and uses 4. */
    'collapsed-lines'?: number | `${number}`;
    /** Text of the button that expands the block. */
    moreLabel?: ContentBlockProps['moreLabel'];
    /** Text of the button that expands the block. */
    'more-label'?: string;
    /** Text of the button that collapses the block. */
    lessLabel?: ContentBlockProps['lessLabel'];
    /** Text of the button that collapses the block. */
    'less-label'?: string;
    /** Accessible name of the content: when set, the content is a named region (`role="region"`). Also the block's title in the button's accessible name and in analytics when the content has no heading. */
    label?: ContentBlockProps['label'];
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-content-block': VbContentBlockElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-content-block-toggle': CustomEvent<ContentBlockEvents['vb-content-block-toggle']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-content-block': VbContentBlockJsxProps;
    }
  }
}
