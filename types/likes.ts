// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { LikesProps } from '../elements/likes/likes.tsx';
import type { LikesEvents } from '../elements/likes/events.ts';

export type * from '../elements/likes/events.ts';
export type { LikesProps } from '../elements/likes/likes.tsx';
export { default } from '../elements/likes/define.ts';

/** <vb-likes>: A like button with the shared count. One like per visitor and id: after the click the button stays pressed and disabled for good (remembered in local storage, `participationCounter`); a failed like re-enables it and re-reads the count. */
export interface VbLikesElement extends HTMLElement, LikesProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-likes> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbLikesJsxProps = React.ClassAttributes<VbLikesElement> &
  Omit<
    React.HTMLAttributes<VbLikesElement>,
    'group' | 'likeId' | 'like-id' | 'text' | 'countText' | 'count-text' | 'likedText' | 'liked-text' | 'errorMessage' | 'error-message' | 'render'
  > & {
    /** The group the likes are counted and remembered in. */
    group?: LikesProps['group'];
    /** The id of what is liked (`like-id`; not `id`, which stays the page's own), e.g. the page path. Required: without it nothing is read or counted. */
    likeId?: LikesProps['likeId'];
    /** The id of what is liked (`like-id`; not `id`, which stays the page's own), e.g. the page path. Required: without it nothing is read or counted. */
    'like-id'?: string;
    /** The button text (and its accessible name). */
    text?: LikesProps['text'];
    /** The count in words for assistive technology; `{count}` is the number, formatted for the page language. */
    countText?: LikesProps['countText'];
    /** The count in words for assistive technology; `{count}` is the number, formatted for the page language. */
    'count-text'?: string;
    /** Announced once the like is counted. */
    likedText?: LikesProps['likedText'];
    /** Announced once the like is counted. */
    'liked-text'?: string;
    /** Shown (and announced) when the like fails; the button works again and the count is re-read. */
    errorMessage?: LikesProps['errorMessage'];
    /** Shown (and announced) when the like fails; the button works again and the count is re-read. */
    'error-message'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-likes': VbLikesElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-likes-like': CustomEvent<LikesEvents['vb-likes-like']>;
    'vb-likes-error': CustomEvent<LikesEvents['vb-likes-error']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-likes': VbLikesJsxProps;
    }
  }
}
