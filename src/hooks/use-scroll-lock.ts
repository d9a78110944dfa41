import { useEffect } from 'react';
import { lockScroll } from '../scroll-lock.ts';

/** Lock page scrolling while `locked` is true (an open modal or drawer); released on unmount. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => (locked ? lockScroll() : undefined), [locked]);
}
