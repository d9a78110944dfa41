import { useEffect, useReducer } from 'react';
import { formatProgress, progressKey, sumProgress, trackKey, TRACK_OPENED, writeProgress } from '../../src/reading-progress.ts';
import { getItem, setItem } from '../../src/storage.ts';
import { progressOf, type DrawerSource, type DrawersEvents } from './drawers-logic.ts';
import type { DrawersControl } from './use-drawer-state.ts';

type Emit = <K extends keyof DrawersEvents & string>(name: K, detail: DrawersEvents[K]) => boolean;

/** Every tracked drawers element on the page: they share `track-{path}`, so their counts add up. */
const onPage = new Map<Element, { done: number; total: number }>();

function isVisited(id: string): boolean {
  return id !== '' && getItem('local', trackKey(id)) === TRACK_OPENED;
}

export interface DrawerTracking {
  /** Whether the visitor opened this drawer before (now or on an earlier visit). */
  visited(drawer: DrawerSource): boolean;
  /** Remember that the drawer was opened. */
  visit(drawer: DrawerSource): void;
  /** Read storage again (reinit: another script may have changed it). */
  reread(): void;
}

/**
 * Tracked drawers (spec section 3 'Storage'): `track-{trigger id}` = `opened` per drawer, and the
 * page's progress `track-{path}` = opened/total, also on the host as data-vb-progress and announced
 * by vb-drawers-progress when it changes.
 */
export function useDrawerTracking(control: DrawersControl, tracked: boolean, drawers: readonly DrawerSource[], emit: Emit, openKey: unknown): DrawerTracking {
  const [version, reread] = useReducer((count: number) => count + 1, 0);
  const element = control.host.element;

  useEffect(() => {
    if (!tracked) {
      onPage.delete(element);
      element.removeAttribute('data-vb-progress');
      return undefined;
    }
    onPage.set(element, progressOf(drawers, isVisited));
    const page = sumProgress([...onPage.entries()].filter(([other]) => other.isConnected).map(([, progress]) => progress));
    element.setAttribute('data-vb-progress', formatProgress(page.done, page.total));
    if (writeProgress(location.pathname, page)) emit('vb-drawers-progress', { ...page, key: progressKey(location.pathname) });
    return undefined;
  }, [element, tracked, drawers, emit, openKey, version]);

  useEffect(() => () => void onPage.delete(element), [element]);

  return {
    visited: (drawer) => tracked && isVisited(drawer.id),
    visit: (drawer) => {
      if (tracked && drawer.id) setItem('local', trackKey(drawer.id), TRACK_OPENED);
    },
    reread,
  };
}
